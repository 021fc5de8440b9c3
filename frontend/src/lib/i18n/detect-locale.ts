import { isLocale, type Locale } from '@tickrelay/contracts/locales';

/** The first supported language in the browser's preference list ('fr-CA' counts as fr). */
export function detectBrowserLocale(languages: readonly string[]): Locale | null {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return null;
}

export interface RootRedirectInput {
  pathname: string;
  cookieLocale: Locale | null;
  browserLanguages: readonly string[];
}

/**
 * On the first document load of '/', send the visitor to the French home when the language
 * cookie says so or, with no cookie, when the browser prefers French. Only the bare root
 * redirects: a deep link always wins over the preference.
 */
export function resolveRootRedirect({
  pathname,
  cookieLocale,
  browserLanguages,
}: RootRedirectInput): Locale | null {
  if (pathname !== '/') return null;
  const preferred = cookieLocale ?? detectBrowserLocale(browserLanguages);
  return preferred === 'fr' ? 'fr' : null;
}
