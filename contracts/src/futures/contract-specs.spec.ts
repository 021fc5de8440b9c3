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
import {
  parseDecimal,
  pointValueCents,
  roundTripPnlCents,
  ticksToCents,
  ticksToPrice,
  tickValueCents,
  tickValueMicros,
} from './tick-math';

/**
 * The exchanges' published figures: exchange, tick size, tick value and point value in USD, as
 * the product pages state them (cmegroup.com "Contract Specs", cboe.com for VX). Written here a
 * second time, by hand, so a typo in the table fails a test.
 */
const EXPECTED: Record<string, readonly [string, string, string, string]> = {
  ES: ['CME', '0.25', '12.50', '50'],
  MES: ['CME', '0.25', '1.25', '5'],
  NQ: ['CME', '0.25', '5.00', '20'],
  MNQ: ['CME', '0.25', '0.50', '2'],
  YM: ['CBOT', '1', '5.00', '5'],
  MYM: ['CBOT', '1', '0.50', '0.50'],
  RTY: ['CME', '0.1', '5.00', '50'],
  M2K: ['CME', '0.1', '0.50', '5'],
  EMD: ['CME', '0.1', '10.00', '100'],
  CL: ['NYMEX', '0.01', '10.00', '1000'], // 1,000 barrels
  MCL: ['NYMEX', '0.01', '1.00', '100'],
  QM: ['NYMEX', '0.025', '12.50', '500'], // 500 barrels
  NG: ['NYMEX', '0.001', '10.00', '10000'], // 10,000 MMBtu
  QG: ['NYMEX', '0.005', '12.50', '2500'],
  RB: ['NYMEX', '0.0001', '4.20', '42000'], // 42,000 gallons
  HO: ['NYMEX', '0.0001', '4.20', '42000'],
  GC: ['COMEX', '0.1', '10.00', '100'], // 100 troy ounces
  MGC: ['COMEX', '0.1', '1.00', '10'],
  SI: ['COMEX', '0.005', '25.00', '5000'],
  SIL: ['COMEX', '0.005', '5.00', '1000'],
  HG: ['COMEX', '0.0005', '12.50', '25000'], // 25,000 pounds
  MHG: ['COMEX', '0.0005', '1.25', '2500'],
  PL: ['NYMEX', '0.1', '5.00', '50'],
  ZT: ['CBOT', '0.00390625', '7.8125', '2000'], // 1/8 of 1/32, $200,000 face
  ZF: ['CBOT', '0.0078125', '7.8125', '1000'], // 1/4 of 1/32
  ZN: ['CBOT', '0.015625', '15.625', '1000'], // 1/2 of 1/32
  TN: ['CBOT', '0.015625', '15.625', '1000'],
  ZB: ['CBOT', '0.03125', '31.25', '1000'], // 1/32
  UB: ['CBOT', '0.03125', '31.25', '1000'],
  '6E': ['CME', '0.00005', '6.25', '125000'], // EUR 125,000
  M6E: ['CME', '0.0001', '1.25', '12500'],
  '6J': ['CME', '0.0000005', '6.25', '12500000'], // JPY 12,500,000
  '6B': ['CME', '0.0001', '6.25', '62500'],
  M6B: ['CME', '0.0001', '0.625', '6250'],
  '6A': ['CME', '0.00005', '5.00', '100000'],
  M6A: ['CME', '0.0001', '1.00', '10000'],
  '6C': ['CME', '0.00005', '5.00', '100000'],
  '6S': ['CME', '0.00005', '6.25', '125000'],
  ZC: ['CBOT', '0.25', '12.50', '50'], // 5,000 bushels, cents per bushel
  ZS: ['CBOT', '0.25', '12.50', '50'],
  ZW: ['CBOT', '0.25', '12.50', '50'],
  ZL: ['CBOT', '0.01', '6.00', '600'], // 60,000 pounds, cents per pound
  ZM: ['CBOT', '0.1', '10.00', '100'], // 100 short tons
  KE: ['CBOT', '0.25', '12.50', '50'],
  LE: ['CME', '0.025', '10.00', '400'], // 40,000 pounds, cents per pound
  HE: ['CME', '0.025', '10.00', '400'],
  GF: ['CME', '0.025', '12.50', '500'], // 50,000 pounds
  BTC: ['CME', '5', '25.00', '5'], // 5 bitcoin
  MBT: ['CME', '5', '0.50', '0.10'], // 0.1 bitcoin
  ETH: ['CME', '0.5', '25.00', '50'], // 50 ether
  MET: ['CME', '0.5', '0.05', '0.10'], // 0.1 ether
  VX: ['CFE', '0.05', '50.00', '1000'], // $1,000 × VIX
};

const micros = (usd: string) => {
  const value = parseDecimal(usd)!;
  return value.units * 10n ** BigInt(6 - value.scale);
};

