// Test double of '@/lib/i18n/i18n-context' for the consent components: the real nav and consent
// message files, and a `t` that throws on an unknown key so a typo fails the test.
import { INTL_LOCALES, type Locale } from '@tickrelay/contracts/locales';

import { translate, type MessageTree, type TranslateParams } from '@/lib/i18n/translate';
import enConsent from '@/locales/en/consent.json';
import enNav from '@/locales/en/nav.json';
import frConsent from '@/locales/fr/consent.json';
import frNav from '@/locales/fr/nav.json';

const messages: Record<Locale, MessageTree> = {
  en: { consent: enConsent, nav: enNav },
  fr: { consent: frConsent, nav: frNav },
};

let locale: Locale = 'en';
export function setConsentTestLocale(next: Locale): void {
  locale = next;
}

export function useConsentTestI18n() {
  return {
    locale,
    t: (key: string, params?: TranslateParams) => {
      const text = translate(messages[locale], key, params);
      if (text === key) throw new Error(`missing message ${key}`);
      return text;
    },
    localePath: (path: string) => (locale === 'fr' ? `/fr${path === '/' ? '' : path}` : path),
    formatDate: (value: Date | number | string, options?: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(INTL_LOCALES[locale], options).format(new Date(value)),
  };
}
