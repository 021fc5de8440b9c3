// The paper account's fills on a working copy of the state: fills against FIFO lots, the sentiment
// cap and the brackets kept on a position (working orders are in paper-orders.ts, price triggers in
// paper-triggers.ts). paper-engine.ts validates intents and calls these; nothing here validates
// input again. Every function mutates `book.state` and appends to `book.events`.
import { contractSpec, type ContractSpec } from '@tickrelay/contracts/futures/contract-specs';
import {
  distanceToTicks,
  MAX_PRICE_TICKS,
  ticksToPrice,
  ticksToCents,
  type ExitDistance,
} from '@tickrelay/contracts/futures/tick-math';

import type { BrokerRejectionCode, EventOrderType, Sentiment, Side } from '../broker.port';
import { PAPER_LIMITS, type PaperPosition, type WorkingOrder } from './paper-engine.types';
import {
  cancelOrders,
  direction,
  nextId,
  opposite,
  placeOrder,
  sign,
  type Book,
  type ContractRef,
} from './paper-orders';

export type SentimentCap =
  | { ok: true; quantity: number }
  | { ok: false; code: Extract<BrokerRejectionCode, 'NO_POSITION' | 'SENTIMENT_CONFLICT'> };

/**
 * The quantity an order may fill so the position ends on its sentiment's side: bullish ≥ 0,
 * bearish ≤ 0, flat = 0 (closes the whole position whatever the quantity asked). A cap only ever
 * lowers the quantity; when no quantity can satisfy it the order is refused: NO_POSITION when
 * nothing is open, SENTIMENT_CONFLICT otherwise.
 */
export function capBySentiment(
  position: number,
  side: Side,
  quantity: number,
  sentiment: Sentiment | null,
): SentimentCap {
  if (sentiment === null) return { ok: true, quantity };
  const step = direction(side);
  const closes = sign(position) === -step;
  if (sentiment === 'flat') {
    if (position === 0) return { ok: false, code: 'NO_POSITION' };
    return closes ? { ok: true, quantity: Math.abs(position) } : conflict();
  }
  const wanted = sentiment === 'bullish' ? 1 : -1;
  if (step === wanted) {
    // Moving towards its side: fine once the result is on it.
    return sign(position + step * quantity) === -wanted ? conflict() : { ok: true, quantity };
  }
  // Moving away from its side: at most back to flat.
  if (position === 0) return { ok: false, code: 'NO_POSITION' };
  if (sign(position) !== wanted) return conflict();
  return { ok: true, quantity: Math.min(quantity, Math.abs(position)) };
}

const conflict = (): SentimentCap => ({ ok: false, code: 'SENTIMENT_CONFLICT' });

export interface FillRequest extends ContractRef {
  /** The delivery behind the fill; its bracket legs keep it. */
  deliveryId: string;
  side: Side;
  quantity: number;
  requestedQuantity?: number;
  priceTicks: number;
  orderType: EventOrderType;
  orderId: string | null;
  takeProfit: ExitDistance | null;
  stopLoss: ExitDistance | null;
}

/**
 * Fills at a price: closes the opposite lots first in first out (realising their P&L in cents),
 * opens the rest as a new lot, charges the commission, keeps the position's brackets consistent
 * and attaches the fill's own bracket to what it opened.
 */
export function applyFill(book: Book, fill: FillRequest): void {
  const spec = contractSpec(fill.root);
  const { state } = book;
  const existing = state.positions[fill.contract];
  const before = existing?.quantity ?? 0;
  const step = direction(fill.side);
  const closing = sign(before) === -step ? Math.min(fill.quantity, Math.abs(before)) : 0;
  const opening = fill.quantity - closing;

  const position: PaperPosition = existing ?? {
    contract: fill.contract,
    root: fill.root,
    quantity: 0,
    lots: [],
    openedAt: book.at,
  };
  let realizedTicks = 0;
  let left = closing;
  while (left > 0) {
    const lot = position.lots[0];
    if (!lot) throw new Error(`paper book: lots of ${fill.contract} do not cover the position`);
    const taken = Math.min(lot.quantity, left);
    realizedTicks += (fill.priceTicks - lot.priceTicks) * taken * sign(before);
    lot.quantity -= taken;
    left -= taken;
    if (lot.quantity === 0) position.lots.shift();
  }
  if (opening > 0) {
    if (position.lots.length === 0) position.openedAt = book.at;
    position.lots.push({ quantity: opening, priceTicks: fill.priceTicks });
  }
  position.quantity = before + step * fill.quantity;
  if (position.quantity === 0) delete state.positions[fill.contract];
  else state.positions[fill.contract] = position;

  const commission = fill.quantity * state.commissionCentsPerContractPerSide;
  const realized = ticksToCents(spec, realizedTicks) - commission;
  state.realizedPnlCents += realized;
  state.commissionsCents += commission;
  book.events.push({
    kind: 'fill',
    fillId: nextId(book, 'f'),
    orderId: fill.orderId,
    contract: fill.contract,
    side: fill.side,
    quantity: fill.quantity,
    ...(fill.requestedQuantity !== undefined && fill.requestedQuantity !== fill.quantity
      ? { requestedQuantity: fill.requestedQuantity }
      : {}),
    price: ticksToPrice(spec, fill.priceTicks),
    orderType: fill.orderType,
    closedQuantity: closing,
    realizedPnlCents: realized,
    commissionCents: commission,
    positionAfter: position.quantity,
    at: book.at,
  });

  reconcileBrackets(book, fill, before, position.quantity);
  if (opening > 0 && (fill.takeProfit || fill.stopLoss)) {
    attachBracket(book, fill, spec, opening);
  }
}

