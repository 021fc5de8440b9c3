// Test double of '@/lib/i18n/i18n-context' for the content pages: same contract, real message
// files, and a `t` that throws on an unknown key so a typo fails the test instead of rendering it.
import { localizePath } from '@tickrelay/contracts/locale-path';
import { INTL_LOCALES, type Locale } from '@tickrelay/contracts/locales';

import enAbout from '@/locales/en/about.json';
import enBlog from '@/locales/en/blog.json';
import enCode from '@/locales/en/code.json';
import enContact from '@/locales/en/contact.json';
import enDocs from '@/locales/en/docs.json';
import enDownload from '@/locales/en/download.json';
import enHome from '@/locales/en/home.json';
import enPrivacy from '@/locales/en/privacy.json';
import enRisk from '@/locales/en/risk.json';
import enUi from '@/locales/en/ui.json';
import frAbout from '@/locales/fr/about.json';
import frBlog from '@/locales/fr/blog.json';
import frCode from '@/locales/fr/code.json';
import frContact from '@/locales/fr/contact.json';
import frDocs from '@/locales/fr/docs.json';
import frDownload from '@/locales/fr/download.json';
import frHome from '@/locales/fr/home.json';
import frPrivacy from '@/locales/fr/privacy.json';
import frRisk from '@/locales/fr/risk.json';
import frUi from '@/locales/fr/ui.json';

type Tree = { [key: string]: unknown };

/** The namespaces of the content pages (and `ui`), per language. */
export const contentMessages: Record<Locale, Tree> = {
  en: {
    about: enAbout,
    blog: enBlog,
    code: enCode,
    contact: enContact,
    docs: enDocs,
    download: enDownload,
    home: enHome,
    privacy: enPrivacy,
    risk: enRisk,
    // Shared components rendered inside the pages (image preview) use the `ui` namespace.
    ui: enUi,
  },
  fr: {
    about: frAbout,
    blog: frBlog,
    code: frCode,
    contact: frContact,
    docs: frDocs,
    download: frDownload,
    home: frHome,
    privacy: frPrivacy,
    risk: frRisk,
    ui: frUi,
  },
};

let currentLocale: Locale = 'en';

export function setMockLocale(locale: Locale): void {
  currentLocale = locale;
}

export function lookupMessage(locale: Locale, key: string): string | undefined {
  let node: unknown = contentMessages[locale];
  for (const segment of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Tree)[segment];
  }
  return typeof node === 'string' ? node : undefined;
}

function translate(key: string, params?: Record<string, string | number>): string {
  const template = lookupMessage(currentLocale, key);
  if (template === undefined) throw new Error(`Missing ${currentLocale} message: ${key}`);
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params && name in params ? String(params[name]) : whole,
  );
}

export function useI18n() {
  const locale = currentLocale;
  return {
    locale,
    t: translate,
    localePath: (path: string) => localizePath(path, locale),
    switchLocale: () => undefined,
    formatNumber: (value: number, options?: Intl.NumberFormatOptions) =>
      new Intl.NumberFormat(INTL_LOCALES[locale], options).format(value),
    formatCurrency: (value: number, currency: string, options?: Intl.NumberFormatOptions) =>
      new Intl.NumberFormat(INTL_LOCALES[locale], {
        style: 'currency',
        currency,
        ...options,
      }).format(value),
    formatDate: (value: Date | number | string, options?: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(INTL_LOCALES[locale], options ?? { dateStyle: 'medium' }).format(
        value instanceof Date ? value : new Date(value),
      ),
    formatRelativeTime: (value: number, unit: Intl.RelativeTimeFormatUnit) =>
      new Intl.RelativeTimeFormat(INTL_LOCALES[locale], { numeric: 'auto' }).format(value, unit),
  };
}
