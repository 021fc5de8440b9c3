import { type Kysely, sql } from 'kysely';

/**
 * Members' webhooks (issue 10): one row per token generation. The member's current URL is the row
 * without revoked_at; a rotated one keeps working until valid_until (the grace), a revoked one has
 * valid_until = revoked_at. The token itself is stored twice: its SHA-256 for lookups and sealed
 * (AES-256-GCM under the key named by token_key_id) so the member's page can show the URL again.
 * The settings are the member's; each row carries them (copied on rotation, updated on every row
 * of the member) so a token's row says all the receiver needs. version grows with every change:
 * the Redis copy of a row is only ever replaced by a newer version.
 * member_id has no foreign key: with AUTH_PROVIDER=supabase members live in Supabase, not in users.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table webhooks (
      id uuid primary key,
      member_id uuid not null,
      token_hash bytea not null unique check (octet_length(token_hash) = 32),
      token_sealed bytea not null,
      token_key_id text not null check (token_key_id ~ '^[A-Za-z0-9_-]{1,32}$'),
      created_at timestamptz not null,
      revoked_at timestamptz,
      valid_until timestamptz,
      allowlist_enabled boolean not null default false,
      default_max_lag_seconds integer not null default 300
        check (default_max_lag_seconds between 5 and 86400),
      paused boolean not null default false,
      version bigint not null default 1 check (version > 0),
      updated_at timestamptz not null,
      check ((revoked_at is null) = (valid_until is null)),
      check (valid_until is null or valid_until >= revoked_at)
    )
  `.execute(db);
  // One current URL per member.
  await sql`
    create unique index webhooks_current_member_idx on webhooks (member_id) where revoked_at is null
  `.execute(db);
  await sql`create index webhooks_member_idx on webhooks (member_id, created_at desc)`.execute(db);
  // The cache warm-up reads the rows still in their grace.
  await sql`
    create index webhooks_grace_idx on webhooks (valid_until) where revoked_at is not null
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists webhooks`.execute(db);
}
