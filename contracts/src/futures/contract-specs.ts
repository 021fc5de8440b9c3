// The futures TickRelay knows: what a tick is worth, where each trades, which months are listed
// and how each expires and rolls. Shared by the paper broker (P&L, brackets), the alert builder
// (symbol picker, bracket preview) and the docs. Plain data: no Node API, no I/O.
//
// Money and prices are exact. Decimals are written as strings here ('0.25', '12.50') and turned
// into integers once (see tick-math.ts): a price is an integer number of ticks, money an integer
// number of US cents. Every tick value below is a whole number of cents, so
// P&L = ticks moved × tick value in cents × contracts never leaves the integers.
import type { Locale } from '../locales';
import { SPEC_LIST } from './contract-specs.data';

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

export const EXCHANGES = ['CME', 'CBOT', 'NYMEX', 'COMEX', 'CFE'] as const;
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
  | { kind: 'third-last-business-day'; rollBusinessDaysBeforeFirstNotice: number }
  | { kind: 'schedule'; lastTrade: LastTradeRule; roll: RollRule };

/**
 * A last trading day, for the roots whose rule is not one of the three above (expiry-rules.ts):
 * - `nth-weekday`: the n-th (-1: last) given weekday of the contract month, the business day before
 *   when it is a holiday (or, with `holidayMovesWeekBefore`, the same weekday a week earlier);
 * - `before-nth-weekday`: `businessDays` business days before the n-th weekday (FX: 2 before the
 *   third Wednesday);
 * - `nth-last-business-day`: the n-th last business day (1 = the last) of the contract month, or of
 *   the month before with `monthOffset: -1`;
 * - `before-day`: `businessDays` business days before a calendar day of the contract month (grains:
 *   the business day before the 15th);
 * - `nth-business-day`: the n-th business day of the contract month;
 * - `vix`: the Wednesday 30 days before the third Friday of the next month (Cboe's rule).
 */
export type LastTradeRule =
  | { kind: 'nth-weekday'; weekday: number; n: number; holidayMovesWeekBefore?: boolean }
  | { kind: 'before-nth-weekday'; weekday: number; n: number; businessDays: number }
  | { kind: 'nth-last-business-day'; n: number; monthOffset: 0 | -1 }
  | { kind: 'before-day'; day: number; businessDays: number }
  | { kind: 'nth-business-day'; n: number }
  | { kind: 'vix' };

/**
 * When a continuous symbol leaves a contract: `businessDays` before its first notice day (the last
 * business day of the month before the contract month: physically delivered contracts) or before
 * its last trading day.
 */
export type RollRule =
  | { kind: 'before-first-notice'; businessDays: number }
  | { kind: 'before-last-trade'; businessDays: number };

/** The asset class a root belongs to (docs, the builder's symbol picker). */
export const CONTRACT_GROUPS = [
  'equity',
  'energy',
  'metals',
  'rates',
  'fx',
  'agriculture',
  'crypto',
  'volatility',
] as const;
export type ContractGroup = (typeof CONTRACT_GROUPS)[number];

/**
 * Which session timetable a root follows (trading-hours.ts): CME Globex's 17:00–16:00 CT, the CBOT
 * grains' two sessions, CME livestock's day session, or Cboe Futures Exchange's VX hours.
 */
export type SessionGroup = 'globex' | 'grains' | 'livestock' | 'cfe';

export interface ContractSpec {
  root: string;
  name: Record<Locale, string>;
  exchange: Exchange;
  /** Minimum price increment, as an exact decimal string. */
  tickSize: string;
  /**
   * USD per contract per tick, exact decimal string: a whole number of cents except the Treasury
   * notes (ZT, ZF: 7.8125; ZN, TN: 15.625) and M6B (0.625); tick-math.ts works in micro-dollars.
   */
  tickValueUsd: string;
  /** USD per contract per full point (1.0 of price) = tickValueUsd / tickSize. */
  pointValueUsd: string;
  /** Months the exchange lists (a dated symbol in another month is refused). */
  listedMonths: readonly MonthCode[];
  /** Months a continuous symbol (ROOT1!, ROOT2!) steps through, in calendar order. */
  activeMonths: readonly MonthCode[];
  expiry: ExpiryRule;
  group: ContractGroup;
  hours: SessionGroup;
  /** What one point of price is (the docs' contract table): 'index point', 'USD per barrel'… */
  priceUnit: Record<Locale, string>;
}

export const FUTURES_ROOTS = SPEC_LIST.map((spec) => spec.root);

const SPECS: ReadonlyMap<string, ContractSpec> = new Map(
  SPEC_LIST.map((spec) => [spec.root, Object.freeze(spec)]),
);

/** Every specification, in the table's order (equity index, energy, metals, rates, FX, agriculture, crypto, VIX). */
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
