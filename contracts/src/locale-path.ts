// The language of a page is in its path: English at /…, French under /fr/…. The SPA's router,
// its links, the API's mailed links and the e2e suite all place pages by these rules.
import { DEFAULT_LOCALE, type Locale } from './locales';

const FR_PREFIX = '/fr';

/** The language of an app path: /fr and /fr/… are French, everything else English. */
export function localeFromPath(pathname: string): Locale {
  return pathname === FR_PREFIX || pathname.startsWith(`${FR_PREFIX}/`) ? 'fr' : DEFAULT_LOCALE;
}

/** '/fr/blog' → '/blog', '/fr' → '/'; English paths are returned unchanged. */
export function stripLocale(pathname: string): string {
  if (pathname === FR_PREFIX) return '/';
  if (pathname.startsWith(`${FR_PREFIX}/`)) return pathname.slice(FR_PREFIX.length);
  return pathname;
}

function splitPath(path: string): { pathname: string; rest: string } {
  const cut = path.search(/[?#]/);
  return cut === -1
    ? { pathname: path, rest: '' }
    : { pathname: path.slice(0, cut), rest: path.slice(cut) };
}

/**
 * The path of an app page in the given language: ('/blog', 'fr') → '/fr/blog', ('/', 'fr') → '/fr'.
 * Query and hash are kept; an already localised path is re-localised; anything that is not an
 * absolute app path (external URL, '#anchor', relative) is returned as is.
 */
export function localizePath(path: string, locale: Locale): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const { pathname, rest } = splitPath(path);
  const bare = stripLocale(pathname || '/');
  if (locale === DEFAULT_LOCALE) return `${bare}${rest}`;
  return `${bare === '/' ? FR_PREFIX : `${FR_PREFIX}${bare}`}${rest}`;
}
