import { type Kysely, sql } from 'kysely';

/**
 * Members' saved alert messages, the alert builder's templates (issue 12). At most
 * ALERT_TEMPLATE_LIMITS.perMember per member (counted under the member's advisory lock by the
 * api); a name is unique per member whatever its case. The message is the JSON text as
 * TradingView sends it, at most the receiver's 16 KB (checked by the api against the alert
 * template schema; the bound here only keeps a row from growing past it). member_id has no
 * foreign key: with AUTH_PROVIDER=supabase members live in Supabase; the member eraser removes
 * a deleted account's rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table alert_templates (
      id uuid primary key,
      member_id uuid not null,
      name text not null check (char_length(name) between 1 and 80),
      message text not null check (octet_length(message) between 2 and 16384),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`
    create unique index alert_templates_member_name_idx on alert_templates (member_id, lower(name))
  `.execute(db);
}
