import { contractSpecs } from './contract-specs';
import { dayNumber, isoDate } from './exchange-calendar';
import {
  continuousContract,
  daysToExpiry,
  futuresContract,
  isExpired,
  isNearExpiry,
  lastTradeDate,
  nextActiveContract,
  parseTradingViewSymbol,
  resolveTradingViewSymbol,
  rollDate,
  type FuturesContract,
} from './roll-calendar';

/** Noon in Chicago (18:00 UTC in winter, 17:00 in summer both fall inside the same trading day). */
const noon = (date: string): string => `${date}T17:30:00Z`;

function resolved(symbol: string, at: string): string {
  const result = resolveTradingViewSymbol(symbol, at);
  if (!result.ok) throw new Error(`${symbol}: ${result.code}`);
  return result.resolved.contract.symbol;
}

function dated(symbol: string): FuturesContract {
  const result = parseTradingViewSymbol(symbol);
  if (!result.ok || result.symbol.kind !== 'dated') throw new Error(`${symbol} is not dated`);
  return result.symbol.contract;
}

const EQUITY_ROOTS = ['ES', 'MES', 'NQ', 'MNQ', 'YM', 'MYM', 'RTY', 'M2K'];

describe('parseTradingViewSymbol: continuous symbols', () => {
  it.each([
    ['NQ1!', 'NQ', 1, null],
    ['MNQ2!', 'MNQ', 2, null],
    ['CME_MINI:MNQ1!', 'MNQ', 1, 'CME_MINI'],
    ['CME_MINI_DL:ES1!', 'ES', 1, 'CME_MINI_DL'],
    ['CME:ES1!', 'ES', 1, 'CME'],
    ['CBOT_MINI:YM1!', 'YM', 1, 'CBOT_MINI'],
    ['CBOT:MYM1!', 'MYM', 1, 'CBOT'],
    ['NYMEX:CL1!', 'CL', 1, 'NYMEX'],
    ['NYMEX:MCL2!', 'MCL', 2, 'NYMEX'],
    ['COMEX:GC1!', 'GC', 1, 'COMEX'],
    ['COMEX_DL:MGC1!', 'MGC', 1, 'COMEX_DL'],
    ['M2K1!', 'M2K', 1, null],
    ['  cme_mini:mes1! ', 'MES', 1, 'CME_MINI'],
  ] as const)('%p → %p %p! (prefix %p)', (input, root, index, prefix) => {
    expect(parseTradingViewSymbol(input)).toEqual({
      ok: true,
      symbol: { kind: 'continuous', root, index, exchangePrefix: prefix },
    });
  });
});

describe('parseTradingViewSymbol: dated symbols', () => {
  const at = noon('2026-05-01');

  it.each([
    ['NQZ2026', 'NQZ2026'],
    ['NQZ26', 'NQZ2026'],
    ['NQZ6', 'NQZ2026'],
    ['NQH5', 'NQH2025'], // one digit: the year before is still in the window…
    ['NQH4', 'NQH2034'], // …two years back is not
    ['NQU0', 'NQU2030'],
    ['CME_MINI:MNQZ2026', 'MNQZ2026'],
    ['M2KZ26', 'M2KZ2026'],
    ['MCLF27', 'MCLF2027'],
    ['GCF2027', 'GCF2027'], // listed, though not an active month
    ['mgcj27', 'MGCJ2027'],
  ])('%p → %p', (input, symbol) => {
    const result = parseTradingViewSymbol(input, { at });
    expect(result.ok && result.symbol.kind === 'dated' && result.symbol.contract.symbol).toBe(
      symbol,
    );
  });

  it('gives the contract with month number and year', () => {
    expect(parseTradingViewSymbol('CME_MINI:MNQZ26')).toEqual({
      ok: true,
      symbol: {
        kind: 'dated',
        contract: { root: 'MNQ', monthCode: 'Z', month: 12, year: 2026, symbol: 'MNQZ2026' },
        exchangePrefix: 'CME_MINI',
      },
    });
  });

  it('needs an instant to read a one-digit year', () => {
    expect(parseTradingViewSymbol('NQZ6')).toEqual({
      ok: false,
      code: 'AMBIGUOUS_YEAR',
      params: { year: '6' },
    });
    expect(parseTradingViewSymbol('NQZ6', { at: 'soon' })).toMatchObject({ code: 'INVALID_TIME' });
  });

  it('reads a one-digit year around a decade change', () => {
    const early = { at: noon('2030-01-02') };
    const read = (input: string) => {
      const result = parseTradingViewSymbol(input, early);
      return result.ok && result.symbol.kind === 'dated' ? result.symbol.contract.year : null;
    };
    expect(read('ESZ9')).toBe(2029);
    expect(read('ESH0')).toBe(2030);
    expect(read('ESH8')).toBe(2038);
  });
});

