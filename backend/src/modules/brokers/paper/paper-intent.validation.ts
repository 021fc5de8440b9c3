// Checks an order intent before the paper engine executes it: the fields, the contract (one of the
// table, in a listed month), the price on the tick grid, the brackets, expiry and the order limit.
// A refusal is a Rejection (a broker code with its message params), never an exception.
import { findContractSpec } from '@tickrelay/contracts/futures/contract-specs';
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
  type OrderIntent,
  type Side,
} from '../broker.port';
import { PAPER_LIMITS, type PaperAccountState } from './paper-engine.types';
import type { ContractRef } from './paper-orders';

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

function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}

export function isInstant(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 64 && Number.isFinite(Date.parse(value));
}

/** A contract of the table in a listed month, written as roll-calendar writes it. */
export function contractRef(contract: unknown): ContractRef | Rejection {
  const candidate = (contract ?? {}) as Partial<FuturesContract>;
  const { root, monthCode, year, symbol } = candidate;
  const spec = typeof root === 'string' ? findContractSpec(root) : undefined;
  const unknown = reject('UNKNOWN_CONTRACT', { contract: String(symbol ?? root ?? '') });
  if (!spec || !isOneOf(spec.listedMonths, monthCode)) return unknown;
  if (!Number.isInteger(year) || (year as number) < 2000 || (year as number) > 2099) return unknown;
  if (futuresContract(spec.root, monthCode, year as number).symbol !== symbol) return unknown;
  return { contract: symbol, root: spec.root };
}

export const isRejection = (value: unknown): value is Rejection =>
  typeof value === 'object' && value !== null && 'rejected' in value;

/** How an order's price is put on the tick grid: never a worse limit, never an earlier stop. */
function roundingFor(intent: OrderIntent): Rounding {
  const buying = intent.action === 'buy';
  if (intent.orderType === 'limit') return buying ? 'down' : 'up';
  if (intent.orderType === 'stop') return buying ? 'up' : 'down';
  return 'nearest';
}

export interface ValidIntent {
  ref: ContractRef;
  priceTicks: number | null;
  side: Side | null;
}

export function validateIntent(
  state: PaperAccountState,
  intent: OrderIntent,
): ValidIntent | Rejection {
  if (!isInstant(intent.at)) return reject('INVALID_INTENT', { field: 'at' });
  if (!isOneOf(INTENT_ACTIONS, intent.action)) return reject('INVALID_INTENT', { field: 'action' });
  if (!isOneOf(INTENT_ORDER_TYPES, intent.orderType)) {
    return reject('INVALID_INTENT', { field: 'orderType' });
  }
  if (intent.sentiment !== undefined && !isOneOf(SENTIMENTS, intent.sentiment)) {
    return reject('INVALID_INTENT', { field: 'sentiment' });
  }
  const ref = contractRef(intent.contract);
  if (isRejection(ref)) return ref;
  const { action, orderType, quantity } = intent;
  if (
    quantity !== undefined &&
    (!Number.isInteger(quantity) || quantity < 1 || quantity > PAPER_LIMITS.maxPosition)
  ) {
    return reject('INVALID_QUANTITY', { quantity: String(quantity) });
  }
  if ((action === 'exit' || action === 'reverse') && orderType !== 'market') {
    return reject('ORDER_TYPE_NOT_SUPPORTED', { action, orderType });
  }
  const trades = action === 'buy' || action === 'sell';
  if (trades && quantity === undefined && intent.sentiment !== 'flat') {
    return reject('QUANTITY_REQUIRED');
  }
  let priceTicks: number | null = null;
  if (intent.price !== undefined && action !== 'cancel') {
    const ticks =
      typeof intent.price === 'number' || typeof intent.price === 'string'
        ? priceToTicks(findContractSpec(ref.root)!, intent.price, roundingFor(intent))
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
        typeof distance === 'object' &&
        distance !== null &&
        distanceToTicks(findContractSpec(ref.root)!, distance, 1).ok;
      if (!ok) return reject('INVALID_BRACKET', { field });
    }
    if (isExpired(intent.contract, intent.at)) {
      return reject('CONTRACT_EXPIRED', {
        contract: ref.contract,
        lastTradeDate: lastTradeDate(intent.contract),
      });
    }
    const adds = (trades && orderType !== 'market' ? 1 : 0) + (hasBracket(intent) ? 2 : 0);
    if (adds > 0 && state.workingOrders.length + adds > PAPER_LIMITS.maxWorkingOrders) {
      return reject('ORDER_LIMIT', { max: PAPER_LIMITS.maxWorkingOrders });
    }
  }
  return { ref, priceTicks, side: trades ? action : null };
}

const hasBracket = (intent: OrderIntent): boolean =>
  intent.takeProfit !== undefined || intent.stopLoss !== undefined;
