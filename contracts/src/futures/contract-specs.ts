// The futures TickRelay knows: what a tick is worth, where each trades, which months are listed
// and how each expires and rolls. Shared by the paper broker (P&L, brackets), the alert builder
// (symbol picker, bracket preview) and the docs. Plain data: no Node API, no I/O.
//
// Money and prices are exact. Decimals are written as strings here ('0.25', '12.50') and turned
// into integers once (see tick-math.ts): a price is an integer number of ticks, money an integer
// number of US cents. Every tick value below is a whole number of cents, so
// P&L = ticks moved × tick value in cents × contracts never leaves the integers.
import type { Locale } from '../locales';

/** CME month codes, January (F) to December (Z). */
export const MONTH_CODES = ['F', 'G', 'H', 'J', 'K', 'M', 'N', 'Q', 'U', 'V', 'X', 'Z'] as const;
export type MonthCode = (typeof MONTH_CODES)[number];

/** 'Z' → 12. */
export function monthOfCode(code: MonthCode): number {
  return MONTH_CODES.indexOf(code) + 1;
}

/** 12 → 'Z'. */
export function codeOfMonth(month: number): MonthCode {
  const code = MONTH_CODES[month - 1];
  if (!code) throw new RangeError(`month ${month} is not 1..12`);
  return code;
}

export function isMonthCode(value: string): value is MonthCode {
  return (MONTH_CODES as readonly string[]).includes(value);
}

export const EXCHANGES = ['CME', 'CBOT', 'NYMEX', 'COMEX'] as const;
export type Exchange = (typeof EXCHANGES)[number];

/**
 * How a contract's last trading day and its roll date are found (roll-calendar.ts computes them;
 * the README of this folder explains each rule and its source).
 *
 * - `third-friday`: equity index futures. Last trade on the third Friday of the contract month
 *   (the business day before when that Friday is a holiday). Roll `rollCalendarDaysBefore`
 *   calendar days before the scheduled third Friday: CME's published convention is eight, the
 *   Thursday of the week before.
 * - `wti`: NYMEX crude. CL's last trade is 3 business days before the 25th calendar day of the
 *   month before the delivery month (4 when the 25th is not a business day); a micro's is
 *   `lastTradeBusinessDaysBeforeCl` business day(s) earlier. Both roll
 *   `rollBusinessDaysBeforeClLastTrade` business days before CL's last trade, so CL1! and MCL1!
 *   always name the same month.
 * - `third-last-business-day`: COMEX gold. Last trade on the third-to-last business day of the
 *   contract month; roll `rollBusinessDaysBeforeFirstNotice` business days before the first
 *   notice day (the last business day of the month before the contract month).
 */
export type ExpiryRule =
  | { kind: 'third-friday'; rollCalendarDaysBefore: number }
  | {
      kind: 'wti';
      lastTradeBusinessDaysBeforeCl: number;
      rollBusinessDaysBeforeClLastTrade: number;
    }
  | { kind: 'third-last-business-day'; rollBusinessDaysBeforeFirstNotice: number };

export interface ContractSpec {
  root: string;
  name: Record<Locale, string>;
  exchange: Exchange;
  /** Minimum price increment, as an exact decimal string. */
  tickSize: string;
  /** USD per contract per tick, exact decimal string (always a whole number of cents). */
  tickValueUsd: string;
  /** USD per contract per full point (1.0 of price) = tickValueUsd / tickSize. */
  pointValueUsd: string;
  /** Months the exchange lists (a dated symbol in another month is refused). */
  listedMonths: readonly MonthCode[];
  /** Months a continuous symbol (ROOT1!, ROOT2!) steps through, in calendar order. */
  activeMonths: readonly MonthCode[];
  expiry: ExpiryRule;
}

const QUARTERLY: readonly MonthCode[] = ['H', 'M', 'U', 'Z'];
const ALL_MONTHS: readonly MonthCode[] = MONTH_CODES;
const GOLD_ACTIVE: readonly MonthCode[] = ['G', 'J', 'M', 'Q', 'V', 'Z'];

const EQUITY_EXPIRY: ExpiryRule = { kind: 'third-friday', rollCalendarDaysBefore: 8 };
const GOLD_EXPIRY: ExpiryRule = {
  kind: 'third-last-business-day',
  rollBusinessDaysBeforeFirstNotice: 2,
};
const CL_ROLL_BUSINESS_DAYS = 5;

function equity(
  root: string,
  name: Record<Locale, string>,
  exchange: Exchange,
  tick: Pick<ContractSpec, 'tickSize' | 'tickValueUsd' | 'pointValueUsd'>,
): ContractSpec {
  return {
    root,
    name,
    exchange,
    ...tick,
    listedMonths: QUARTERLY,
    activeMonths: QUARTERLY,
    expiry: EQUITY_EXPIRY,
  };
}