const isBracketLeg = (order: WorkingOrder): boolean => order.role !== 'entry';

/**
 * Bracket legs only ever close the position they protect. Flat or reversed: every leg goes.
 * Reduced by another order: the oldest brackets shrink first (the oldest lots were the ones
 * closed), each replaced by legs for what is left, so the legs never add up to more than the
 * position.
 */
function reconcileBrackets(book: Book, ref: ContractRef, before: number, after: number): void {
  const onContract = (order: WorkingOrder) =>
    order.contract === ref.contract && isBracketLeg(order);
  if (after === 0 || sign(after) !== sign(before)) {
    cancelOrders(book, onContract, 'position_closed');
    return;
  }
  const groups = new Map<string, WorkingOrder[]>();
  for (const order of book.state.workingOrders.filter(onContract)) {
    const group = order.ocoGroup ?? order.id;
    groups.set(group, [...(groups.get(group) ?? []), order]);
  }
  // Oldest bracket first: group ids are issued in sequence and kept by a replacement.
  const byAge = [...groups.entries()]
    .sort(([a], [b]) => Number(a.slice(1)) - Number(b.slice(1)))
    .map(([, legs]) => legs);
  const covered = byAge.reduce((sum, legs) => sum + (legs[0]?.quantity ?? 0), 0);
  let excess = covered - Math.abs(after);
  for (const legs of byAge) {
    if (excess <= 0) break;
    const quantity = legs[0]?.quantity ?? 0;
    const cut = Math.min(quantity, excess);
    excess -= cut;
    cancelOrders(book, (order) => legs.includes(order), 'position_reduced');
    if (quantity - cut > 0) {
      for (const leg of legs) {
        const { id: _id, placedAt: _placedAt, ...fields } = leg;
        placeOrder(book, { ...fields, quantity: quantity - cut });
      }
    }
  }
}

function clampPrice(ticks: number): number {
  return Math.min(MAX_PRICE_TICKS, Math.max(1, ticks));
}

/**
 * The take-profit (a limit) and stop-loss (a stop) for `quantity` contracts just opened at
 * `fill.priceTicks`, as one OCO group. Distances were validated with the intent; a leg that would
 * fall below one tick is placed at one tick.
 */
function attachBracket(book: Book, fill: FillRequest, spec: ContractSpec, quantity: number): void {
  const group = nextId(book, 'g');
  const step = direction(fill.side);
  const leg = (distance: ExitDistance, role: 'take_profit' | 'stop_loss') => {
    const result = distanceToTicks(spec, distance, fill.priceTicks);
    if (!result.ok) throw new Error('paper book: a bracket distance was not validated');
    const away = role === 'take_profit' ? step : -step;
    placeOrder(book, {
      contract: fill.contract,
      root: fill.root,
      side: opposite(fill.side),
      quantity,
      type: role === 'take_profit' ? 'limit' : 'stop',
      priceTicks: clampPrice(fill.priceTicks + away * result.ticks),
      role,
      ocoGroup: group,
      sentiment: null,
      takeProfit: null,
      stopLoss: null,
      deliveryId: fill.deliveryId,
    });
  };
  if (fill.takeProfit) leg(fill.takeProfit, 'take_profit');
  if (fill.stopLoss) leg(fill.stopLoss, 'stop_loss');
}

export function withinPositionLimit(position: number, side: Side, quantity: number): boolean {
  return Math.abs(position + direction(side) * quantity) <= PAPER_LIMITS.maxPosition;
}
