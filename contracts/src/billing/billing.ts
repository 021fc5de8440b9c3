// Plans, subscription and checkout states, and the one entitlement rule. Plans and their amounts are
// defined on the server only (the SPA reads them from GET /api/billing/plans); these are their shapes.

export const PLAN_IDS = ['monthly', 'yearly'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** ISO 4217, lower case as the payment providers write them. */
export const CURRENCIES = ['usd', 'eur'] as const;
export type Currency = (typeof CURRENCIES)[number];

export type PlanInterval = 'month' | 'year';

export interface PlanPrice {
  currency: Currency;
  /** In the currency's minor unit (cents). */
  amount: number;
}

export interface Plan {
  id: PlanId;
  interval: PlanInterval;
  prices: PlanPrice[];
}

/**
 * - trialing: the first subscription's free days; entitled until the trial ends.
 * - active: paid for the current period.
 * - past_due: a renewal payment failed; still entitled for a grace period (graceEndsAt).
 * - canceled: the member cancelled; entitled until the period ends (cancelAtPeriodEnd).
 * - expired: over; not entitled. A new checkout starts a new subscription.
 */
export const SUBSCRIPTION_STATUSES = [
  'trialing',
  'active',
  'past_due',
  'canceled',
  'expired',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export interface SubscriptionView {
  id: string;
  plan: PlanId;
  currency: Currency;
  /** Per period, minor units. */
  amount: number;
  status: SubscriptionStatus;
  /** ISO 8601 instants; null when they do not apply. */
  trialEndsAt: string | null;
  currentPeriodEnd: string | null;
  /** A cancellation takes effect at currentPeriodEnd (status canceled). */
  cancelAtPeriodEnd: boolean;
  /** past_due only: the end of the grace period. */
  graceEndsAt: string | null;
  /** The instant entitlement ends, by the rule below; null when not entitled. */
  entitledUntil: string | null;
  provider: PaymentProviderName;
}

export interface MembershipView {
  /** What every member-only route checks: entitledUntil is in the future. */
  entitled: boolean;
  subscription: SubscriptionView | null;
  /** A first subscription starts with a trial; a member who had one does not get another. */
  trialAvailable: boolean;
  /** The currency offered by default: the member's choice, else EUR for French, USD otherwise. */
  currency: Currency;
}

/**
 * - pending: the member has not finished at the provider yet (or the provider has not told us).
 * - paid: the provider confirmed; the subscription is trialing or active.
 * - declined: the card was refused.
 * - authentication_failed: 3-D Secure (or the bank's check) failed.
 * - expired: the checkout link was not used in time.
 */
export const CHECKOUT_STATUSES = [
  'pending',
  'paid',
  'declined',
  'authentication_failed',
  'expired',
] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

export interface CheckoutView {
  id: string;
  status: CheckoutStatus;
  plan: PlanId;
  currency: Currency;
  amount: number;
  trialDays: number;
  /** ISO 8601: when a pending checkout link stops working. */
  expiresAt: string;
}

export const INVOICE_STATUSES = ['paid', 'open', 'void', 'uncollectible'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export interface InvoiceView {
  id: string;
  number: string | null;
  status: InvoiceStatus;
  amount: number;
  currency: Currency;
  /** ISO 8601. */
  createdAt: string;
  /** The provider's page of the invoice, and its PDF; null when the provider has none yet. */
  hostedUrl: string | null;
  pdfUrl: string | null;
}

/** The subscription fields the entitlement rule reads. */
export type EntitlementInput = Pick<
  SubscriptionView,
  'status' | 'trialEndsAt' | 'currentPeriodEnd' | 'graceEndsAt'
>;

/**
 * An active subscription renews at its period end and the provider's confirmation may arrive a
 * little later: entitlement runs this much past the period end, so a renewal in flight never
 * locks a paying member out.
 */
export const RENEWAL_LEEWAY_MS = 60 * 60 * 1000;

function instant(value: string | null): number | undefined {
  if (value === null) return undefined;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? undefined : ms;
}

/**
 * The one entitlement rule (the API's @Member() guard and the SPA's route guard both use it):
 * trialing until the trial ends, active until the period ends (plus RENEWAL_LEEWAY_MS), canceled
 * until the period ends, past_due until the
 * grace ends, expired never. Returns the instant entitlement ends, or undefined when the
 * subscription gives none at `now`.
 */
export function entitlementEnd(subscription: EntitlementInput, now: number): number | undefined {
  const end = ((): number | undefined => {
    switch (subscription.status) {
      case 'trialing':
        return instant(subscription.trialEndsAt) ?? instant(subscription.currentPeriodEnd);
      case 'active': {
        const periodEnd = instant(subscription.currentPeriodEnd);
        return periodEnd === undefined ? undefined : periodEnd + RENEWAL_LEEWAY_MS;
      }
      case 'canceled':
        return instant(subscription.currentPeriodEnd);
      case 'past_due':
        return instant(subscription.graceEndsAt);
      case 'expired':
        return undefined;
    }
  })();
  return end !== undefined && end > now ? end : undefined;
}

export function isEntitled(subscription: EntitlementInput | null, now: number): boolean {
  return subscription !== null && entitlementEnd(subscription, now) !== undefined;
}
