import { type Kysely, sql } from 'kysely';

/**
 * Issue 27: a second factor and step-up proofs.
 *
 * - `second_factor_totp`: one TOTP secret per member, sealed (CREDENTIAL_KEYS, bound to the
 *   member's id), on once `confirmed_at` is set. `last_step` is the last 30-second step a code was
 *   accepted for, so a code is never accepted twice.
 * - `second_factor_recovery_codes`: ten single-use codes, their SHA-256 only.
 * - `session_proofs`: per session (local or Supabase, by its id), whether it still waits for its
 *   second step and when it last proved its owner (sign-in, password, code). Sessions without a
 *   row (opened before this) are signed in but have no proof: step-up asks for one.
 * - `remembered_browsers`: "remember this browser for 30 days", the cookie's SHA-256.
 * No foreign key to users (members may live in Supabase), like every member table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table second_factor_totp (
      member_id uuid primary key,
      secret_sealed text not null,
      confirmed_at timestamptz,
      last_step bigint not null default 0,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`
    create table second_factor_recovery_codes (
      id uuid primary key default gen_random_uuid(),
      member_id uuid not null,
      code_hash text not null,
      used_at timestamptz
    )
  `.execute(db);
  await sql`
    create index second_factor_recovery_codes_member_idx
      on second_factor_recovery_codes (member_id)
  `.execute(db);
  await sql`
    create table session_proofs (
      session_id text primary key,
      member_id uuid not null,
      pending_second_factor boolean not null,
      proven_at timestamptz,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index session_proofs_member_idx on session_proofs (member_id)`.execute(db);
  await sql`
    create table remembered_browsers (
      id uuid primary key default gen_random_uuid(),
      member_id uuid not null,
      token_hash text not null unique,
      session_id text,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      revoked_at timestamptz
    )
  `.execute(db);
  await sql`create index remembered_browsers_member_idx on remembered_browsers (member_id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table remembered_browsers`.execute(db);
  await sql`drop table session_proofs`.execute(db);
  await sql`drop table second_factor_recovery_codes`.execute(db);
  await sql`drop table second_factor_totp`.execute(db);
}
