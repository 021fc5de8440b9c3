import { Injectable } from '@nestjs/common';
import type {
  BrokerAccountView,
  BrokerConnectionError,
  ExecutionTarget,
} from '@tickrelay/contracts/brokers/broker-connection';
import { type Kysely, sql } from 'kysely';

import type { Database } from '@/database/database.types';

import type {
  BrokerConnectionRow,
  BrokerSettingsRow,
  NewBrokerConnectionRow,
} from './broker-connections.tables';

/** The api's pool, the worker's alerts pool, or a transaction of either. */
export type Queryable = Kysely<Database>;

/** What the last check (or execution) found; the account list only when one was read. */
export interface ConnectionCheck {
  status: 'connected' | 'error';
  lastErrorCode: BrokerConnectionError | null;
  accounts?: BrokerAccountView[];
  /** Changes the chosen account (null: none) when given. */
  account?: { id: number; name: string } | null;
  at: Date;
}

/**
 * SQL of the member's broker settings and Tradovate connection. Every method takes the executor,
 * so the api (its pool, or a transaction under the member's lock) and the worker (inside the
 * alert's transaction) share it.
 */
@Injectable()
export class BrokerConnectionsRepository {
  async settingsOf(db: Queryable, memberId: string): Promise<BrokerSettingsRow | undefined> {
    return db
      .selectFrom('broker_settings')
      .selectAll()
      .where('member_id', '=', memberId)
      .executeTakeFirst();
  }

  /** The member's settings row, created (target paper, a new device id) when there is none. */
  async ensureSettings(db: Queryable, memberId: string): Promise<BrokerSettingsRow> {
    await db
      .insertInto('broker_settings')
      .values({ member_id: memberId })
      .onConflict((conflict) => conflict.column('member_id').doNothing())
      .execute();
    return db
      .selectFrom('broker_settings')
      .selectAll()
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow();
  }

  async setTarget(db: Queryable, memberId: string, target: ExecutionTarget): Promise<void> {
    await db
      .insertInto('broker_settings')
      .values({ member_id: memberId, execution_target: target })
      .onConflict((conflict) =>
        conflict
          .column('member_id')
          .doUpdateSet({ execution_target: target, updated_at: sql`now()` }),
      )
      .execute();
  }

  async connectionOf(
    db: Queryable,
    memberId: string,
    options: { forUpdate?: boolean } = {},
  ): Promise<BrokerConnectionRow | undefined> {
    let query = db.selectFrom('broker_connections').selectAll().where('member_id', '=', memberId);
    if (options.forUpdate) query = query.forUpdate();
    return query.executeTakeFirst();
  }

  /** Saves the member's connection, replacing the one there (a new connection id, created now). */
  async replaceConnection(
    db: Queryable,
    row: NewBrokerConnectionRow,
  ): Promise<BrokerConnectionRow> {
    const changes = {
      connection_id: row.connection_id,
      environment: row.environment,
      username: row.username,
      app_id: row.app_id,
      app_version: row.app_version,
      credentials_sealed: row.credentials_sealed,
      credentials_key_id: row.credentials_key_id,
      device_id: row.device_id,
      account_id: row.account_id ?? null,
      account_name: row.account_name ?? null,
      accounts: row.accounts,
      status: row.status,
      last_error_code: row.last_error_code ?? null,
      last_checked_at: row.last_checked_at ?? null,
    };
    return db
      .insertInto('broker_connections')
      .values(row)
      .onConflict((conflict) =>
        conflict
          .column('member_id')
          .doUpdateSet({ ...changes, created_at: sql`now()`, updated_at: sql`now()` }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /**
   * Records a check of this very connection; a connection saved again meanwhile (another id) is
   * left as it is. Undefined when it is gone or replaced.
   */
  async recordCheck(
    db: Queryable,
    memberId: string,
    connectionId: string,
    check: ConnectionCheck,
  ): Promise<BrokerConnectionRow | undefined> {
    return db
      .updateTable('broker_connections')
      .set({
        status: check.status,
        last_error_code: check.lastErrorCode,
        last_checked_at: check.at,
        updated_at: sql`now()`,
        ...(check.accounts ? { accounts: JSON.stringify(check.accounts) } : {}),
        ...(check.account !== undefined
          ? { account_id: check.account?.id ?? null, account_name: check.account?.name ?? null }
          : {}),
      })
      .where('member_id', '=', memberId)
      .where('connection_id', '=', connectionId)
      .returningAll()
      .executeTakeFirst();
  }

  /** The connection's status only, when it changes (an execution's outcome). */
  async setStatus(
    db: Queryable,
    memberId: string,
    connectionId: string,
    lastErrorCode: BrokerConnectionError | null,
  ): Promise<BrokerConnectionRow | undefined> {
    return db
      .updateTable('broker_connections')
      .set({
        status: lastErrorCode === null ? 'connected' : 'error',
        last_error_code: lastErrorCode,
        updated_at: sql`now()`,
      })
      .where('member_id', '=', memberId)
      .where('connection_id', '=', connectionId)
      .where(sql<boolean>`last_error_code is distinct from ${lastErrorCode}`)
      .returningAll()
      .executeTakeFirst();
  }

  /** The same credentials sealed again (under the current key after a rotation). */
  async reseal(
    db: Queryable,
    memberId: string,
    connectionId: string,
    sealed: { credentials_sealed: Buffer; credentials_key_id: string },
  ): Promise<void> {
    await db
      .updateTable('broker_connections')
      .set(sealed)
      .where('member_id', '=', memberId)
      .where('connection_id', '=', connectionId)
      .execute();
  }

  /** Removes the member's connection; the removed row, if there was one. */
  async deleteConnection(
    db: Queryable,
    memberId: string,
  ): Promise<BrokerConnectionRow | undefined> {
    return db
      .deleteFrom('broker_connections')
      .where('member_id', '=', memberId)
      .returningAll()
      .executeTakeFirst();
  }

  /** Where the member's alerts go now, and the connection when they go to Tradovate. */
  async executionOf(
    db: Queryable,
    memberId: string,
  ): Promise<{ target: ExecutionTarget; connection: BrokerConnectionRow | undefined }> {
    const target = (await this.settingsOf(db, memberId))?.execution_target ?? 'paper';
    const connection = target === 'tradovate' ? await this.connectionOf(db, memberId) : undefined;
    return { target, connection };
  }
}
