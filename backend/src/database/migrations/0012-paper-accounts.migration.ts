import { type Kysely, sql } from 'kysely';

/**
 * The paper broker's accounts (issue 10): one row per member holding the pure engine's state
 * (backend/src/modules/brokers/paper, PaperAccountState) as JSON. Created on the member's first
 * executed alert (or first read); changed only under the member's advisory lock, in the same
 * transaction as the delivery row that caused the change, so an alert changes the account exactly
 * once. member_id has no foreign key: with AUTH_PROVIDER=supabase members live in Supabase.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table paper_accounts (
      member_id uuid primary key,
      state jsonb not null check (jsonb_typeof(state) = 'object'),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )
  `.execute(db);
}
