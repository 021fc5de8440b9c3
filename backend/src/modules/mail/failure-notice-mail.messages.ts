import type { Locale } from '@tickrelay/contracts/locales';

/** Every sentence of the failure notice, once per language; the type keeps both in step. */
export interface FailureNoticeMailMessages {
  subject: (count: number) => string;
  intro: (count: number) => string;
  execution: string;
  destination: (label: string) => string;
  /** One failure: when, what, which code. */
  item: (when: string, what: string, code: string) => string;
  docsAction: (code: string) => string;
  more: (count: number) => string;
  digest: (minutes: number) => string;
  logAction: string;
}

const en: FailureNoticeMailMessages = {
  subject: (count) =>
    count === 1 ? 'TickRelay: something failed' : `TickRelay: ${count} failures to look at`,
  intro: (count) =>
    count === 1
      ? 'An execution or a relay to one of your destinations failed:'
      : `${count} executions or relays to your destinations failed:`,
  execution: 'Execution at your broker',
  destination: (label) => `Relay to your destination “${label}”`,
  item: (when, what, code) => `${when} · ${what} · ${code}`,
  docsAction: (code) => `What ${code} means`,
  more: (count) => `… and ${count} more: your log lists them all.`,
  digest: (minutes) =>
    `We send at most one of these notices every ${minutes} minutes; what fails in between comes in the next one.`,
  logAction: 'Open my deliveries log',
};

const fr: FailureNoticeMailMessages = {
  subject: (count) =>
    count === 1 ? 'TickRelay : un échec à examiner' : `TickRelay : ${count} échecs à examiner`,
  intro: (count) =>
    count === 1
      ? 'Une exécution ou un relais vers l’une de vos destinations a échoué :'
      : `${count} exécutions ou relais vers vos destinations ont échoué :`,
  execution: 'Exécution chez votre courtier',
  destination: (label) => `Relais vers votre destination « ${label} »`,
  item: (when, what, code) => `${when} · ${what} · ${code}`,
  docsAction: (code) => `Ce que signifie ${code}`,
  more: (count) => `… et ${count} de plus : votre journal les liste tous.`,
  digest: (minutes) =>
    `Nous envoyons au plus un de ces avis toutes les ${minutes} minutes ; ce qui échoue entre-temps figure dans le suivant.`,
  logAction: 'Ouvrir mon journal des alertes',
};

export const FAILURE_NOTICE_MAIL_MESSAGES: Record<Locale, FailureNoticeMailMessages> = { en, fr };
