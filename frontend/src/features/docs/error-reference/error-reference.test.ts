import { RELAY_CODES, relayDocsSlug } from '@tickrelay/contracts/destinations/destinations';
import { ERROR_CODES, errorDocsSlug } from '@tickrelay/contracts/errors/error-codes';
import { LOCALES } from '@tickrelay/contracts/locales';
import { DELIVERY_CODES, deliveryDocsSlug } from '@tickrelay/contracts/webhooks/deliveries';

import type { ContentBody } from '@/components/content/content-block.types';

import { resolveDocPath } from '../docs-resolver';
import { ERROR_PAGES, errorIndexBody, errorPageBody } from './error-reference';
import {
  API_ERROR_STATUSES,
  DELIVERY_CODE_STATUSES,
  ERROR_REFERENCE,
  RELAY_CODE_STATUSES,
  type ReferenceCode,
} from './error-reference.data';

const ALL_CODES: ReferenceCode[] = [
  ...new Set<ReferenceCode>([...DELIVERY_CODES, ...RELAY_CODES, ...ERROR_CODES]),
];

const textOf = (body: ContentBody): string =>
  body
    .map((block) =>
      block.type === 'list'
        ? block.items.join('\n')
        : block.type === 'table'
          ? block.rows.flat().join('\n')
          : 'text' in block
            ? block.text
            : '',
    )
    .join('\n');

describe('error-code reference texts', () => {
  it('has texts for every code of the contracts and no other', () => {
    expect(Object.keys(ERROR_REFERENCE).sort()).toEqual([...ALL_CODES].sort());
    expect(Object.keys(API_ERROR_STATUSES).sort()).toEqual([...ERROR_CODES].sort());
    expect(Object.keys(DELIVERY_CODE_STATUSES).sort()).toEqual([...DELIVERY_CODES].sort());
    expect(Object.keys(RELAY_CODE_STATUSES).sort()).toEqual([...RELAY_CODES].sort());
  });

  it.each(ALL_CODES)('%s has a title, a meaning and what to do, in English and French', (code) => {
    const entry = ERROR_REFERENCE[code];
    for (const part of ['title', 'meaning', 'action'] as const) {
      for (const locale of LOCALES) {
        expect({ code, part, locale, empty: entry[part][locale].trim() === '' }).toEqual({
          code,
          part,
          locale,
          empty: false,
        });
      }
      expect({ code, part, untranslated: entry[part].fr === entry[part].en }).toEqual({
        code,
        part,
        untranslated: false,
      });
    }
    expect(entry.meaning.en.length).toBeGreaterThan(30);
    expect(entry.action.en.length).toBeGreaterThan(10);
  });

  it('gives every API code an HTTP error status', () => {
    for (const code of ERROR_CODES) {
      expect(API_ERROR_STATUSES[code].length).toBeGreaterThan(0);
      for (const status of API_ERROR_STATUSES[code]) {
        expect(status >= 400 && status < 600).toBe(true);
      }
    }
  });
});

describe('error-code reference pages', () => {
  it.each(ALL_CODES)('%s has its page at the slug the contracts give', (code) => {
    const slugs = new Set<string>();
    if ((DELIVERY_CODES as readonly string[]).includes(code)) {
      slugs.add(deliveryDocsSlug(code as (typeof DELIVERY_CODES)[number]));
    }
    if ((ERROR_CODES as readonly string[]).includes(code)) {
      slugs.add(errorDocsSlug(code as (typeof ERROR_CODES)[number]));
    }
    if ((RELAY_CODES as readonly string[]).includes(code)) {
      slugs.add(relayDocsSlug(code as (typeof RELAY_CODES)[number]));
    }
    for (const slug of slugs) {
      const resolution = resolveDocPath(slug);
      expect(resolution.kind).toBe('page');
      if (resolution.kind !== 'page') return;
      expect(resolution.node.title.en).toBe(`${code}: ${ERROR_REFERENCE[code].title.en}`);
      expect(resolution.node.title.fr).toBe(`${code}: ${ERROR_REFERENCE[code].title.fr}`);
      expect(resolution.node.summary.fr).toBe(ERROR_REFERENCE[code].meaning.fr);
      expect(resolution.trail.map((item) => item.path)).toEqual(['errors', slug]);
    }
  });

  it('has one page per slug', () => {
    const slugs = ERROR_PAGES.map((page) => page.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(ERROR_PAGES).toHaveLength(ALL_CODES.length);
  });

  it('says where each code appears and what to do, in each language', () => {
    const stale = textOf(errorPageBody('ALERT_STALE', 'en'));
    expect(stale).toContain('status `stale`');
    expect(stale).toContain(ERROR_REFERENCE.ALERT_STALE.action.en);
    expect(stale).not.toContain('HTTP');
    const both = textOf(errorPageBody('SUBSCRIPTION_REQUIRED', 'fr'));
    expect(both).toContain('statut `rejected`');
    expect(both).toContain('HTTP 403');
    expect(both).toContain(ERROR_REFERENCE.SUBSCRIPTION_REQUIRED.action.fr);
    expect(textOf(errorPageBody('TOKEN_EXPIRED', 'fr'))).toContain('HTTP 400 ou 401');
    const relay = textOf(errorPageBody('DESTINATION_TIMEOUT', 'en'));
    expect(relay).toContain('**Relays**');
    expect(relay).toContain('`retrying` or `failed`');
    expect(relay).not.toContain('HTTP 4');
    const broker = textOf(errorPageBody('BROKER_APP_NOT_APPROVED', 'fr'));
    expect(broker).toContain('statut `failed`');
    expect(broker).toContain('HTTP 422');
    expect(textOf(errorPageBody('BROKER_RATE_LIMITED', 'en'))).toContain('HTTP 429');
  });

  it('gives the broker and destination codes of the API the statuses the contracts name', () => {
    expect(API_ERROR_STATUSES.BROKER_AUTH_FAILED).toEqual([422]);
    expect(API_ERROR_STATUSES.BROKER_APP_NOT_APPROVED).toEqual([422]);
    expect(API_ERROR_STATUSES.BROKER_RATE_LIMITED).toEqual([429]);
    expect(API_ERROR_STATUSES.BROKER_UNAVAILABLE).toEqual([503]);
    expect(API_ERROR_STATUSES.BROKER_NOT_CONNECTED).toEqual([409]);
    expect(API_ERROR_STATUSES.DESTINATION_LIMIT_REACHED).toEqual([409]);
    expect(API_ERROR_STATUSES.DESTINATION_NOT_FOUND).toEqual([404]);
  });

  it('lists every code on the index, linked to its page', () => {
    for (const locale of LOCALES) {
      const index = textOf(errorIndexBody(locale));
      for (const code of DELIVERY_CODES) {
        expect(index).toContain(`[${code}](/docs/${deliveryDocsSlug(code)})`);
      }
      for (const code of ERROR_CODES) {
        expect(index).toContain(`[${code}](/docs/${errorDocsSlug(code)})`);
      }
      for (const code of RELAY_CODES) {
        expect(index).toContain(`[${code}](/docs/${relayDocsSlug(code)})`);
      }
    }
    expect(resolveDocPath('errors')).toMatchObject({ kind: 'page', path: 'errors' });
  });
});
