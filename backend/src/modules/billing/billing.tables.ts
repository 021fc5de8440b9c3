import type {
  CheckoutStatus,
  Currency,
  PaymentProviderName,
  PlanId,
  SubscriptionStatus,
} from '@tickrelay/contracts/billing/billing';
import type { Locale } from '@tickrelay/contracts/locales';
import type { ColumnType, Generated, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

/** Migration 0007. */
export interface BillingCustomersTable {
  user_id: string;
  provider: PaymentProviderName;
  customer_id: string;
  email: string;
  display_name: string;
  locale: Locale;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SubscriptionsTable {
  id: Generated<string>;
  user_id: string;
  provider: PaymentProviderName;
  provider_subscription_id: string;
  provider_customer_id: string;
  checkout_id: string | null;
  status: SubscriptionStatus;
  plan: PlanId;
  currency: Currency;
  amount: number;
  trial_end: NullableTimestamp;
  current_period_end: NullableTimestamp;
  cancel_at_period_end: boolean;
  past_due_since: NullableTimestamp;
  ended_at: NullableTimestamp;
  /** The trial end the 2-day reminder was sent for (once per trial). */
  trial_reminder_sent_for: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Append-only (a trigger refuses UPDATE and DELETE). */
export interface SubscriptionHistoryTable {
  id: Generated<string>;
  subscription_id: string;
  user_id: string;
  provider_subscription_id: string;
  from_status: SubscriptionStatus | null;
  to_status: SubscriptionStatus;
  plan: PlanId;
  cause: string;
  event_type: string | null;
  at: Timestamp;
}

export interface PaymentEventsTable {
  provider: PaymentProviderName;
  event_id: string;
  type: string;
  received_at: Timestamp;
}

export interface CheckoutsTable {
  id: string;
  user_id: string;
  provider: PaymentProviderName;
  provider_checkout_id: string;
  plan: PlanId;
  currency: Currency;
  amount: number;
  trial_days: number;
  status: ColumnType<CheckoutStatus, CheckoutStatus | undefined, CheckoutStatus>;
  expires_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type BillingCustomerRow = Selectable<BillingCustomersTable>;
export type SubscriptionRow = Selectable<SubscriptionsTable>;
export type CheckoutRow = Selectable<CheckoutsTable>;

/** One row per email address that has had a free trial: a hash, never the address (0016). */
export interface TrialGrantsTable {
  key_hash: Buffer;
  granted_at: ColumnType<Date, Date | string | undefined, Date | string>;
}
