import { Injectable } from '@nestjs/common';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';

import { DatabaseService } from '@/database/database.service';
import type { Database } from '@/database/database.types';
import { sqlState, UNIQUE_VIOLATION } from '@/database/sql-state';

import type { AlertTemplatesTable } from './alert-templates.tables';

export type AlertTemplateRow = Selectable<AlertTemplatesTable>;
type Db = Kysely<Database>;

/** A second template of the member with the same name (unique index on lower(name)). */
export function isDuplicateName(error: unknown): boolean {
  return typeof error === 'object' && error !== null && sqlState(error) === UNIQUE_VIOLATION;
}

/** The alert_templates table; every read and change is scoped to the member. */
@Injectable()
export class AlertTemplatesRepository {
  constructor(private readonly database: DatabaseService) {}

  /** Runs `work` holding the member's templates lock: creations are counted one at a time. */
  lockedForMember<T>(memberId: string, work: (trx: Transaction<Database>) => Promise<T>) {
    return this.database.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtextextended(${`tickrelay:alert-templates:${memberId}`}, 0))`.execute(
        trx,
      );
      return work(trx);
    });
  }

  listOf(memberId: string): Promise<AlertTemplateRow[]> {
    return this.database.db
      .selectFrom('alert_templates')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy(sql`lower(name)`)
      .orderBy('id')
      .execute();
  }

  async countOf(memberId: string, db: Db): Promise<number> {
    const row = await db
      .selectFrom('alert_templates')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow();
    return row.count;
  }

  insert(
    row: { id: string; member_id: string; name: string; message: string },
    db: Db,
  ): Promise<AlertTemplateRow> {
    return db.insertInto('alert_templates').values(row).returningAll().executeTakeFirstOrThrow();
  }

  update(
    memberId: string,
    id: string,
    changes: { name?: string; message?: string },
  ): Promise<AlertTemplateRow | undefined> {
    return this.database.db
      .updateTable('alert_templates')
      .set({ ...changes, updated_at: sql<Date>`now()` })
      .where('member_id', '=', memberId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  async remove(memberId: string, id: string): Promise<boolean> {
    const result = await this.database.db
      .deleteFrom('alert_templates')
      .where('member_id', '=', memberId)
      .where('id', '=', id)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  async removeAllOf(memberId: string): Promise<void> {
    await this.database.db
      .deleteFrom('alert_templates')
      .where('member_id', '=', memberId)
      .execute();
  }
}
