import { DEFAULT_LOCALE, LOCALES, type Locale } from '@tickrelay/contracts/locales';

export const FALLBACK_LANGUAGE: Locale = DEFAULT_LOCALE;
/** Same name as the SPA's language cookie. */
export const LANGUAGE_COOKIE = 'lang';

export interface LanguageSource {
  query?: unknown;
  headers: Record<string, string | string[] | undefined>;
}

/** 'fr', 'FR', 'fr-CA' → 'fr'; anything unsupported → undefined. */
export function toLanguage(candidate: unknown): Locale | undefined {
  if (typeof candidate !== 'string') return undefined;
  const primary = candidate.trim().toLowerCase().split(/[-_]/)[0];
  return LOCALES.find((language) => language === primary);
}

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1 || part.slice(0, separator).trim() !== name) continue;
    const raw = part
      .slice(separator + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** Best supported language of an Accept-Language header, honouring q-values. */
export function fromAcceptLanguage(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const entry of ranked) {
    const language = toLanguage(entry.tag);
    if (language) return language;
  }
  return undefined;
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Language of a response: ?lang=, then the `lang` cookie, then Accept-Language, then English. */
export function resolveRequestLanguage(request: LanguageSource): Locale {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.lang;
  return (
    toLanguage(Array.isArray(fromQuery) ? fromQuery[0] : fromQuery) ??
    toLanguage(readCookie(first(request.headers.cookie), LANGUAGE_COOKIE)) ??
    fromAcceptLanguage(first(request.headers['accept-language'])) ??
    FALLBACK_LANGUAGE
  );
}
