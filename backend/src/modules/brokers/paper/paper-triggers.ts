// Prices against working orders: which orders a price triggers, what each may fill, and the loop
// that fills them (a fill can place bracket legs the same price triggers). Mutates `book` like
// paper-book.ts and paper-orders.ts, whose fills and cancellations it uses.
import type { CancelReason } from '../broker.port';
import { applyFill, capBySentiment, withinPositionLimit } from './paper-book';
import type { WorkingOrder } from './paper-engine.types';
import {
  cancelOrders,
  direction,
  orderTypeOf,
  positionOf,
  priceText,
  sign,
  type Book,
  type ContractRef,
} from './paper-orders';

/** Buy limit at or below, sell limit at or above, buy stop at or above, sell stop at or below. */
export function triggers(order: WorkingOrder, priceTicks: number): boolean {
  const below = priceTicks <= order.priceTicks;
  const above = priceTicks >= order.priceTicks;
  if (order.type === 'limit') return order.side === 'buy' ? below : above;
  return order.side === 'buy' ? above : below;
}

/**
 * Applies a price to a contract's working orders until none triggers any more (a fill can place
 * bracket legs that the same price triggers), oldest order first. A limit fills at its own price,
 * a stop at the tick's price. Returns the ids of the orders that filled.
 */
export function runTriggers(book: Book, ref: ContractRef, priceTicks: number): Set<string> {
  const filled = new Set<string>();
  for (;;) {
    const order = book.state.workingOrders.find(
      (candidate) => candidate.contract === ref.contract && triggers(candidate, priceTicks),
    );
    if (!order) return filled;
    book.state.workingOrders = book.state.workingOrders.filter((other) => other !== order);
    book.events.push({
      kind: 'order_triggered',
      orderId: order.id,
      contract: order.contract,
      price: priceText(order.root, priceTicks),
      at: book.at,
    });
    if (order.ocoGroup !== null) {
      const group = order.ocoGroup;
      cancelOrders(book, (other) => other.ocoGroup === group, 'oco');
    }
    const quantity = fillableQuantity(book, order);
    if (typeof quantity === 'string') {
      book.events.push({
        kind: 'order_cancelled',
        orderId: order.id,
        contract: order.contract,
        reason: quantity,
        at: book.at,
      });
      continue;
    }
    applyFill(book, {
      contract: order.contract,
      root: order.root,
      deliveryId: order.deliveryId,
      side: order.side,
      quantity,
      requestedQuantity: order.quantity,
      priceTicks: order.type === 'limit' ? order.priceTicks : priceTicks,
      orderType: orderTypeOf(order),
      orderId: order.id,
      takeProfit: order.takeProfit,
      stopLoss: order.stopLoss,
    });
    filled.add(order.id);
  }
}

/** What a triggered order may fill now, or why it cannot fill at all. */
function fillableQuantity(book: Book, order: WorkingOrder): number | CancelReason {
  const position = positionOf(book, order.contract);
  if (order.role !== 'entry') {
    const closable = sign(position) === -direction(order.side) ? Math.abs(position) : 0;
    return closable === 0 ? 'position_closed' : Math.min(order.quantity, closable);
  }
  const cap = capBySentiment(position, order.side, order.quantity, order.sentiment);
  if (!cap.ok) return 'sentiment';
  if (!withinPositionLimit(position, order.side, cap.quantity)) return 'position_limit';
  return cap.quantity;
}

/** Records a price for a contract and lets it trigger working orders. */
export function applyPrice(book: Book, ref: ContractRef, priceTicks: number): Set<string> {
  book.state.lastPrices[ref.contract] = { root: ref.root, priceTicks, at: book.at };
  return runTriggers(book, ref, priceTicks);
}
