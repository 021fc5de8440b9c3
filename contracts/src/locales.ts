// The product's languages: every page exists in each (English at /…, French under /fr/…), the API
// answers in each, mails are sent in each, and a member's account has one (`locale`).

export const LOCALES = ['en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** Each language is named in itself (language switcher, profile form, hreflang). */
export const LOCALE_LABELS: Record<Locale, string> = { en: 'English', fr: 'Français' };

/** BCP 47 tags for Intl formatting. */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-US', fr: 'fr-FR' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
