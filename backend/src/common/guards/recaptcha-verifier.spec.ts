import { judgeSiteverify } from './recaptcha-verifier';

const expected = { action: 'renew_subscription', hostnames: ['tickrelay.example'], minScore: 0.5 };
const good = {
  success: true,
  action: 'renew_subscription',
  hostname: 'tickrelay.example',
  score: 0.9,
};

describe('judgeSiteverify', () => {
  it('accepts a successful answer for the right action, host and score', () => {
    expect(judgeSiteverify(good, expected)).toEqual({
      ok: true,
      outcome: { action: 'renew_subscription', hostname: 'tickrelay.example', score: 0.9 },
    });
    expect(
      judgeSiteverify({ ...good, score: 0.5, hostname: 'TickRelay.Example' }, expected).ok,
    ).toBe(true);
  });

  it.each([
    ['not_successful', { ...good, success: false }],
    ['not_successful', { ...good, success: 'true' }],
    ['wrong_action', { ...good, action: 'login' }],
    ['wrong_action', { ...good, action: undefined }],
    ['wrong_hostname', { ...good, hostname: 'evil.example' }],
    ['wrong_hostname', { ...good, hostname: undefined }],
    ['low_score', { ...good, score: 0.49 }],
    ['low_score', { ...good, score: undefined }],
    ['low_score', { ...good, score: '0.9' }],
  ])('refuses with %s', (reason, answer) => {
    expect(judgeSiteverify(answer, expected)).toEqual({ ok: false, reason });
  });
});