describe('parseTradingViewSymbol: refusals, each with its reason', () => {
  it.each([
    ['ZQ1!', 'UNKNOWN_ROOT', { root: 'ZQ' }],
    ['ZQZ2026', 'UNKNOWN_ROOT', { root: 'ZQ' }],
    ['CBOT:ZQ1!', 'UNKNOWN_ROOT', { root: 'ZQ' }],
    ['AAPL1!', 'UNKNOWN_ROOT', { root: 'AAPL' }],
    ['AAPL', 'INVALID_SYMBOL', {}],
    ['NYMEX:ES1!', 'EXCHANGE_MISMATCH', { prefix: 'NYMEX', root: 'ES', exchange: 'CME' }],
    ['CME_MINI:YM1!', 'EXCHANGE_MISMATCH', { prefix: 'CME_MINI', root: 'YM', exchange: 'CBOT' }],
    ['ESF2027', 'MONTH_NOT_LISTED', { root: 'ES', monthCode: 'F' }],
    ['NQX26', 'MONTH_NOT_LISTED', { root: 'NQ', monthCode: 'X' }],
    ['ES3!', 'CONTINUOUS_INDEX_UNSUPPORTED', { index: 3 }],
    ['ES0!', 'CONTINUOUS_INDEX_UNSUPPORTED', { index: 0 }],
    ['NQZ1999', 'INVALID_SYMBOL', { part: 'year' }],
    ['NQA2026', 'INVALID_SYMBOL', {}], // A is no month code
    ['SRU2026', 'UNKNOWN_ROOT', { root: 'SR' }],
  ] as const)('%p → %p', (input, code, params) => {
    const result = parseTradingViewSymbol(input, { at: noon('2026-05-01') });
    expect(result).toEqual({ ok: false, code, params });
  });

  it.each([
    '',
    '   ',
    'ES',
    'ES1',
    'ESZ202',
    'ESZ20261',
    '1!',
    'A:B:C1!',
    'CME MINI:ES1!',
    ':ES1!',
    'ES!',
    'E'.repeat(41),
  ])('%p is not a symbol', (input) => {
    expect(parseTradingViewSymbol(input, { at: noon('2026-05-01') })).toMatchObject({
      ok: false,
      code: 'INVALID_SYMBOL',
    });
  });

  it('never resolves an instant it cannot read', () => {
    expect(resolveTradingViewSymbol('ES1!', 'not a time')).toEqual({
      ok: false,
      code: 'INVALID_TIME',
      params: {},
    });
  });
});

