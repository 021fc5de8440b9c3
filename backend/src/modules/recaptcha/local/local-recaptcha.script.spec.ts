import { runInNewContext } from 'node:vm';

import { issueLocalRecaptchaToken } from '@tickrelay/contracts/endpoints/recaptcha.endpoints';

import { LOCAL_RECAPTCHA_SCRIPT } from './local-recaptcha.script';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

/** Runs the script as a page would, with `fetch` answering `answer`; returns its grecaptcha. */
function load(answer: { status: number; body: unknown }) {
  const calls: { url: string; init: RequestInit }[] = [];
  const window: { grecaptcha?: Grecaptcha } = {};
  const fetch = (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return Promise.resolve({
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      json: () => Promise.resolve(answer.body),
    });
  };
  runInNewContext(LOCAL_RECAPTCHA_SCRIPT, { window, fetch, Promise, JSON });
  if (!window.grecaptcha) throw new Error('the script defined no grecaptcha');
  return { grecaptcha: window.grecaptcha, calls };
}

describe('the local grecaptcha script', () => {
  it("defines Google's ready() and execute(), asking this site's api for a token", async () => {
    const { grecaptcha, calls } = load({ status: 200, body: { token: 'lr1.a.b' } });
    await new Promise<void>((resolve) => grecaptcha.ready(resolve));
    await expect(grecaptcha.execute('ignored', { action: 'renew_subscription' })).resolves.toBe(
      'lr1.a.b',
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe(issueLocalRecaptchaToken.path);
    expect(calls[0]?.init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
    });
    expect(JSON.parse(calls[0]?.init.body as string)).toEqual({ action: 'renew_subscription' });
  });

  it('rejects when the api refuses or answers no token, as a failed Google load would', async () => {
    await expect(
      load({ status: 429, body: { error: 'TOO_MANY_REQUESTS' } }).grecaptcha.execute('k', {
        action: 'renew_subscription',
      }),
    ).rejects.toThrow('HTTP 429');
    await expect(
      load({ status: 200, body: {} }).grecaptcha.execute('k', { action: 'renew_subscription' }),
    ).rejects.toThrow('no token');
  });
});
