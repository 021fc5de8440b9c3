// The rollover warning: a ticker naming a dated contract (MNQZ2026) that stops trading soon, or
// already has, with what to use instead: the next contract or the continuous symbol. The dates
// are the contracts' roll calendar (the exchange's rules), the same the pipeline resolves with.
import {
  daysToExpiry,
  isExpired,
  isNearExpiry,
  lastTradeDate,
  nextActiveContract,
  parseTradingViewSymbol,
  rollDate,
  type Instant,
} from '@tickrelay/contracts/futures/roll-calendar';

/** Warn this many calendar days before the last trading day (and always from the roll date). */
export const ROLLOVER_WARNING_DAYS = 30;

export interface RolloverWarning {
  /** As typed, without the exchange prefix: MNQZ2026. */
  contract: string;
  expired: boolean;
  /** Calendar days to the last trading day (0 on it). */
  days: number;
  lastTrade: string;
  roll: string;
  /** Replacement tickers, with the exchange prefix the member used. */
  next: string;
  continuous: string;
}

export function rolloverWarning(ticker: string, at: Instant): RolloverWarning | null {
  const parsed = parseTradingViewSymbol(ticker.trim().toUpperCase(), { at });
  if (!parsed.ok || parsed.symbol.kind !== 'dated') return null;
  const { contract, exchangePrefix } = parsed.symbol;
  const expired = isExpired(contract, at);
  const near =
    isNearExpiry(contract, at) || isNearExpiry(contract, at, { withinDays: ROLLOVER_WARNING_DAYS });
  if (!expired && !near) return null;
  const prefix = exchangePrefix ? `${exchangePrefix}:` : '';
  // Once expired, the next contract may itself be near its end: step until one is still trading.
  let next = nextActiveContract(contract);
  while (isExpired(next, at)) next = nextActiveContract(next);
  return {
    contract: contract.symbol,
    expired,
    days: daysToExpiry(contract, at),
    lastTrade: lastTradeDate(contract),
    roll: rollDate(contract),
    next: `${prefix}${next.symbol}`,
    continuous: `${prefix}${contract.root}1!`,
  };
}
