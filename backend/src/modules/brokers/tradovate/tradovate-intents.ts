// What an intent asks of Tradovate, checked before anything is sent: the same refusals, codes
// and parameters as the paper broker (paper/README.md, "Results and events") for what can be
// decided without the account, and the prices on the contract's tick grid. Pure; tested in
// tradovate-intents.spec.ts.
import { BROKER_CONNECTION_LIMITS } from '@tickrelay/contracts/brokers/broker-connection';
import { findContractSpec, type ContractSpec } from '@tickrelay/contracts/futures/contract-specs';
import {
  futuresContract,
  isExpired,
  lastTradeDate,
  type FuturesContract,
} from '@tickrelay/contracts/futures/roll-calendar';
import { distanceToTicks } from '@tickrelay/contracts/futures/tick-math';

import {
  INTENT_ACTIONS,
  INTENT_ORDER_TYPES,
  SENTIMENTS,
  type BrokerRejectionCode,
  type OrderIntent,
  type Side,
} from '../broker.port';
import { orderPriceTicks } from './tradovate-prices';
import { tradovateContractName } from './tradovate-symbols';

export interface Rejection {
  rejected: true;
  code: BrokerRejectionCode;
  params: Record<string, string | number>;
}

export const reject = (
  code: BrokerRejectionCode,
  params: Record<string, string | number> = {},
): Rejection => ({ rejected: true, code, params });

export const isRejection = (value: unknown): value is Rejection =>
  typeof value === 'object' && value !== null && 'rejected' in value;

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

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

const isInstant = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 64 && Number.isFinite(Date.parse(value));

function knownContract(
  contract: unknown,
): { spec: ContractSpec; contract: FuturesContract } | Rejection {
  const candidate = (contract ?? {}) as Partial<FuturesContract>;
  const { root, monthCode, year, symbol } = candidate;
  const spec = typeof root === 'string' ? findContractSpec(root) : undefined;
  const unknown = reject('UNKNOWN_CONTRACT', { contract: String(symbol ?? root ?? '') });
  if (!spec || !isOneOf(spec.listedMonths, monthCode)) return unknown;
  if (!Number.isInteger(year) || (year as number) < 2000 || (year as number) > 2099) return unknown;
  const known = futuresContract(spec.root, monthCode, year as number);
  return known.symbol === symbol ? { spec, contract: known } : unknown;
}

/** The intent as Tradovate orders will carry it, or the reason it is refused before sending. */
export function planIntent(intent: OrderIntent): PlannedIntent | Rejection {
  if (typeof intent.deliveryId !== 'string' || intent.deliveryId === '') {
    return reject('INVALID_INTENT', { field: 'deliveryId' });
  }
  if (!isInstant(intent.at)) return reject('INVALID_INTENT', { field: 'at' });
  if (!isOneOf(INTENT_ACTIONS, intent.action)) return reject('INVALID_INTENT', { field: 'action' });
  if (!isOneOf(INTENT_ORDER_TYPES, intent.orderType)) {
    return reject('INVALID_INTENT', { field: 'orderType' });
  }
  if (intent.sentiment !== undefined && !isOneOf(SENTIMENTS, intent.sentiment)) {
    return reject('INVALID_INTENT', { field: 'sentiment' });
  }
  const known = knownContract(intent.contract);
  if (isRejection(known)) return known;
  const { spec, contract } = known;
  const { action, orderType, quantity } = intent;
  if (
    quantity !== undefined &&
    (!Number.isInteger(quantity) ||
      quantity < 1 ||
      quantity > BROKER_CONNECTION_LIMITS.maxOrderQuantity)
  ) {
    return reject('INVALID_QUANTITY', { quantity: String(quantity) });
  }
  if ((action === 'exit' || action === 'reverse') && orderType !== 'market') {
    return reject('ORDER_TYPE_NOT_SUPPORTED', { action, orderType });
  }
  const trades = action === 'buy' || action === 'sell';
  const side: Side | null = trades ? action : null;
  if (trades && quantity === undefined && intent.sentiment !== 'flat') {
    return reject('QUANTITY_REQUIRED');
  }
  let priceTicks: number | null = null;
  if (intent.price !== undefined && action !== 'cancel') {
    const ticks =
      typeof intent.price === 'number' || typeof intent.price === 'string'
        ? orderPriceTicks(spec, intent.price, side ?? 'buy', trades ? orderType : 'market')
        : undefined;
    if (ticks === undefined) return reject('INVALID_PRICE', { price: String(intent.price) });
    priceTicks = ticks;
  } else if (trades && orderType !== 'market') {
    return reject('PRICE_REQUIRED', { orderType });
  }
  const hasBrackets = intent.takeProfit !== undefined || intent.stopLoss !== undefined;
  if (trades || action === 'reverse') {
    for (const field of ['takeProfit', 'stopLoss'] as const) {
      const distance = intent[field];
      if (distance === undefined) continue;
      const ok =
        typeof distance === 'object' && distance !== null && distanceToTicks(spec, distance, 1).ok;
      if (!ok) return reject('INVALID_BRACKET', { field });
    }
    if (isExpired(contract, intent.at)) {
      return reject('CONTRACT_EXPIRED', {
        contract: contract.symbol,
        lastTradeDate: lastTradeDate(contract),
      });
    }
    // Tradovate prices a bracket from the entry we send: a market entry needs the alert's price.
    if (hasBrackets && priceTicks === null) return reject('PRICE_REQUIRED', { orderType });
  }
  return {
    spec,
    contract,
    symbol: contract.symbol,
    name: tradovateContractName(contract),
    side,
    priceTicks,
    hasBrackets: hasBrackets && (trades || action === 'reverse'),
  };
}