describe('expiry and roll dates', () => {
  it.each([
    // equity index: third Friday; roll the Thursday eight days before
    ['ESZ2026', '2026-12-18', '2026-12-10'],
    ['ESH2027', '2027-03-19', '2027-03-11'],
    ['ESH2026', '2026-03-20', '2026-03-12'],
    ['ESM2026', '2026-06-18', '2026-06-11'], // Friday 19 June 2026 is Juneteenth
    ['MNQU2026', '2026-09-18', '2026-09-10'],
    ['YMZ2026', '2026-12-18', '2026-12-10'],
    ['M2KH2027', '2027-03-19', '2027-03-11'],
    // crude: 3 business days before the 25th of the month before (4 when the 25th is not one)
    ['CLF2027', '2026-12-21', '2026-12-14'], // 25 Dec 2026 is Christmas
    ['CLK2026', '2026-04-21', '2026-04-14'], // 25 Apr 2026 is a Saturday
    ['CLN2026', '2026-06-22', '2026-06-12'], // Juneteenth inside the count
    ['CLH2026', '2026-02-20', '2026-02-12'], // 25 Feb 2026 is a Wednesday
    ['CLF2032', '2031-12-19', '2031-12-12'], // CME: 19 Dec 2031
    ['MCLF2027', '2026-12-18', '2026-12-14'], // one business day before CL
    ['MCLK2026', '2026-04-20', '2026-04-14'],
    // gold: third-to-last business day; roll two business days before first notice
    ['GCZ2026', '2026-12-29', '2026-11-25'], // Thanksgiving 26 Nov is skipped
    ['GCG2027', '2027-02-24', '2027-01-27'],
    ['MGCJ2027', '2027-04-28', '2027-03-29'],
  ])('%p: last trade %p, roll %p', (symbol, last, roll) => {
    const contract = dated(symbol);
    expect(lastTradeDate(contract)).toBe(last);
    expect(rollDate(contract)).toBe(roll);
  });

  it('every contract rolls before it expires, on a business day (2024–2035)', () => {
    for (const spec of contractSpecs()) {
      for (let year = 2024; year <= 2035; year += 1) {
        for (const code of spec.listedMonths) {
          const contract = futuresContract(spec.root, code, year);
          const last = lastTradeDate(contract);
          const roll = rollDate(contract);
          expect(roll < last).toBe(true);
          expect(['Sat', 'Sun']).not.toContain(
            new Date(`${last}T12:00:00Z`).toUTCString().slice(0, 3),
          );
          expect(['Sat', 'Sun']).not.toContain(
            new Date(`${roll}T12:00:00Z`).toUTCString().slice(0, 3),
          );
        }
      }
    }
  });
});

describe('continuous symbols across the roll', () => {
  it('ES1! across the December 2026 and March 2027 rolls', () => {
    expect(resolved('ES1!', noon('2026-12-09'))).toBe('ESZ2026');
    expect(resolved('ES1!', noon('2026-12-10'))).toBe('ESH2027');
    expect(resolved('ES1!', noon('2027-03-10'))).toBe('ESH2027');
    expect(resolved('ES1!', noon('2027-03-11'))).toBe('ESM2027');
    expect(resolved('ES2!', noon('2026-12-09'))).toBe('ESH2027');
    expect(resolved('ES2!', noon('2026-12-10'))).toBe('ESM2027');
  });

  it('rolls when the roll day’s session opens, 17:00 Chicago time the evening before', () => {
    expect(resolved('CME_MINI:ES1!', '2026-12-09T22:59:59Z')).toBe('ESZ2026'); // 16:59:59 CST
    expect(resolved('CME_MINI:ES1!', '2026-12-09T23:00:00Z')).toBe('ESH2027'); // 17:00 CST
  });

  it('rolls every equity index root on the same day', () => {
    for (const root of EQUITY_ROOTS) {
      expect(resolved(`${root}1!`, noon('2026-12-09'))).toBe(`${root}Z2026`);
      expect(resolved(`${root}1!`, noon('2026-12-10'))).toBe(`${root}H2027`);
    }
  });

  it('CL1! and MCL1! across a monthly roll, and over the year end', () => {
    expect(resolved('CL1!', noon('2026-11-12'))).toBe('CLZ2026');
    expect(resolved('CL1!', noon('2026-11-13'))).toBe('CLF2027');
    expect(resolved('CL1!', noon('2026-12-11'))).toBe('CLF2027');
    expect(resolved('CL1!', noon('2026-12-14'))).toBe('CLG2027');
    expect(resolved('MCL1!', noon('2026-12-11'))).toBe('MCLF2027');
    expect(resolved('MCL1!', noon('2026-12-14'))).toBe('MCLG2027');
    expect(resolved('CL2!', noon('2026-12-11'))).toBe('CLG2027');
    expect(resolved('NYMEX:CL2!', noon('2026-12-14'))).toBe('CLH2027');
  });

  it('GC1! and MGC1! step through G J M Q V Z at the end of the month before', () => {
    expect(resolved('GC1!', noon('2026-11-24'))).toBe('GCZ2026');
    expect(resolved('GC1!', noon('2026-11-25'))).toBe('GCG2027');
    expect(resolved('MGC1!', noon('2026-11-25'))).toBe('MGCG2027');
    expect(resolved('GC1!', noon('2027-01-26'))).toBe('GCG2027');
    expect(resolved('GC1!', noon('2027-01-27'))).toBe('GCJ2027');
    expect(resolved('GC2!', noon('2027-01-27'))).toBe('GCM2027');
    expect(resolved('COMEX:GC1!', noon('2026-07-01'))).toBe('GCQ2026');
  });

  it('a dated symbol resolves to itself whatever the day', () => {
    expect(resolveTradingViewSymbol('NQZ26', noon('2027-06-01'))).toEqual({
      ok: true,
      resolved: {
        contract: futuresContract('NQ', 'Z', 2026),
        continuousIndex: null,
        exchangePrefix: null,
      },
    });
  });

  it('every day of 2025–2031, for every root: the front is trading and changes only on roll dates', () => {
    for (const spec of contractSpecs()) {
      let previous: FuturesContract | null = null;
      for (let day = dayNumber(2025, 1, 1); day <= dayNumber(2031, 12, 31); day += 1) {
        const at = `${isoDate(day)}T17:30:00Z`;
        const front = continuousContract(spec.root, 1, at);
        expect(isExpired(front, at)).toBe(false);
        expect(rollDate(front) > isoDate(day)).toBe(true);
        expect(spec.activeMonths).toContain(front.monthCode);
        expect(continuousContract(spec.root, 2, at)).toEqual(nextActiveContract(front));
        if (previous && previous.symbol !== front.symbol) {
          expect(front).toEqual(nextActiveContract(previous));
          expect(rollDate(previous)).toBe(isoDate(day));
        }
        previous = front;
      }
    }
  });
});

