import { Injectable } from '@nestjs/common';
import { type Kysely, sql } from 'kysely';

import { DatabaseService } from '@/database/database.service';
import type { Database } from '@/database/database.types';

/** The members' TOTP secrets (sealed) and recovery codes (hashed). SQL only. */
@Injectable()
export class SecondFactorRepository {
  constructor(private readonly database: DatabaseService) {}

  get db(): Kysely<Database> {
    return this.database.db;
  }

  findTotp(memberId: string, db: Kysely<Database> = this.db) {
    return db
      .selectFrom('second_factor_totp')
      .selectAll()
      .where('member_id', '=', memberId)
      .executeTakeFirst();
  }

  /** Locks the member's TOTP row so two codes are decided one after the other (no replay). */
  findTotpForUpdate(memberId: string, db: Kysely<Database>) {
    return db
      .selectFrom('second_factor_totp')
      .selectAll()
      .where('member_id', '=', memberId)
      .forUpdate()
      .executeTakeFirst();
  }

  /** A new unconfirmed secret; an enabled factor is never replaced (false then). */
  async putPending(memberId: string, secretSealed: string): Promise<boolean> {
    const row = await this.db
      .insertInto('second_factor_totp')
      .values({ member_id: memberId, secret_sealed: secretSealed })
      .onConflict((oc) =>
        oc
          .column('member_id')
          .doUpdateSet({ secret_sealed: secretSealed, last_step: 0, created_at: new Date() })
          .where('second_factor_totp.confirmed_at', 'is', null),
      )
      .returning('member_id')
      .executeTakeFirst();
    return row !== undefined;
  }

  async acceptStep(memberId: string, step: number, db: Kysely<Database>): Promise<void> {
    await db
      .updateTable('second_factor_totp')
      .set({ last_step: step })
      .where('member_id', '=', memberId)
      .execute();
  }

  async confirm(memberId: string, codeHashes: string[], db: Kysely<Database>): Promise<void> {
    await db
      .updateTable('second_factor_totp')
      .set({ confirmed_at: new Date() })
      .where('member_id', '=', memberId)
      .execute();
    await db.deleteFrom('second_factor_recovery_codes').where('member_id', '=', memberId).execute();
    await db
      .insertInto('second_factor_recovery_codes')
      .values(codeHashes.map((code_hash) => ({ member_id: memberId, code_hash })))
      .execute();
  }

  /** Spends an unused recovery code of the member; false when there is none with that hash. */
  async spendRecoveryCode(memberId: string, codeHash: string, db: Kysely<Database>) {
    const spent = await db
      .updateTable('second_factor_recovery_codes')
      .set({ used_at: new Date() })
      .where('member_id', '=', memberId)
      .where('code_hash', '=', codeHash)
      .where('used_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return spent !== undefined;
  }

  async countRecoveryCodesLeft(memberId: string): Promise<number> {
    const row = await this.db
      .selectFrom('second_factor_recovery_codes')
      .select(sql<string>`count(*)`.as('left'))
      .where('member_id', '=', memberId)
      .where('used_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.left);
  }

  async remove(memberId: string, db: Kysely<Database> = this.db): Promise<void> {
    await db.deleteFrom('second_factor_totp').where('member_id', '=', memberId).execute();
    await db.deleteFrom('second_factor_recovery_codes').where('member_id', '=', memberId).execute();
  }
}
