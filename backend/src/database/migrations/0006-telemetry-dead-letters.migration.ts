import { type Kysely, sql } from 'kysely';

/**
 * Telemetry events PostgreSQL refused for their data (issue 8): the worker stores every other
 * event of the job and keeps the refused one here, with the reason, instead of failing the job.
 *
 * `event` is the event as JSON text, written by JSON.stringify: a NUL or a lone surrogate stays a
 * `\u` escape there, so the very text jsonb refused can be kept (as `text`, never `jsonb`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table telemetry_dead_letters (
      -- sha256 of received_at and the event text: a redelivered job keeps one row per event.
      key text primary key,
      event text not null,
      reason text not null,
      sqlstate text,
      received_at timestamptz,
      failed_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index telemetry_dead_letters_failed_at on telemetry_dead_letters (failed_at)`.execute(
    db,
  );
}
