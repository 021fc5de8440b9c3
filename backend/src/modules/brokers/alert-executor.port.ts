import type { AlertOrder } from '@tickrelay/contracts/alert-payload/alert-order';
import type {
  BrokerName,
  BrokerSettingsView,
} from '@tickrelay/contracts/brokers/broker-connection';
import type {
  BrokerResultView,
  DeliveryCode,
  PaperAccountView,
} from '@tickrelay/contracts/webhooks/deliveries';
import type { Transaction } from 'kysely';

import type { Database } from '@/database/database.types';

import type { BrokerUnavailableError } from './broker-adapter';

/** What the broker made of an alert (or that none was asked: target none). */
export interface AlertExecution {
  /**
   * executed / rejected: the broker took it or refused it; relayed: execution is off (target
   * none); failed: the broker could not be used (credentials refused, app not approved); paused:
   * a retry the kill switch stopped before it sent anything.
   */
  status: 'executed' | 'rejected' | 'relayed' | 'failed' | 'paused';
  /** Why (NO_POSITION, PRICE_REQUIRED, ALERT_UNKNOWN_SYMBOL, BROKER_REJECTED, BROKER_*). */
  code: DeliveryCode | null;
  brokerResult: BrokerResultView | null;
  /** Where it was executed: the member's execution target; null for relayed. */
  executedOn: BrokerName | null;
  /** The paper account after the alert, when it changed (published live). */
  paper: PaperAccountView | null;
  /** The member's broker settings when the execution changed them (a connection now in error). */
  broker: BrokerSettingsView | null;
}

export interface ExecutionOptions {
  /**
   * "Send a test alert" (AlertJob.test): executed on the member's paper account whatever the
   * target, on every try of the job; never at a broker.
   */
  test: boolean;
  /**
   * A retry after a live broker could not be reached or rate limited the first try: straight to
   * that broker again (the first try may have placed the order; the adapter finds it by its client
   * order id), whatever the target became meanwhile.
   */
  retry: boolean;
  /**
   * The kill switch is on, and an earlier try of this alert may have reached a live broker (the
   * retry above, or the job run again after a crash or an error): that broker is asked for the
   * order that try placed and nothing is sent; none found → paused EXECUTION_PAUSED.
   */
  paused: boolean;
}

/**
 * Executes a valid alert for a member, inside the transaction that writes its delivery row and
 * under the member's advisory lock: whatever it stores (the paper account's state, the audit, the
 * connection's status) commits or rolls back with the row. Throws for what is not the alert's
 * fault: a BrokerUnavailableError that may pass (rate limit, unreachable) for the pipeline's
 * own short retries; anything else (a bug) is retried by the queue, then logged as failed.
 */
export interface AlertExecutor {
  execute(
    trx: Transaction<Database>,
    memberId: string,
    order: AlertOrder,
    receivedAt: Date,
    /** Executed at most once per delivery. */
    deliveryId: string,
    options: ExecutionOptions,
  ): Promise<AlertExecution>;
  /**
   * The broker stayed unreachable (or kept rate limiting) past the alert's time: the delivery
   * ends failed BROKER_UNAVAILABLE, with the audit entry and the connection's status.
   */
  unavailable(
    trx: Transaction<Database>,
    memberId: string,
    /** The alert's order, for the audit entry (null when it could not be read). */
    order: AlertOrder | null,
    receivedAt: Date,
    deliveryId: string,
    error: BrokerUnavailableError,
  ): Promise<AlertExecution>;
}

export const ALERT_EXECUTOR = Symbol('ALERT_EXECUTOR');
