// The "Supported contracts" page (/docs/contracts), generated from the contract specifications
// (contracts/src/futures): every root with its tick, tick value, point value, months, last trading
// day, roll and trading hours, and the 2026–2027 holiday calendar. Words in docs-contracts.text.ts.
import {
  CONTRACT_GROUPS,
  contractSpecs,
  type ContractSpec,
} from '@tickrelay/contracts/futures/contract-specs';
import { holidaysOf } from '@tickrelay/contracts/futures/trading-hours';
import { CALENDAR_YEARS } from '@tickrelay/contracts/futures/trading-hours.data';

import { CONTENT_LOCALES, type ContentLocale } from '../content-types';
import { renderMarkdown } from '../markdown/render-markdown';
import type { DocDocument } from './docs';
import { CONTRACTS_TEXT as TEXT, expiryText } from './docs-contracts.text';

export const CONTRACTS_SEGMENT = 'contracts';
/** After Brokers (40), before Destinations (50). */
const CONTRACTS_ORDER = 45;

/** '42000' → '$42,000' (en) or '42 000 $' (fr); decimals kept as written. */
export function usd(decimal: string, locale: ContentLocale): string {
  const [whole = '', fraction] = decimal.split('.');
  const separator = locale === 'fr' ? '\u202f' : ',';
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  const number =
    fraction === undefined ? grouped : `${grouped}${locale === 'fr' ? ',' : '.'}${fraction}`;
  return locale === 'fr' ? `${number} $` : `$${number}`;
}

const decimal = (text: string, locale: ContentLocale): string =>
  locale === 'fr' ? text.replace('.', ',') : text;

const months = (spec: ContractSpec): string =>
  spec.listedMonths
    .map((code) => (spec.activeMonths.includes(code) ? code : `[${code}]`))
    .join(' ');

function groupTable(specs: readonly ContractSpec[], l: ContentLocale): string {
  const h = TEXT.head;
  return [
    `| ${h.root[l]} | ${h.name[l]} | ${h.exchange[l]} | ${h.tick[l]} | ${h.tickValue[l]} | ${h.pointValue[l]} | ${h.price[l]} |`,
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...specs.map(
      (spec) =>
        `| \`${spec.root}\` | ${spec.name[l]} | ${spec.exchange} | ${decimal(spec.tickSize, l)} | ${usd(spec.tickValueUsd, l)} | ${usd(spec.pointValueUsd, l)} | ${spec.priceUnit[l]} |`,
    ),
  ].join('\n');
}

function rollTable(l: ContentLocale): string {
  const h = TEXT.head;
  return [
    `| ${h.root[l]} | ${h.months[l]} | ${h.lastTrade[l]} | ${h.roll[l]} |`,
    '| --- | --- | --- | --- |',
    ...contractSpecs().map((spec) => {
      const [lastTrade, roll] = expiryText(spec.expiry, l);
      return `| \`${spec.root}\` | ${months(spec)} | ${lastTrade} | ${roll} |`;
    }),
  ].join('\n');
}

function hoursSection(l: ContentLocale): string {
  const h = TEXT.head;
  const sessions = (['globex', 'grains', 'livestock', 'cfe'] as const).map((group) => {
    const roots = contractSpecs()
      .filter((spec) => spec.hours === group)
      .map((spec) => `\`${spec.root}\``)
      .join(', ');
    return `- **${TEXT.sessions[group][l]}**: ${roots}`;
  });
  const holidays = CALENDAR_YEARS.flatMap((year) => holidaysOf(year));
  return [
    TEXT.hoursLead[l],
    sessions.join('\n'),
    [
      `| ${h.date[l]} | ${h.holiday[l]} | ${h.effect[l]} |`,
      '| --- | --- | --- |',
      ...holidays.map(
        (holiday) =>
          `| ${holiday.date} | ${holiday.name} | ${TEXT.holidayKinds[holiday.kind][l]} |`,
      ),
    ].join('\n'),
  ].join('\n\n');
}

export function contractsMarkdown(l: ContentLocale): string {
  const groups = CONTRACT_GROUPS.map((group) => {
    const specs = contractSpecs().filter((spec) => spec.group === group);
    return `## ${TEXT.groups[group][l]} {#${group}}\n\n${groupTable(specs, l)}`;
  });
  return [
    TEXT.lead[l],
    TEXT.money[l],
    ...groups,
    `## ${TEXT.rollsTitle[l]} {#rolls}`,
    TEXT.rollsLead[l],
    rollTable(l),
    `## ${TEXT.hoursTitle[l]} {#hours}`,
    hoursSection(l),
  ].join('\n\n');
}

export async function contractsDocuments(): Promise<DocDocument[]> {
  return Promise.all(
    CONTENT_LOCALES.map(async (locale) => {
      const rendered = await renderMarkdown(contractsMarkdown(locale), {
        file: `content/src/collections/docs-contracts.ts (/docs/${CONTRACTS_SEGMENT}, ${locale})`,
        locale,
      });
      return {
        key: `${locale}/${CONTRACTS_SEGMENT}`,
        meta: {
          path: CONTRACTS_SEGMENT,
          locale,
          title: TEXT.title[locale],
          description: TEXT.summary[locale],
          order: CONTRACTS_ORDER,
          section: TEXT.title[locale],
          group: false,
        },
        ...rendered,
      };
    }),
  );
}
