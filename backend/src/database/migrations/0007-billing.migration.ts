import { type Kysely, sql } from 'kysely';

/**
 * Membership (issue 9): the provider's customer of each member, the member's current
 * subscription, its append-only history, the provider events already applied, and checkouts.
 * user_id has no foreign key: with AUTH_PROVIDER=supabase members live in Supabase, not in users.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table billing_customers (
      user_id uuid not null,
      provider text not null check (provider in ('sandbox', 'stripe')),
      customer_id text not null,
      -- What the billing mails need when no session is at hand (a webhook, the expiry job); kept
      -- up to date at each checkout.
      email text not null,
      display_name text not null,
      locale text not null check (locale in ('en', 'fr')),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      primary key (user_id, provider),
      unique (provider, customer_id)
    )
  `.execute(db);

  // One current row per member: a new subscription (after an expired one) takes over the row,
  // and the history keeps what it was.
  await sql`
    create table subscriptions (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null unique,
      provider text not null check (provider in ('sandbox', 'stripe')),
      provider_subscription_id text not null,
      provider_customer_id text not null,
      checkout_id uuid,
      status text not null
        check (status in ('trialing', 'active', 'past_due', 'canceled', 'expired')),
      plan text not null check (plan in ('monthly', 'yearly')),
      currency text not null check (currency in ('usd', 'eur')),
      amount integer not null check (amount > 0),
      trial_end timestamptz,
      current_period_end timestamptz,
      cancel_at_period_end boolean not null default false,
      past_due_since timestamptz,
      ended_at timestamptz,
      trial_reminder_sent_for timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (provider, provider_subscription_id)
    )
  `.execute(db);
  await sql`create index subscriptions_status_idx on subscriptions (status)`.execute(db);

  await sql`
    create table subscription_history (
      id bigint generated always as identity primary key,
      subscription_id uuid not null references subscriptions (id),
      user_id uuid not null,
      provider_subscription_id text not null,
      from_status text,
      to_status text not null,
      plan text not null,
      -- The provider event id that caused it, or 'expiry-job'.
      cause text not null,
      event_type text,
      at timestamptz not null default now()
    )
  `.execute(db);
  await sql`
    create index subscription_history_subscription_idx on subscription_history (subscription_id, id)
  `.execute(db);
  // Append-only: what happened to a membership is never rewritten.
  await sql`
    create function subscription_history_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'subscription_history is append-only (% refused)', tg_op
        using errcode = 'insufficient_privilege';
    end
    $$
  `.execute(db);
  await sql`
    create trigger subscription_history_append_only
      before update or delete on subscription_history
      for each statement execute function subscription_history_append_only()
  `.execute(db);

  // Inserted in the same transaction as the event's effect: a redelivered event finds its row.
  await sql`
    create table payment_events (
      provider text not null,
      event_id text not null,
      type text not null,
      received_at timestamptz not null default now(),
      primary key (provider, event_id)
    )
  `.execute(db);

  await sql`
    create table checkouts (
      id uuid primary key,
      user_id uuid not null,
      provider text not null check (provider in ('sandbox', 'stripe')),
      provider_checkout_id text not null,
      plan text not null check (plan in ('monthly', 'yearly')),
      currency text not null check (currency in ('usd', 'eur')),
      amount integer not null check (amount > 0),
      trial_days integer not null check (trial_days >= 0),
      status text not null default 'pending'
        check (status in ('pending', 'paid', 'declined', 'authentication_failed', 'expired')),
      expires_at timestamptz not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (provider, provider_checkout_id)
    )
  `.execute(db);
  await sql`create index checkouts_user_idx on checkouts (user_id, created_at)`.execute(db);
}
