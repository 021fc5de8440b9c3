import type { AlertOrder } from '@tickrelay/contracts/alert-payload/alert-order';
import type {
  BrokerResultView,
  DeliveryCode,
  PaperAccountView,
} from '@tickrelay/contracts/webhooks/deliveries';
import type { Transaction } from 'kysely';

import type { Database } from '@/database/database.types';

/** What the broker made of an alert. */
export interface AlertExecution {
  status: 'executed' | 'rejected';
  /** Why the broker refused it (NO_POSITION, PRICE_REQUIRED, ALERT_UNKNOWN_SYMBOL, BROKER_REJECTED). */
  code: DeliveryCode | null;
  brokerResult: BrokerResultView | null;
  /** The paper account after the alert, when it changed (published live). */
  paper: PaperAccountView | null;
}

/**
 * Executes a valid alert for a member, inside the transaction that writes its delivery row and
 * under the member's advisory lock: whatever it stores (the paper account's state) commits or
 * rolls back with the row. Throws for what is not the alert's fault (the broker unreachable, a
 * bug): transient errors are retried without spending attempts, others with backoff, then the
 * delivery is logged as failed.
 */
export interface AlertExecutor {
  execute(
    trx: Transaction<Database>,
    memberId: string,
    order: AlertOrder,
    receivedAt: Date,
    /** Executed at most once per delivery. */
    deliveryId: string,
  ): Promise<AlertExecution>;
}

export const ALERT_EXECUTOR = Symbol('ALERT_EXECUTOR');
