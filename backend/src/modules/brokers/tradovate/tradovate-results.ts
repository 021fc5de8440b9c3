// BrokerResult and BrokerEvent from what Tradovate reports, in the shapes the paper broker uses
// (broker.port.ts), so the deliveries log and the audit read both alike. Pure.
import type { ContractSpec } from '@tickrelay/contracts/futures/contract-specs';

import type {
  BrokerEvent,
  BrokerResult,
  BrokerResultStatus,
  EventOrderType,
  Side,
} from '../broker.port';
import type { TradovateFill } from './tradovate-api.types';
import type { Rejection } from './tradovate-intents';
import { realizedPnlCents, reportedPriceText } from './tradovate-prices';

export function rejectedResult(
  rejection: Rejection,
  at: string,
  contract: string | null,
  positionAfter: number | null,
  details: { reason?: string; orderId?: string; events?: BrokerEvent[] } = {},
): BrokerResult {
  const event: BrokerEvent = {
    kind: 'rejected',
    code: rejection.code,
    reasonKey: `broker.${rejection.code}`,
    params: rejection.params,
    ...(details.reason !== undefined ? { reason: details.reason } : {}),
    ...(details.orderId !== undefined ? { orderId: details.orderId } : {}),
    at,
  };
  return {
    status: 'rejected',
    code: rejection.code,
    contract,
    positionAfter,
    events: [...(details.events ?? []), event],
  };
}

export function result(
  status: Exclude<BrokerResultStatus, 'rejected'>,
  contract: string | null,
  positionAfter: number | null,
  events: BrokerEvent[],
): BrokerResult {
  return { status, code: null, contract, positionAfter, events };
}

export const sideOf = (action: 'Buy' | 'Sell'): Side => (action === 'Buy' ? 'buy' : 'sell');

export interface FillContext {
  spec: ContractSpec;
  symbol: string;
  orderType: EventOrderType;
  /** Signed net position in the contract before these fills. */
  positionBefore: number;
  /** Tradovate's average price of that position (netPrice); null when flat or unknown. */
  averagePrice: number | null;
  /** What the alert asked for, when the sentiment may have capped it. */
  requestedQuantity?: number;
}

/**
 * One fill event per Tradovate fill, in order, each with the contracts it closed, their P&L from
 * the position's average price, and the position after. Tradovate's commissions are not read
 * (fills carry none): commissionCents is 0 and the P&L is before fees.
 */
export function fillEvents(
  fills: readonly TradovateFill[],
  context: FillContext,
): { events: BrokerEvent[]; positionAfter: number } {
  let position = context.positionBefore;
  let average = context.averagePrice;
  const events: BrokerEvent[] = [];
  for (const fill of fills) {
    const side = sideOf(fill.action);
    const signed = side === 'buy' ? fill.qty : -fill.qty;
    const closes = position !== 0 && Math.sign(position) !== Math.sign(signed);
    const closed = closes ? Math.min(Math.abs(position), fill.qty) : 0;
    const realized =
      closed > 0 && average !== null
        ? realizedPnlCents(context.spec, average, fill.price, closed, position > 0)
        : 0;
    const after = position + signed;
    if (after === 0) average = null;
    else if (Math.sign(after) !== Math.sign(position)) average = fill.price;
    else if (!closes) {
      average =
        average === null
          ? fill.price
          : (average * Math.abs(position) + fill.price * fill.qty) / Math.abs(after);
    }
    position = after;
    events.push({
      kind: 'fill',
      fillId: String(fill.id),
      orderId: String(fill.orderId),
      contract: context.symbol,
      side,
      quantity: fill.qty,
      ...(context.requestedQuantity !== undefined
        ? { requestedQuantity: context.requestedQuantity }
        : {}),
      price: reportedPriceText(context.spec, fill.price),
      orderType: context.orderType,
      closedQuantity: closed,
      realizedPnlCents: realized,
      commissionCents: 0,
      positionAfter: position,
      at: fill.timestamp,
    });
  }
  return { events, positionAfter: position };
}
