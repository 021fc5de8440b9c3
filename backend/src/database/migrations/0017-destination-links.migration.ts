import { type Kysely, sql } from 'kysely';

/**
 * Issue 21: Telegram chats are linked through the bot, and a member's outstanding relays are
 * capped.
 *
 * - A Telegram destination gets its chat only from the bot: a one-time `start` code (its SHA-256
 *   stored, never the code; single use, short expiry) that the chat sends to the bot. Until then
 *   chat_id is null ("waiting for link") and nothing is sent. Chat ids typed by members before
 *   this were never proven to be theirs: they are dropped, so those destinations wait for a link.
 * - A partial index on open relays by member: the dispatcher counts a member's outstanding relays
 *   (RELAY_MEMBER_BACKLOG_MAX) on every delivery, which must stay cheap however big the log is.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // 0014 tied a chat id to every telegram row (an unnamed check): a telegram row now waits
  // without one. Found by its definition, since Postgres named it.
  await sql`
    do $$
    declare name text;
    begin
      for name in
        select conname from pg_constraint
         where conrelid = 'destinations'::regclass and contype = 'c'
           and pg_get_constraintdef(oid) like '%chat_id IS NOT NULL%'
      loop
        execute format('alter table destinations drop constraint %I', name);
      end loop;
    end $$
  `.execute(db);
  await sql`
    alter table destinations
      add constraint destinations_chat_kind_check check (chat_id is null or kind = 'telegram'),
      -- A telegram row waiting for its chat shows no target yet ('').
      drop constraint destinations_target_check,
      add constraint destinations_target_check check (char_length(target) <= 2100)
  `.execute(db);
  await sql`
    alter table destinations
      add column link_code_hash bytea,
      add column link_expires_at timestamptz,
      add column linked_at timestamptz
  `.execute(db);
  await sql`
    create unique index destinations_link_code_idx on destinations (link_code_hash)
      where link_code_hash is not null
  `.execute(db);
  await sql`
    update destinations set chat_id = null, target = '', updated_at = now()
      where kind = 'telegram'
  `.execute(db);
  await sql`
    create index delivery_relays_member_open_idx on delivery_relays (member_id, updated_at)
      where status in ('pending', 'retrying')
  `.execute(db);
}
