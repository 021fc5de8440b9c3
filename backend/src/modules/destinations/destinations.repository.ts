import { Injectable } from '@nestjs/common';
import type { RelayCode, RelayStatus } from '@tickrelay/contracts/destinations/destinations';
import { type Kysely, sql, type Transaction } from 'kysely';

import { DatabaseService } from '@/database/database.service';
import type { Database } from '@/database/database.types';

import type { DestinationRow, NewDestinationRow } from './destinations.tables';

export type Db = Kysely<Database>;

/**
 * Takes the member's destinations lock for the transaction: creations (the per-member limit) and
 * the notify-failures switch (one destination at most) of one member are decided one at a time.
 */
export async function lockMemberDestinations(
  trx: Transaction<Database>,
  memberId: string,
): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`tickrelay:destinations:${memberId}`}, 0))`.execute(
    trx,
  );
}

/** The destinations table; every read and change of the api is scoped to the member. */
@Injectable()
export class DestinationsRepository {
  constructor(private readonly database: DatabaseService) {}

  get db(): Db {
    return this.database.db;
  }

  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.database.db.transaction().execute(work);
  }

  listOf(memberId: string, db: Db = this.db): Promise<DestinationRow[]> {
    return db
      .selectFrom('destinations')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  async countOf(memberId: string, db: Db): Promise<number> {
    const row = await db
      .selectFrom('destinations')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow();
    return row.count;
  }

  one(memberId: string, id: string, db: Db = this.db): Promise<DestinationRow | undefined> {
    return db
      .selectFrom('destinations')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Any member's: the worker reads the destination a relay job names. */
  byId(id: string, db: Db = this.db): Promise<DestinationRow | undefined> {
    return db.selectFrom('destinations').selectAll().where('id', '=', id).executeTakeFirst();
  }

  notifyTarget(memberId: string, db: Db = this.db): Promise<DestinationRow | undefined> {
    return db
      .selectFrom('destinations')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('notify_failures', '=', true)
      .executeTakeFirst();
  }

  async insert(row: NewDestinationRow, db: Db): Promise<DestinationRow> {
    return db.insertInto('destinations').values(row).returningAll().executeTakeFirstOrThrow();
  }

  async update(
    memberId: string,
    id: string,
    changes: { label?: string; notify_failures?: boolean },
    db: Db,
  ): Promise<DestinationRow | undefined> {
    return db
      .updateTable('destinations')
      .set({ ...changes, updated_at: new Date() })
      .where('member_id', '=', memberId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  /** Turns failure notices off on the member's destinations other than `keepId`. */
  async clearNotify(memberId: string, keepId: string, db: Db): Promise<void> {
    await db
      .updateTable('destinations')
      .set({ notify_failures: false, updated_at: new Date() })
      .where('member_id', '=', memberId)
      .where('id', '!=', keepId)
      .where('notify_failures', '=', true)
      .execute();
  }

  async setSecret(
    memberId: string,
    id: string,
    sealed: { sealed: Buffer; keyId: string },
    db: Db,
  ): Promise<void> {
    await db
      .updateTable('destinations')
      .set({ secret_sealed: sealed.sealed, secret_key_id: sealed.keyId, updated_at: new Date() })
      .where('member_id', '=', memberId)
      .where('id', '=', id)
      .execute();
  }

  async remove(memberId: string, id: string, db: Db): Promise<DestinationRow | undefined> {
    return db
      .deleteFrom('destinations')
      .where('member_id', '=', memberId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  /** The latest relay or test; an older outcome arriving late never replaces a newer one. */
  async setLastResult(
    id: string,
    result: { status: RelayStatus; code: RelayCode | null; at: Date },
    db: Db = this.db,
  ): Promise<void> {
    await db
      .updateTable('destinations')
      .set({ last_status: result.status, last_code: result.code, last_at: result.at })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('last_at', 'is', null), eb('last_at', '<=', result.at)]))
      .execute();
  }

  /** A new one-time start code for the member's telegram destination (the previous one void). */
  async setLinkCode(
    memberId: string,
    id: string,
    link: { hash: Buffer; expiresAt: Date },
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('destinations')
      .set({ link_code_hash: link.hash, link_expires_at: link.expiresAt, updated_at: new Date() })
      .where('member_id', '=', memberId)
      .where('id', '=', id)
      .where('kind', '=', 'telegram')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /**
   * Links the chat to the destination whose unexpired code this is, and uses the code up (one
   * statement: two updates with the same code link once). Undefined when no code matches.
   */
  linkByCode(hash: Buffer, chatId: string, now: Date): Promise<DestinationRow | undefined> {
    return this.db
      .updateTable('destinations')
      .set({
        chat_id: chatId,
        target: `chat ${chatId}`,
        link_code_hash: null,
        link_expires_at: null,
        linked_at: now,
        updated_at: now,
      })
      .where('link_code_hash', '=', hash)
      .where('link_expires_at', '>', now)
      .where('kind', '=', 'telegram')
      .returningAll()
      .executeTakeFirst();
  }
}
