import { Injectable } from '@nestjs/common';
import type { BrokerSettingsView } from '@tickrelay/contracts/brokers/broker-connection';
import type { BrokerResultView, PaperAccountView } from '@tickrelay/contracts/webhooks/deliveries';
import type { Transaction } from 'kysely';

import type { Database } from '@/database/database.types';
import { lockMember } from '@/database/member-lock';

import { DeliveriesDatabase } from './deliveries-database';
import type {
  DeliveryRow,
  ExecutedOn,
  NewDeliveryRow,
  StoredDeliveryStatus,
} from './deliveries.tables';

/** What the pipeline decided for a delivery, under the lock. */
export interface DeliveryDecision {
  status: StoredDeliveryStatus;
  code: NewDeliveryRow['code'];
  field: string | null;
  /** The alert's id (or body) is spent: a repeat is a duplicate. */
  claimed: boolean;
  brokerResult: BrokerResultView | null;
  /** The execution target it went to; null when it never got that far (or target none). */
  executedOn: ExecutedOn | null;
  paper: PaperAccountView | null;
  /** The member's broker settings, when the execution changed them (published after commit). */
  broker: BrokerSettingsView | null;
}

/** The row's columns known before the decision (the ack latency is read just before the insert). */
export type DeliveryRowBase = Omit<
  NewDeliveryRow,
  | 'status'
  | 'code'
  | 'field'
  | 'claimed'
  | 'broker_result'
  | 'executed_on'
  | 'executed_latency_ms'
  | 'ack_latency_ms'
>;

export interface RecordedDelivery {
  row: DeliveryRow;
  /** False when the row was already there (a redelivered job): nothing changed. */
  created: boolean;
  paper: PaperAccountView | null;
  broker: BrokerSettingsView | null;
}

/** Milliseconds since the epoch, to the microsecond (the receiver stamps receivedAtMs the same way). */
export const preciseNow = () => performance.timeOrigin + performance.now();

/**
 * Writes deliveries: the row and whatever the decision changed (the paper account) in ONE
 * transaction under the member's advisory lock. A delivery whose row exists is final: a
 * redelivered job (a worker killed after the commit, a stalled job taken again) finds it and
 * changes nothing.
 */
@Injectable()
export class DeliveriesWriterRepository {
  constructor(private readonly database: DeliveriesDatabase) {}

  /**
   * The member's lock is the transaction's first statement: a worker runs one member's jobs in
   * turn (AlertsProcessor), and between worker processes Postgres grants the lock first come,
   * first served.
   */
  async record(
    base: DeliveryRowBase,
    receivedAtMs: number,
    decide: (trx: Transaction<Database>) => Promise<DeliveryDecision>,
    ackLatency: () => Promise<number | null>,
  ): Promise<RecordedDelivery> {
    return this.database.db.transaction().execute(async (trx) => {
      await lockMember(trx, base.member_id);
      const existing = await this.find(trx, base.delivery_id, base.received_at);
      if (existing) return { row: existing, created: false, paper: null, broker: null };
      const decision = await decide(trx);
      const row = await trx
        .insertInto('deliveries')
        .values({
          ...base,
          ack_latency_ms: await ackLatency(),
          status: decision.status,
          code: decision.code,
          field: decision.field,
          claimed: decision.claimed,
          broker_result: decision.brokerResult ? JSON.stringify(decision.brokerResult) : null,
          executed_on: decision.executedOn,
          // Receipt → the row written (its commit follows at once).
          executed_latency_ms: Math.max(0, preciseNow() - receivedAtMs),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { row, created: true, paper: decision.paper, broker: decision.broker };
    });
  }

  private async find(
    trx: Transaction<Database>,
    deliveryId: string,
    receivedAt: Date | string,
  ): Promise<DeliveryRow | undefined> {
    return trx
      .selectFrom('deliveries')
      .selectAll()
      .where('delivery_id', '=', deliveryId)
      .where('received_at', '=', new Date(receivedAt))
      .executeTakeFirst();
  }

  /** An earlier delivery of the member spent this alert id. */
  async alertIdSpent(
    trx: Transaction<Database>,
    memberId: string,
    alertId: string,
  ): Promise<boolean> {
    const row = await trx
      .selectFrom('deliveries')
      .select('delivery_id')
      .where('member_id', '=', memberId)
      .where('claimed', '=', true)
      .where('alert_id', '=', alertId)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** An earlier delivery of the member, without an id, had this very body within the window. */
  async bodySpent(
    trx: Transaction<Database>,
    memberId: string,
    bodyHash: Buffer,
    receivedAt: Date,
    windowSeconds: number,
  ): Promise<boolean> {
    const windowMs = windowSeconds * 1000;
    const row = await trx
      .selectFrom('deliveries')
      .select('delivery_id')
      .where('member_id', '=', memberId)
      .where('claimed', '=', true)
      .where('alert_id', 'is', null)
      .where('body_hash', '=', bodyHash)
      .where('received_at', '>', new Date(receivedAt.getTime() - windowMs))
      .where('received_at', '<', new Date(receivedAt.getTime() + windowMs))
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Fills in an ack latency the receiver wrote only after the row (best effort). */
  async setAckLatency(
    deliveryId: string,
    receivedAt: Date | string,
    ackLatencyMs: number,
  ): Promise<DeliveryRow | undefined> {
    return this.database.db
      .updateTable('deliveries')
      .set({ ack_latency_ms: ackLatencyMs })
      .where('delivery_id', '=', deliveryId)
      .where('received_at', '=', new Date(receivedAt))
      .where('ack_latency_ms', 'is', null)
      .returningAll()
      .executeTakeFirst();
  }
}
