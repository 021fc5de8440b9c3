import { randomUUID } from 'node:crypto';

import { Injectable } from '@nestjs/common';
import { type Kysely, sql } from 'kysely';

import { DatabaseService } from '@/database/database.service';
import type { Database } from '@/database/database.types';
import { sqlState, UNIQUE_VIOLATION } from '@/database/sql-state';

import type { DataExportRow } from './data-exports.table';

/** A row as the api shows it: everything but the archive. */
export type DataExportSummary = Omit<DataExportRow, 'archive'>;

export type RequestOutcome =
  | { kind: 'queued'; row: DataExportSummary }
  | { kind: 'in-progress' }
  | { kind: 'limited'; retryAfterSeconds: number };

const SUMMARY = [
  'id',
  'member_id',
  'status',
  'requested_at',
  'ready_at',
  'expires_at',
  'size_bytes',
  'failure',
] as const;

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long the row of an ended export (expired, failed) stays, for the profile page to say so. */
export const ENDED_ROW_KEEP_DAYS = 30;
/** A build still `preparing` after this long lost its job (Redis flushed): it is marked failed. */
export const STUCK_PREPARING_MS = DAY_MS;

/** The data_exports table; every member-facing read is scoped to the member. */
@Injectable()
export class DataExportsRepository {
  constructor(private readonly database: DatabaseService) {}

  /**
   * A new `preparing` export, unless one is in preparation or the member asked `perDay` times in
   * the last day (counted from the rows, under the member's lock: two requests at once count as
   * two). Counting rows, not a Redis window, means a refused request spends nothing.
   */
  request(memberId: string, perDay: number, now: Date): Promise<RequestOutcome> {
    return this.database.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtextextended(${`tickrelay:data-exports:${memberId}`}, 0))`.execute(
        trx,
      );
      const since = new Date(now.getTime() - DAY_MS);
      const recent = await trx
        .selectFrom('data_exports')
        .select(['requested_at', 'status'])
        .where('member_id', '=', memberId)
        .where('requested_at', '>', since)
        .orderBy('requested_at', 'asc')
        .execute();
      if (recent.some((row) => row.status === 'preparing')) return { kind: 'in-progress' };
      if (recent.length >= perDay) {
        const oldest = recent[0]!.requested_at.getTime();
        const retryAfterSeconds = Math.max(1, Math.ceil((oldest + DAY_MS - now.getTime()) / 1000));
        return { kind: 'limited', retryAfterSeconds };
      }
      try {
        const row = await trx
          .insertInto('data_exports')
          .values({ id: randomUUID(), member_id: memberId, status: 'preparing', requested_at: now })
          .returning(SUMMARY)
          .executeTakeFirstOrThrow();
        return { kind: 'queued', row };
      } catch (error) {
        if (sqlState(error) === UNIQUE_VIOLATION) return { kind: 'in-progress' };
        throw error;
      }
    });
  }

  listOf(memberId: string, limit: number): Promise<DataExportSummary[]> {
    return this.database.db
      .selectFrom('data_exports')
      .select(SUMMARY)
      .where('member_id', '=', memberId)
      .orderBy('requested_at', 'desc')
      .limit(limit)
      .execute();
  }

  findOf(memberId: string, id: string): Promise<DataExportSummary | undefined> {
    return this.database.db
      .selectFrom('data_exports')
      .select(SUMMARY)
      .where('member_id', '=', memberId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** The member's archive while it is ready and not past its expiry. */
  async archiveOf(memberId: string, id: string, now: Date): Promise<Buffer | undefined> {
    const row = await this.database.db
      .selectFrom('data_exports')
      .select('archive')
      .where('member_id', '=', memberId)
      .where('id', '=', id)
      .where('status', '=', 'ready')
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return row?.archive ?? undefined;
  }

  /** The export the worker is asked to build, whoever it belongs to. */
  find(id: string): Promise<DataExportSummary | undefined> {
    return this.database.db
      .selectFrom('data_exports')
      .select(SUMMARY)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Stores the archive; false when the export is no longer in preparation (erased, expired). */
  async markReady(
    trx: Kysely<Database>,
    id: string,
    archive: Buffer,
    readyAt: Date,
    expiresAt: Date,
  ): Promise<boolean> {
    const result = await trx
      .updateTable('data_exports')
      .set({
        status: 'ready',
        archive,
        size_bytes: archive.length,
        ready_at: readyAt,
        expires_at: expiresAt,
      })
      .where('id', '=', id)
      .where('status', '=', 'preparing')
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async markFailed(id: string, failure: string): Promise<void> {
    await this.database.db
      .updateTable('data_exports')
      .set({ status: 'failed', failure })
      .where('id', '=', id)
      .where('status', '=', 'preparing')
      .execute();
  }

  transaction<T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
    return this.database.db.transaction().execute(work);
  }

  /**
   * The maintenance run: archives past their expiry deleted (the row says `expired`), builds
   * stuck in preparation marked failed, and ended rows past ENDED_ROW_KEEP_DAYS deleted.
   */
  async expire(now: Date): Promise<{ expired: number; stuck: number; deleted: number }> {
    const db = this.database.db;
    const expired = await db
      .updateTable('data_exports')
      .set({ status: 'expired', archive: null })
      .where('status', '=', 'ready')
      .where('expires_at', '<=', now)
      .executeTakeFirst();
    const stuck = await db
      .updateTable('data_exports')
      .set({ status: 'failed', failure: 'lost' })
      .where('status', '=', 'preparing')
      .where('requested_at', '<=', new Date(now.getTime() - STUCK_PREPARING_MS))
      .executeTakeFirst();
    const deleted = await db
      .deleteFrom('data_exports')
      .where('status', 'in', ['expired', 'failed'])
      .where(
        sql<Date>`coalesce(expires_at, requested_at)`,
        '<=',
        new Date(now.getTime() - ENDED_ROW_KEEP_DAYS * DAY_MS),
      )
      .executeTakeFirst();
    return {
      expired: Number(expired.numUpdatedRows),
      stuck: Number(stuck.numUpdatedRows),
      deleted: Number(deleted.numDeletedRows),
    };
  }

  async removeAllOf(memberId: string): Promise<void> {
    await this.database.db.deleteFrom('data_exports').where('member_id', '=', memberId).execute();
  }
}
