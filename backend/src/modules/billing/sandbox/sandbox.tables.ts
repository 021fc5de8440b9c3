import type {
  Currency,
  InvoiceStatus,
  PlanId,
  PlanInterval,
} from '@tickrelay/contracts/billing/billing';
import type { Locale } from '@tickrelay/contracts/locales';
import type { Generated, Insertable, Selectable } from 'kysely';

/** What the sandbox's "card" does on a charge; `declines_next` declines once, then succeeds. */
export const CARD_BEHAVIOURS = ['succeeds', 'declines', 'declines_next'] as const;
export type CardBehaviour = (typeof CARD_BEHAVIOURS)[number];

export type SandboxCheckoutStatus =
  'open' | 'complete' | 'declined' | 'authentication_failed' | 'expired';

/** The provider's own states, as Stripe names them (mapped to ours in sandbox-mapping.ts). */
export type SandboxSubscriptionStatus = 'trialing' | 'active' | 'past_due' | 'canceled';

export interface SandboxCustomersTable {
  id: string;
  email: string;
  user_id: string | null;
  card_behaviour: Generated<CardBehaviour>;
  created_at: Generated<Date>;
}

export interface SandboxCheckoutsTable {
  id: string;
  client_reference_id: string;
  customer_id: string;
  user_id: string | null;
  plan: PlanId;
  interval: PlanInterval;
  currency: Currency;
  amount: number;
  trial_days: number;
  locale: Locale;
  success_url: string;
  cancel_url: string;
  status: Generated<SandboxCheckoutStatus>;
  form_token: string;
  subscription_id: string | null;
  expires_at: Date;
  created_at: Generated<Date>;
  completed_at: Date | null;
}

export interface SandboxSubscriptionsTable {
  id: string;
  customer_id: string;
  user_id: string | null;
  checkout_id: string | null;
  plan: PlanId;
  interval: PlanInterval;
  currency: Currency;
  amount: number;
  status: SandboxSubscriptionStatus;
  trial_end: Date | null;
  current_period_start: Date;
  current_period_end: Date;
  cancel_at_period_end: Generated<boolean>;
  trial_will_end_sent: Generated<boolean>;
  past_due_since: Date | null;
  next_retry_at: Date | null;
  ended_at: Date | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface SandboxInvoicesTable {
  id: string;
  number: string;
  customer_id: string;
  subscription_id: string;
  status: InvoiceStatus;
  amount: number;
  currency: Currency;
  plan: PlanId;
  locale: Locale;
  period_start: Date;
  period_end: Date;
  attempt_count: Generated<number>;
  created_at: Date;
  paid_at: Date | null;
}

export interface SandboxEventsTable {
  id: string;
  type: string;
  body: string;
  created_at: Generated<Date>;
  enqueued_at: Date | null;
  delivered_at: Date | null;
  attempts: Generated<number>;
  last_error: string | null;
}

export interface SandboxTables {
  sandbox_customers: SandboxCustomersTable;
  sandbox_checkouts: SandboxCheckoutsTable;
  sandbox_subscriptions: SandboxSubscriptionsTable;
  sandbox_invoices: SandboxInvoicesTable;
  sandbox_events: SandboxEventsTable;
}

export type SandboxCustomer = Selectable<SandboxCustomersTable>;
export type SandboxCheckout = Selectable<SandboxCheckoutsTable>;
export type NewSandboxCheckout = Insertable<SandboxCheckoutsTable>;
export type SandboxSubscription = Selectable<SandboxSubscriptionsTable>;
export type SandboxInvoice = Selectable<SandboxInvoicesTable>;
export type SandboxEventRow = Selectable<SandboxEventsTable>;
