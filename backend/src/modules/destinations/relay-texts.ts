import type { Locale } from '@tickrelay/contracts/locales';

/** What Discord and Telegram destinations read: a few lines, once per language. */
export interface RelayTexts {
  status: Record<string, string>;
  alert: (summary: string, status: string) => string;
  code: (code: string) => string;
  contract: (contract: string) => string;
  test: string;
  testMark: string;
  notice: {
    title: (count: number) => string;
    execution: string;
    destination: (label: string) => string;
    more: (count: number) => string;
    log: (link: string) => string;
  };
}

const en: RelayTexts = {
  status: {
    executed: 'executed',
    relayed: 'relayed',
    rejected: 'rejected',
    failed: 'failed',
    duplicate: 'duplicate',
    stale: 'stale',
    paused: 'paused',
  },
  alert: (summary, status) => `TickRelay alert: ${summary} → ${status}`,
  code: (code) => `Code: ${code}`,
  contract: (contract) => `Contract: ${contract}`,
  test: 'TickRelay test message: this destination will receive your alerts.',
  testMark: '(test)',
  notice: {
    title: (count) =>
      count === 1 ? 'TickRelay: 1 failure to look at' : `TickRelay: ${count} failures to look at`,
    execution: 'execution',
    destination: (label) => `destination “${label}”`,
    more: (count) => `… and ${count} more`,
    log: (link) => `Your log: ${link}`,
  },
};

const fr: RelayTexts = {
  status: {
    executed: 'exécutée',
    relayed: 'relayée',
    rejected: 'rejetée',
    failed: 'en échec',
    duplicate: 'doublon',
    stale: 'périmée',
    paused: 'en pause',
  },
  alert: (summary, status) => `Alerte TickRelay : ${summary} → ${status}`,
  code: (code) => `Code : ${code}`,
  contract: (contract) => `Contrat : ${contract}`,
  test: 'Message de test TickRelay : cette destination recevra vos alertes.',
  testMark: '(test)',
  notice: {
    title: (count) =>
      count === 1 ? 'TickRelay : 1 échec à examiner' : `TickRelay : ${count} échecs à examiner`,
    execution: 'exécution',
    destination: (label) => `destination « ${label} »`,
    more: (count) => `… et ${count} de plus`,
    log: (link) => `Votre journal : ${link}`,
  },
};

export const RELAY_TEXTS: Record<Locale, RelayTexts> = { en, fr };

/** A time in the member's language, UTC (the worker's zone must not change the text). */
export function relayTime(iso: string, locale: Locale): string {
  const formatted = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'short',
    timeStyle: 'medium',
    timeZone: 'UTC',
  }).format(new Date(iso));
  return `${formatted} UTC`;
}
