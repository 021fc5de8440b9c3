import { type Kysely, sql } from 'kysely';

/**
 * Free trials once per person (issue 21): one row per email address that has had a trial, keyed
 * by a hash of the normalised address (trialKeyOf in modules/billing/trial-grants.ts), never the
 * address itself. The row outlives the account on purpose: an erased member's address is gone
 * from every table, and this hash only answers "has this address had a trial" to someone who
 * already knows the address.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table trial_grants (
      key_hash bytea primary key check (octet_length(key_hash) = 32),
      granted_at timestamptz not null default now()
    )
  `.execute(db);
}
