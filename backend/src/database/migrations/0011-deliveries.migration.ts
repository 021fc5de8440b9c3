import { type Kysely, sql } from 'kysely';

/**
 * The deliveries log (issue 10): one row per request that reached a member's webhook URL, whatever
 * became of it, partitioned by day of arrival like telemetry_events.
 *
 * The key is (delivery_id, received_at): a unique key of a partitioned table must hold the
 * partition key, and both are fixed in the job by the receiver, so a redelivered job finds its row
 * and writes nothing twice. The worker creates each day's partition ahead of time and drops those
 * past DELIVERIES_RETENTION_DAYS; the default partition only catches rows whose day has none yet.
 *
 * `claimed` marks a delivery that got past validation, entitlement and the duplicate check: its
 * alert id (or, without one, its body hash within the duplicate window) is spent, so a repeat is
 * logged as a duplicate. The checks read these rows under the member's advisory lock, in the
 * transaction that writes the row.
 * member_id has no foreign key: with AUTH_PROVIDER=supabase members live in Supabase, not in users.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table deliveries (
      delivery_id uuid not null,
      received_at timestamptz not null,
      member_id uuid not null,
      webhook_id text not null,
      source_address text not null,
      content_type text not null,
      status text not null check (
        status in ('executed', 'rejected', 'duplicate', 'stale', 'paused', 'failed')
      ),
      code text,
      field text,
      action text,
      ticker text,
      quantity integer,
      alert_id text,
      body_hash bytea not null,
      claimed boolean not null,
      ack_latency_ms double precision,
      executed_latency_ms double precision,
      raw_body text not null,
      raw_body_truncated boolean not null,
      broker_result jsonb,
      test boolean not null,
      processed_at timestamptz not null default now(),
      primary key (delivery_id, received_at)
    ) partition by range (received_at)
  `.execute(db);
  await sql`create table deliveries_default partition of deliveries default`.execute(db);
  // The member's log, newest first, and its keyset cursor (received_at, delivery_id).
  await sql`
    create index deliveries_member_idx on deliveries (member_id, received_at desc, delivery_id desc)
  `.execute(db);
  // The duplicate checks: an alert id already spent, the same body within the window.
  await sql`
    create index deliveries_alert_id_idx on deliveries (member_id, alert_id)
      where claimed and alert_id is not null
  `.execute(db);
  await sql`
    create index deliveries_body_hash_idx on deliveries (member_id, body_hash, received_at)
      where claimed and alert_id is null
  `.execute(db);
}
