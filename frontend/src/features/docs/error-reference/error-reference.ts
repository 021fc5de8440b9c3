// The error-code reference of the docs, generated from the contracts: /docs/errors lists every
// code, /docs/errors/<slug> explains one (slugs from errorDocsSlug, deliveryDocsSlug and
// relayDocsSlug). The texts are in error-reference.data.ts; this file only lays them out, the
// same way in both languages.
import {
  RELAY_CODES,
  relayDocsSlug,
  type RelayCode,
} from '@tickrelay/contracts/destinations/destinations';
import {
  ERROR_CODES,
  errorDocsSlug,
  type ErrorCode,
} from '@tickrelay/contracts/errors/error-codes';
import { docsPagePath } from '@tickrelay/contracts/routes';
import {
  DELIVERY_CODES,
  deliveryDocsSlug,
  type DeliveryCode,
} from '@tickrelay/contracts/webhooks/deliveries';

import type {
  ContentBody,
  ContentLocale,
  Localized,
} from '@/components/content/content-block.types';

import type { DocTreeNode } from '../docs-tree';
import {
  API_ERROR_STATUSES,
  DELIVERY_CODE_STATUSES,
  ERROR_REFERENCE,
  RELAY_CODE_STATUSES,
  type ReferenceCode,
} from './error-reference.data';

export const ERRORS_SEGMENT = 'errors';

const isApiCode = (code: ReferenceCode): code is ErrorCode =>
  (ERROR_CODES as readonly string[]).includes(code);
const isDeliveryCode = (code: ReferenceCode): code is DeliveryCode =>
  (DELIVERY_CODES as readonly string[]).includes(code);
const isRelayCode = (code: ReferenceCode): code is RelayCode =>
  (RELAY_CODES as readonly string[]).includes(code);

/** One page per docs slug: a code in both lists (the same slug) has one page. */
export interface ErrorPage {
  code: ReferenceCode;
  /** 'errors/alert-stale'. */
  slug: string;
  /** 'alert-stale'. */
  segment: string;
}

function pagesOf(): ErrorPage[] {
  const bySlug = new Map<string, ErrorPage>();
  const add = (code: ReferenceCode, slug: string): void => {
    const known = bySlug.get(slug);
    if (known && known.code !== code) throw new Error(`${code} and ${known.code} share ${slug}`);
    bySlug.set(slug, { code, slug, segment: slug.slice(`${ERRORS_SEGMENT}/`.length) });
  };
  DELIVERY_CODES.forEach((code) => add(code, deliveryDocsSlug(code)));
  RELAY_CODES.forEach((code) => add(code, relayDocsSlug(code)));
  ERROR_CODES.forEach((code) => add(code, errorDocsSlug(code)));
  return [...bySlug.values()];
}

export const ERROR_PAGES: readonly ErrorPage[] = pagesOf();

const link = (code: ReferenceCode, slug: string): string => `[${code}](${docsPagePath(slug)})`;
const slugOf = (code: ReferenceCode): string =>
  isDeliveryCode(code)
    ? deliveryDocsSlug(code)
    : isRelayCode(code)
      ? relayDocsSlug(code)
      : errorDocsSlug(code);

const TEXT = {
  where: { en: 'Where it appears', fr: 'Où il apparaît' },
  whatToDo: { en: 'What to do', fr: 'Que faire' },
  inLog: {
    en: (status: string) =>
      `In the deliveries log of your [Webhook page](/membership/webhook) and the dashboard: an alert with the status \`${status}\` and this code, linked here.`,
    fr: (status: string) =>
      `Dans le journal des livraisons de votre [page Webhook](/membership/webhook) et le tableau de bord : une alerte au statut \`${status}\` avec ce code, qui mène ici.`,
  },
  inRelay: {
    en: (statuses: string) =>
      `In the **Relays** of a delivery in your log (its status \`${statuses}\`), in a destination’s last result on your [Webhook page](/membership/webhook) and in the result of **Send a test**, linked here.`,
    fr: (statuses: string) =>
      `Dans les **Relais** d’une livraison de votre journal (au statut \`${statuses}\`), dans le dernier résultat d’une destination sur votre [page Webhook](/membership/webhook) et dans le résultat d’**Envoyer un test**, avec un lien ici.`,
  },
  inApi: {
    en: (statuses: string, code: string) =>
      `In an answer of the API: HTTP ${statuses}, with \`"error": "${code}"\` and a message in your language. The site shows the message next to what you were doing.`,
    fr: (statuses: string, code: string) =>
      `Dans une réponse de l’API : HTTP ${statuses}, avec \`"error": "${code}"\` et un message dans votre langue. Le site affiche ce message à côté de ce que vous faisiez.`,
  },
  allCodes: {
    en: 'Every code: [Error codes](/docs/errors). Alerts that do not arrive at all: [Troubleshooting](/docs/troubleshooting).',
    fr: 'Tous les codes : [Codes d’erreur](/docs/errors). Alertes qui n’arrivent pas du tout : [Dépannage](/docs/troubleshooting).',
  },
  indexLead: {
    en: 'Every alert that reaches your webhook URL is logged; when it is not executed, its status says what happened and a code says why. A relay to one of your destinations that is not delivered carries a code, and the API answers an error with a stable code too. Each code below has its page: what it means and what to do.',
    fr: 'Chaque alerte qui atteint votre URL de webhook est journalisée ; quand elle n’est pas exécutée, son statut dit ce qui s’est passé et un code dit pourquoi. Un relais vers l’une de vos destinations qui n’est pas remis porte un code, et l’API répond elle aussi à une erreur par un code stable. Chaque code ci-dessous a sa page : ce qu’il signifie et que faire.',
  },
  deliveries: { en: 'Deliveries log', fr: 'Journal des livraisons' },
  deliveriesLead: {
    en: 'Codes of alerts that were not executed, with the status they are logged with.',
    fr: 'Codes des alertes qui n’ont pas été exécutées, avec le statut sous lequel elles sont journalisées.',
  },
  relays: { en: 'Destinations', fr: 'Destinations' },
  relaysLead: {
    en: 'Codes of a relay to one of your [destinations](/docs/destinations) that was not delivered, with the relay’s status.',
    fr: 'Codes d’un relais vers l’une de vos [destinations](/docs/destinations) qui n’a pas été remis, avec le statut du relais.',
  },
  api: { en: 'API answers', fr: 'Réponses de l’API' },
  apiLead: {
    en: 'Codes in the `error` field of the API’s error answers, `{ "statusCode", "error", "message" }`, with their HTTP status.',
    fr: 'Codes du champ `error` des réponses d’erreur de l’API, `{ "statusCode", "error", "message" }`, avec leur statut HTTP.',
  },
  head: {
    code: { en: 'Code', fr: 'Code' },
    status: { en: 'Status', fr: 'Statut' },
    http: { en: 'HTTP', fr: 'HTTP' },
    meaning: { en: 'Meaning', fr: 'Signification' },
  },
} as const;

