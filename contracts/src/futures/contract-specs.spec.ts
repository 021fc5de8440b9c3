import {
  codeOfMonth,
  contractSpec,
  contractSpecs,
  findContractSpec,
  FUTURES_ROOTS,
  isKnownRoot,
  MONTH_CODES,
  monthOfCode,
} from './contract-specs';
import { parseDecimal, pointValueCents, tickValueCents } from './tick-math';

const EXPECTED = {
  ES: ['CME', '0.25', 1250, 5000],
  MES: ['CME', '0.25', 125, 500],
  NQ: ['CME', '0.25', 500, 2000],
  MNQ: ['CME', '0.25', 50, 200],
  YM: ['CBOT', '1', 500, 500],
  MYM: ['CBOT', '1', 50, 50],
  RTY: ['CME', '0.1', 500, 5000],
  M2K: ['CME', '0.1', 50, 500],
  CL: ['NYMEX', '0.01', 1000, 100000],
  MCL: ['NYMEX', '0.01', 100, 10000],
  GC: ['COMEX', '0.1', 1000, 10000],
  MGC: ['COMEX', '0.1', 100, 1000],
} as const;

describe('contract specifications', () => {
  it.each(Object.entries(EXPECTED))(
    '%s: exchange, tick size, tick and point value in cents',
    (root, [exchange, tickSize, tickCents, pointCents]) => {
      const spec = contractSpec(root);
      expect(spec.exchange).toBe(exchange);
      expect(spec.tickSize).toBe(tickSize);
      expect(tickValueCents(spec)).toBe(tickCents);
      expect(pointValueCents(spec)).toBe(pointCents);
    },
  );

  it('lists every root of the issue and nothing unnamed', () => {
    expect([...FUTURES_ROOTS].sort()).toEqual(Object.keys(EXPECTED).sort());
    for (const spec of contractSpecs()) {
      expect(spec.name.en.length).toBeGreaterThan(0);
      expect(spec.name.fr.length).toBeGreaterThan(0);
    }
  });

  it.each(contractSpecs().map((spec) => [spec.root, spec] as const))(
    '%s: point value = tick value / tick size, exactly',
    (_root, spec) => {
      const size = parseDecimal(spec.tickSize)!;
      // pointCents × tickSize = tickCents  ⇔  pointCents × units = tickCents × 10^scale
      expect(BigInt(pointValueCents(spec)) * size.units).toBe(
        BigInt(tickValueCents(spec)) * 10n ** BigInt(size.scale),
      );
    },
  );

  it.each(contractSpecs().map((spec) => [spec.root, spec] as const))(
    '%s: active months are listed months, in calendar order',
    (_root, spec) => {
      for (const code of spec.activeMonths) expect(spec.listedMonths).toContain(code);
      const order = spec.activeMonths.map(monthOfCode);
      expect([...order].sort((a, b) => a - b)).toEqual(order);
    },
  );

  it('uses the cycles of the issue: equity quarterly, crude monthly, gold G J M Q V Z', () => {
    for (const root of ['ES', 'MES', 'NQ', 'MNQ', 'YM', 'MYM', 'RTY', 'M2K']) {
      expect(contractSpec(root).activeMonths).toEqual(['H', 'M', 'U', 'Z']);
      expect(contractSpec(root).expiry).toEqual({
        kind: 'third-friday',
        rollCalendarDaysBefore: 8,
      });
    }
    expect(contractSpec('CL').activeMonths).toEqual(MONTH_CODES);
    expect(contractSpec('MCL').activeMonths).toEqual(MONTH_CODES);
    expect(contractSpec('GC').activeMonths).toEqual(['G', 'J', 'M', 'Q', 'V', 'Z']);
    expect(contractSpec('MGC').activeMonths).toEqual(['G', 'J', 'M', 'Q', 'V', 'Z']);
  });

  it('maps month codes both ways', () => {
    MONTH_CODES.forEach((code, index) => {
      expect(monthOfCode(code)).toBe(index + 1);
      expect(codeOfMonth(index + 1)).toBe(code);
    });
    expect(() => codeOfMonth(13)).toThrow(RangeError);
    expect(() => codeOfMonth(0)).toThrow(RangeError);
  });

  it('knows no other root', () => {
    expect(findContractSpec('ZB')).toBeUndefined();
    expect(isKnownRoot('ZB')).toBe(false);
    expect(isKnownRoot('es')).toBe(false);
    expect(isKnownRoot('ES')).toBe(true);
    expect(() => contractSpec('ZB')).toThrow(RangeError);
    expect(findContractSpec('__proto__')).toBeUndefined();
  });
});