const SPEC_LIST: readonly ContractSpec[] = [
  equity('ES', { en: 'E-mini S&P 500', fr: 'E-mini S&P 500' }, 'CME', {
    tickSize: '0.25',
    tickValueUsd: '12.50',
    pointValueUsd: '50',
  }),
  equity('MES', { en: 'Micro E-mini S&P 500', fr: 'Micro E-mini S&P 500' }, 'CME', {
    tickSize: '0.25',
    tickValueUsd: '1.25',
    pointValueUsd: '5',
  }),
  equity('NQ', { en: 'E-mini Nasdaq-100', fr: 'E-mini Nasdaq-100' }, 'CME', {
    tickSize: '0.25',
    tickValueUsd: '5.00',
    pointValueUsd: '20',
  }),
  equity('MNQ', { en: 'Micro E-mini Nasdaq-100', fr: 'Micro E-mini Nasdaq-100' }, 'CME', {
    tickSize: '0.25',
    tickValueUsd: '0.50',
    pointValueUsd: '2',
  }),
  equity('YM', { en: 'E-mini Dow ($5)', fr: 'E-mini Dow (5 $)' }, 'CBOT', {
    tickSize: '1',
    tickValueUsd: '5.00',
    pointValueUsd: '5',
  }),
  equity('MYM', { en: 'Micro E-mini Dow', fr: 'Micro E-mini Dow' }, 'CBOT', {
    tickSize: '1',
    tickValueUsd: '0.50',
    pointValueUsd: '0.50',
  }),
  equity('RTY', { en: 'E-mini Russell 2000', fr: 'E-mini Russell 2000' }, 'CME', {
    tickSize: '0.1',
    tickValueUsd: '5.00',
    pointValueUsd: '50',
  }),
  equity('M2K', { en: 'Micro E-mini Russell 2000', fr: 'Micro E-mini Russell 2000' }, 'CME', {
    tickSize: '0.1',
    tickValueUsd: '0.50',
    pointValueUsd: '5',
  }),
  {
    root: 'CL',
    name: { en: 'Crude Oil (WTI)', fr: 'Pétrole brut (WTI)' },
    exchange: 'NYMEX',
    tickSize: '0.01',
    tickValueUsd: '10.00',
    pointValueUsd: '1000',
    listedMonths: ALL_MONTHS,
    activeMonths: ALL_MONTHS,
    expiry: {
      kind: 'wti',
      lastTradeBusinessDaysBeforeCl: 0,
      rollBusinessDaysBeforeClLastTrade: CL_ROLL_BUSINESS_DAYS,
    },
  },
  {
    root: 'MCL',
    name: { en: 'Micro WTI Crude Oil', fr: 'Micro pétrole brut WTI' },
    exchange: 'NYMEX',
    tickSize: '0.01',
    tickValueUsd: '1.00',
    pointValueUsd: '100',
    listedMonths: ALL_MONTHS,
    activeMonths: ALL_MONTHS,
    expiry: {
      kind: 'wti',
      lastTradeBusinessDaysBeforeCl: 1,
      rollBusinessDaysBeforeClLastTrade: CL_ROLL_BUSINESS_DAYS,
    },
  },
  {
    root: 'GC',
    name: { en: 'Gold', fr: 'Or' },
    exchange: 'COMEX',
    tickSize: '0.1',
    tickValueUsd: '10.00',
    pointValueUsd: '100',
    listedMonths: ALL_MONTHS,
    activeMonths: GOLD_ACTIVE,
    expiry: GOLD_EXPIRY,
  },
  {
    root: 'MGC',
    name: { en: 'Micro Gold', fr: 'Micro or' },
    exchange: 'COMEX',
    tickSize: '0.1',
    tickValueUsd: '1.00',
    pointValueUsd: '10',
    listedMonths: ALL_MONTHS,
    activeMonths: GOLD_ACTIVE,
    expiry: GOLD_EXPIRY,
  },
];

export const FUTURES_ROOTS = SPEC_LIST.map((spec) => spec.root);

const SPECS: ReadonlyMap<string, ContractSpec> = new Map(
  SPEC_LIST.map((spec) => [spec.root, Object.freeze(spec)]),
);

/** Every specification, in the table's order (equity index, energy, metals). */
export function contractSpecs(): readonly ContractSpec[] {
  return SPEC_LIST;
}

/** The specification of a root ('MNQ'), or undefined when TickRelay does not know it. */
export function findContractSpec(root: string): ContractSpec | undefined {
  return SPECS.get(root);
}

/** The specification of a root; throws for an unknown root (use after validation). */
export function contractSpec(root: string): ContractSpec {
  const spec = SPECS.get(root);
  if (!spec) throw new RangeError(`unknown futures root ${root}`);
  return spec;
}

export function isKnownRoot(root: string): boolean {
  return SPECS.has(root);
}
