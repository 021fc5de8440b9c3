import { contractSpecs, type MonthCode } from './contract-specs';
import {
  continuousContract,
  futuresContract,
  lastTradeDate,
  parseTradingViewSymbol,
  rollDate,
} from './roll-calendar';

// Last trading days worked by hand from each exchange's "Termination of trading" rule and the
// 2026 holiday calendar (Thanksgiving 26 Nov, Christmas 25 Dec).
describe('expiry rules of the roots added by issue 25', () => {
  it.each<[string, MonthCode, number, string, string]>([
    // root, month, year, last trade, roll
    ['EMD', 'Z', 2026, '2026-12-18', '2026-12-10'], // third Friday, roll 8 days before
    ['QM', 'F', 2027, '2026-12-18', '2026-12-14'], // a business day before CL (21 Dec)
    ['NG', 'Z', 2026, '2026-11-25', '2026-11-18'], // third-last business day of November
    ['QG', 'Z', 2026, '2026-11-25', '2026-11-18'],
    ['RB', 'Z', 2026, '2026-11-30', '2026-11-20'], // last business day of November
    ['HO', 'F', 2027, '2026-12-31', '2026-12-23'],
    ['SI', 'Z', 2026, '2026-12-29', '2026-11-25'], // third-last business day, roll 2 before FND
    ['PL', 'F', 2027, '2027-01-27', '2026-12-29'],
    ['ZN', 'Z', 2026, '2026-12-21', '2026-11-25'], // 7 business days before 31 Dec
    ['ZB', 'H', 2027, '2027-03-19', '2027-02-24'],
    ['ZT', 'Z', 2026, '2026-12-31', '2026-11-25'], // last business day
    ['6E', 'Z', 2026, '2026-12-14', '2026-12-07'], // 2 business days before the third Wednesday
    ['6C', 'Z', 2026, '2026-12-15', '2026-12-08'], // 1 business day before it
    ['ZC', 'Z', 2026, '2026-12-14', '2026-11-25'], // business day before the 15th
    ['ZS', 'F', 2027, '2027-01-14', '2026-12-29'],
    ['LE', 'Z', 2026, '2026-12-31', '2026-11-25'],
    ['HE', 'Z', 2026, '2026-12-14', '2026-12-07'], // 10th business day
    ['GF', 'X', 2026, '2026-11-19', '2026-11-12'], // last Thursday is Thanksgiving: the one before
    ['GF', 'Q', 2026, '2026-08-27', '2026-08-20'],
    ['BTC', 'Z', 2026, '2026-12-24', '2026-12-17'], // last Friday is Christmas: Thursday
    ['MET', 'J', 2027, '2027-04-30', '2027-04-23'],
    ['VX', 'Z', 2026, '2026-12-16', '2026-12-09'], // 30 days before 15 Jan 2027
    ['VX', 'M', 2026, '2026-06-17', '2026-06-10'], // 30 days before 17 Jul 2026
  ])('%s%s%d: last trade %s, roll %s', (root, month, year, lastTrade, roll) => {
    const contract = futuresContract(root, month, year);
    expect(lastTradeDate(contract)).toBe(lastTrade);
    expect(rollDate(contract)).toBe(roll);
  });

  it.each(contractSpecs().map((spec) => [spec.root] as const))(
    '%s: rolls before it expires, and ROOT1! steps through every active month of 2027',
    (root) => {
      const seen: string[] = [];
      for (let day = 0; day < 365; day += 1) {
        const at = Date.UTC(2027, 0, 1, 18) + day * 86_400_000;
        const front = continuousContract(root, 1, at);
        expect(rollDate(front) <= lastTradeDate(front)).toBe(true);
        expect(new Date(at).toISOString().slice(0, 10) <= lastTradeDate(front)).toBe(true);
        if (seen.at(-1) !== front.symbol) seen.push(front.symbol);
      }
      expect(seen.length).toBeGreaterThanOrEqual(
        contractSpecs().find((s) => s.root === root)!.activeMonths.length,
      );
    },
  );

  it('reads the symbols of the new roots with their exchange prefixes', () => {
    for (const symbol of [
      'CBOT:ZN1!',
      'CME:6E1!',
      'CBOE:VX1!',
      'CFE:VXZ2026',
      'CME:BTC1!',
      'COMEX:SI1!',
      'NYMEX:NG1!',
      'CBOT:ZC1!',
      'CME:LE1!',
      'CME_MINI:EMD1!',
      'm6e1!',
    ]) {
      expect(parseTradingViewSymbol(symbol).ok).toBe(true);
    }
    expect(parseTradingViewSymbol('CME:ZN1!')).toMatchObject({
      ok: false,
      code: 'EXCHANGE_MISMATCH',
    });
    expect(parseTradingViewSymbol('ZCF2027')).toMatchObject({
      ok: false,
      code: 'MONTH_NOT_LISTED',
    });
  });
});
