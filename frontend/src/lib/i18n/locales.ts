export const locales = ['en', 'fr'] as const;
export type Locale = (typeof locales)[number];

/** English lives at /…, French at /fr/…. */
export const defaultLocale: Locale = 'en';

/** Each language is labelled in its own language (switcher, hreflang). */
export const localeLabels: Record<Locale, string> = { en: 'English', fr: 'Français' };

/** BCP 47 tags for Intl formatting. */
export const intlLocales: Record<Locale, string> = { en: 'en-US', fr: 'fr-FR' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}
