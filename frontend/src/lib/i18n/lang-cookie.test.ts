import {
  LANG_COOKIE,
  parseLangCookie,
  readLangCookie,
  serializeLangCookie,
  writeLangCookie,
} from './lang-cookie';

function clearCookie() {
  document.cookie = `${LANG_COOKIE}=; Max-Age=0; Path=/`;
}

describe('language cookie', () => {
  afterEach(clearCookie);

  it('lasts 365 days on path / with SameSite=Lax', () => {
    const cookie = serializeLangCookie('fr', false);
    const parts = cookie.split('; ');
    expect(parts[0]).toBe('lang=fr');
    expect(parts).toContain(`Max-Age=${365 * 24 * 60 * 60}`);
    expect(parts).toContain('Path=/');
    expect(parts).toContain('SameSite=Lax');
    expect(parts).not.toContain('Secure');
    expect(serializeLangCookie('en', true).split('; ')).toContain('Secure');
  });

  it('parses the lang cookie among others and ignores unknown languages', () => {
    expect(parseLangCookie('a=1; lang=fr; b=2')).toBe('fr');
    expect(parseLangCookie('lang=en')).toBe('en');
    expect(parseLangCookie('lang=de')).toBeNull();
    expect(parseLangCookie('language=fr')).toBeNull();
    expect(parseLangCookie('')).toBeNull();
  });

  it('writes to and reads from document.cookie', () => {
    expect(readLangCookie()).toBeNull();
    writeLangCookie('fr');
    expect(document.cookie).toContain('lang=fr');
    expect(readLangCookie()).toBe('fr');
    writeLangCookie('en');
    expect(readLangCookie()).toBe('en');
  });
});