describe('contract specifications', () => {
  it.each(Object.entries(EXPECTED))(
    '%s: exchange, tick size, tick and point value as published',
    (root, [exchange, tickSize, tickUsd, pointUsd]) => {
      const spec = contractSpec(root);
      expect(spec.exchange).toBe(exchange);
      expect(spec.tickSize).toBe(tickSize);
      expect(BigInt(tickValueMicros(spec))).toBe(micros(tickUsd));
      expect(BigInt(pointValueCents(spec)) * 10_000n).toBe(micros(pointUsd));
      // tick value × ticks per point = point value, exactly: ticks per point = 10^scale / units
      // (a fraction for BTC's 5-point tick), so tick × 10^scale = point × units
      const size = parseDecimal(tickSize)!;
      expect(micros(tickUsd) * 10n ** BigInt(size.scale)).toBe(micros(pointUsd) * size.units);
    },
  );

  it.each(Object.keys(EXPECTED))(
    '%s: a round trip of 3 contracts over 7 ticks and back is worth 21 tick values, to the cent',
    (root) => {
      const spec = contractSpec(root);
      const entryTicks = 4_000;
      const entryPrice = ticksToPrice(spec, entryTicks);
      const exitPrice = ticksToPrice(spec, entryTicks + 7);
      const expectedCents = (micros(EXPECTED[root]![2]) * 21n + 5_000n) / 10_000n;
      expect(roundTripPnlCents(spec, { long: true, entryPrice, exitPrice, quantity: 3 })).toBe(
        Number(expectedCents),
      );
      expect(roundTripPnlCents(spec, { long: false, entryPrice, exitPrice, quantity: 3 })).toBe(
        -Number(expectedCents),
      );
      // a price off the grid is no price of this contract
      expect(
        roundTripPnlCents(spec, {
          long: true,
          entryPrice: entryPrice.includes('.') ? `${entryPrice}1` : `${entryPrice}.5`,
          exitPrice,
          quantity: 1,
        }),
      ).toBeUndefined();
    },
  );

  it('keeps sub-cent ticks exact and rounds the total once, to the nearest cent', () => {
    const zn = contractSpec('ZN');
    expect(() => tickValueCents(zn)).toThrow(RangeError);
    expect(ticksToCents(zn, 1)).toBe(1563); // $15.625 → $15.63
    expect(ticksToCents(zn, -1)).toBe(-1563);
    expect(ticksToCents(zn, 2)).toBe(3125);
    expect(ticksToCents(zn, 3)).toBe(4688); // $46.875
    // 110-16 to 110-20.5: 9 half-32nds on 2 contracts = 18 ticks × 15.625 = $281.25
    expect(
      roundTripPnlCents(zn, {
        long: true,
        entryPrice: '110.5',
        exitPrice: '110.640625',
        quantity: 2,
      }),
    ).toBe(28125);
    // ZT: 1/256 of a point; 1 point = 256 ticks × $7.8125 = $2,000
    const zt = contractSpec('ZT');
    expect(
      roundTripPnlCents(zt, { long: false, entryPrice: '104', exitPrice: '103', quantity: 1 }),
    ).toBe(200_000);
    expect(ticksToCents(contractSpec('M6B'), 1)).toBe(63); // $0.625
    expect(ticksToCents(contractSpec('M6B'), 2)).toBe(125);
    expect(tickValueCents(contractSpec('ES'))).toBe(1250);
  });

  it('lists every root of the issue and nothing unnamed', () => {
    expect([...FUTURES_ROOTS].sort()).toEqual(Object.keys(EXPECTED).sort());
    for (const spec of contractSpecs()) {
      expect(spec.name.en.length).toBeGreaterThan(0);
      expect(spec.name.fr.length).toBeGreaterThan(0);
      expect(spec.priceUnit.en.length).toBeGreaterThan(0);
      expect(spec.priceUnit.fr.length).toBeGreaterThan(0);
    }
  });

  it.each(contractSpecs().map((spec) => [spec.root, spec] as const))(
    '%s: point value = tick value / tick size, exactly',
    (_root, spec) => {
      const size = parseDecimal(spec.tickSize)!;
      // pointMicros × tickSize = tickMicros  ⇔  pointMicros × units = tickMicros × 10^scale
      expect(BigInt(pointValueCents(spec)) * 10_000n * size.units).toBe(
        BigInt(tickValueMicros(spec)) * 10n ** BigInt(size.scale),
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
    expect(findContractSpec('ZQ')).toBeUndefined();
    expect(isKnownRoot('ZQ')).toBe(false);
    expect(isKnownRoot('es')).toBe(false);
    expect(isKnownRoot('ES')).toBe(true);
    expect(() => contractSpec('ZQ')).toThrow(RangeError);
    expect(findContractSpec('__proto__')).toBeUndefined();
  });
});
