import { Injectable } from '@nestjs/common';
import type { ProfilePatch } from '@tickrelay/contracts/endpoints/account.endpoints';
import type { PublicUser } from '@tickrelay/contracts/endpoints/auth.endpoints';
import type { Kysely } from 'kysely';

import { SessionEnds } from '@/common/session/session-ends';
import { DatabaseService } from '@/database/database.service';
import type { Database } from '@/database/database.types';

import type { NewUserRow, PendingSignUp, UserRow } from './accounts.tables';

/** Unconfirmed accounts deleted per purge run: bounded, so a sign-up never waits on a backlog. */
const PURGE_BATCH = 100;

export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    email: row.email,
    displayName: row.display_name,
    locale: row.locale,
    emailConfirmed: row.email_confirmed_at !== null,
    createdAt: row.created_at.toISOString(),
  };
}

@Injectable()
export class UsersRepository {
  constructor(
    private readonly database: DatabaseService,
    private readonly ends: SessionEnds,
  ) {}

  findByEmail(email: string, db: Kysely<Database> = this.database.db) {
    return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  }

  findById(id: string, db: Kysely<Database> = this.database.db) {
    return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Undefined when the address is already taken (a concurrent sign-up won the race). */
  insert(values: NewUserRow, db: Kysely<Database>): Promise<UserRow | undefined> {
    return db
      .insertInto('users')
      .values(values)
      .onConflict((conflict) => conflict.column('email').doNothing())
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * Confirms the address with the credential and profile of the sign-up whose link was used.
   * Undefined when the account was already confirmed: an old link never overrides a password.
   */
  confirm(id: string, signUp: PendingSignUp, db: Kysely<Database>): Promise<UserRow | undefined> {
    return db
      .updateTable('users')
      .set({
        email_confirmed_at: new Date(),
        password_hash: signUp.passwordHash,
        display_name: signUp.displayName,
        locale: signUp.locale,
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .where('email_confirmed_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
  }

  /** Swaps a hash for a stronger one of the same password, unless it changed meanwhile. */
  async replaceHash(id: string, previous: string, next: string): Promise<void> {
    await this.database.db
      .updateTable('users')
      .set({ password_hash: next })
      .where('id', '=', id)
      .where('password_hash', '=', previous)
      .execute();
  }

  /**
   * Deletes accounts still unconfirmed since before `createdBefore`, with their pending links
   * (on delete cascade), oldest first and at most PURGE_BATCH per call.
   */
  async purgeUnconfirmed(createdBefore: Date, db: Kysely<Database>): Promise<number> {
    const result = await db
      .deleteFrom('users')
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('users')
          .select('id')
          .where('email_confirmed_at', 'is', null)
          .where('created_at', '<', createdBefore)
          .orderBy('created_at')
          .limit(PURGE_BATCH),
      )
      .where('email_confirmed_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** A recovery link proves the member reads that mailbox, so it confirms the address too. */
  setPassword(id: string, passwordHash: string, db: Kysely<Database>): Promise<UserRow> {
    return db
      .updateTable('users')
      .set((eb) => ({
        password_hash: passwordHash,
        updated_at: new Date(),
        email_confirmed_at: eb.fn.coalesce('email_confirmed_at', eb.val(new Date())),
      }))
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  updateProfile(id: string, patch: ProfilePatch): Promise<UserRow> {
    return this.database.db
      .updateTable('users')
      .set({
        ...(patch.displayName === undefined ? {} : { display_name: patch.displayName }),
        ...(patch.locale === undefined ? {} : { locale: patch.locale }),
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Sessions, tokens and one-time tokens go with it (on delete cascade), and its live streams. */
  async delete(id: string): Promise<void> {
    await this.database.db.deleteFrom('users').where('id', '=', id).execute();
    await this.ends.publish({ userId: id });
  }
}
