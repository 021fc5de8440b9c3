import { Injectable } from '@nestjs/common';

import { SessionEnds } from '@/common/session/session-ends';
import { DatabaseService } from '@/database/database.service';

import type { ClientInfo } from '../auth.types';
import type { SupabaseSessionRow } from './supabase-sessions.table';

/** A session is live when it was last used since `idleSince` and opened since `openedSince`. */
export interface LiveSince {
  idleSince: Date;
  openedSince: Date;
}

/**
 * GoTrue has no endpoint listing a member's sessions, so this API records the ones it opens. A
 * session ended here is refused by this API at once and signed out at GoTrue on its next use.
 * The same goes for a session past this API's idle timeout or absolute lifetime. Every end is
 * announced (SessionEnds), so the live streams it opened close on every replica.
 */
@Injectable()
export class SupabaseSessionsRepository {
  constructor(
    private readonly database: DatabaseService,
    private readonly ends: SessionEnds,
  ) {}

  private get db() {
    return this.database.db;
  }

  /**
   * Records (or touches) a session; returns false when it was ended here before or has passed
   * its idle timeout or lifetime (it is then recorded as ended).
   */
  async seen(
    sessionId: string,
    userId: string,
    client: ClientInfo,
    live: LiveSince,
  ): Promise<boolean> {
    const row = await this.db
      .insertInto('supabase_sessions')
      .values({
        id: sessionId,
        user_id: userId,
        user_agent: client.userAgent?.slice(0, 512) ?? null,
        ip: client.ip,
      })
      .onConflict((conflict) =>
        conflict
          .column('id')
          .doUpdateSet({ last_seen_at: new Date() })
          .where('supabase_sessions.revoked_at', 'is', null)
          .where('supabase_sessions.last_seen_at', '>', live.idleSince)
          .where('supabase_sessions.created_at', '>', live.openedSince),
      )
      .returning('id')
      .executeTakeFirst();
    if (row) return true;
    await this.revoke(sessionId);
    return false;
  }

  async isRevoked(sessionId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('supabase_sessions')
      .select('revoked_at')
      .where('id', '=', sessionId)
      .executeTakeFirst();
    return row?.revoked_at != null;
  }

  async revoke(sessionId: string): Promise<void> {
    const ended = await this.db
      .updateTable('supabase_sessions')
      .set({ revoked_at: new Date() })
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .returning('user_id')
      .executeTakeFirst();
    if (ended) await this.ends.publish({ userId: ended.user_id, sessionId });
  }

  async revokeAllOf(userId: string, keep: string | undefined): Promise<void> {
    let query = this.db
      .updateTable('supabase_sessions')
      .set({ revoked_at: new Date() })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null);
    if (keep) query = query.where('id', '!=', keep);
    await query.execute();
    await this.ends.publish({ userId, except: keep });
  }

  listActive(userId: string, live: LiveSince): Promise<SupabaseSessionRow[]> {
    return this.db
      .selectFrom('supabase_sessions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where('last_seen_at', '>', live.idleSince)
      .where('created_at', '>', live.openedSince)
      .orderBy('last_seen_at', 'desc')
      .execute();
  }

  /** Not revoked and, when `live` is given, within the idle timeout and lifetime. */
  async isActiveOf(userId: string, sessionId: string, live?: LiveSince): Promise<boolean> {
    let query = this.db
      .selectFrom('supabase_sessions')
      .select('id')
      .where('id', '=', sessionId)
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null);
    if (live) {
      query = query
        .where('last_seen_at', '>', live.idleSince)
        .where('created_at', '>', live.openedSince);
    }
    return (await query.executeTakeFirst()) !== undefined;
  }

  async deleteAllOf(userId: string): Promise<void> {
    await this.db.deleteFrom('supabase_sessions').where('user_id', '=', userId).execute();
    await this.ends.publish({ userId });
  }
}
