// Names between TickRelay and Tradovate: a concrete contract (MESZ2026, from the roll calendar)
// is Tradovate's MESZ6 (root, month code, last digit of the year, as in Tradovate's examples
// "MESM1", "MYMM1"), and back; and the client order ids that make an order findable after a
// timeout (one per delivery and leg, so a retried delivery never places a second order).
import { createHash } from 'node:crypto';

import {
  parseTradingViewSymbol,
  type FuturesContract,
  type Instant,
} from '@tickrelay/contracts/futures/roll-calendar';

/** MESZ2026 → MESZ6. */
export function tradovateContractName(contract: FuturesContract): string {
  return `${contract.root}${contract.monthCode}${contract.year % 10}`;
}

/**
 * Tradovate's MESZ6 → the contract it means at `at` (a one-digit year is the year from the year
 * before `at` to eight years after that ends with it). Undefined for a name TickRelay does not know.
 */
export function contractOfTradovateName(name: string, at: Instant): FuturesContract | undefined {
  if (!/^[A-Z0-9]+[FGHJKMNQUVXZ]\d$/.test(name)) return undefined;
  const parsed = parseTradingViewSymbol(name, { at });
  return parsed.ok && parsed.symbol.kind === 'dated' ? parsed.symbol.contract : undefined;
}

/** A contract named as TickRelay writes it (MESZ2026, or TradingView's MESZ26 / MESZ6). */
export function contractOfSymbol(symbol: string, at: Instant): FuturesContract | undefined {
  const parsed = parseTradingViewSymbol(symbol, { at });
  return parsed.ok && parsed.symbol.kind === 'dated' ? parsed.symbol.contract : undefined;
}

/** The parts of one delivery that each become an order of their own at Tradovate. */
export const ORDER_LEGS = [
  'entry',
  'tp',
  'sl',
  'exit',
  'reverse',
  'close',
  'open',
  'open-tp',
  'open-sl',
] as const;
export type OrderLeg = (typeof ORDER_LEGS)[number];

const PLAIN_ID = /^[A-Za-z0-9-]{1,40}$/;

/**
 * tr-<deliveryId>-<leg>: Tradovate takes up to 64 characters. A delivery id that is not a short
 * plain id (the receiver's are UUIDs) is replaced by its SHA-256, so the result always fits.
 */
export function clientOrderId(deliveryId: string, leg: OrderLeg): string {
  const id = PLAIN_ID.test(deliveryId)
    ? deliveryId
    : createHash('sha256').update(deliveryId).digest('hex').slice(0, 40);
  return `tr-${id}-${leg}`;
}
