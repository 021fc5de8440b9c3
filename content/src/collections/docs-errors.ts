// The error-code reference (/docs/errors and /docs/errors/<slug>), generated from the contracts:
// every code the API answers with (contracts/src/errors), every code a delivery can carry
// (contracts/src/webhooks/deliveries.ts DELIVERY_CODES) and every relay code
// (contracts/src/destinations). The texts are in src/errors/error-reference.data.ts, keyed by code,
// so a code without its texts fails the type check and docs-errors.test.ts.
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
import {
  DELIVERY_CODES,
  deliveryDocsSlug,
  type DeliveryCode,
} from '@tickrelay/contracts/webhooks/deliveries';

import { CONTENT_LOCALES, type ContentLocale } from '../content-types';
import {
  API_ERROR_STATUSES,
  DELIVERY_CODE_STATUSES,
  ERROR_REFERENCE,
  RELAY_CODE_STATUSES,
  type ReferenceCode,
} from '../errors/error-reference.data';
import { ERROR_TEXT as TEXT } from '../errors/error-reference.text';
import { renderMarkdown } from '../markdown/render-markdown';
import type { DocDocument } from './docs';

export const ERRORS_SEGMENT = 'errors';
/** Between Troubleshooting (70) and FAQ (90) in the sidebar. */
const ERRORS_ORDER = 80;

const isApiCode = (code: ReferenceCode): code is ErrorCode =>
  (ERROR_CODES as readonly string[]).includes(code);
const isDeliveryCode = (code: ReferenceCode): code is DeliveryCode =>
  (DELIVERY_CODES as readonly string[]).includes(code);
const isRelayCode = (code: ReferenceCode): code is RelayCode =>
  (RELAY_CODES as readonly string[]).includes(code);

const slugOf = (code: ReferenceCode): string =>
  isDeliveryCode(code)
    ? deliveryDocsSlug(code)
    : isRelayCode(code)
      ? relayDocsSlug(code)
      : errorDocsSlug(code);

/** One page per docs slug: a code in two lists (the same slug) has one page. */
export function errorPages(): { code: ReferenceCode; slug: string }[] {
  const bySlug = new Map<string, ReferenceCode>();
  const add = (code: ReferenceCode, slug: string): void => {
    const known = bySlug.get(slug);
    if (known && known !== code) throw new Error(`${code} and ${known} share ${slug}`);
    bySlug.set(slug, code);
  };
  DELIVERY_CODES.forEach((code) => add(code, deliveryDocsSlug(code)));
  RELAY_CODES.forEach((code) => add(code, relayDocsSlug(code)));
  ERROR_CODES.forEach((code) => add(code, errorDocsSlug(code)));
  return [...bySlug].map(([slug, code]) => ({ code, slug }));
}

const cell = (text: string): string => text.replace(/\|/g, '\\|');
const or = (locale: ContentLocale): string => (locale === 'fr' ? ' ou ' : ' or ');
const statusesText = (code: ErrorCode, locale: ContentLocale): string =>
  API_ERROR_STATUSES[code].join(or(locale));
const relayStatusesText = (code: RelayCode, locale: ContentLocale): string =>
  RELAY_CODE_STATUSES[code].join(`\`${or(locale)}\``);
/** The first sentence of the meaning, for the index tables. */
const firstSentence = (text: string): string => /^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;

/** The plain text of the texts' inline Markdown, for the meta description. */
const plain = (text: string): string =>
  text.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1').replace(/\*\*|`/g, '');

export function errorPageMarkdown(code: ReferenceCode, locale: ContentLocale): string {
  const where: string[] = [];
  if (isDeliveryCode(code)) where.push(TEXT.inLog[locale](DELIVERY_CODE_STATUSES[code]));
  if (isRelayCode(code)) where.push(TEXT.inRelay[locale](relayStatusesText(code, locale)));
  if (isApiCode(code)) where.push(TEXT.inApi[locale](statusesText(code, locale), code));
  return [
    `## ${TEXT.where[locale]} {#where}`,
    where.map((item) => `- ${item}`).join('\n'),
    `## ${TEXT.whatToDo[locale]} {#what-to-do}`,
    ERROR_REFERENCE[code].action[locale],
    TEXT.allCodes[locale],
  ].join('\n\n');
}

export function errorIndexMarkdown(locale: ContentLocale): string {
  const table = (second: string, rows: [ReferenceCode, string][]): string =>
    [
      `| ${TEXT.head.code[locale]} | ${second} | ${TEXT.head.meaning[locale]} |`,
      '| --- | --- | --- |',
      ...rows.map(
        ([code, status]) =>
          `| [${code}](/docs/${slugOf(code)}) | ${cell(status)} | ${cell(firstSentence(ERROR_REFERENCE[code].meaning[locale]))} |`,
      ),
    ].join('\n');
  return [
    TEXT.indexLead[locale],
    `## ${TEXT.deliveries[locale]} {#deliveries}`,
    TEXT.deliveriesLead[locale],
    table(
      TEXT.head.status[locale],
      DELIVERY_CODES.map((code) => [code, `\`${DELIVERY_CODE_STATUSES[code]}\``]),
    ),
    `## ${TEXT.relays[locale]} {#destinations}`,
    TEXT.relaysLead[locale],
    table(
      TEXT.head.status[locale],
      RELAY_CODES.map((code) => [code, `\`${relayStatusesText(code, locale)}\``]),
    ),
    `## ${TEXT.api[locale]} {#api}`,
    TEXT.apiLead[locale],
    table(
      TEXT.head.http[locale],
      ERROR_CODES.map((code) => [code, statusesText(code, locale)]),
    ),
  ].join('\n\n');
}

async function document(
  locale: ContentLocale,
  path: string,
  meta: { title: string; description: string; order: number; sidebarChildren?: false },
  markdown: string,
): Promise<DocDocument> {
  const rendered = await renderMarkdown(markdown, {
    file: `content/src/collections/docs-errors.ts (/docs/${path}, ${locale})`,
    locale,
  });
  return {
    key: `${locale}/${path}`,
    meta: { ...meta, path, locale, section: TEXT.title[locale], group: false },
    ...rendered,
  };
}

export async function errorReferenceDocuments(): Promise<DocDocument[]> {
  const pages = errorPages();
  return Promise.all(
    CONTENT_LOCALES.flatMap((locale) => [
      document(
        locale,
        ERRORS_SEGMENT,
        {
          title: TEXT.title[locale],
          description: TEXT.summary[locale],
          order: ERRORS_ORDER,
          sidebarChildren: false,
        },
        errorIndexMarkdown(locale),
      ),
      ...pages.map(({ code, slug }, index) =>
        document(
          locale,
          slug,
          {
            title: `${code}: ${ERROR_REFERENCE[code].title[locale]}`,
            description: plain(ERROR_REFERENCE[code].meaning[locale]),
            order: index,
          },
          errorPageMarkdown(code, locale),
        ),
      ),
    ]),
  );
}
