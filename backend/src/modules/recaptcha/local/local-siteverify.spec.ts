import { randomBytes } from 'node:crypto';

import { judgeSiteverify } from '@/common/guards/recaptcha-verifier';

import type { LocalRecaptchaKeys } from './local-recaptcha-keys';
import { LOCAL_TOKEN_TTL_MS, signLocalToken } from './local-recaptcha-token';
import { LocalSiteverify } from './local-siteverify';

const key = randomBytes(32);
const keys = { current: () => Promise.resolve(key) } as LocalRecaptchaKeys;
const verifier = new LocalSiteverify(keys);
const expected = { action: 'renew_subscription', hostnames: ['tickrelay.example'], minScore: 0.5 };
const token = (action = 'renew_subscription', hostname = 'tickrelay.example', at = Date.now()) =>
  signLocalToken({ action, hostname }, key, at);

describe('LocalSiteverify: the local tokens judged by the guard’s own rules', () => {
  it('answers like siteverify for a token it signed: success, action, host, score 0.9', async () => {
    const answer = await verifier.siteverify(token());
    expect(answer).toMatchObject({
      success: true,
      action: 'renew_subscription',
      hostname: 'tickrelay.example',
      score: 0.9,
    });
    expect(judgeSiteverify(answer, expected)).toMatchObject({ ok: true });
  });

  it.each([
    ['a token for another action', () => token('login'), 'wrong_action'],
    ['a token for another host', () => token(undefined, 'evil.example'), 'wrong_hostname'],
    [
      'an expired token',
      () => token(undefined, undefined, Date.now() - LOCAL_TOKEN_TTL_MS),
      'not_successful',
    ],
    [
      'a forged token',
      () =>
        signLocalToken(
          { action: 'renew_subscription', hostname: 'tickrelay.example' },
          randomBytes(32),
          Date.now(),
        ),
      'not_successful',
    ],
    ['a Google token', () => '03AFcWeA5-google-token', 'not_successful'],
  ])('refuses %s', async (_label, make, reason) => {
    expect(judgeSiteverify(await verifier.siteverify(make()), expected)).toEqual({
      ok: false,
      reason,
    });
  });

  it("uses Google's error codes", async () => {
    const stale = token(undefined, undefined, Date.now() - LOCAL_TOKEN_TTL_MS);
    expect(await verifier.siteverify(stale)).toEqual({
      success: false,
      'error-codes': ['timeout-or-duplicate'],
    });
    expect(await verifier.siteverify('garbage')).toEqual({
      success: false,
      'error-codes': ['invalid-input-response'],
    });
  });
});
