// What an intent asks of Tradovate, checked before anything is sent: the broker-neutral checks
// (../order-intent.validation.ts: the same refusals, codes and parameters as the paper broker for
// what can be decided without the account, the prices on the contract's tick grid) within
// Tradovate's limits, then what Tradovate itself needs. Pure; tested in tradovate-intents.spec.ts.
import { BROKER_CONNECTION_LIMITS } from '@tickrelay/contracts/brokers/broker-connection';
import type { ContractSpec } from '@tickrelay/contracts/futures/contract-specs';
import type { FuturesContract } from '@tickrelay/contracts/futures/roll-calendar';

import type { OrderIntent, Side } from '../broker.port';
import {
  checkIntent,
  isRejection,
  reject,
  type BrokerIntentLimits,
  type Rejection,
} from '../order-intent.validation';
import { tradovateContractName } from './tradovate-symbols';

export { isRejection, reject, type Rejection } from '../order-intent.validation';

/** Tradovate's own limit of an intent (the broker's own limits still apply at Tradovate). */
export const TRADOVATE_INTENT_LIMITS: BrokerIntentLimits = {
  maxQuantity: BROKER_CONNECTION_LIMITS.maxOrderQuantity,
};

export interface PlannedIntent {
  spec: ContractSpec;
  contract: FuturesContract;
  /** TickRelay's name, MESZ2026. */
  symbol: string;
  /** Tradovate's name, MESZ6. */
  name: string;
  /** buy or sell; null for exit, cancel and reverse (their side comes from the position). */
  side: Side | null;
  /** Limit / stop: the order's price. Market, exit, reverse: the alert's reference price. */
  priceTicks: number | null;
  hasBrackets: boolean;
}

/** The intent as Tradovate orders will carry it, or the reason it is refused before sending. */
export function planIntent(intent: OrderIntent): PlannedIntent | Rejection {
  if (typeof intent.deliveryId !== 'string' || intent.deliveryId === '') {
    return reject('INVALID_INTENT', { field: 'deliveryId' });
  }
  const checked = checkIntent(intent, TRADOVATE_INTENT_LIMITS);
  if (isRejection(checked)) return checked;
  const { spec, contract, side, priceTicks, hasBrackets } = checked;
  const { action, orderType } = intent;
  const bracketed = hasBrackets && (action === 'buy' || action === 'sell' || action === 'reverse');
  // Tradovate prices a bracket from the entry we send: a market entry needs the alert's price.
  if (bracketed && priceTicks === null) return reject('PRICE_REQUIRED', { orderType });
  return {
    spec,
    contract,
    symbol: contract.symbol,
    name: tradovateContractName(contract),
    side,
    priceTicks,
    hasBrackets: bracketed,
  };
}
