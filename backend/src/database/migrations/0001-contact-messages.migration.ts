import { type Kysely, sql } from 'kysely';

/** Messages sent through the public contact form (POST /api/contact). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table contact_messages (
      id uuid primary key default gen_random_uuid(),
      created_at timestamptz not null default now(),
      name text not null check (char_length(name) between 1 and 100),
      email text not null check (char_length(email) between 3 and 254),
      subject text not null check (char_length(subject) between 1 and 150),
      message text not null check (char_length(message) between 10 and 5000),
      locale text not null check (locale in ('en', 'fr')),
      client_ip inet,
      request_id text
    )
  `.execute(db);
  await sql`create index contact_messages_created_at_idx on contact_messages (created_at desc)`.execute(
    db,
  );
  await sql`
    create index contact_messages_client_ip_created_at_idx
      on contact_messages (client_ip, created_at desc)
  `.execute(db);
}
