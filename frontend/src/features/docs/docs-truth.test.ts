// The docs against the contracts, on the generated pages both languages serve: every code a
// delivery, a relay or the API can carry has its page (linked from the error reference), every
// `/api/...` endpoint the docs show exists with the method they give it, and the figures the docs
// quote are the contracts' limits.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

import { ALERT_LIMITS } from '@tickrelay/contracts/alert-payload/alert-payload.schema';
import { BROKER_CONNECTION_LIMITS } from '@tickrelay/contracts/brokers/broker-connection';
import {
  DESTINATION_LIMITS,
  RELAY_CODES,
  relayDocsSlug,
} from '@tickrelay/contracts/destinations/destinations';
import { ERROR_CODES, errorDocsSlug } from '@tickrelay/contracts/errors/error-codes';
import { contractSpecs } from '@tickrelay/contracts/futures/contract-specs';
import {
  DELIVERY_CODES,
  TRADINGVIEW_SOURCE_ADDRESSES,
  WEBHOOK_LIMITS,
  deliveryDocsSlug,
} from '@tickrelay/contracts/webhooks/deliveries';

import { entries, loaders } from '@/generated/content/docs';

const LOCALES = ['en', 'fr'] as const;

/** Every module of contracts/src/endpoints, as the API and the SPA import them. */
const endpointsDir = join(__dirname, '../../../../contracts/src/endpoints');
const endpointModules = readdirSync(endpointsDir)
  .filter((file) => file.endsWith('.endpoints.ts'))
  .map((file) => jest.requireActual<Record<string, unknown>>(join(endpointsDir, file)));
type Locale = (typeof LOCALES)[number];

/** The page's text as a reader sees it (tags out, entities decoded): code blocks included. */
function textOf(html: string): string {
  const element = document.createElement('div');
  element.innerHTML = html.replace(/<br\s*\/?>/g, '\n');
  return element.textContent ?? '';
}

const load = async (locale: Locale, path: string) => {
  const loader = loaders[`${locale}/${path}`];
  if (!loader) throw new Error(`no docs page ${locale}/${path}`);
  return loader();
};

const codePages: Array<[string, string]> = [
  ...DELIVERY_CODES.map((code): [string, string] => [code, deliveryDocsSlug(code)]),
  ...RELAY_CODES.map((code): [string, string] => [code, relayDocsSlug(code)]),
  ...ERROR_CODES.map((code): [string, string] => [code, errorDocsSlug(code)]),
];

