// The paper book's working copy and its working orders: the `Book` every mechanic mutates, ids in
// sequence, positions read back, and orders placed or cancelled (one event each). paper-book.ts
// (fills, brackets) and paper-triggers.ts build on these.
import { contractSpec } from '@tickrelay/contracts/futures/contract-specs';
import { ticksToPrice } from '@tickrelay/contracts/futures/tick-math';

import type { BrokerEvent, CancelReason, EventOrderType, Side } from '../broker.port';
import type { PaperAccountState, WorkingOrder } from './paper-engine.types';

export interface Book {
  state: PaperAccountState;
  events: BrokerEvent[];
  at: string;
}

/** The contract an operation is about. */
export interface ContractRef {
  contract: string;
  root: string;
}

export const sign = (value: number): number => (value > 0 ? 1 : value < 0 ? -1 : 0);
export const opposite = (side: Side): Side => (side === 'buy' ? 'sell' : 'buy');
export const direction = (side: Side): number => (side === 'buy' ? 1 : -1);

export function nextId(book: Book, prefix: 'o' | 'f' | 'g'): string {
  book.state.sequence += 1;
  return `${prefix}${book.state.sequence}`;
}

export function positionOf(book: Book, contract: string): number {
  return book.state.positions[contract]?.quantity ?? 0;
}

export function priceText(root: string, ticks: number): string {
  return ticksToPrice(contractSpec(root), ticks);
}

export function workingOrdersOf(book: Book, contract: string): WorkingOrder[] {
  return book.state.workingOrders.filter((order) => order.contract === contract);
}

export function orderTypeOf(order: WorkingOrder): Exclude<EventOrderType, 'market'> {
  return order.role === 'entry' ? order.type : order.role;
}

export function placeOrder(
  book: Book,
  fields: Omit<WorkingOrder, 'id' | 'placedAt'>,
): WorkingOrder {
  const order: WorkingOrder = { ...fields, id: nextId(book, 'o'), placedAt: book.at };
  book.state.workingOrders.push(order);
  book.events.push({
    kind: 'order_placed',
    orderId: order.id,
    contract: order.contract,
    side: order.side,
    quantity: order.quantity,
    orderType: orderTypeOf(order),
    price: priceText(order.root, order.priceTicks),
    ocoGroup: order.ocoGroup,
    at: book.at,
  });
  return order;
}

/** Removes the working orders that match, with one event each; returns how many. */
export function cancelOrders(
  book: Book,
  matches: (order: WorkingOrder) => boolean,
  reason: CancelReason,
): number {
  const cancelled = book.state.workingOrders.filter(matches);
  if (cancelled.length === 0) return 0;
  book.state.workingOrders = book.state.workingOrders.filter((order) => !matches(order));
  for (const order of cancelled) {
    book.events.push({
      kind: 'order_cancelled',
      orderId: order.id,
      contract: order.contract,
      reason,
      at: book.at,
    });
  }
  return cancelled.length;
}
