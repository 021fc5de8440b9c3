import { type Kysely, sql } from 'kysely';

/**
 * "Your data" exports (issue 27): one row per export a member asked for. The worker writes the
 * ZIP into `archive` (bytea, at most DATA_EXPORT_LIMITS.maxArchiveBytes: a member's data is a
 * few megabytes; the bound keeps a runaway log out of the table) and the maintenance schedule
 * clears it at `expires_at`, keeping the small row (status `expired`) a while for the profile page
 * to say so. One export in preparation per member (the partial unique index). member_id has no
 * foreign key (members may live in Supabase); the member eraser deletes a deleted account's rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table data_exports (
      id uuid primary key,
      member_id uuid not null,
      status text not null check (status in ('preparing', 'ready', 'failed', 'expired')),
      requested_at timestamptz not null default now(),
      ready_at timestamptz,
      expires_at timestamptz,
      size_bytes integer check (size_bytes between 0 and 67108864),
      failure text,
      archive bytea check (octet_length(archive) <= 67108864),
      check ((status = 'ready') = (archive is not null)),
      check (status <> 'ready' or expires_at is not null)
    )
  `.execute(db);
  await sql`
    create unique index data_exports_one_preparing_idx on data_exports (member_id)
      where status = 'preparing'
  `.execute(db);
  await sql`create index data_exports_member_idx on data_exports (member_id, requested_at desc)`.execute(
    db,
  );
  await sql`create index data_exports_expiry_idx on data_exports (expires_at) where archive is not null`.execute(
    db,
  );
}
