// Leaving positions at ProjectX: exit (Position/closeContract, then the contract's resting orders
// cancelled — closing does not cancel them at ProjectX, and a stop left behind would open a new
// position), cancel (every open order on the contract), and liquidate (every position, or one
// contract's, then every open order). A retry after a lost answer finds the position already gone
// and closes nothing twice. Nothing is sent with placeNew false (the kill switch).
import type { ContractSpec } from '@tickrelay/contracts/futures/contract-specs';

import type { BrokerEvent, BrokerResult, CancelReason } from '../broker.port';
import { reject } from '../order-intent.validation';
import { rejectedResult, result } from '../tradovate/tradovate-results';
import { fillEvent } from './projectx-events';
import type { ProjectXOrders } from './projectx-orders';
import { ProjectXOrderWithheld } from './projectx.port';

export interface ExitContext {
  orders: ProjectXOrders;
  spec: ContractSpec;
  symbol: string;
  contractId: string;
  at: string;
}

/** Cancels the open orders on a contract (null: all); answers their events. */
export async function cancelAll(
  orders: ProjectXOrders,
  contractId: string | null,
  symbol: string | ((contractId: string) => string),
  reason: CancelReason,
  at: string,
): Promise<BrokerEvent[]> {
  const open = await orders.openOn(contractId);
  if (open.length > 0 && !orders.placeNew) throw new ProjectXOrderWithheld(null);
  const events: BrokerEvent[] = [];
  for (const order of open) {
    const answer = await orders.client.cancel(orders.accountId, order.id);
    // Refused: it filled or was cancelled meanwhile; nothing to report as cancelled.
    if (!answer.ok) continue;
    events.push({
      kind: 'order_cancelled',
      orderId: String(order.id),
      contract: typeof symbol === 'string' ? symbol : symbol(order.contractId),
      reason,
      at,
    });
  }
  return events;
}

/** Closes one contract's position (when there is one) and reports the fill. */
async function closeOne(
  context: ExitContext,
): Promise<{ events: BrokerEvent[]; refused: string | null; had: boolean }> {
  const { orders, contractId } = context;
  const position = await orders.position(contractId);
  if (position.net === 0) return { events: [], refused: null, had: false };
  if (!orders.placeNew) throw new ProjectXOrderWithheld(null);
  const answer = await orders.client.closeContract(orders.accountId, contractId);
  if (!answer.ok) return { events: [], refused: answer.errorMessage, had: true };
  const close = await orders.lastClose(contractId, 0);
  if (!close) return { events: [], refused: null, had: true };
  const fill = fillEvent({
    spec: context.spec,
    symbol: context.symbol,
    order: close,
    orderType: 'market',
    before: position,
    at: context.at,
  });
  return { events: [fill], refused: null, had: true };
}

export async function exitPosition(context: ExitContext): Promise<BrokerResult> {
  const closed = await closeOne(context);
  if (closed.refused !== null) {
    return rejectedResult(reject('ORDER_REFUSED'), context.at, context.symbol, null, {
      reason: closed.refused,
    });
  }
  const cancelled = await cancelAll(
    context.orders,
    context.contractId,
    context.symbol,
    'exit',
    context.at,
  );
  if (!closed.had && cancelled.length === 0) {
    return rejectedResult(reject('NO_POSITION'), context.at, context.symbol, 0);
  }
  const events = [...closed.events, ...cancelled];
  return result(closed.had ? 'filled' : 'cancelled', context.symbol, 0, events);
}

export async function cancelWorking(context: ExitContext): Promise<BrokerResult> {
  const position = await context.orders.position(context.contractId);
  const cancelled = await cancelAll(
    context.orders,
    context.contractId,
    context.symbol,
    'requested',
    context.at,
  );
  if (cancelled.length === 0) {
    return rejectedResult(reject('NO_WORKING_ORDERS'), context.at, context.symbol, position.net);
  }
  return result('cancelled', context.symbol, position.net, cancelled);
}
