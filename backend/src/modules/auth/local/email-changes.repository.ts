import { Injectable } from '@nestjs/common';
import { type Kysely, type Selectable, sql } from 'kysely';

import type { Database } from '@/database/database.types';

import type { EmailChangesTable } from './accounts.tables';

export type EmailChangeRow = Selectable<EmailChangesTable> & { expired: boolean };

export type EmailChangeLink = 'confirm' | 'undo';

/** The local adapter's email changes (SQL only). Links are looked up by hash, rows locked. */
@Injectable()
export class EmailChangesRepository {
  /** Ends every pending change of the member: only the newest request's link works. */
  async supersedePending(userId: string, db: Kysely<Database>): Promise<void> {
    await db
      .updateTable('email_changes')
      .set({ superseded_at: new Date() })
      .where('user_id', '=', userId)
      .where('confirmed_at', 'is', null)
      .where('superseded_at', 'is', null)
      .execute();
  }

  async insert(
    values: {
      userId: string;
      oldEmail: string;
      newEmail: string;
      confirmHash: string;
      confirmExpiresAt: Date;
    },
    db: Kysely<Database>,
  ): Promise<void> {
    await db
      .insertInto('email_changes')
      .values({
        user_id: values.userId,
        old_email: values.oldEmail,
        new_email: values.newEmail,
        confirm_hash: values.confirmHash,
        confirm_expires_at: values.confirmExpiresAt,
      })
      .execute();
  }

  /** The change a link belongs to, locked, with whether the link has expired (by the database's clock). */
  findByLink(
    link: EmailChangeLink,
    hash: string,
    db: Kysely<Database>,
  ): Promise<EmailChangeRow | undefined> {
    const hashColumn = link === 'confirm' ? 'confirm_hash' : 'undo_hash';
    const expiresColumn = link === 'confirm' ? 'confirm_expires_at' : 'undo_expires_at';
    return db
      .selectFrom('email_changes')
      .selectAll()
      .select(sql<boolean>`${sql.ref(expiresColumn)} <= now()`.as('expired'))
      .where(hashColumn, '=', hash)
      .forUpdate()
      .executeTakeFirst();
  }

  async markConfirmed(
    id: string,
    undo: { hash: string; expiresAt: Date },
    db: Kysely<Database>,
  ): Promise<void> {
    await db
      .updateTable('email_changes')
      .set({ confirmed_at: new Date(), undo_hash: undo.hash, undo_expires_at: undo.expiresAt })
      .where('id', '=', id)
      .execute();
  }

  async markUndone(id: string, db: Kysely<Database>): Promise<void> {
    await db
      .updateTable('email_changes')
      .set({ undone_at: new Date() })
      .where('id', '=', id)
      .execute();
  }

  /** Whether another, confirmed account has `email` (an unconfirmed sign-up does not count). */
  async takenByConfirmed(email: string, exceptUserId: string, db: Kysely<Database>) {
    const other = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .where('id', '!=', exceptUserId)
      .where('email_confirmed_at', 'is not', null)
      .executeTakeFirst();
    return other !== undefined;
  }

  /**
   * Frees `email` from an account that never confirmed it (someone's pending sign-up), once the
   * member has proved they hold the mailbox (the link was opened from it).
   */
  async freeFromUnconfirmed(email: string, exceptUserId: string, db: Kysely<Database>) {
    await db
      .deleteFrom('users')
      .where('email', '=', email)
      .where('email_confirmed_at', 'is', null)
      .where('id', '!=', exceptUserId)
      .execute();
  }

  async setEmail(userId: string, email: string, db: Kysely<Database>): Promise<void> {
    await db
      .updateTable('users')
      .set({ email, updated_at: new Date() })
      .where('id', '=', userId)
      .execute();
  }
}
