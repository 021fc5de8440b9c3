import { type Kysely, sql } from 'kysely';

/**
 * Mails leave only after commit (issue 8): a change writes its mail here in its own transaction,
 * and a relay moves committed rows to the BullMQ mail queue and deletes them. A rolled-back change
 * leaves no row, so no mail.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table mail_outbox (
      id bigint generated always as identity primary key,
      created_at timestamptz not null default now(),
      job_name text not null,
      -- The BullMQ job id: relaying a row twice adds one job.
      job_id text not null unique,
      payload jsonb not null
    )
  `.execute(db);
}
