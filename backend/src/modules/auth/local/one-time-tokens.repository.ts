import { Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';

import type { Database } from '@/database/database.types';

import type { OneTimeTokenPurpose, OneTimeTokenRow } from './accounts.tables';

export type ConsumeResult =
  { status: 'ok'; token: OneTimeTokenRow } | { status: 'invalid' } | { status: 'expired' };

@Injectable()
export class OneTimeTokensRepository {
  create(
    values: { userId: string; purpose: OneTimeTokenPurpose; tokenHash: string; expiresAt: Date },
    db: Kysely<Database>,
  ): Promise<OneTimeTokenRow> {
    return db
      .insertInto('auth_one_time_tokens')
      .values({
        user_id: values.userId,
        purpose: values.purpose,
        token_hash: values.tokenHash,
        expires_at: values.expiresAt,
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

  /** A new password makes every recovery link sent before it worthless. */
  async spendAll(userId: string, purpose: OneTimeTokenPurpose, db: Kysely<Database>) {
    await db
      .updateTable('auth_one_time_tokens')
      .set({ used_at: new Date() })
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute();
  }
}
