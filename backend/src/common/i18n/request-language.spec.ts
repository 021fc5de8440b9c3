import {
  fromAcceptLanguage,
  readCookie,
  resolveRequestLanguage,
  toLanguage,
} from './request-language';

describe('request language', () => {
  it('normalises language tags', () => {
    expect(toLanguage('fr-CA')).toBe('fr');
    expect(toLanguage('EN')).toBe('en');
    expect(toLanguage('de')).toBeUndefined();
    expect(toLanguage(['fr'])).toBeUndefined();
  });

  it('reads a cookie by name', () => {
    expect(readCookie('a=1; lang=fr; b=2', 'lang')).toBe('fr');
    expect(readCookie('language=fr', 'lang')).toBeUndefined();
    expect(readCookie(undefined, 'lang')).toBeUndefined();
  });

  it('ranks Accept-Language by q-value and skips unsupported tags', () => {
    expect(fromAcceptLanguage('de-DE,fr;q=0.8,en;q=0.5')).toBe('fr');
    expect(fromAcceptLanguage('en;q=0.2, fr-FR;q=0.9')).toBe('fr');
    expect(fromAcceptLanguage('de, it')).toBeUndefined();
    expect(fromAcceptLanguage('fr;q=0, en')).toBe('en');
  });

  it('prefers ?lang, then the lang cookie, then Accept-Language, then English', () => {
    const headers = { cookie: 'lang=en', 'accept-language': 'en' };
    expect(resolveRequestLanguage({ query: { lang: 'fr' }, headers })).toBe('fr');
    expect(resolveRequestLanguage({ query: {}, headers: { ...headers, cookie: 'lang=fr' } })).toBe(
      'fr',
    );
    expect(resolveRequestLanguage({ headers: { 'accept-language': 'fr-FR,fr;q=0.9' } })).toBe('fr');
    expect(resolveRequestLanguage({ query: { lang: 'xx' }, headers: { cookie: 'lang=zz' } })).toBe(
      'en',
    );
    expect(resolveRequestLanguage({ headers: {} })).toBe('en');
  });
});
