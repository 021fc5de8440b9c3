// The contract a delivery resolved to (MNQZ2026, from the broker result) and, when that
// contract's roll is near at the delivery's time, the warning the log shows with it: from the roll
// date on, a continuous symbol (MNQ1!) means the next contract. Pure, from the contracts' roll
// calendar, so the log and the pipeline agree on every date.
import {
  parseIsoDate,
  toEpochMs,
  tradingDay,
} from '@tickrelay/contracts/futures/exchange-calendar';
import {
  isExpired,
  nextActiveContract,
  parseTradingViewSymbol,
  rollDate,
  type Instant,
} from '@tickrelay/contracts/futures/roll-calendar';

/** Warn in the log this many calendar days before a contract's roll date. */
export const ROLL_NOTICE_DAYS = 7;

export interface ContractRollNotice {
  /** The concrete contract: MNQZ2026. */
  contract: string;
  /** The roll date, ISO: the first trading day on which ROOT1! means `next`. */
  roll: string;
  /** Calendar days from the delivery's trading day to the roll (0 on it). */
  days: number;
  /** The contract continuous symbols mean from the roll: MNQH2027. */
  next: string;
}

/**
 * The roll warning for a delivery's contract at the delivery's time: from ROLL_NOTICE_DAYS
 * calendar days before the roll date to the roll date itself. Null for no contract, a contract
 * TickRelay cannot read, one already past its roll or expired, or a roll further away.
 */
export function contractRollNotice(
  contract: string | null,
  at: Instant,
): ContractRollNotice | null {
  if (!contract) return null;
  const ms = toEpochMs(at);
  if (ms === undefined) return null;
  const parsed = parseTradingViewSymbol(contract, { at: ms });
  if (!parsed.ok || parsed.symbol.kind !== 'dated') return null;
  const dated = parsed.symbol.contract;
  if (isExpired(dated, ms)) return null;
  const roll = rollDate(dated);
  const days = (parseIsoDate(roll) ?? 0) - tradingDay(ms);
  if (days < 0 || days > ROLL_NOTICE_DAYS) return null;
  return { contract: dated.symbol, roll, days, next: nextActiveContract(dated).symbol };
}
