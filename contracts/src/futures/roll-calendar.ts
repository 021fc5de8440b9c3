// TradingView futures symbols and the roll calendar: which concrete contract an alert on `NQ1!`
// means at a given instant, when a dated contract stops trading, and whether it is about to.
// The rules are in contract-specs.ts (ExpiryRule), applied in expiry-rules.ts and explained in this
// folder's README.md.
import {
  codeOfMonth,
  findContractSpec,
  isMonthCode,
  monthOfCode,
  type ContractSpec,
  type MonthCode,
} from './contract-specs';
import { TRADINGVIEW_EXCHANGE_ALIASES } from './contract-specs.data';
import { civilDate, isoDate, toEpochMs, tradingDay, type IsoDate } from './exchange-calendar';
import { lastTradeDay, rollDay, specOf } from './expiry-rules';

/** One concrete contract: MNQ, December 2026, written MNQZ2026. */
export interface FuturesContract {
  root: string;
  monthCode: MonthCode;
  /** 1..12 */
  month: number;
  year: number;
  /** TradingView's dated form with a four-digit year: 'MNQZ2026'. */
  symbol: string;
}

export type Instant = Date | string | number;

export type SymbolErrorCode =
  | 'INVALID_SYMBOL'
  | 'UNKNOWN_ROOT'
  | 'EXCHANGE_MISMATCH'
  | 'MONTH_NOT_LISTED'
  | 'CONTINUOUS_INDEX_UNSUPPORTED'
  | 'AMBIGUOUS_YEAR'
  | 'INVALID_TIME';

/** A refusal: a stable code and what to show with it (the SPA and the log localise the code). */
export interface SymbolError {
  ok: false;
  code: SymbolErrorCode;
  params: Record<string, string | number>;
}

export type SymbolResult<T> = ({ ok: true } & T) | SymbolError;

export type ParsedSymbol =
  | { kind: 'continuous'; root: string; index: 1 | 2; exchangePrefix: string | null }
  | { kind: 'dated'; contract: FuturesContract; exchangePrefix: string | null };

export interface ResolvedSymbol {
  contract: FuturesContract;
  /** 1 or 2 for ROOT1! / ROOT2!, null for a dated symbol. */
  continuousIndex: 1 | 2 | null;
  exchangePrefix: string | null;
}

const SYMBOL_MAX_LENGTH = 40;
const PREFIX_PATTERN = /^[A-Z0-9_]{1,20}$/;
const CONTINUOUS_PATTERN = /^([A-Z0-9]*[A-Z])(\d+)!$/;
const DATED_PATTERN = /^([A-Z0-9]*[A-Z])([FGHJKMNQUVXZ])(\d{4}|\d{2}|\d)$/;

const fail = (code: SymbolErrorCode, params: SymbolError['params'] = {}): SymbolError => ({
  ok: false,
  code,
  params,
});

export function futuresContract(root: string, monthCode: MonthCode, year: number): FuturesContract {
  return {
    root,
    monthCode,
    month: monthOfCode(monthCode),
    year,
    symbol: `${root}${monthCode}${year}`,
  };
}

/**
 * TradingView's prefixes for the spec's exchange: the exchange itself (or its alias: CBOE for CFE),
 * its _MINI feed (CME_MINI:ES1!, CBOT_MINI:YM1!) and the delayed-data variants (_DL).
 */
function prefixMatches(prefix: string, spec: ContractSpec): boolean {
  const base = prefix.replace(/_DL$/, '').replace(/_MINI$/, '');
  return (
    base === spec.exchange || (TRADINGVIEW_EXCHANGE_ALIASES[spec.exchange] ?? []).includes(base)
  );
}

/** Four-digit years as written; two digits are 20yy; one digit is the year in [Y-1, Y+8] ending so. */
function fullYear(digits: string, at: Instant | undefined): number | SymbolError {
  if (digits.length === 4) {
    const year = Number(digits);
    return year >= 2000 && year <= 2099 ? year : fail('INVALID_SYMBOL', { part: 'year' });
  }
  if (digits.length === 2) return 2000 + Number(digits);
  if (at === undefined) return fail('AMBIGUOUS_YEAR', { year: digits });
  const ms = toEpochMs(at);
  if (ms === undefined) return fail('INVALID_TIME');
  const current = civilDate(tradingDay(ms)).year;
  const lastDigit = Number(digits);
  return current - 1 + ((lastDigit - ((current - 1) % 10) + 10) % 10);
}

/**
 * Reads a TradingView futures symbol: continuous (`NQ1!`, `MNQ2!`), dated (`NQZ2026`, `NQZ26`,
 * `NQZ6`), either with an exchange prefix (`CME_MINI:MNQ1!`). Case and surrounding spaces are
 * forgiven. A one-digit year needs `at`: it is the year from the year before `at`'s to eight years
 * after that ends with the digit (in 2026: 5 → 2025, 6 → 2026, 4 → 2034).
 */
