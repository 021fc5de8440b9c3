// What each action of a valid intent does to the paper book: buy / sell (market fill or a working
// order), exit, reverse and cancel. paper-engine.ts validated the intent and calls one of these.
import type { BrokerResultStatus, OrderIntent, Side } from '../broker.port';
import { applyFill, capBySentiment, withinPositionLimit } from './paper-book';
import { PAPER_LIMITS } from './paper-engine.types';
import { isRejection, reject, type Rejection, type ValidIntent } from './paper-intent.validation';
import {
  cancelOrders,
  placeOrder,
  positionOf,
  workingOrdersOf,
  type Book,
  type ContractRef,
} from './paper-orders';
import { applyPrice } from './paper-triggers';

export type Outcome = { status: BrokerResultStatus; code: null } | Rejection;

/** The price a market-priced action fills at: the alert's, else the last one seen. */
function marketPrice(book: Book, ref: ContractRef, given: number | null): number | Rejection {
  return given ?? book.state.lastPrices[ref.contract]?.priceTicks ?? reject('PRICE_REQUIRED');
}

export function executeTrade(
  book: Book,
  intent: OrderIntent,
  valid: ValidIntent,
  side: Side,
): Outcome {
  const { ref } = valid;
  const position = positionOf(book, ref.contract);
  const sentiment = intent.sentiment ?? null;
  const requested = intent.quantity ?? Math.abs(position);
  const cap = capBySentiment(position, side, requested, sentiment);
  if (!cap.ok) return reject(cap.code, { contract: ref.contract, position });
  if (!withinPositionLimit(position, side, cap.quantity)) {
    return reject('POSITION_LIMIT', { max: PAPER_LIMITS.maxPosition });
  }
  const brackets = { takeProfit: intent.takeProfit ?? null, stopLoss: intent.stopLoss ?? null };
  if (intent.orderType === 'market') {
    const price = marketPrice(book, ref, valid.priceTicks);
    if (isRejection(price)) return price;
    applyFill(book, {
      ...ref,
      deliveryId: intent.deliveryId,
      side,
      quantity: cap.quantity,
      ...(intent.quantity !== undefined ? { requestedQuantity: intent.quantity } : {}),
      priceTicks: price,
      orderType: 'market',
      orderId: null,
      ...brackets,
    });
    return { status: 'filled', code: null };
  }
  const order = placeOrder(book, {
    ...ref,
    side,
    quantity: requested,
    type: intent.orderType,
    priceTicks: valid.priceTicks!,
    role: 'entry',
    ocoGroup: null,
    sentiment,
    ...brackets,
    deliveryId: intent.deliveryId,
  });
  // Already through the last price seen: it triggers now, as on the next tick.
  const last = book.state.lastPrices[ref.contract];
  const filled = last ? applyPrice(book, ref, last.priceTicks) : new Set<string>();
  if (filled.has(order.id)) return { status: 'filled', code: null };
  const waiting = book.state.workingOrders.some((other) => other.id === order.id);
  return { status: waiting ? 'working' : 'cancelled', code: null };
}

export function executeExit(book: Book, intent: OrderIntent, valid: ValidIntent): Outcome {
  const { ref } = valid;
  const position = positionOf(book, ref.contract);
  const hasOrders = workingOrdersOf(book, ref.contract).length > 0;
  if (position === 0 && !hasOrders) return reject('NO_POSITION', { contract: ref.contract });
  const price = position === 0 ? 0 : marketPrice(book, ref, valid.priceTicks);
  if (isRejection(price)) return price;
  cancelOrders(book, (order) => order.contract === ref.contract, 'exit');
  if (position === 0) return { status: 'cancelled', code: null };
  applyFill(book, {
    ...ref,
    deliveryId: intent.deliveryId,
    side: position > 0 ? 'sell' : 'buy',
    quantity: Math.abs(position),
    priceTicks: price,
    orderType: 'market',
    orderId: null,
    takeProfit: null,
    stopLoss: null,
  });
  return { status: 'filled', code: null };
}

export function executeReverse(book: Book, intent: OrderIntent, valid: ValidIntent): Outcome {
  const { ref } = valid;
  const position = positionOf(book, ref.contract);
  if (position === 0) return reject('NO_POSITION', { contract: ref.contract });
  const price = marketPrice(book, ref, valid.priceTicks);
  if (isRejection(price)) return price;
  const side: Side = position > 0 ? 'sell' : 'buy';
  const opening = intent.quantity ?? Math.abs(position);
  if (opening > PAPER_LIMITS.maxPosition) {
    return reject('POSITION_LIMIT', { max: PAPER_LIMITS.maxPosition });
  }
  applyFill(book, {
    ...ref,
    deliveryId: intent.deliveryId,
    side,
    quantity: Math.abs(position) + opening,
    priceTicks: price,
    orderType: 'market',
    orderId: null,
    takeProfit: intent.takeProfit ?? null,
    stopLoss: intent.stopLoss ?? null,
  });
  return { status: 'filled', code: null };
}

export function executeCancel(book: Book, valid: ValidIntent): Outcome {
  const { contract } = valid.ref;
  const cancelled = cancelOrders(book, (order) => order.contract === contract, 'requested');
  return cancelled > 0
    ? { status: 'cancelled', code: null }
    : reject('NO_WORKING_ORDERS', { contract });
}
