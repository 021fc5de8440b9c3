import { readRuntimeConfig } from './runtime-config';

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
    });
  });

  it('works without any runtime config file', () => {
    expect(Object.values(readRuntimeConfig(undefined)).every((value) => value === '')).toBe(true);
  });
});
