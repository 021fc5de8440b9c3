import { type Kysely, sql } from 'kysely';

/**
 * The sandbox payment provider's own books (issue 9): a local stand-in for Stripe that keeps its
 * customers, checkouts, subscriptions, invoices and the events it sends in tables of its own,
 * never in billing's. Billing reads them only through the PaymentProvider port, exactly as it
 * reads Stripe.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table sandbox_customers (
      id text primary key,
      email text not null,
      -- Ours (the member), kept like Stripe keeps metadata.
      user_id text,
      -- What the "card" does on its next charges: the portal changes it.
      card_behaviour text not null default 'succeeds'
        check (card_behaviour in ('succeeds', 'declines', 'declines_next')),
      created_at timestamptz not null default now()
    )
  `.execute(db);

  await sql`
    create table sandbox_checkouts (
      id text primary key,
      -- Ours: given back in every event about it.
      client_reference_id text not null,
      customer_id text not null references sandbox_customers (id),
      user_id text,
      plan text not null,
      interval text not null check (interval in ('month', 'year')),
      currency text not null,
      amount integer not null check (amount > 0),
      trial_days integer not null check (trial_days >= 0),
      locale text not null,
      success_url text not null,
      cancel_url text not null,
      status text not null default 'open'
        check (status in ('open', 'complete', 'declined', 'authentication_failed', 'expired')),
      -- The hosted page's forms carry it: a POST without it is not from that page.
      form_token text not null,
      subscription_id text,
      expires_at timestamptz not null,
      created_at timestamptz not null default now(),
      completed_at timestamptz
    )
  `.execute(db);
  await sql`create index sandbox_checkouts_open on sandbox_checkouts (expires_at) where status = 'open'`.execute(
    db,
  );

  await sql`
    create table sandbox_subscriptions (
      id text primary key,
      customer_id text not null references sandbox_customers (id),
      user_id text,
      checkout_id text,
      plan text not null,
      interval text not null check (interval in ('month', 'year')),
      currency text not null,
      amount integer not null check (amount > 0),
      -- Stripe's own states: trialing, active, past_due, canceled (ended for good).
      status text not null check (status in ('trialing', 'active', 'past_due', 'canceled')),
      trial_end timestamptz,
      current_period_start timestamptz not null,
      current_period_end timestamptz not null,
      cancel_at_period_end boolean not null default false,
      trial_will_end_sent boolean not null default false,
      past_due_since timestamptz,
      next_retry_at timestamptz,
      ended_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )
  `.execute(db);
  await sql`create index sandbox_subscriptions_due on sandbox_subscriptions (current_period_end) where status <> 'canceled'`.execute(
    db,
  );
  await sql`create index sandbox_subscriptions_customer on sandbox_subscriptions (customer_id)`.execute(
    db,
  );

  await sql`create sequence sandbox_invoice_numbers`.execute(db);
  await sql`
    create table sandbox_invoices (
      id text primary key,
      number text not null unique,
      customer_id text not null references sandbox_customers (id),
      subscription_id text not null references sandbox_subscriptions (id),
      status text not null check (status in ('paid', 'open', 'void', 'uncollectible')),
      amount integer not null check (amount >= 0),
      currency text not null,
      plan text not null,
      locale text not null,
      period_start timestamptz not null,
      period_end timestamptz not null,
      attempt_count integer not null default 0,
      created_at timestamptz not null,
      paid_at timestamptz
    )
  `.execute(db);
  await sql`create index sandbox_invoices_customer on sandbox_invoices (customer_id, created_at desc)`.execute(
    db,
  );

  await sql`
    create table sandbox_events (
      id text primary key,
      type text not null,
      -- The event's JSON exactly as delivered (signed afresh at each delivery attempt).
      body text not null,
      created_at timestamptz not null default now(),
      -- Set once the delivery job is queued; a row left without it (Redis away) is queued again.
      enqueued_at timestamptz,
      delivered_at timestamptz,
      attempts integer not null default 0,
      last_error text
    )
  `.execute(db);
  await sql`create index sandbox_events_unqueued on sandbox_events (created_at) where enqueued_at is null`.execute(
    db,
  );
}
