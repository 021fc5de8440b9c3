// The product's languages: every page exists in each, the API answers in each, mails are sent in
// each. English is the default (pages at /…), French lives under /fr/….

export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language is named in itself (language switcher, profile form, hreflang). */
export const LANGUAGE_LABELS: Record<Language, string> = { en: 'English', fr: 'Français' };

/** BCP 47 tags for Intl formatting. */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-US', fr: 'fr-FR' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
