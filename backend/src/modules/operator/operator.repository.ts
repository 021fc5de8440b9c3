import { Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';

import { DatabaseService } from '@/database/database.service';
import type { Database } from '@/database/database.types';

type Db = Kysely<Database>;

/** One operator action as the audit log stores it (before/after: JSON, never a secret). */
export interface AuditValues {
  actor: string;
  action: string;
  targetId: string | null;
  before?: unknown;
  after?: unknown;
}

export interface AuditRow {
  id: string;
  at: Date;
  actor: string;
  action: string;
  target_id: string | null;
  before: unknown;
  after: unknown;
}

export interface SuspensionRow {
  user_id: string;
  reason: string;
  suspended_by: string;
  suspended_at: Date;
}

const json = (value: unknown): string | null =>
  value === undefined || value === null ? null : JSON.stringify(value);

/** The operator role, suspensions and the append-only audit log (migration 0019). */
@Injectable()
export class OperatorRepository {
  constructor(private readonly database: DatabaseService) {}

  get db(): Db {
    return this.database.db;
  }

  /** An action and its audit row commit together, or neither does. */
  transaction<T>(work: (trx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  async isOperator(userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('operators')
      .select('user_id')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** False when the member held the role already. */
  async grant(userId: string, db: Db): Promise<boolean> {
    const row = await db
      .insertInto('operators')
      .values({ user_id: userId })
      .onConflict((conflict) => conflict.column('user_id').doNothing())
      .returning('user_id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** False when the member did not hold the role. */
  async revoke(userId: string, db: Db): Promise<boolean> {
    const row = await db
      .deleteFrom('operators')
      .where('user_id', '=', userId)
      .returning('user_id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Every operator, with their address when the local users table knows it. */
  listOperators(): Promise<Array<{ user_id: string; email: string | null; granted_at: Date }>> {
    return this.db
      .selectFrom('operators')
      .leftJoin('users', 'users.id', 'operators.user_id')
      .select(['operators.user_id', 'users.email', 'operators.granted_at'])
      .orderBy('operators.granted_at')
      .execute();
  }

  /**
   * TOTP turned on (confirmed), whichever auth adapter holds the account: the second factor's
   * own table, read here so the CLI (Postgres only) can warn about it too.
   */
  async hasSecondFactor(userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('second_factor_totp')
      .select('member_id')
      .where('member_id', '=', userId)
      .where('confirmed_at', 'is not', null)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The member id of an address: the local accounts first, else a payment customer's. */
  async memberIdByEmail(email: string): Promise<string | undefined> {
    const normalised = email.trim().toLowerCase();
    const user = await this.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', normalised)
      .executeTakeFirst();
    if (user) return user.id;
    const customer = await this.db
      .selectFrom('billing_customers')
      .select('user_id')
      .where('email', '=', normalised)
      .executeTakeFirst();
    return customer?.user_id;
  }

  async audit(values: AuditValues, db: Db = this.db): Promise<void> {
    await db
      .insertInto('operator_audit_log')
      .values({
        actor: values.actor,
        action: values.action,
        target_id: values.targetId,
        before: json(values.before),
        after: json(values.after),
      })
      .execute();
  }

  /** Newest first; one member's rows when a target is given. */
  auditPage(limit: number, targetId?: string): Promise<AuditRow[]> {
    let query = this.db.selectFrom('operator_audit_log').selectAll();
    if (targetId) query = query.where('target_id', '=', targetId);
    return query.orderBy('id', 'desc').limit(limit).execute();
  }

  suspensionOf(userId: string, db: Db = this.db): Promise<SuspensionRow | undefined> {
    return db
      .selectFrom('member_suspensions')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  async suspend(userId: string, reason: string, by: string, db: Db): Promise<SuspensionRow> {
    return db
      .insertInto('member_suspensions')
      .values({ user_id: userId, reason, suspended_by: by })
      .onConflict((conflict) =>
        conflict.column('user_id').doUpdateSet({ reason, suspended_by: by }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async lift(userId: string, db: Db): Promise<SuspensionRow | undefined> {
    return db
      .deleteFrom('member_suspensions')
      .where('user_id', '=', userId)
      .returningAll()
      .executeTakeFirst();
  }

  async suspendedIds(): Promise<string[]> {
    const rows = await this.db.selectFrom('member_suspensions').select('user_id').execute();
    return rows.map((row) => row.user_id);
  }
}
