import { type Kysely, sql } from 'kysely';

/**
 * Sign-up without pre-account takeover (issue 8): an unconfirmed account has no password. Each
 * confirmation link carries the credential and profile of the sign-up that asked for it, and
 * confirming sets them; whoever signed up earlier with the same address leaves nothing behind.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users alter column password_hash drop not null`.execute(db);

  await sql`
    alter table auth_one_time_tokens
      add column password_hash text,
      add column display_name text check (char_length(display_name) between 1 and 80),
      add column locale text check (locale in ('en', 'fr'))
  `.execute(db);

  // Unconfirmed accounts of before: their links keep the password they were signed up with.
  await sql`
    update auth_one_time_tokens t
       set password_hash = u.password_hash, display_name = u.display_name, locale = u.locale
      from users u
     where t.user_id = u.id
       and t.purpose = 'email_confirmation'
       and t.used_at is null
       and u.email_confirmed_at is null
  `.execute(db);
  await sql`update users set password_hash = null where email_confirmed_at is null`.execute(db);

  await sql`
    alter table users add constraint users_confirmed_have_password
      check (email_confirmed_at is null or password_hash is not null)
  `.execute(db);

  // The purge of unconfirmed accounts reads only these rows, oldest first.
  await sql`
    create index users_unconfirmed_created_at_idx on users (created_at)
     where email_confirmed_at is null
  `.execute(db);
}
