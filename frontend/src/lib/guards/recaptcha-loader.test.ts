import { DEFAULT_RECAPTCHA_SCRIPT_URL, recaptchaScriptUrl } from './recaptcha-loader';

describe('recaptchaScriptUrl', () => {
  it("defaults to Google's script and takes a configured one (e.g. recaptcha.net)", () => {
    expect(DEFAULT_RECAPTCHA_SCRIPT_URL).toBe('https://www.google.com/recaptcha/api.js');
    expect(recaptchaScriptUrl('k 1')).toBe('https://www.google.com/recaptcha/api.js?render=k%201');
    expect(recaptchaScriptUrl('k', 'https://www.recaptcha.net/recaptcha/api.js?hl=fr')).toBe(
      'https://www.recaptcha.net/recaptcha/api.js?hl=fr&render=k',
    );
  });
});
