import { Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';

import { DatabaseService } from '@/database/database.service';
import type { Database } from '@/database/database.types';

import type { ProfilePatch, PublicUser } from '../auth.types';
import type { NewUserRow, UserRow } from './accounts.tables';

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
  constructor(private readonly database: DatabaseService) {}

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

  markConfirmed(id: string, db: Kysely<Database>): Promise<UserRow> {
    return db
      .updateTable('users')
      .set({ email_confirmed_at: new Date(), updated_at: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
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

  /** Sessions, tokens and one-time tokens go with it (on delete cascade). */
  async delete(id: string): Promise<void> {
    await this.database.db.deleteFrom('users').where('id', '=', id).execute();
  }
}
