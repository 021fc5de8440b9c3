import { Injectable } from '@nestjs/common';
import { type Transaction } from 'kysely';

import { DatabaseService } from '@/database/database.service';
import type { Database } from '@/database/database.types';

import type { FailureKind, FailureNoticeEventRow } from './destinations.tables';

export interface FailureEvent {
  kind: FailureKind;
  occurredAt: Date;
  deliveryId: string | null;
  destinationId: string | null;
  destinationLabel: string | null;
  code: string;
}

/** One failure, once: an execution per delivery, a destination per delivery and destination. */
export function failureSourceKey(event: FailureEvent): string {
  return event.kind === 'execution'
    ? `execution.${event.deliveryId ?? ''}`
    : `relay.${event.deliveryId ?? ''}.${event.destinationId ?? ''}`;
}

/** failure_notice_events and failure_notice_state (migration 0014). */
@Injectable()
export class FailureNoticesRepository {
  constructor(private readonly database: DatabaseService) {}

  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.database.db.transaction().execute(work);
  }

  /** False when the failure was already recorded (a job run again). */
  async insert(memberId: string, event: FailureEvent): Promise<boolean> {
    const inserted = await this.database.db
      .insertInto('failure_notice_events')
      .values({
        member_id: memberId,
        source_key: failureSourceKey(event),
        kind: event.kind,
        occurred_at: event.occurredAt,
        delivery_id: event.deliveryId,
        destination_id: event.destinationId,
        destination_label: event.destinationLabel,
        code: event.code,
      })
      .onConflict((conflict) => conflict.column('source_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  async lastSentAt(memberId: string): Promise<Date | null> {
    const row = await this.database.db
      .selectFrom('failure_notice_state')
      .select('last_sent_at')
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    return row?.last_sent_at ?? null;
  }

  /**
   * The member's notice state, locked until the transaction ends: two workers deciding the
   * member's notice at once take turns, and the second sees what the first sent.
   */
  async lockState(trx: Transaction<Database>, memberId: string): Promise<Date | null> {
    await trx
      .insertInto('failure_notice_state')
      .values({ member_id: memberId, last_sent_at: null, updated_at: new Date() })
      .onConflict((conflict) => conflict.column('member_id').doNothing())
      .execute();
    const row = await trx
      .selectFrom('failure_notice_state')
      .select('last_sent_at')
      .where('member_id', '=', memberId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    return row.last_sent_at;
  }

  pending(trx: Transaction<Database>, memberId: string): Promise<FailureNoticeEventRow[]> {
    return trx
      .selectFrom('failure_notice_events')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('notified_at', 'is', null)
      .orderBy('occurred_at')
      .orderBy('id')
      .execute();
  }

  async markSent(
    trx: Transaction<Database>,
    memberId: string,
    eventIds: readonly string[],
    at: Date,
  ): Promise<void> {
    await trx
      .updateTable('failure_notice_events')
      .set({ notified_at: at })
      .where('id', 'in', [...eventIds])
      .execute();
    await trx
      .updateTable('failure_notice_state')
      .set({ last_sent_at: at, updated_at: at })
      .where('member_id', '=', memberId)
      .execute();
  }

  /** Failures notified before `cutoff` (kept a while for support, then dropped). */
  async pruneBefore(cutoff: Date): Promise<number> {
    const result = await this.database.db
      .deleteFrom('failure_notice_events')
      .where('notified_at', '<', cutoff)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
