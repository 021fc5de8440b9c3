import { readRuntimeConfig, recaptchaProviderOf } from './runtime-config';

describe('runtime config', () => {
  it('keeps string settings and defaults everything else to ""', () => {
    expect(
      readRuntimeConfig({
        telemetryEnabled: 'true',
        recaptchaSiteKey: '  key-1 ',
        analyticsUrl: 42,
        tagManagerUrl: null,
      }),
    ).toEqual({
      telemetryEnabled: 'true',
      recaptchaSiteKey: 'key-1',
      analyticsUrl: '',
      tagManagerUrl: '',
      adsConversionId: '',
      iconServiceUrl: '',
      recaptchaScriptUrl: '',
      recaptchaProvider: '',
    });
  });

  it("reads the reCAPTCHA provider: only 'local' is local, anything else Google's", () => {
    expect(
      recaptchaProviderOf(readRuntimeConfig({ recaptchaProvider: ' local ' }).recaptchaProvider),
    ).toBe('local');
    for (const value of ['google', '', 'LOCAL', 'hcaptcha']) {
      expect(recaptchaProviderOf(value)).toBe('google');
    }
  });

  it('works without any runtime config file', () => {
    expect(Object.values(readRuntimeConfig(undefined)).every((value) => value === '')).toBe(true);
  });
});
