import { Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';

import { SessionEnds } from '@/common/session/session-ends';
import { DatabaseService } from '@/database/database.service';
import type { Database } from '@/database/database.types';

import type { ClientInfo } from '../auth.types';
import type { AuthSessionRow } from './accounts.tables';

export interface NewTokenPair {
  sessionId: string;
  accessHash: string;
  accessExpiresAt: Date;
  refreshHash: string;
}

export type RevokeReason =
  | 'sign_out'
  | 'ended_by_member'
  | 'password_changed'
  | 'password_recovered'
  | 'refresh_token_reuse'
  | 'not_me'
  | 'email_change_undone';

/**
 * Local sessions and their tokens. Every revocation is announced (SessionEnds) so the live
 * streams of the session close on every replica.
 */
@Injectable()
export class SessionsRepository {
  constructor(
    private readonly database: DatabaseService,
    private readonly ends: SessionEnds,
  ) {}

  get db(): Kysely<Database> {
    return this.database.db;
  }

  create(
    userId: string,
    client: ClientInfo,
    expiresAt: Date,
    db: Kysely<Database> = this.db,
  ): Promise<AuthSessionRow> {
    return db
      .insertInto('auth_sessions')
      .values({
        user_id: userId,
        expires_at: expiresAt,
        user_agent: client.userAgent?.slice(0, 512) ?? null,
        ip: client.ip,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async insertTokens(pair: NewTokenPair, db: Kysely<Database> = this.db): Promise<void> {
    await db
      .insertInto('auth_tokens')
      .values({
        session_id: pair.sessionId,
        access_hash: pair.accessHash,
        access_expires_at: pair.accessExpiresAt,
        refresh_hash: pair.refreshHash,
      })
      .execute();
  }

  /** The access token's row with its session and user, whatever their state. */
  findByAccessHash(accessHash: string) {
    return this.db
      .selectFrom('auth_tokens as t')
      .innerJoin('auth_sessions as s', 's.id', 't.session_id')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select([
        't.access_expires_at',
        's.id as session_id',
        's.created_at as session_created_at',
        's.last_seen_at',
        's.revoked_at',
      ])
      .selectAll('u')
      .where('t.access_hash', '=', accessHash)
      .executeTakeFirst();
  }

  /** Locks the refresh token's row so two refreshes with it are decided one after the other. */
  findByRefreshHashForUpdate(refreshHash: string, db: Kysely<Database>) {
    return db
      .selectFrom('auth_tokens as t')
      .innerJoin('auth_sessions as s', 's.id', 't.session_id')
      .select([
        't.id',
        't.used_at',
        's.id as session_id',
        's.user_id',
        's.created_at as session_created_at',
        's.last_seen_at',
        's.revoked_at',
      ])
      .where('t.refresh_hash', '=', refreshHash)
      .forUpdate('t')
      .executeTakeFirst();
  }

  async markUsed(tokenId: string, db: Kysely<Database>): Promise<void> {
    await db
      .updateTable('auth_tokens')
      .set({ used_at: new Date() })
      .where('id', '=', tokenId)
      .execute();
  }

  async touch(sessionId: string, expiresAt: Date, db: Kysely<Database> = this.db): Promise<void> {
    await db
      .updateTable('auth_sessions')
      .set({ last_seen_at: new Date(), expires_at: expiresAt })
      .where('id', '=', sessionId)
      .execute();
  }

  async touchLastSeen(sessionId: string, expiresAt: Date): Promise<void> {
    await this.db
      .updateTable('auth_sessions')
      .set({ last_seen_at: new Date(), expires_at: expiresAt })
      .where('id', '=', sessionId)
      .execute();
  }

  /** The session a cookie belongs to, from either of its tokens (the access token may be stale). */
  async sessionIdOf(accessHash: string, refreshHash: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('auth_tokens')
      .select('session_id')
      .where((eb) =>
        eb.or([eb('access_hash', '=', accessHash), eb('refresh_hash', '=', refreshHash)]),
      )
      .executeTakeFirst();
    return row?.session_id;
  }

  async revoke(sessionId: string, reason: RevokeReason, db: Kysely<Database> = this.db) {
    const ended = await db
      .updateTable('auth_sessions')
      .set({ revoked_at: new Date(), revoked_reason: reason })
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .returning('user_id')
      .executeTakeFirst();
    if (ended) await this.ends.publish({ userId: ended.user_id, sessionId });
  }

  /** Ends every active session of the member except `keep` (if given). */
  async revokeAllOf(
    userId: string,
    reason: RevokeReason,
    keep: string | undefined,
    db: Kysely<Database> = this.db,
  ): Promise<void> {
    let query = db
      .updateTable('auth_sessions')
      .set({ revoked_at: new Date(), revoked_reason: reason })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null);
    if (keep) query = query.where('id', '!=', keep);
    await query.execute();
    await this.ends.publish({ userId, except: keep });
  }

  /** The dates that decide whether a session is live; undefined when revoked or gone. */
  unrevoked(userId: string, sessionId: string) {
    return this.db
      .selectFrom('auth_sessions')
      .select(['created_at', 'last_seen_at'])
      .where('id', '=', sessionId)
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
  }

  /** Sessions not revoked, seen since `idleSince` and opened since `openedSince`. */
  listActive(userId: string, idleSince: Date, openedSince: Date): Promise<AuthSessionRow[]> {
    return this.db
      .selectFrom('auth_sessions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where('last_seen_at', '>', idleSince)
      .where('created_at', '>', openedSince)
      .orderBy('last_seen_at', 'desc')
      .execute();
  }

  findActiveOf(userId: string, sessionId: string) {
    return this.db
      .selectFrom('auth_sessions')
      .select('id')
      .where('id', '=', sessionId)
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
  }
}
