import { type Kysely, sql } from 'kysely';

/**
 * The member's security log and what hangs on it (issue 27): one row per sign-in, failed attempt
 * and sensitive change; the single-use "this wasn't me" links of the security mails (hashed);
 * the local adapter's pending email changes (confirm and undo links, hashed); the member's time
 * zone. Product tables: keyed by member id without a foreign key (with AUTH_PROVIDER=supabase
 * members live in Supabase), erased by the security-log member eraser.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table security_log (
      seq bigint generated always as identity primary key,
      member_id uuid not null,
      kind text not null check (char_length(kind) between 1 and 40),
      occurred_at timestamptz not null default now(),
      ip inet,
      user_agent text check (char_length(user_agent) <= 512),
      details jsonb not null default '{}'::jsonb
    )
  `.execute(db);
  await sql`create index security_log_member_idx on security_log (member_id, seq desc)`.execute(db);

  await sql`
    create table security_not_me_links (
      id uuid primary key default gen_random_uuid(),
      member_id uuid not null,
      token_hash text not null unique,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz
    )
  `.execute(db);
  await sql`create index security_not_me_links_member_idx on security_not_me_links (member_id)`.execute(
    db,
  );

  await sql`
    create table email_changes (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      old_email text not null,
      new_email text not null check (char_length(new_email) between 3 and 254 and new_email = lower(new_email)),
      created_at timestamptz not null default now(),
      confirm_hash text not null unique,
      confirm_expires_at timestamptz not null,
      confirmed_at timestamptz,
      undo_hash text unique,
      undo_expires_at timestamptz,
      undone_at timestamptz,
      superseded_at timestamptz
    )
  `.execute(db);
  await sql`create index email_changes_user_idx on email_changes (user_id, created_at desc)`.execute(
    db,
  );

  await sql`
    create table member_time_zones (
      member_id uuid primary key,
      time_zone text not null check (char_length(time_zone) between 1 and 64),
      updated_at timestamptz not null default now()
    )
  `.execute(db);
}
