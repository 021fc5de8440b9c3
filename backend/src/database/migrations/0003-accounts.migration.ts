import { type Kysely, sql } from 'kysely';

/**
 * Accounts of the local auth adapter (users, sessions, rotating refresh tokens, emailed one-time
 * tokens), the session registry of the Supabase adapter, and subscription renewal requests.
 * Tokens are stored as SHA-256 hashes only; a database leak reveals no usable token.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table users (
      id uuid primary key default gen_random_uuid(),
      email text not null check (char_length(email) between 3 and 254 and email = lower(email)),
      display_name text not null check (char_length(display_name) between 1 and 80),
      locale text not null check (locale in ('en', 'fr')),
      password_hash text not null,
      email_confirmed_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create unique index users_email_key on users (email)`.execute(db);

  // One row per signed-in device: the refresh-token family.
  await sql`
    create table auth_sessions (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      created_at timestamptz not null default now(),
      last_seen_at timestamptz not null default now(),
      expires_at timestamptz not null,
      revoked_at timestamptz,
      revoked_reason text,
      user_agent text,
      ip inet
    )
  `.execute(db);
  await sql`create index auth_sessions_user_id_idx on auth_sessions (user_id)`.execute(db);

  // Each refresh issues a new row; used_at marks a spent refresh token (reuse detection).
  await sql`
    create table auth_tokens (
      id uuid primary key default gen_random_uuid(),
      session_id uuid not null references auth_sessions (id) on delete cascade,
      access_hash text not null,
      access_expires_at timestamptz not null,
      refresh_hash text not null,
      created_at timestamptz not null default now(),
      used_at timestamptz
    )
  `.execute(db);
  await sql`create unique index auth_tokens_access_hash_key on auth_tokens (access_hash)`.execute(
    db,
  );
  await sql`create unique index auth_tokens_refresh_hash_key on auth_tokens (refresh_hash)`.execute(
    db,
  );
  await sql`create index auth_tokens_session_id_idx on auth_tokens (session_id)`.execute(db);

  await sql`
    create table auth_one_time_tokens (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      purpose text not null check (purpose in ('email_confirmation', 'password_recovery')),
      token_hash text not null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      used_at timestamptz
    )
  `.execute(db);
  await sql`
    create unique index auth_one_time_tokens_token_hash_key on auth_one_time_tokens (token_hash)
  `.execute(db);
  await sql`create index auth_one_time_tokens_user_id_idx on auth_one_time_tokens (user_id)`.execute(
    db,
  );

  // Supabase adapter: the sessions GoTrue issued through this API (GoTrue has no list endpoint).
  await sql`
    create table supabase_sessions (
      id uuid primary key,
      user_id uuid not null,
      created_at timestamptz not null default now(),
      last_seen_at timestamptz not null default now(),
      revoked_at timestamptz,
      user_agent text,
      ip inet
    )
  `.execute(db);
  await sql`create index supabase_sessions_user_id_idx on supabase_sessions (user_id)`.execute(db);

  // user_id is the member's id in whichever auth provider is configured, hence no foreign key.
  await sql`
    create table subscription_renewals (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null,
      status text not null check (status in ('pending_payment', 'paid', 'cancelled')),
      recaptcha_score real,
      client_ip inet,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`
    create index subscription_renewals_user_id_idx on subscription_renewals (user_id, created_at desc)
  `.execute(db);
}
