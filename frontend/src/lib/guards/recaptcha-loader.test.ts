import {
  DEFAULT_RECAPTCHA_SCRIPT_URL,
  loadRecaptcha,
  RECAPTCHA_SCRIPT_ID,
  recaptchaScriptSource,
  recaptchaScriptUrl,
  resetRecaptchaLoader,
} from './recaptcha-loader';

afterEach(() => {
  resetRecaptchaLoader();
  document.getElementById(RECAPTCHA_SCRIPT_ID)?.remove();
  delete window.grecaptcha;
  delete window.__RUNTIME_CONFIG__;
});

describe('recaptchaScriptUrl', () => {
  it("defaults to Google's script and takes a configured one (e.g. recaptcha.net)", () => {
    expect(DEFAULT_RECAPTCHA_SCRIPT_URL).toBe('https://www.google.com/recaptcha/api.js');
    expect(recaptchaScriptUrl('k 1')).toBe('https://www.google.com/recaptcha/api.js?render=k%201');
    expect(recaptchaScriptUrl('k', 'https://www.recaptcha.net/recaptcha/api.js?hl=fr')).toBe(
      'https://www.recaptcha.net/recaptcha/api.js?hl=fr&render=k',
    );
  });
});

describe('the script the loader picks', () => {
  it("local: the api's own script, whatever the site key; google: Google's with the key", () => {
    expect(recaptchaScriptSource('local', '')).toBe('/api/recaptcha/local.js');
    expect(recaptchaScriptSource('local', 'key-1')).toBe('/api/recaptcha/local.js');
    expect(recaptchaScriptSource('google', 'key-1')).toBe(
      'https://www.google.com/recaptcha/api.js?render=key-1',
    );
  });

  it('local: loads /api/recaptcha/local.js from this site, never a Google host', async () => {
    const loaded = loadRecaptcha('', 'local');
    const script = document.getElementById(RECAPTCHA_SCRIPT_ID) as HTMLScriptElement;
    expect(script.getAttribute('src')).toBe('/api/recaptcha/local.js');
    expect(new URL(script.src).origin).toBe(window.location.origin);
    const grecaptcha = {
      ready: (callback: () => void) => callback(),
      execute: jest.fn().mockResolvedValue('lr1.token'),
    };
    window.grecaptcha = grecaptcha;
    script.dispatchEvent(new Event('load'));
    await expect(loaded).resolves.toBe(grecaptcha);
    expect(document.querySelectorAll('script[src*="google"]')).toHaveLength(0);
  });

  it.each([
    [{ recaptchaProvider: 'local' }, 'local'],
    [{ recaptchaProvider: 'google', recaptchaSiteKey: 'k' }, 'google'],
    [{ recaptchaSiteKey: 'k' }, 'google'],
    [undefined, 'google'],
  ])('follows the runtime config %j: %s', async (config, provider) => {
    window.__RUNTIME_CONFIG__ = config;
    await jest.isolateModulesAsync(async () => {
      const loader = await import('./recaptcha-loader');
      expect(loader.configuredRecaptchaProvider()).toBe(provider);
      void loader.loadRecaptcha('k').catch(() => undefined);
      const script = document.getElementById(loader.RECAPTCHA_SCRIPT_ID) as HTMLScriptElement;
      expect(script.getAttribute('src')).toBe(
        provider === 'local'
          ? '/api/recaptcha/local.js'
          : 'https://www.google.com/recaptcha/api.js?render=k',
      );
      script.remove();
      loader.resetRecaptchaLoader();
    });
  });
});
