import { Injectable } from '@nestjs/common';

import { DatabaseService } from '@/database/database.service';

import type { ClientInfo } from '../auth.types';
import type { SupabaseSessionRow } from './supabase-sessions.table';

/**
 * GoTrue has no endpoint listing a member's sessions, so this API records the ones it opens. A
 * session ended here is refused by this API at once and signed out at GoTrue on its next use.
 */
@Injectable()
export class SupabaseSessionsRepository {
  constructor(private readonly database: DatabaseService) {}

  private get db() {
    return this.database.db;
  }

  /** Records (or touches) a session; returns false when it was ended here before. */
  async seen(sessionId: string, userId: string, client: ClientInfo): Promise<boolean> {
    const row = await this.db
      .insertInto('supabase_sessions')
      .values({
        id: sessionId,
        user_id: userId,
        user_agent: client.userAgent?.slice(0, 512) ?? null,
        ip: client.ip,
      })
      .onConflict((conflict) => conflict.column('id').doUpdateSet({ last_seen_at: new Date() }))
      .returning('revoked_at')
      .executeTakeFirstOrThrow();
    return row.revoked_at === null;
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
    await this.db
      .updateTable('supabase_sessions')
      .set({ revoked_at: new Date() })
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  async revokeAllOf(userId: string, keep: string | undefined): Promise<void> {
    let query = this.db
      .updateTable('supabase_sessions')
      .set({ revoked_at: new Date() })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null);
    if (keep) query = query.where('id', '!=', keep);
    await query.execute();
  }

  listActive(userId: string): Promise<SupabaseSessionRow[]> {
    return this.db
      .selectFrom('supabase_sessions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .orderBy('last_seen_at', 'desc')
      .execute();
  }

  async isActiveOf(userId: string, sessionId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('supabase_sessions')
      .select('id')
      .where('id', '=', sessionId)
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return row !== undefined;
  }

  async deleteAllOf(userId: string): Promise<void> {
    await this.db.deleteFrom('supabase_sessions').where('user_id', '=', userId).execute();
  }
}
