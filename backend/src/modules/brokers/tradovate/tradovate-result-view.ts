import type { TradovateEnvironment } from '@tickrelay/contracts/brokers/broker-connection';
import type { BrokerResultView } from '@tickrelay/contracts/webhooks/deliveries';

import type { BrokerEvent, BrokerResult } from '../broker.port';
import { brokerResultView } from '../paper/paper-views';

type EventView = BrokerResultView['events'][number];

function orderIdOf(event: BrokerEvent): string | undefined {
  switch (event.kind) {
    case 'fill':
      return event.orderId ?? undefined;
    case 'rejected':
      return event.orderId;
    default:
      return event.orderId;
  }
}

function withIds(view: EventView, event: BrokerEvent | undefined): EventView {
  if (!event) return view;
  const orderId = orderIdOf(event);
  const reason = event.kind === 'rejected' ? event.reason : undefined;
  return {
    ...view,
    ...(orderId !== undefined ? { orderId } : {}),
    ...(reason !== undefined ? { reason } : {}),
  };
}

/**
 * A Tradovate result as the log shows it: the paper view's lines (the same BrokerEvent shapes),
 * plus where it went (environment, account) and Tradovate's order ids and failure texts.
 */
export function tradovateResultView(
  result: BrokerResult,
  where: { environment: TradovateEnvironment; accountName: string },
): BrokerResultView {
  const view = brokerResultView(result);
  return {
    ...view,
    broker: 'tradovate',
    environment: where.environment,
    accountName: where.accountName,
    // brokerResultView keeps the events' order, one line per event.
    events: view.events.map((line, index) => withIds(line, result.events[index])),
  };
}