const statusesText = (code: ErrorCode, locale: ContentLocale): string =>
  API_ERROR_STATUSES[code].join(locale === 'fr' ? ' ou ' : ' or ');

const relayStatusesText = (code: RelayCode, locale: ContentLocale): string =>
  RELAY_CODE_STATUSES[code].join(locale === 'fr' ? '` ou `' : '` or `');

/** The page of one code, in one language. */
export function errorPageBody(code: ReferenceCode, locale: ContentLocale): ContentBody {
  const entry = ERROR_REFERENCE[code];
  const where: string[] = [];
  if (isDeliveryCode(code)) where.push(TEXT.inLog[locale](DELIVERY_CODE_STATUSES[code]));
  if (isRelayCode(code)) where.push(TEXT.inRelay[locale](relayStatusesText(code, locale)));
  if (isApiCode(code)) where.push(TEXT.inApi[locale](statusesText(code, locale), code));
  return [
    { type: 'heading', level: 2, text: TEXT.where[locale], id: 'where' },
    { type: 'list', items: where },
    { type: 'heading', level: 2, text: TEXT.whatToDo[locale], id: 'what-to-do' },
    { type: 'paragraph', text: entry.action[locale] },
    { type: 'paragraph', text: TEXT.allCodes[locale] },
  ];
}

/** The first sentence of the meaning, for the index tables. */
const firstSentence = (text: string): string => /^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;

/** /docs/errors: every code, deliveries first, each linked to its page. */
export function errorIndexBody(locale: ContentLocale): ContentBody {
  const row = (code: ReferenceCode, second: string): string[] => [
    link(code, slugOf(code)),
    second,
    firstSentence(ERROR_REFERENCE[code].meaning[locale]),
  ];
  return [
    { type: 'paragraph', text: TEXT.indexLead[locale] },
    { type: 'heading', level: 2, text: TEXT.deliveries[locale], id: 'deliveries' },
    { type: 'paragraph', text: TEXT.deliveriesLead[locale] },
    {
      type: 'table',
      head: [TEXT.head.code[locale], TEXT.head.status[locale], TEXT.head.meaning[locale]],
      rows: DELIVERY_CODES.map((code) => row(code, `\`${DELIVERY_CODE_STATUSES[code]}\``)),
    },
    { type: 'heading', level: 2, text: TEXT.relays[locale], id: 'destinations' },
    { type: 'paragraph', text: TEXT.relaysLead[locale] },
    {
      type: 'table',
      head: [TEXT.head.code[locale], TEXT.head.status[locale], TEXT.head.meaning[locale]],
      rows: RELAY_CODES.map((code) => row(code, `\`${relayStatusesText(code, locale)}\``)),
    },
    { type: 'heading', level: 2, text: TEXT.api[locale], id: 'api' },
    { type: 'paragraph', text: TEXT.apiLead[locale] },
    {
      type: 'table',
      head: [TEXT.head.code[locale], TEXT.head.http[locale], TEXT.head.meaning[locale]],
      rows: ERROR_CODES.map((code) => row(code, statusesText(code, locale))),
    },
  ];
}

const both = (make: (locale: ContentLocale) => string): Localized => ({
  en: make('en'),
  fr: make('fr'),
});

const loaders = (make: (locale: ContentLocale) => ContentBody) => ({
  en: () => Promise.resolve({ default: make('en') }),
  fr: () => Promise.resolve({ default: make('fr') }),
});

/** The docs tree's node: the index page, with one child page per code (not listed in the sidebar). */
export const errorReferenceNode: DocTreeNode = {
  segment: ERRORS_SEGMENT,
  title: { en: 'Error codes', fr: 'Codes d’erreur' },
  summary: {
    en: 'Every code an alert or the API can carry: what it means and what to do.',
    fr: 'Chaque code qu’une alerte ou l’API peut porter : ce qu’il signifie et que faire.',
  },
  body: loaders(errorIndexBody),
  sidebarChildren: false,
  children: ERROR_PAGES.map(({ code, segment }) => ({
    segment,
    title: both((locale) => `${code}: ${ERROR_REFERENCE[code].title[locale]}`),
    summary: both((locale) => ERROR_REFERENCE[code].meaning[locale]),
    body: loaders((locale) => errorPageBody(code, locale)),
  })),
};
