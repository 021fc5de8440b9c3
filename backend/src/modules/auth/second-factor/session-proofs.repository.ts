import { Injectable } from '@nestjs/common';

import { DatabaseService } from '@/database/database.service';

/** Per session: waiting for its second step or not, and when it last proved its owner. */
@Injectable()
export class SessionProofsRepository {
  constructor(private readonly database: DatabaseService) {}

  find(sessionId: string) {
    return this.database.db
      .selectFrom('session_proofs')
      .selectAll()
      .where('session_id', '=', sessionId)
      .executeTakeFirst();
  }

  /** A session just opened: pending its second step, or proven now (signing in is a proof). */
  async opened(sessionId: string, memberId: string, pending: boolean): Promise<void> {
    const now = new Date();
    await this.database.db
      .insertInto('session_proofs')
      .values({
        session_id: sessionId,
        member_id: memberId,
        pending_second_factor: pending,
        proven_at: pending ? null : now,
        created_at: now,
      })
      .onConflict((oc) =>
        oc.column('session_id').doUpdateSet({
          pending_second_factor: pending,
          proven_at: pending ? null : now,
          created_at: now,
        }),
      )
      .execute();
  }

  /** The owner proved themselves on this session now (and it no longer waits for a step). */
  async proven(sessionId: string, memberId: string): Promise<Date> {
    const now = new Date();
    await this.database.db
      .insertInto('session_proofs')
      .values({
        session_id: sessionId,
        member_id: memberId,
        pending_second_factor: false,
        proven_at: now,
        created_at: now,
      })
      .onConflict((oc) =>
        oc.column('session_id').doUpdateSet({ pending_second_factor: false, proven_at: now }),
      )
      .execute();
    return now;
  }

  async removeAllOf(memberId: string): Promise<void> {
    await this.database.db.deleteFrom('session_proofs').where('member_id', '=', memberId).execute();
  }
}