describe.each(LOCALES)('docs in %s tell what the contracts say', (locale) => {
  it.each(codePages)(
    '%s has its page (%s), linked from the error reference',
    async (code, slug) => {
      const page = await load(locale, slug);
      expect(page.meta.title + textOf(page.html)).toContain(code);
      const reference = await load(locale, 'errors');
      const href = `${locale === 'fr' ? '/fr' : ''}/docs/${slug}`;
      expect(reference.html).toContain(`href="${href}"`);
    },
  );

  it('shows only endpoints that exist, with their method', async () => {
    const known = endpointModules.flatMap((module) => Object.values(module).filter(isEndpoint));
    expect(known.length).toBeGreaterThan(40);
    const problems: string[] = [];
    let seen = 0;
    for (const entry of entries.filter((item) => item.meta.locale === locale)) {
      const text = textOf((await load(locale, entry.meta.path)).html);
      for (const shown of endpointsShown(text)) {
        seen += 1;
        const matches = known.filter((endpoint) => samePath(endpoint.path, shown.path));
        if (matches.length === 0) problems.push(`${entry.key}: ${shown.path} is no endpoint`);
        else if (shown.method && !matches.some((endpoint) => endpoint.method === shown.method)) {
          problems.push(`${entry.key}: ${shown.method} ${shown.path} is not a method it takes`);
        }
      }
    }
    expect(seen).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it('quotes the limits of the contracts', async () => {
    const number = (value: number) =>
      new Intl.NumberFormat(locale).format(value).replace(/\s/g, ' ');
    const kb = locale === 'fr' ? 'Ko' : 'KB';
    const squash = (text: string) => text.replace(/\s/g, ' ');
    const webhookUrl = squash(textOf((await load(locale, 'webhooks/webhook-url')).html));
    expect(webhookUrl).toContain(`${WEBHOOK_LIMITS.bodyMaxBytes / 1024} ${kb}`);
    expect(webhookUrl).toContain(`${WEBHOOK_LIMITS.rotationGraceHoursDefault} h`);
    expect(webhookUrl).toContain(number(WEBHOOK_LIMITS.maxLagSecondsDefault));
    expect(webhookUrl).toContain(number(WEBHOOK_LIMITS.maxLagSecondsMax));
    for (const address of TRADINGVIEW_SOURCE_ADDRESSES) expect(webhookUrl).toContain(address);

    const seconds = locale === 'fr' ? 'secondes' : 'seconds';
    for (const path of ['troubleshooting', 'webhooks/payload-format']) {
      expect(squash(textOf((await load(locale, path)).html))).toContain(
        `${WEBHOOK_LIMITS.duplicateWindowSecondsDefault} ${seconds}`,
      );
    }

    const security = textOf((await load(locale, 'security')).html);
    for (const address of TRADINGVIEW_SOURCE_ADDRESSES) expect(security).toContain(address);

    // The alert schema's bound ("from 1 to 1000") on the payload page, whatever the thousands
    // separator; the Tradovate page quotes Tradovate's own, lower limit per alert.
    const quantity = new RegExp(
      `\\b${String(ALERT_LIMITS.quantityMax).replace(/\B(?=(\d{3})+$)/g, '[ ,.]?')}\\b`,
    );
    expect(squash(textOf((await load(locale, 'webhooks/payload-format')).html))).toMatch(quantity);
    const tradovate = squash(textOf((await load(locale, 'brokers/tradovate')).html));
    const perAlert =
      locale === 'fr' ? /(\d[\d ]*) au plus par alerte/g : /at most (\d[\d,]*) per alert/g;
    const quoted = [...tradovate.matchAll(perAlert)].map((m) => Number(m[1]!.replace(/\D/g, '')));
    expect(quoted).toEqual([BROKER_CONNECTION_LIMITS.maxOrderQuantity]);

    const destinations = squash(textOf((await load(locale, 'destinations')).html));
    expect(destinations).toContain(`${DESTINATION_LIMITS.attempts} `);
    expect(destinations).toContain(`${DESTINATION_LIMITS.timeoutMs / 1000} `);
    expect(destinations).toContain(`${DESTINATION_LIMITS.responseMaxBytes / 1024} ${kb}`);
    expect(destinations).toContain(`${DESTINATION_LIMITS.signatureToleranceSeconds} `);
  });
});

describe.each(LOCALES)(
  'docs in %s tell where brackets start and which contracts exist',
  (locale) => {
    it('says brackets start from the alert’s price at Tradovate and from the fill on paper', async () => {
      const page = await load(locale, 'brokers/tradovate');
      expect(page.headings.map((heading) => heading.id)).toContain('bracket-reference');
      const text = textOf(page.html);
      const section = text.slice(
        text.indexOf(locale === 'fr' ? 'D’où sont mesurées' : 'Where brackets are measured from'),
      );
      expect(section).toContain(
        locale === 'fr'
          ? 'le price de l’alerte pour une entrée au marché'
          : "the alert's price for a market entry",
      );
      expect(section).toContain(
        locale === 'fr'
          ? 'Sur le compte papier, depuis le prix d’exécution'
          : "On the paper account, from the entry's fill price",
      );
      expect(section).toContain('PRICE_REQUIRED');
      const payload = textOf((await load(locale, 'webhooks/payload-format')).html);
      expect(payload).not.toMatch(
        locale === 'fr'
          ? /distances depuis le prix d’exécution/
          : /distances from the entry’s fill/,
      );
    });

    it('lists every root of the contract specifications on /docs/contracts', async () => {
      const text = textOf((await load(locale, 'contracts')).html);
      for (const spec of contractSpecs()) {
        expect(text).toContain(spec.root);
        expect(text).toContain(spec.name[locale]);
      }
    });
  },
);

describe('the endpoint scanner', () => {
  it('reads methods and our paths, leaves other services alone', () => {
    const text =
      'Call GET /api/webhook/summary, then https://<host>/api/hooks/<token>. Discord: ' +
      'https://discord.com/api/webhooks/<id>/<token>; ends in `/api/hooks/` and the token.';
    expect(endpointsShown(text)).toEqual([
      { method: 'GET', path: '/api/webhook/summary' },
      { method: null, path: '/api/hooks/<token>' },
      { method: null, path: '/api/hooks/…' },
    ]);
    expect(samePath('/api/hooks/:token', '/api/hooks/<token>')).toBe(true);
    expect(samePath('/api/webhook', '/api/webhooks')).toBe(false);
  });
});

interface EndpointLike {
  method: string;
  path: string;
}

function isEndpoint(value: unknown): value is EndpointLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as EndpointLike).method === 'string' &&
    typeof (value as EndpointLike).path === 'string' &&
    (value as EndpointLike).path.startsWith('/api/')
  );
}

/**
 * TickRelay's `/api/...` paths in a text, with the HTTP method written right before them when there
 * is one. A path right after a host name (`https://discord.com/api/webhooks/…`) is another
 * service's; after a placeholder host (`https://<your-tickrelay-address>/api/hooks/<token>`) it is
 * ours. A path ending in `/` ("ends in `/api/hooks/` and your token") ends with a parameter.
 */
export function endpointsShown(text: string): Array<{ method: string | null; path: string }> {
  const found: Array<{ method: string | null; path: string }> = [];
  const pattern = /(?:\b(GET|POST|PUT|PATCH|DELETE)\s+)?(\S*?)(\/api\/[^\s"'`),;?#]*)/g;
  for (const match of text.matchAll(pattern)) {
    const host = match[2] ?? '';
    if (/[A-Za-z0-9-]\.[A-Za-z0-9.-]*$/.test(host) && !/>$/.test(host)) continue;
    let path = match[3]!.replace(/[.:]+$/, '');
    if (path.endsWith('/')) path += '…';
    found.push({ method: match[1] ?? null, path });
  }
  return found;
}

/** A shown segment `<token>`, `{id}`, `:id` or `…` stands for a parameter of the contract. */
export function samePath(contract: string, shown: string): boolean {
  const a = contract.split('/');
  const b = shown.split('/');
  if (a.length !== b.length) return false;
  return a.every((segment, index) => {
    const other = b[index]!;
    const isParameter = /^(<.+>|\{.+\}|:.+|…|\.\.\.)$/.test(other);
    return segment.startsWith(':') ? isParameter || other.length > 0 : segment === other;
  });
}
