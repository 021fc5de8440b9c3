import { contractSpec, contractSpecs } from './contract-specs';
import {
  centsToUsd,
  distanceToTicks,
  MAX_PRICE_TICKS,
  parseDecimal,
  priceToTicks,
  tickRatioToPrice,
  ticksToPrice,
} from './tick-math';

const ES = contractSpec('ES');
const MNQ = contractSpec('MNQ');
const CL = contractSpec('CL');
const GC = contractSpec('GC');
const YM = contractSpec('YM');
const RTY = contractSpec('RTY');

describe('parseDecimal', () => {
  it.each([
    ['5123.25', 512325n, 2],
    [5123.25, 512325n, 2],
    ['  7 ', 7n, 0],
    ['-3.5', -35n, 1],
    ['0.01', 1n, 2],
    ['1e-2', 1n, 2],
    ['1.5E3', 1500n, 0],
    [1e21, 1000000000000000000000n, 0],
    [0.1 + 0.2, 30000000000000004n, 17],
  ] as const)('%p → %p × 10^-%p', (input, units, scale) => {
    expect(parseDecimal(input)).toEqual({ units, scale });
  });

  it.each(['', 'abc', '1.2.3', '.5', '5.', '0x10', '1e999999999', '9'.repeat(41), '1,5'])(
    'refuses %p',
    (input) => {
      expect(parseDecimal(input)).toBeUndefined();
    },
  );

  it('refuses non-finite numbers', () => {
    expect(parseDecimal(Number.NaN)).toBeUndefined();
    expect(parseDecimal(Number.POSITIVE_INFINITY)).toBeUndefined();
  });
});

describe('priceToTicks and ticksToPrice', () => {
  it.each([
    [ES, '5123.25', 20493, '5123.25'],
    [ES, 5123.25, 20493, '5123.25'],
    [MNQ, '18250.75', 73003, '18250.75'],
    [CL, '71.23', 7123, '71.23'],
    [CL, 0.07, 7, '0.07'],
    [GC, '2345.6', 23456, '2345.6'],
    [YM, '39000', 39000, '39000'],
    [RTY, '2071.3', 20713, '2071.3'],
  ] as const)('%# %p: %p ↔ %p ticks', (spec, price, ticks, text) => {
    expect(priceToTicks(spec, price, 'exact')).toBe(ticks);
    expect(ticksToPrice(spec, ticks)).toBe(text);
  });

  it('rounds a price off the tick grid as asked', () => {
    expect(priceToTicks(ES, '5123.3')).toBe(20493); // 20493.2 → nearest
    expect(priceToTicks(ES, '5123.375')).toBe(20494); // 20493.5 → half up
    expect(priceToTicks(ES, '5123.3', 'down')).toBe(20493);
    expect(priceToTicks(ES, '5123.3', 'up')).toBe(20494);
    expect(priceToTicks(ES, '5123.3', 'exact')).toBeUndefined();
    expect(priceToTicks(CL, 0.1 + 0.2)).toBe(30);
    expect(priceToTicks(CL, 0.1 + 0.2, 'exact')).toBeUndefined();
  });

  it('refuses zero, negative, tiny, huge and malformed prices', () => {
    expect(priceToTicks(ES, 0)).toBeUndefined();
    expect(priceToTicks(ES, '-5')).toBeUndefined();
    expect(priceToTicks(ES, '0.1')).toBeUndefined(); // rounds to 0 ticks
    expect(priceToTicks(ES, '0.1', 'up')).toBe(1);
    expect(priceToTicks(ES, String((MAX_PRICE_TICKS + 1) / 4))).toBeUndefined();
    expect(priceToTicks(ES, String(MAX_PRICE_TICKS / 4))).toBe(MAX_PRICE_TICKS);
    expect(priceToTicks(ES, 'NaN')).toBeUndefined();
  });

  it('round-trips every price on the grid of every contract (1..50,000 ticks)', () => {
    for (const spec of contractSpecs()) {
      for (let ticks = 1; ticks <= 50_000; ticks += 7) {
        expect(priceToTicks(spec, ticksToPrice(spec, ticks), 'exact')).toBe(ticks);
        // and through a JSON number, as an alert would send it
        expect(priceToTicks(spec, Number(ticksToPrice(spec, ticks)), 'exact')).toBe(ticks);
      }
    }
  });

  it('formats an average of ticks', () => {
    expect(tickRatioToPrice(ES, 20493 * 2 + 20494, 3)).toBe('5123.333333');
    expect(tickRatioToPrice(ES, 20493 + 20494, 2, 2)).toBe('5123.38'); // 5123.375 half up
    expect(tickRatioToPrice(YM, 78001, 2, 0)).toBe('39001'); // 39000.5 half up
    expect(tickRatioToPrice(CL, 7123, 1)).toBe('71.23');
    expect(tickRatioToPrice(ES, 20493 + 20494, 2)).toBe('5123.375');
    expect(tickRatioToPrice(YM, 39000, 1)).toBe('39000');
    expect(tickRatioToPrice(YM, 78001, 2)).toBe('39000.5');
    expect(tickRatioToPrice(GC, 23456 * 2, 2)).toBe('2345.6');
  });

  it('writes cents as USD text', () => {
    expect(centsToUsd(0)).toBe('0.00');
    expect(centsToUsd(5)).toBe('0.05');
    expect(centsToUsd(-1250)).toBe('-12.50');
    expect(centsToUsd(5_000_000)).toBe('50000.00');
    expect(() => centsToUsd(0.5)).toThrow(RangeError);
  });
});

describe('distanceToTicks', () => {
  it.each([
    [ES, { ticks: 8 }, 20000, 8],
    [ES, { ticks: '12' }, 20000, 12],
    [ES, { points: 10 }, 20000, 40],
    [ES, { points: '2.3' }, 20000, 9], // 9.2
    [ES, { points: 2.375 }, 20000, 10], // 9.5 half up
    [ES, { dollars: 100 }, 20000, 8],
    [ES, { dollars: '110' }, 20000, 9], // 8.8
    [ES, { dollars: 0.1 }, 20000, 1], // 0.008 → never zero
    [MNQ, { dollars: 1 }, 70000, 2],
    [CL, { dollars: 250 }, 7000, 25],
    [GC, { points: 5 }, 23456, 50],
    [ES, { percent: 1 }, 20000, 200], // 1 % of 5000.00 = 50 points
    [CL, { percent: '0.5' }, 7000, 35],
    [YM, { percent: 0.01 }, 39000, 4], // 3.9
  ] as const)('%# %p from %p ticks → %p ticks', (spec, distance, reference, ticks) => {
    expect(distanceToTicks(spec, distance, reference)).toEqual({ ok: true, ticks });
  });

  it.each([
    { ticks: 2.5 },
    { ticks: 0 },
    { ticks: -3 },
    { points: 'ten' },
    { dollars: Number.NaN },
    {},
    { ticks: 1, points: 1 },
    { ticks: MAX_PRICE_TICKS + 1 },
    { percent: null },
    { pips: 5 },
  ])('refuses %p', (distance) => {
    expect(distanceToTicks(ES, distance as never, 20000)).toEqual({ ok: false, reason: 'invalid' });
  });
});
