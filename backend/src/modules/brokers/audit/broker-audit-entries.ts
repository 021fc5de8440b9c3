import { randomUUID } from 'node:crypto';

import type {
  BrokerAuditAction,
  BrokerAuditTrigger,
  BrokerName,
  TradovateEnvironment,
} from '@tickrelay/contracts/brokers/broker-connection';

import type { BrokerEvent, BrokerResult, OrderIntent } from '../broker.port';
import type { NewBrokerAuditRow } from '../connections/broker-connections.tables';

/** Whose broker, which account, and what caused the actions. */
export interface AuditScope {
  memberId: string;
  broker: BrokerName;
  /** Tradovate's environment and account name; null for paper. */
  environment: TradovateEnvironment | null;
  accountName: string | null;
  trigger: BrokerAuditTrigger;
  /** The delivery that caused it (trigger alert). */
  deliveryId: string | null;
  /** When it happened, for entries without an event time of their own. */
  at: Date;
}

export interface AuditFields {
  at?: Date | string;
  contract?: string | null;
  side?: 'buy' | 'sell' | null;
  quantity?: number | null;
  price?: string | null;
  orderType?: string | null;
  orderId?: string | null;
  code?: string | null;
  reason?: string | null;
}

/** Reasons and failure texts are the broker's words: kept, within reason. */
const REASON_MAX_CHARS = 500;

export function auditEntry(
  scope: AuditScope,
  action: BrokerAuditAction,
  fields: AuditFields = {},
): NewBrokerAuditRow {
  return {
    id: randomUUID(),
    member_id: scope.memberId,
    // To the millisecond, as the audit's cursor carries it.
    at: new Date(fields.at ?? scope.at),
    broker: scope.broker,
    environment: scope.environment,
    account_name: scope.accountName,
    action,
    trigger: scope.trigger,
    delivery_id: scope.deliveryId,
    contract: fields.contract ?? null,
    side: fields.side ?? null,
    quantity: fields.quantity ?? null,
    price: fields.price ?? null,
    order_type: fields.orderType ?? null,
    order_id: fields.orderId ?? null,
    code: fields.code ?? null,
    reason:
      fields.reason === undefined || fields.reason === null
        ? null
        : fields.reason.slice(0, REASON_MAX_CHARS),
  };
}

const sideOf = (intent: OrderIntent | undefined): 'buy' | 'sell' | null =>
  intent?.action === 'buy' || intent?.action === 'sell' ? intent.action : null;

const priceText = (price: number | string | undefined): string | null =>
  price === undefined ? null : String(price);

/** What the intent itself asked for (an order refused before or by the broker). */
export function intentFields(intent: OrderIntent | undefined): AuditFields {
  if (!intent) return {};
  return {
    contract: intent.contract.symbol,
    side: sideOf(intent),
    quantity: intent.quantity ?? null,
    price: priceText(intent.price),
    orderType: intent.orderType,
  };
}

function entriesOfEvent(
  scope: AuditScope,
  event: BrokerEvent,
  intent: OrderIntent | undefined,
  contract: string | null,
): NewBrokerAuditRow[] {
  switch (event.kind) {
    case 'fill': {
      const filled = auditEntry(scope, 'order_filled', {
        at: event.at,
        contract: event.contract,
        side: event.side,
        quantity: event.quantity,
        price: event.price,
        orderType: event.orderType,
        orderId: event.orderId,
      });
      if (event.orderType !== 'market') return [filled];
      // A market order is sent and filled at once: no order_placed came before its fill. It is
      // sent without a price (the alert's is only a reference; the fill has the real one).
      const sent = auditEntry(scope, 'order_sent', {
        at: event.at,
        contract: event.contract,
        side: event.side,
        quantity: event.requestedQuantity ?? event.quantity,
        price: null,
        orderType: 'market',
        orderId: event.orderId,
      });
      return [sent, filled];
    }
    case 'order_placed':
      return [
        auditEntry(scope, 'order_sent', {
          at: event.at,
          contract: event.contract,
          side: event.side,
          quantity: event.quantity,
          price: event.price,
          orderType: event.orderType,
          orderId: event.orderId,
        }),
      ];
    case 'order_cancelled':
      return [
        auditEntry(scope, 'order_cancelled', {
          at: event.at,
          contract: event.contract,
          orderId: event.orderId,
          code: event.reason,
        }),
      ];
    case 'rejected':
      return [
        auditEntry(scope, 'order_rejected', {
          ...intentFields(intent),
          at: event.at,
          contract: contract ?? intent?.contract.symbol ?? null,
          orderId: event.orderId ?? null,
          code: event.code,
          reason: event.reason ?? null,
        }),
      ];
    case 'order_triggered':
      // A stop reached its price: its fill (or its order's cancel) is what the audit records.
      return [];
  }
}

/**
 * A broker result as audit entries, in the order things happened: each order sent (placed, or a
 * market order), filled, cancelled or rejected.
 */
export function auditOfResult(
  scope: AuditScope,
  result: BrokerResult,
  intent?: OrderIntent,
): NewBrokerAuditRow[] {
  return result.events.flatMap((event) => entriesOfEvent(scope, event, intent, result.contract));
}

/**
 * A liquidation (flatten) as audit entries: the request itself (`position_liquidated`, with the
 * refusal's code when nothing could be done, e.g. NO_POSITION), then each order it sent, filled
 * or cancelled.
 */
export function auditOfLiquidation(scope: AuditScope, result: BrokerResult): NewBrokerAuditRow[] {
  return [
    auditEntry(scope, 'position_liquidated', {
      contract: result.contract,
      code: result.status === 'rejected' ? result.code : null,
    }),
    ...result.events
      .filter((event) => event.kind !== 'rejected')
      .flatMap((event) => entriesOfEvent(scope, event, undefined, result.contract)),
  ];
}
