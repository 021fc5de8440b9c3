// The checks of an order intent every broker makes before it acts, in one place: the fields, the
// contract (one of the table, in a listed month), the quantity within the broker's limit, the
// price on the contract's tick grid, the brackets and expiry. A refusal is a Rejection (a broker
// code with its message params, paper/README.md "Results and events"), never an exception. What
// depends on the account or on how the broker takes orders (paper's working-order limit,
// Tradovate's bracket prices) stays with each adapter, after these.
import { findContractSpec, type ContractSpec } from '@tickrelay/contracts/futures/contract-specs';
import {
  futuresContract,
  isExpired,
  lastTradeDate,
  type FuturesContract,
} from '@tickrelay/contracts/futures/roll-calendar';
import {
  distanceToTicks,
  priceToTicks,
  type Rounding,
} from '@tickrelay/contracts/futures/tick-math';

import {
  INTENT_ACTIONS,
  INTENT_ORDER_TYPES,
  SENTIMENTS,
  type BrokerRejectionCode,
  type IntentOrderType,
  type OrderIntent,
  type Side,
} from './broker.port';

export interface Rejection {
  rejected: true;
  code: BrokerRejectionCode;
  params: Record<string, string | number>;
}

export const reject = (code: BrokerRejectionCode, params: Rejection['params'] = {}): Rejection => ({
  rejected: true,
  code,
  params,
});

export const isRejection = (value: unknown): value is Rejection =>
  typeof value === 'object' && value !== null && 'rejected' in value;

/** What each broker states of its own (BrokerAdapter.intentLimits). */
export interface BrokerIntentLimits {
  /** Contracts one intent may ask for (INVALID_QUANTITY beyond). */
  maxQuantity: number;
}

/** An intent that passed the broker-neutral checks. */
export interface CheckedIntent {
  spec: ContractSpec;
  /** The contract as roll-calendar writes it. */
  contract: FuturesContract;
  /** buy or sell; null for exit, cancel and reverse (their side comes from the position). */
  side: Side | null;
  /** Limit / stop: the order's price. Market, exit, reverse: the alert's reference price. */
  priceTicks: number | null;
  /** A take-profit or a stop-loss asked for (whatever the action). */
  hasBrackets: boolean;
}

function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}

export function isInstant(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 64 && Number.isFinite(Date.parse(value));
}

/** A contract of the table in a listed month, written as roll-calendar writes it. */
export function knownContract(
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

/** An order price on the tick grid: never a worse limit, never an earlier stop. */
export function orderPriceTicks(
  spec: ContractSpec,
  price: number | string,
  side: Side,
  orderType: IntentOrderType,
): number | undefined {
  let rounding: Rounding = 'nearest';
  if (orderType === 'limit') rounding = side === 'buy' ? 'down' : 'up';
  if (orderType === 'stop') rounding = side === 'buy' ? 'up' : 'down';
  return priceToTicks(spec, price, rounding);
}

/** The broker-neutral checks, in the order their refusals win. */
export function checkIntent(
  intent: OrderIntent,
  limits: BrokerIntentLimits,
): CheckedIntent | Rejection {
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
    (!Number.isInteger(quantity) || quantity < 1 || quantity > limits.maxQuantity)
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
  }
  const hasBrackets = intent.takeProfit !== undefined || intent.stopLoss !== undefined;
  return { spec, contract, side, priceTicks, hasBrackets };
}
