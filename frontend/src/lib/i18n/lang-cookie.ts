import { isLocale, type Locale } from '@tickrelay/contracts/locales';

export const LANG_COOKIE = 'lang';
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The cookie string that remembers the language: 365 days, path /, SameSite=Lax (spec §9). */
export function serializeLangCookie(locale: Locale, secure: boolean): string {
  const parts = [
    `${LANG_COOKIE}=${locale}`,
    `Max-Age=${MAX_AGE_SECONDS}`,
    'Path=/',
    'SameSite=Lax',
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

export function parseLangCookie(cookieHeader: string): Locale | null {
  for (const part of cookieHeader.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === LANG_COOKIE) {
      const locale = decodeURIComponent(value.join('='));
      return isLocale(locale) ? locale : null;
    }
  }
  return null;
}

export function readLangCookie(): Locale | null {
  return typeof document === 'undefined' ? null : parseLangCookie(document.cookie);
}

export function writeLangCookie(locale: Locale): void {
  document.cookie = serializeLangCookie(locale, window.location.protocol === 'https:');
}
