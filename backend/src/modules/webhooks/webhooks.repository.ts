import { Injectable } from '@nestjs/common';
import { type Kysely, sql } from 'kysely';

import { DatabaseService } from '@/database/database.service';
import type { Database } from '@/database/database.types';

import type { NewWebhookRow, WebhookRow } from './webhooks.table';

export type Db = Kysely<Database>;

/** The member's settings, on each of the member's rows still in use. */
export interface WebhookSettingsChange {
  allowlist_enabled?: boolean;
  default_max_lag_seconds?: number;
  paused?: boolean;
}

/** SQL of the webhooks table. "Usable": the current row, or a rotated one still in its grace. */
@Injectable()
export class WebhooksRepository {
  constructor(private readonly database: DatabaseService) {}

  get db(): Db {
    return this.database.db;
  }

  transaction<T>(work: (trx: Db) => Promise<T>): Promise<T> {
    return this.database.db.transaction().execute(work);
  }

  current(memberId: string, db: Db = this.db): Promise<WebhookRow | undefined> {
    return db
      .selectFrom('webhooks')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
  }

  /** The current row, locked for the rest of the transaction (two rotations queue up). */
  lockCurrent(memberId: string, trx: Db): Promise<WebhookRow | undefined> {
    return trx
      .selectFrom('webhooks')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('revoked_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
  }

  /** Undefined when the member already has a current row (a concurrent first read made it). */
  insertCurrent(row: NewWebhookRow, db: Db = this.db): Promise<WebhookRow | undefined> {
    return db
      .insertInto('webhooks')
      .values(row)
      .onConflict((conflict) =>
        conflict.column('member_id').where('revoked_at', 'is', null).doNothing(),
      )
      .returningAll()
      .executeTakeFirst();
  }

  /** The rotated URL that still works, if any (the newest grace). */
  previousInGrace(memberId: string, now: Date, db: Db = this.db): Promise<WebhookRow | undefined> {
    return db
      .selectFrom('webhooks')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('revoked_at', 'is not', null)
      .where('valid_until', '>', now)
      .orderBy('valid_until', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  usableOfMember(memberId: string, now: Date, db: Db = this.db): Promise<WebhookRow[]> {
    return db
      .selectFrom('webhooks')
      .selectAll()
      .where('member_id', '=', memberId)
      .where((where) => where.or([where('revoked_at', 'is', null), where('valid_until', '>', now)]))
      .execute();
  }

  /** The current row stops being current; it works until `validUntil`. */
  retire(id: string, now: Date, validUntil: Date, trx: Db): Promise<WebhookRow> {
    return trx
      .updateTable('webhooks')
      .set({
        revoked_at: now,
        valid_until: validUntil,
        version: sql<string>`version + 1`,
        updated_at: now,
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Older rotated URLs still in their grace stop working now (one previous URL at a time). */
  endGraces(memberId: string, now: Date, trx: Db): Promise<WebhookRow[]> {
    return trx
      .updateTable('webhooks')
      .set({ valid_until: now, version: sql<string>`version + 1`, updated_at: now })
      .where('member_id', '=', memberId)
      .where('revoked_at', 'is not', null)
      .where('valid_until', '>', now)
      .returningAll()
      .execute();
  }

  /** The member's settings on every row still in use. */
  updateSettings(
    memberId: string,
    change: WebhookSettingsChange,
    now: Date,
    trx: Db,
  ): Promise<WebhookRow[]> {
    return trx
      .updateTable('webhooks')
      .set({ ...change, version: sql<string>`version + 1`, updated_at: now })
      .where('member_id', '=', memberId)
      .where((where) => where.or([where('revoked_at', 'is', null), where('valid_until', '>', now)]))
      .returningAll()
      .execute();
  }

  /** Every row of the member (a deleted account's), current, in grace or ended; how many. */
  async deleteOfMember(memberId: string, db: Db = this.db): Promise<number> {
    const result = await db
      .deleteFrom('webhooks')
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /**
   * Rows that stopped being current and whose grace has ended (`valid_until` at or before
   * `endedBy`): nothing can use them any more. How many went.
   */
  async pruneEnded(endedBy: Date, db: Db = this.db): Promise<number> {
    const result = await db
      .deleteFrom('webhooks')
      .where('revoked_at', 'is not', null)
      .where('valid_until', '<=', endedBy)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** The token sealed again under the current key (its version is unchanged: Redis has no copy). */
  reseal(id: string, sealed: Buffer, keyId: string, db: Db = this.db): Promise<void> {
    return db
      .updateTable('webhooks')
      .set({ token_sealed: sealed, token_key_id: keyId })
      .where('id', '=', id)
      .execute()
      .then(() => undefined);
  }

  /** Usable rows after `afterId`, by id (the cache warm-up reads them in pages). */
  usablePage(afterId: string | null, now: Date, limit: number): Promise<WebhookRow[]> {
    let query = this.db
      .selectFrom('webhooks')
      .selectAll()
      .where((where) => where.or([where('revoked_at', 'is', null), where('valid_until', '>', now)]))
      .orderBy('id')
      .limit(limit);
    if (afterId !== null) query = query.where('id', '>', afterId);
    return query.execute();
  }
}
