import { createHash, randomBytes } from 'node:crypto';

import { Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

import { DatabaseService } from '@/database/database.service';
import type { Database } from '@/database/database.types';

/** A security mail's "this wasn't me" link works this long (a member may read mail late). */
export const NOT_ME_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export type NotMeUse =
  { status: 'used'; memberId: string } | { status: 'invalid' } | { status: 'expired' };

function hashOf(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/**
 * The single-use tokens of the "this wasn't me" links: 256 random bits in the mail, only their
 * hash stored. Spending one is atomic (a second click is TOKEN_INVALID).
 */
@Injectable()
export class NotMeLinks {
  constructor(private readonly database: DatabaseService) {}

  /** A new token for the member, written in the mail's transaction. */
  async issue(memberId: string, db: Kysely<Database> = this.database.db): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await db
      .insertInto('security_not_me_links')
      .values({
        member_id: memberId,
        token_hash: hashOf(token),
        expires_at: new Date(Date.now() + NOT_ME_TTL_MS),
      })
      .execute();
    return token;
  }

  /**
   * Spends the token and every other unspent link of its member (the account is being secured:
   * one report is enough). Expired tokens are not spent and answer `expired`.
   */
  async use(token: string, db: Kysely<Database> = this.database.db): Promise<NotMeUse> {
    const row = await db
      .selectFrom('security_not_me_links')
      .select(['id', 'member_id', 'used_at', sql<boolean>`expires_at <= now()`.as('expired')])
      .where('token_hash', '=', hashOf(token))
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.used_at !== null) return { status: 'invalid' };
    if (row.expired) return { status: 'expired' };
    await db
      .updateTable('security_not_me_links')
      .set({ used_at: new Date() })
      .where('member_id', '=', row.member_id)
      .where('used_at', 'is', null)
      .execute();
    return { status: 'used', memberId: row.member_id };
  }

  async restore(token: string): Promise<void> {
    await this.database.db
      .updateTable('security_not_me_links')
      .set({ used_at: null })
      .where('token_hash', '=', hashOf(token))
      .execute();
  }
}
