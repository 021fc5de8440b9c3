import { Injectable } from '@nestjs/common';
import type { Kysely, Transaction } from 'kysely';

import { DatabaseService } from '@/database/database.service';
import type { Database } from '@/database/database.types';

import { createPaperAccount } from './paper-engine';
import { type PaperAccountState } from './paper-engine.types';

/** The paper engine's state per member (paper_accounts, migration 0012). */
@Injectable()
export class PaperAccountsRepository {
  constructor(private readonly database: DatabaseService) {}

  /** The member's state, or a fresh account when there is none yet (not stored until saved). */
  async stateOf(
    memberId: string,
    db: Kysely<Database> | Transaction<Database> = this.database.db,
  ): Promise<PaperAccountState> {
    const row = await db
      .selectFrom('paper_accounts')
      .select('state')
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    return row ? (row.state as PaperAccountState) : createPaperAccount();
  }

  /** Inside the transaction that holds the member's advisory lock. */
  async save(
    trx: Transaction<Database>,
    memberId: string,
    state: PaperAccountState,
  ): Promise<void> {
    const json = JSON.stringify(state);
    await trx
      .insertInto('paper_accounts')
      .values({ member_id: memberId, state: json })
      .onConflict((conflict) =>
        conflict.column('member_id').doUpdateSet({ state: json, updated_at: new Date() }),
      )
      .execute();
  }
}
