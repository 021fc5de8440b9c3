// BrokerEvents from what ProjectX reports, in the shapes the paper broker uses (broker.port.ts),
// so the deliveries log and the audit read every broker alike. Pure.
import type { ContractSpec } from '@tickrelay/contracts/futures/contract-specs';

import type { BrokerEvent, EventOrderType, Side } from '../broker.port';
import { realizedPnlCents, reportedPriceText } from '../tradovate/tradovate-prices';
import type { PxOrder } from './projectx-api.types';

export const pxSide = (side: number): Side => (side === 0 ? 'buy' : 'sell');

export interface FillInput {
  spec: ContractSpec;
  symbol: string;
  order: PxOrder;
  orderType: EventOrderType;
  /** Signed net position and its average before the fill. */
  before: { net: number; average: number | null };
  at: string;
}

/** The fill of `order` (its filledPrice and size) against the position it met. */
export function fillEvent(input: FillInput): BrokerEvent & { kind: 'fill' } {
  const { spec, order, before } = input;
  const side = pxSide(order.side);
  const quantity = order.fillVolume ?? order.size;
  const signed = side === 'buy' ? quantity : -quantity;
  const closes = before.net !== 0 && Math.sign(before.net) !== Math.sign(signed);
  const closedQuantity = closes ? Math.min(Math.abs(before.net), quantity) : 0;
  const price = order.filledPrice ?? 0;
  const realized =
    closedQuantity > 0 && before.average !== null
      ? realizedPnlCents(spec, before.average, price, closedQuantity, before.net > 0)
      : 0;
  return {
    kind: 'fill',
    fillId: `projectx-${order.id}`,
    orderId: order.type === 2 ? null : String(order.id),
    contract: input.symbol,
    side,
    quantity,
    price: reportedPriceText(spec, price),
    orderType: input.orderType,
    closedQuantity,
    // ProjectX's commissions are not in its order answers: 0 here, the account's P&L is ProjectX's.
    realizedPnlCents: realized,
    commissionCents: 0,
    positionAfter: before.net + signed,
    at: input.at,
  };
}

/** A working order as an order_placed event (limit / stop, or a bracket leg). */
export function placedEvent(
  spec: ContractSpec,
  symbol: string,
  order: PxOrder,
  orderType: Exclude<EventOrderType, 'market'>,
  ocoGroup: string | null,
  at: string,
): BrokerEvent {
  const price = order.type === 4 ? order.stopPrice : order.limitPrice;
  return {
    kind: 'order_placed',
    orderId: String(order.id),
    contract: symbol,
    side: pxSide(order.side),
    quantity: order.size,
    orderType,
    price: price === null ? '' : reportedPriceText(spec, price),
    ocoGroup,
    at,
  };
}
