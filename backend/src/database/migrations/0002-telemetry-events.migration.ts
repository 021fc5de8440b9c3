import { type Kysely, sql } from 'kysely';

/**
 * Browser telemetry (POST /api/telemetry/batch → queue → worker), partitioned by day of arrival.
 *
 * The key is (event_id, received_at): a unique key of a partitioned table must hold the partition
 * key, and received_at is fixed in the job when the API accepts the batch, so a redelivered job
 * writes the same keys again and ON CONFLICT / the COPY fallback keeps one row per event.
 * The worker creates each day's partition ahead of time and drops expired ones (retention); the
 * default partition only catches rows whose day has no partition yet.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table telemetry_events (
      event_id uuid not null,
      received_at timestamptz not null,
      session_id text not null,
      event_type text not null check (
        event_type in ('page_view', 'subscribe_click', 'link_click', 'login', 'signup', 'error', 'trace')
      ),
      event_name text not null,
      page_url text not null,
      page_path text not null,
      referrer text,
      browser_name text not null,
      browser_version text not null,
      os_name text not null,
      device_type text not null check (device_type in ('desktop', 'mobile', 'tablet')),
      screen_width integer not null,
      screen_height integer not null,
      event_data jsonb,
      user_id text,
      error_message text,
      stack_trace text,
      duration_ms double precision,
      primary key (event_id, received_at)
    ) partition by range (received_at)
  `.execute(db);
  await sql`create table telemetry_events_default partition of telemetry_events default`.execute(
    db,
  );
  // Recent errors for the operators' stats; partial, so page views never pay for it.
  await sql`
    create index telemetry_events_errors_idx on telemetry_events (received_at desc)
      where event_type = 'error'
  `.execute(db);
}
