import {
  type CheckoutStatus,
  type CheckoutView,
  entitlementEnd,
  type SubscriptionStatus,
  type SubscriptionView,
} from '@tickrelay/contracts/billing/billing';

import type { CheckoutRow, SubscriptionRow } from './billing.tables';
import type { ProviderSubscription } from './payment-provider.port';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the subscriptions row holds of a subscription's state. */
export interface SettledState {
  status: SubscriptionStatus;
  plan: SubscriptionRow['plan'];
  currency: SubscriptionRow['currency'];
  amount: number;
  trialEnd: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  pastDueSince: Date | null;
  endedAt: Date | null;
}

export function graceEnd(pastDueSince: Date | null, graceDays: number): Date | null {
  return pastDueSince ? new Date(pastDueSince.getTime() + graceDays * DAY_MS) : null;
}

/**
 * The state to store for what the provider says now. Time is applied on top, so that a state
 * read back late (an old event replayed, a retry) can never bring back an entitlement that is
 * over: canceled past its period end and past_due past its grace are expired, and expired stays
 * expired unless the provider says the subscription is paid again (trialing or active).
 * Undefined for a subscription whose first payment is not done (incomplete): nothing to store.
 */
export function settle(
  provider: ProviderSubscription,
  previous: SubscriptionRow | undefined,
  now: Date,
  graceDays: number,
): SettledState | undefined {
  if (provider.status === 'incomplete') return undefined;
  const same = previous?.provider_subscription_id === provider.id ? previous : undefined;
  let status: SubscriptionStatus = provider.status;
  // Grace runs from the first failed renewal this subscription had, not from the latest word.
  const pastDueSince = status === 'past_due' ? (same?.past_due_since ?? now) : null;
  if (status === 'canceled' && provider.currentPeriodEnd && provider.currentPeriodEnd <= now) {
    status = 'expired';
  }
  if (status === 'past_due' && (graceEnd(pastDueSince, graceDays) ?? now) <= now) {
    status = 'expired';
  }
  if (same?.status === 'expired' && status !== 'trialing' && status !== 'active') {
    status = 'expired';
  }
  return {
    status,
    plan: provider.price.plan,
    currency: provider.price.currency,
    amount: provider.price.amount,
    trialEnd: provider.trialEnd,
    currentPeriodEnd: provider.currentPeriodEnd,
    cancelAtPeriodEnd: status === 'canceled' ? true : provider.cancelAtPeriodEnd,
    pastDueSince: status === 'past_due' ? pastDueSince : null,
    endedAt: status === 'expired' ? (same?.ended_at ?? now) : null,
  };
}

/** Whether a settled state is a transition the history records (status, subscription or plan). */
export function isTransition(
  previous: SubscriptionRow | undefined,
  next: SettledState,
  providerId: string,
): boolean {
  return (
    !previous ||
    previous.status !== next.status ||
    previous.provider_subscription_id !== providerId ||
    previous.plan !== next.plan
  );
}

/**
 * What the daily expiry job does with a row at `now`: expire a canceled subscription past its
 * period end; ask the provider about a past_due one past its grace, or a trial long over with
 * no word from the provider (it may have been paid and the event lost); leave the rest.
 */
export function expiryAction(
  row: SubscriptionRow,
  now: Date,
  graceDays: number,
): 'expire' | 'ask-provider' | 'none' {
  switch (row.status) {
    case 'canceled':
      return row.current_period_end && row.current_period_end <= now ? 'expire' : 'none';
    case 'past_due':
      return (graceEnd(row.past_due_since, graceDays) ?? now) <= now ? 'ask-provider' : 'none';
    case 'trialing':
      return row.trial_end && row.trial_end.getTime() + graceDays * DAY_MS <= now.getTime()
        ? 'ask-provider'
        : 'none';
    default:
      return 'none';
  }
}

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

export function subscriptionView(
  row: SubscriptionRow,
  graceDays: number,
  now: Date,
): SubscriptionView {
  const view: Omit<SubscriptionView, 'entitledUntil'> = {
    id: row.id,
    plan: row.plan,
    currency: row.currency,
    amount: row.amount,
    status: row.status,
    trialEndsAt: iso(row.trial_end),
    currentPeriodEnd: iso(row.current_period_end),
    cancelAtPeriodEnd: row.cancel_at_period_end,
    graceEndsAt: row.status === 'past_due' ? iso(graceEnd(row.past_due_since, graceDays)) : null,
    provider: row.provider,
  };
  const end = entitlementEnd(view, now.getTime());
  return { ...view, entitledUntil: end === undefined ? null : new Date(end).toISOString() };
}

export function checkoutView(row: CheckoutRow): CheckoutView {
  return {
    id: row.id,
    status: row.status,
    plan: row.plan,
    currency: row.currency,
    amount: row.amount,
    trialDays: row.trial_days,
    expiresAt: row.expires_at.toISOString(),
  };
}

/** The live stream ends once a checkout is no longer pending. */
export function isFinalCheckout(status: CheckoutStatus): boolean {
  return status !== 'pending';
}

/**
 * A checkout's next status for a provider's word: paid wins over a decline (the member may try
 * another card in the same checkout), nothing moves a paid checkout, and an expired link is only
 * ever followed by paid (the provider says so, it happened).
 */
export function nextCheckoutStatus(current: CheckoutStatus, word: CheckoutStatus): CheckoutStatus {
  if (current === 'paid' || current === word) return current;
  if (word === 'paid') return 'paid';
  if (current === 'expired') return current;
  if (word === 'expired') return current === 'pending' ? 'expired' : current;
  return word;
}
