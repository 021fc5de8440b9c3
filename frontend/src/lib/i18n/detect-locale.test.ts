import { detectBrowserLocale, resolveRootRedirect } from './detect-locale';

describe('browser language detection', () => {
  it('picks the first supported language of the preference list', () => {
    expect(detectBrowserLocale(['fr-FR', 'en-US'])).toBe('fr');
    expect(detectBrowserLocale(['fr-CA'])).toBe('fr');
    expect(detectBrowserLocale(['de-DE', 'FR', 'en'])).toBe('fr');
    expect(detectBrowserLocale(['en-GB', 'fr'])).toBe('en');
    expect(detectBrowserLocale(['de', 'es'])).toBeNull();
    expect(detectBrowserLocale([])).toBeNull();
  });

  it('redirects a French browser on its first visit to /', () => {
    expect(
      resolveRootRedirect({ pathname: '/', cookieLocale: null, browserLanguages: ['fr-FR'] }),
    ).toBe('fr');
    expect(
      resolveRootRedirect({ pathname: '/', cookieLocale: null, browserLanguages: ['en-US', 'fr'] }),
    ).toBeNull();
    expect(
      resolveRootRedirect({ pathname: '/', cookieLocale: null, browserLanguages: ['de'] }),
    ).toBeNull();
  });

  it('lets the cookie win over the browser', () => {
    expect(
      resolveRootRedirect({ pathname: '/', cookieLocale: 'en', browserLanguages: ['fr-FR'] }),
    ).toBeNull();
    expect(
      resolveRootRedirect({ pathname: '/', cookieLocale: 'fr', browserLanguages: ['en-US'] }),
    ).toBe('fr');
  });

  it('never redirects a deep link or a French URL', () => {
    for (const pathname of ['/blog', '/fr', '/fr/blog', '/signin']) {
      expect(
        resolveRootRedirect({ pathname, cookieLocale: 'fr', browserLanguages: ['fr'] }),
      ).toBeNull();
    }
  });
});
