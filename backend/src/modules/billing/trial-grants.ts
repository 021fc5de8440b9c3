import { createHash } from 'node:crypto';

import { Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';

import { DatabaseService } from '@/database/database.service';
import type { Database } from '@/database/database.types';

/**
 * The key of a person's trial: SHA-256 of the address trimmed, NFKC-normalised and lower-cased
 * (sign-up already stores it so; the normalising here keeps the key stable whatever the adapter),
 * under a fixed label so the hash is of no use elsewhere.
 */
export function trialKeyOf(email: string): Buffer {
  const normalised = email.normalize('NFKC').trim().toLowerCase();
  return createHash('sha256').update(`tickrelay:trial:${normalised}`, 'utf8').digest();
}

/**
 * Free trials once per email address, whatever the account: a member who deletes the account
 * and signs up again with the same address, or a second account with it, gets no second trial.
 * Written when a trial starts (the subscription settles as trialing), read when a checkout
 * starts and for the membership page's "trial available".
 */
@Injectable()
export class TrialGrants {
  constructor(private readonly database: DatabaseService) {}

  async hasHad(email: string, db: Kysely<Database> = this.database.db): Promise<boolean> {
    const row = await db
      .selectFrom('trial_grants')
      .select('granted_at')
      .where('key_hash', '=', trialKeyOf(email))
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Idempotent: a replayed event or a second trialing state records nothing new. */
  async record(email: string, db: Kysely<Database>): Promise<void> {
    await db
      .insertInto('trial_grants')
      .values({ key_hash: trialKeyOf(email) })
      .onConflict((conflict) => conflict.column('key_hash').doNothing())
      .execute();
  }
}