describe('days to expiry', () => {
  const contract = futuresContract('ES', 'Z', 2026);

  it('counts calendar days to the last trading day', () => {
    expect(daysToExpiry(contract, noon('2026-12-10'))).toBe(8);
    expect(daysToExpiry(contract, noon('2026-12-18'))).toBe(0);
    expect(daysToExpiry(contract, noon('2026-12-21'))).toBe(-3);
    expect(isExpired(contract, noon('2026-12-18'))).toBe(false);
    expect(isExpired(contract, '2026-12-18T23:00:00Z')).toBe(true); // the next session has opened
  });

  it('is near expiry from the roll date, or within the days asked', () => {
    expect(isNearExpiry(contract, noon('2026-12-09'))).toBe(false);
    expect(isNearExpiry(contract, noon('2026-12-10'))).toBe(true);
    expect(isNearExpiry(contract, noon('2026-12-18'))).toBe(true);
    expect(isNearExpiry(contract, noon('2026-12-19'))).toBe(false); // expired, not near
    expect(isNearExpiry(contract, noon('2026-12-14'), { withinDays: 3 })).toBe(false);
    expect(isNearExpiry(contract, noon('2026-12-15'), { withinDays: 3 })).toBe(true);
  });

  it('refuses an instant it cannot read', () => {
    expect(() => daysToExpiry(contract, 'never')).toThrow(RangeError);
    expect(() => continuousContract('ZQ', 1, noon('2026-01-01'))).toThrow(RangeError);
  });

  it('names the next active contract', () => {
    expect(nextActiveContract(futuresContract('ES', 'Z', 2026)).symbol).toBe('ESH2027');
    expect(nextActiveContract(futuresContract('GC', 'F', 2027)).symbol).toBe('GCG2027');
    expect(nextActiveContract(futuresContract('GC', 'Z', 2027)).symbol).toBe('GCG2028');
    expect(nextActiveContract(futuresContract('CL', 'N', 2026)).symbol).toBe('CLQ2026');
  });
});
