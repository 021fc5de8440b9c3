import { sql, type Transaction } from 'kysely';

import type { Database } from './database.types';

/**
 * A member's advisory lock key: whatever changes a member's trading state (an alert, a paper
 * flatten or reset, a broker liquidation, the member's erasure) runs one at a time per member.
 */
export const memberLockKey = (memberId: string) => `tickrelay:member:${memberId}`;

/** Takes the member's transaction-scoped advisory lock (released at commit or rollback). */
export async function lockMember(trx: Transaction<Database>, memberId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${memberLockKey(memberId)}, 0))`.execute(
    trx,
  );
}
