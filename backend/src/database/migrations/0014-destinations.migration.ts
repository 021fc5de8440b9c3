import { type Kysely, sql } from 'kysely';

/**
 * Members' destinations and relays (issue 11).
 *
 * - destinations: at most DESTINATION_LIMITS.perMember per member (checked under the member's
 *   lock by the api). The secret part (an https URL and its signing secret, a Discord webhook
 *   URL) is sealed with AES-256-GCM under CREDENTIAL_KEYS (secret_key_id names the key) and bound
 *   to the row; a Telegram chat id is stored as is. At most one destination per member takes the
 *   failure notices (partial unique index).
 * - delivery_relays: one row per delivery and destination, keyed (delivery_id, destination_id).
 *   No foreign key to destinations (the history outlives a removed one: kind and label are
 *   copied) nor to the partitioned deliveries; pruned with the log's retention.
 * - failure_notice_events / failure_notice_state: the failures a member is told about, and when
 *   the last notice went (the 15-minute digest), the state row locked while a notice is decided.
 * member_id has no foreign key anywhere: with AUTH_PROVIDER=supabase members live in Supabase.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table destinations (
      id uuid primary key,
      member_id uuid not null,
      kind text not null check (kind in ('https', 'discord', 'telegram')),
      label text not null check (char_length(label) between 1 and 60),
      target text not null check (char_length(target) between 1 and 2100),
      secret_sealed bytea,
      secret_key_id text check (secret_key_id ~ '^[A-Za-z0-9_-]{1,32}$'),
      chat_id text check (chat_id ~ '^(-?[1-9][0-9]{0,15}|@[A-Za-z][A-Za-z0-9_]{3,30}[A-Za-z0-9])$'),
      notify_failures boolean not null default false,
      last_status text check (last_status in ('pending', 'retrying', 'sent', 'failed')),
      last_code text,
      last_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null,
      check ((secret_sealed is null) = (secret_key_id is null)),
      check ((kind = 'telegram') = (chat_id is not null)),
      check ((kind = 'telegram') = (secret_sealed is null))
    )
  `.execute(db);
  await sql`create index destinations_member_idx on destinations (member_id, created_at, id)`.execute(
    db,
  );
  await sql`
    create unique index destinations_notify_failures_idx on destinations (member_id)
      where notify_failures
  `.execute(db);

  await sql`
    create table delivery_relays (
      delivery_id uuid not null,
      received_at timestamptz not null,
      destination_id uuid not null,
      member_id uuid not null,
      kind text not null check (kind in ('https', 'discord', 'telegram')),
      label text not null,
      status text not null check (status in ('pending', 'retrying', 'sent', 'failed')),
      attempts integer not null default 0 check (attempts between 0 and 100),
      code text,
      http_status integer check (http_status between 100 and 999),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null,
      primary key (delivery_id, destination_id)
    )
  `.execute(db);
  // A removed destination's relays still to be made end at once.
  await sql`
    create index delivery_relays_open_idx on delivery_relays (destination_id)
      where status in ('pending', 'retrying')
  `.execute(db);
  await sql`create index delivery_relays_received_idx on delivery_relays (received_at)`.execute(db);

  await sql`
    create table failure_notice_events (
      id bigint generated always as identity primary key,
      member_id uuid not null,
      source_key text not null unique,
      kind text not null check (kind in ('execution', 'destination')),
      occurred_at timestamptz not null,
      delivery_id uuid,
      destination_id uuid,
      destination_label text,
      code text not null,
      notified_at timestamptz,
      created_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`
    create index failure_notice_events_pending_idx on failure_notice_events (member_id, occurred_at)
      where notified_at is null
  `.execute(db);
  await sql`
    create index failure_notice_events_created_idx on failure_notice_events (created_at)
  `.execute(db);

  await sql`
    create table failure_notice_state (
      member_id uuid primary key,
      last_sent_at timestamptz,
      updated_at timestamptz not null
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists failure_notice_state`.execute(db);
  await sql`drop table if exists failure_notice_events`.execute(db);
  await sql`drop table if exists delivery_relays`.execute(db);
  await sql`drop table if exists destinations`.execute(db);
}
