// What the docs (content/docs, en and fr) say about the brokers, checked against the code that
// does it: the largest order per alert at Tradovate, where brackets are measured from at each
// broker, and which brokers refuse with PRICE_REQUIRED. A change of either side fails here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { BROKER_CONNECTION_LIMITS } from '@tickrelay/contracts/brokers/broker-connection';
import { contractSpec, FUTURES_ROOTS } from '@tickrelay/contracts/futures/contract-specs';
import { futuresContract } from '@tickrelay/contracts/futures/roll-calendar';
import { priceToTicks, ticksToPrice } from '@tickrelay/contracts/futures/tick-math';

import type { OrderIntent } from './broker.port';
import { createPaperAccount, executeIntent } from './paper/paper-engine';
import { PAPER_LIMITS } from './paper/paper-engine.types';
import { isRejection, planIntent, TRADOVATE_INTENT_LIMITS } from './tradovate/tradovate-intents';
import { bracketLegs } from './tradovate/tradovate-prices';

const CONTENT = join(__dirname, '../../../../content');
const doc = (locale: 'en' | 'fr', path: string) =>
  readFileSync(join(CONTENT, 'docs', locale, `${path}.md`), 'utf8');
const errorReference = readFileSync(join(CONTENT, 'src/errors/error-reference.data.ts'), 'utf8');

/** The text of a `## … {#id}` section of a page, up to the next heading of that level. */
function section(markdown: string, id: string): string {
  const start = markdown.indexOf(`{#${id}}`);
  if (start < 0) throw new Error(`no section #${id}`);
  const end = markdown.indexOf('\n## ', start);
  return markdown.slice(start, end < 0 ? undefined : end);
}

const AT = '2026-11-20T15:00:00Z';
const MES = futuresContract('MES', 'Z', 2026);
const intent = (overrides: Partial<OrderIntent>): OrderIntent => ({
  deliveryId: 'docs-1',
  contract: MES,
  action: 'buy',
  quantity: 1,
  orderType: 'market',
  price: '5000.25',
  at: AT,
  ...overrides,
});
const rejection = (planned: ReturnType<typeof planIntent>) =>
  isRejection(planned) ? planned.code : null;

describe('docs truth: limits', () => {
  const max = TRADOVATE_INTENT_LIMITS.maxQuantity;

  it('Tradovate takes at most maxOrderQuantity contracts per alert, and refuses one more', () => {
    expect(max).toBe(BROKER_CONNECTION_LIMITS.maxOrderQuantity);
    expect(rejection(planIntent(intent({ quantity: max })))).toBeNull();
    expect(rejection(planIntent(intent({ quantity: max + 1 })))).toBe('INVALID_QUANTITY');
  });

  it.each([
    ['en', /at most (\d[\d,]*) per alert/g],
    ['fr', /(\d[\d  ]*) au plus par alerte/g],
  ] as const)('the Tradovate page (%s) quotes that limit and no other', (locale, pattern) => {
    const quoted = [...doc(locale, 'brokers/tradovate').matchAll(pattern)].map((m) =>
      Number(m[1]!.replace(/[^\d]/g, '')),
    );
    expect(quoted.length).toBeGreaterThan(0);
    for (const number of quoted) expect(number).toBe(max);
  });

  it('the error reference quotes the paper account’s position and working-order limits', () => {
    const thousands = (n: number) => n.toLocaleString('en-US');
    expect(errorReference).toContain(`more than ${thousands(PAPER_LIMITS.maxPosition)} contracts`);
    expect(errorReference).toContain(`more than ${PAPER_LIMITS.maxWorkingOrders} working orders`);
  });

  it.each(['en', 'fr'] as const)(
    'the overview (%s) gives the number of supported roots',
    (locale) => {
      expect(doc(locale, 'brokers/overview')).toMatch(
        new RegExp(`${locale === 'en' ? 'knows' : 'connaît'} ${FUTURES_ROOTS.length} `),
      );
    },
  );
});

describe('docs truth: where brackets are measured from', () => {
  const spec = contractSpec('MES');

  it('Tradovate: from the alert’s price for a market entry (PRICE_REQUIRED without it)', () => {
    const planned = planIntent(intent({ takeProfit: { ticks: 4 } }));
    if (isRejection(planned)) throw new Error(planned.code);
    expect(planned.priceTicks).toBe(priceToTicks(spec, '5000.25'));
    const legs = bracketLegs(spec, 'buy', planned.priceTicks!, { ticks: 4 }, { ticks: 8 })!;
    expect(legs.map((leg) => leg.price)).toEqual(['5001.25', '4998.25']);
    expect(rejection(planIntent(intent({ price: undefined, takeProfit: { ticks: 4 } })))).toBe(
      'PRICE_REQUIRED',
    );
    expect(rejection(planIntent(intent({ orderType: 'limit', price: undefined })))).toBe(
      'PRICE_REQUIRED',
    );
  });

  it('paper: from the fill, which for a market order is the alert’s price', () => {
    const { state, result } = executeIntent(
      createPaperAccount(),
      intent({ takeProfit: { ticks: 4 }, stopLoss: { ticks: 8 } }),
    );
    const fill = result.events.find((event) => event.kind === 'fill');
    expect(fill).toMatchObject({ price: '5000.25' });
    const fillTicks = priceToTicks(spec, '5000.25')!;
    const legs = state.workingOrders.filter((order) => order.role !== 'entry');
    expect(legs.map((leg) => ticksToPrice(spec, leg.priceTicks)).sort()).toEqual(
      [ticksToPrice(spec, fillTicks - 8), ticksToPrice(spec, fillTicks + 4)].sort(),
    );
    const noPrice = executeIntent(
      createPaperAccount(),
      intent({ deliveryId: 'p', price: undefined }),
    );
    expect(noPrice.result.code).toBe('PRICE_REQUIRED');
  });

  it.each([
    [
      'en',
      'At Tradovate',
      "the alert's `price` for a market entry",
      'On the paper account',
      'fill price',
    ],
    [
      'fr',
      'Chez Tradovate',
      'le `price` de l’alerte pour une entrée au marché',
      'Sur le compte papier',
      'prix d’exécution',
    ],
  ] as const)('the Tradovate page (%s) says so, and names PRICE_REQUIRED', (locale, ...phrases) => {
    const text = section(doc(locale, 'brokers/tradovate'), 'bracket-reference');
    for (const phrase of phrases) expect(text).toContain(phrase);
    expect(text).toContain('PRICE_REQUIRED');
    const exits = doc(locale, 'webhooks/payload-format');
    expect(exits).toContain('/docs/brokers/tradovate#bracket-reference');
  });

  it('the PRICE_REQUIRED reference names every broker that refuses with it', () => {
    const entry = errorReference.slice(errorReference.indexOf('  PRICE_REQUIRED: {'));
    const meaning = entry.slice(0, entry.indexOf('action:'));
    for (const words of ['paper account', 'At Tradovate', 'compte papier', 'Chez Tradovate']) {
      expect(meaning).toContain(words);
    }
  });
});
