import { type Kysely, sql } from 'kysely';

/**
 * The live broker (issue 11).
 *
 * - broker_settings: one row per member who changed anything about their broker: where valid
 *   alerts are executed (paper, the default, when there is no row; tradovate; none) and the
 *   member's Tradovate device id. The device id is the member's, not a saved connection's: a
 *   first save that Tradovate answers with "approve this device" (two-factor) must be retried
 *   with the same id once the member approved it. (Not on the webhooks rows, which are one per
 *   token generation and copied on rotation.)
 * - broker_connections: the member's saved Tradovate connection, at most one. connection_id
 *   changes on every save, so a token the adapter cached for earlier credentials is never used
 *   with new ones. The password, cid and secret are sealed together (AES-256-GCM under the key
 *   named by credentials_key_id, CREDENTIAL_KEYS; associated data: member and connection id);
 *   the rest is what the member's page shows.
 * - broker_audit: every broker action and what caused it; kept DELIVERIES_RETENTION_DAYS (the
 *   deliveries maintenance job deletes older rows). seq orders rows written in the same instant.
 * - deliveries.executed_on: the execution target an alert went to; status `relayed` (target
 *   none: valid, sent to the member's destinations only).
 *
 * member_id has no foreign key, like every member table: with AUTH_PROVIDER=supabase members live
 * in Supabase. Account deletion removes the member's connection itself (BrokerSettingsService).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table broker_settings (
      member_id uuid primary key,
      execution_target text not null default 'paper'
        check (execution_target in ('paper', 'tradovate', 'none')),
      device_id uuid not null default gen_random_uuid(),
      updated_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`
    create table broker_connections (
      member_id uuid primary key,
      connection_id uuid not null unique,
      broker text not null default 'tradovate' check (broker = 'tradovate'),
      environment text not null check (environment in ('demo', 'live')),
      username text not null check (char_length(username) between 1 and 100),
      app_id text not null check (char_length(app_id) between 1 and 100),
      app_version text not null check (char_length(app_version) between 1 and 20),
      credentials_sealed bytea not null,
      credentials_key_id text not null check (credentials_key_id ~ '^[A-Za-z0-9_-]{1,32}$'),
      device_id uuid not null,
      account_id bigint,
      account_name text,
      accounts jsonb not null default '[]' check (jsonb_typeof(accounts) = 'array'),
      status text not null check (status in ('connected', 'error')),
      last_error_code text,
      last_checked_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check ((account_id is null) = (account_name is null)),
      check ((status = 'error') = (last_error_code is not null))
    )
  `.execute(db);
  await sql`
    create table broker_audit (
      id uuid primary key,
      seq bigint generated always as identity,
      member_id uuid not null,
      at timestamptz not null,
      broker text not null check (broker in ('paper', 'tradovate')),
      environment text check (environment in ('demo', 'live')),
      account_name text,
      action text not null check (action in (
        'order_sent', 'order_filled', 'order_rejected', 'order_cancelled',
        'position_liquidated', 'connection_saved', 'connection_tested', 'connection_removed'
      )),
      trigger text not null check (trigger in ('alert', 'member', 'kill_switch', 'system')),
      delivery_id uuid,
      contract text,
      side text check (side in ('buy', 'sell')),
      quantity integer,
      price text,
      order_type text,
      order_id text,
      code text,
      reason text
    )
  `.execute(db);
  // The member's audit, newest first, and its keyset cursor (at, seq).
  await sql`create index broker_audit_member_idx on broker_audit (member_id, at desc, seq desc)`.execute(
    db,
  );
  // Retention deletes by age.
  await sql`create index broker_audit_at_idx on broker_audit (at)`.execute(db);

  await sql`alter table deliveries drop constraint deliveries_status_check`.execute(db);
  await sql`
    alter table deliveries add constraint deliveries_status_check check (
      status in ('executed', 'relayed', 'rejected', 'duplicate', 'stale', 'paused', 'failed')
    )
  `.execute(db);
  await sql`
    alter table deliveries add column executed_on text check (executed_on in ('paper', 'tradovate'))
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table deliveries drop column if exists executed_on`.execute(db);
  await sql`drop table if exists broker_audit`.execute(db);
  await sql`drop table if exists broker_connections`.execute(db);
  await sql`drop table if exists broker_settings`.execute(db);
}
