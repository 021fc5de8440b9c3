import { Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';

import { DatabaseService } from '@/database/database.service';
import type { Database } from '@/database/database.types';

import type { OneTimeTokenPurpose, OneTimeTokenRow, PendingSignUp } from './accounts.tables';

export type ConsumeResult =
  { status: 'ok'; token: OneTimeTokenRow } | { status: 'invalid' } | { status: 'expired' };

export interface NewOneTimeToken {
  userId: string;
  purpose: OneTimeTokenPurpose;
  tokenHash: string;
  expiresAt: Date;
  /** Confirmation links: the sign-up whose credential confirming sets. */
  pending?: PendingSignUp;
}

@Injectable()
export class OneTimeTokensRepository {
  constructor(private readonly database: DatabaseService) {}

  create(values: NewOneTimeToken, db: Kysely<Database>): Promise<OneTimeTokenRow> {
    return db
      .insertInto('auth_one_time_tokens')
      .values({
        user_id: values.userId,
        purpose: values.purpose,
        token_hash: values.tokenHash,
        expires_at: values.expiresAt,
        password_hash: values.pending?.passwordHash ?? null,
        display_name: values.pending?.displayName ?? null,
        locale: values.pending?.locale ?? null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /**
   * Spends a token inside the caller's transaction. The row lock makes two concurrent uses of
   * one link end with exactly one success.
   */
  async consume(
    tokenHash: string,
    purpose: OneTimeTokenPurpose,
    db: Kysely<Database>,
  ): Promise<ConsumeResult> {
    const token = await db
      .selectFrom('auth_one_time_tokens')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .where('purpose', '=', purpose)
      .forUpdate()
      .executeTakeFirst();
    if (!token || token.used_at !== null) return { status: 'invalid' };
    if (token.expires_at.getTime() <= Date.now()) return { status: 'expired' };
    await db
      .updateTable('auth_one_time_tokens')
      .set({ used_at: new Date() })
      .where('id', '=', token.id)
      .execute();
    return { status: 'ok', token };
  }

  /** A link's row as it is, without spending or locking it (to check a password first). */
  find(tokenHash: string, purpose: OneTimeTokenPurpose): Promise<OneTimeTokenRow | undefined> {
    return this.database.db
      .selectFrom('auth_one_time_tokens')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .where('purpose', '=', purpose)
      .executeTakeFirst();
  }

  /**
   * Every sign-up of the address still waiting for confirmation, newest first, expired links
   * included (any of them is a password somebody typed for this address). Bounded: sign-ups
   * are limited per address (AUTH_RATE_LIMIT_PER_ACCOUNT).
   */
  async pendingSignUps(userId: string, limit: number): Promise<PendingSignUp[]> {
    const rows = await this.database.db
      .selectFrom('auth_one_time_tokens')
      .select(['password_hash', 'display_name', 'locale'])
      .where('user_id', '=', userId)
      .where('purpose', '=', 'email_confirmation')
      .where('used_at', 'is', null)
      .where('password_hash', 'is not', null)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.flatMap((row) => pendingOf(row) ?? []);
  }

  /** Voids every unused link of that kind: a used link's siblings, or links older than a new password. */
  async spendAll(userId: string, purpose: OneTimeTokenPurpose, db: Kysely<Database>) {
    await db
      .updateTable('auth_one_time_tokens')
      .set({ used_at: new Date() })
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute();
  }

  /**
   * The most recent sign-up still waiting for confirmation (expired links included: a resend
   * issues a fresh link for it). Undefined once a link was used or the account purged.
   */
  async latestPending(
    userId: string,
    db: Kysely<Database> = this.database.db,
  ): Promise<PendingSignUp | undefined> {
    const row = await db
      .selectFrom('auth_one_time_tokens')
      .select(['password_hash', 'display_name', 'locale'])
      .where('user_id', '=', userId)
      .where('purpose', '=', 'email_confirmation')
      .where('used_at', 'is', null)
      .where('password_hash', 'is not', null)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(1)
      .executeTakeFirst();
    return row ? pendingOf(row) : undefined;
  }
}

/** The sign-up a confirmation token carries; undefined for a token without one. */
export function pendingOf(
  token: Pick<OneTimeTokenRow, 'password_hash' | 'display_name' | 'locale'>,
): PendingSignUp | undefined {
  if (!token.password_hash || !token.display_name || !token.locale) return undefined;
  return {
    passwordHash: token.password_hash,
    displayName: token.display_name,
    locale: token.locale,
  };
}
