import { type Kysely, sql } from 'kysely';

/**
 * The operator console (issue 26): who holds the operator role, which members are suspended, and
 * the append-only audit log of every operator action. Ids only, no foreign keys to users: a
 * member's erasure must not be blocked by (nor erase) what operators did, and the log names a
 * member by id, never by address.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table operators (
      user_id uuid primary key,
      granted_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`
    create table member_suspensions (
      user_id uuid primary key,
      reason text not null check (char_length(reason) between 1 and 500),
      suspended_by text not null,
      suspended_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`
    create table operator_audit_log (
      id bigint generated always as identity primary key,
      at timestamptz not null default now(),
      actor text not null check (char_length(actor) between 1 and 200),
      action text not null check (char_length(action) between 1 and 100),
      target_id text,
      before jsonb,
      after jsonb
    )
  `.execute(db);
  await sql`create index operator_audit_log_target on operator_audit_log (target_id, id)`.execute(
    db,
  );
  await sql`
    create function operator_audit_log_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'operator_audit_log is append-only (% refused)', tg_op
        using errcode = 'insufficient_privilege';
    end
    $$
  `.execute(db);
  await sql`
    create trigger operator_audit_log_append_only
      before update or delete on operator_audit_log
      for each statement execute function operator_audit_log_append_only()
  `.execute(db);
}