export function parseTradingViewSymbol(
  input: string,
  options: { at?: Instant } = {},
): SymbolResult<{ symbol: ParsedSymbol }> {
  const text = input.trim().toUpperCase();
  if (text.length === 0 || text.length > SYMBOL_MAX_LENGTH) return fail('INVALID_SYMBOL');
  const parts = text.split(':');
  if (parts.length > 2) return fail('INVALID_SYMBOL');
  const [prefix, body] = parts.length === 2 ? [parts[0] ?? '', parts[1] ?? ''] : [null, text];
  if (prefix !== null && !PREFIX_PATTERN.test(prefix)) return fail('INVALID_SYMBOL');

  const continuous = CONTINUOUS_PATTERN.exec(body);
  const dated = continuous ? null : DATED_PATTERN.exec(body);
  const root = continuous?.[1] ?? dated?.[1];
  if (root === undefined) return fail('INVALID_SYMBOL');
  const spec = findContractSpec(root);
  if (!spec) return fail('UNKNOWN_ROOT', { root });
  if (prefix !== null && !prefixMatches(prefix, spec)) {
    return fail('EXCHANGE_MISMATCH', { prefix, root, exchange: spec.exchange });
  }

  if (continuous) {
    const index = Number(continuous[2]);
    if (index !== 1 && index !== 2) return fail('CONTINUOUS_INDEX_UNSUPPORTED', { index });
    return { ok: true, symbol: { kind: 'continuous', root, index, exchangePrefix: prefix } };
  }
  const monthCode = dated?.[2] ?? '';
  if (!isMonthCode(monthCode)) return fail('INVALID_SYMBOL', { part: 'month' });
  if (!spec.listedMonths.includes(monthCode)) return fail('MONTH_NOT_LISTED', { root, monthCode });
  const year = fullYear(dated?.[3] ?? '', options.at);
  if (typeof year !== 'number') return year;
  return {
    ok: true,
    symbol: {
      kind: 'dated',
      contract: futuresContract(root, monthCode, year),
      exchangePrefix: prefix,
    },
  };
}

/** Parses a symbol and maps a continuous one to the contract it means at `at`. */
export function resolveTradingViewSymbol(
  input: string,
  at: Instant,
): SymbolResult<{ resolved: ResolvedSymbol }> {
  const ms = toEpochMs(at);
  if (ms === undefined) return fail('INVALID_TIME');
  const parsed = parseTradingViewSymbol(input, { at: ms });
  if (!parsed.ok) return parsed;
  const { symbol } = parsed;
  if (symbol.kind === 'dated') {
    return {
      ok: true,
      resolved: {
        contract: symbol.contract,
        continuousIndex: null,
        exchangePrefix: symbol.exchangePrefix,
      },
    };
  }
  return {
    ok: true,
    resolved: {
      contract: continuousContract(symbol.root, symbol.index, ms),
      continuousIndex: symbol.index,
      exchangePrefix: symbol.exchangePrefix,
    },
  };
}

/** The contract's last trading day (exchange calendar, Chicago trading day). */
export function lastTradeDate(contract: FuturesContract): IsoDate {
  return isoDate(lastTradeDay(contract));
}

/** The trading day on which a continuous symbol stops meaning this contract and moves to the next. */
export function rollDate(contract: FuturesContract): IsoDate {
  return isoDate(rollDay(contract));
}

/** The next contract in the root's active months (ESZ2026 → ESH2027). */
export function nextActiveContract(contract: FuturesContract): FuturesContract {
  const active = specOf(contract).activeMonths;
  const later = active.find((code) => monthOfCode(code) > contract.month);
  return later
    ? futuresContract(contract.root, later, contract.year)
    : futuresContract(contract.root, active[0] ?? codeOfMonth(1), contract.year + 1);
}

function tradingDayOf(at: Instant): number {
  const ms = toEpochMs(at);
  if (ms === undefined) throw new RangeError(`invalid instant ${String(at)}`);
  return tradingDay(ms);
}

/**
 * The contract ROOT1! (index 1) or ROOT2! (index 2) means at `at`: the first active contract whose
 * roll date is after `at`'s trading day, or the one after it. On the roll date itself the next
 * contract is already the front.
 */
export function continuousContract(root: string, index: 1 | 2, at: Instant): FuturesContract {
  const spec = findContractSpec(root);
  if (!spec) throw new RangeError(`unknown futures root ${root}`);
  const today = tradingDayOf(at);
  const firstCode = spec.activeMonths[0] ?? codeOfMonth(1);
  let contract = futuresContract(root, firstCode, civilDate(today).year - 1);
  while (rollDay(contract) <= today) contract = nextActiveContract(contract);
  return index === 1 ? contract : nextActiveContract(contract);
}

/**
 * Calendar days from `at`'s trading day to the last trading day: 0 on the last day, negative once
 * expired.
 */
export function daysToExpiry(contract: FuturesContract, at: Instant): number {
  return lastTradeDay(contract) - tradingDayOf(at);
}

export function isExpired(contract: FuturesContract, at: Instant): boolean {
  return daysToExpiry(contract, at) < 0;
}

/**
 * True for a contract still trading but about to stop: by default once its roll date is reached
 * (the continuous symbol has moved on and liquidity with it), or within `withinDays` calendar days
 * of its last trading day when given. False once expired (see isExpired).
 */
export function isNearExpiry(
  contract: FuturesContract,
  at: Instant,
  options: { withinDays?: number } = {},
): boolean {
  const days = daysToExpiry(contract, at);
  if (days < 0) return false;
  if (options.withinDays !== undefined) return days <= options.withinDays;
  return tradingDayOf(at) >= rollDay(contract);
}
