import type { CheckoutStatus } from '@tickrelay/contracts/billing/billing';

import type { SubscriptionRow } from './billing.tables';
import type { ProviderSubscription } from './payment-provider.port';
import {
  expiryAction,
  isTransition,
  nextCheckoutStatus,
  settle,
  subscriptionView,
} from './subscription-state';

const DAY = 24 * 3600 * 1000;
const now = new Date('2026-03-10T12:00:00.000Z');
const at = (days: number) => new Date(now.getTime() + days * DAY);

function provider(overrides: Partial<ProviderSubscription> = {}): ProviderSubscription {
  return {
    id: 'sub_1',
    customerId: 'cus_1',
    status: 'active',
    price: { plan: 'monthly', interval: 'month', currency: 'usd', amount: 4900 },
    trialEnd: null,
    currentPeriodEnd: at(20),
    cancelAtPeriodEnd: false,
    userId: 'u1',
    checkoutId: null,
    ...overrides,
  };
}

function row(overrides: Partial<SubscriptionRow> = {}): SubscriptionRow {
  return {
    id: 'row-1',
    user_id: 'u1',
    provider: 'sandbox',
    provider_subscription_id: 'sub_1',
    provider_customer_id: 'cus_1',
    checkout_id: null,
    status: 'active',
    plan: 'monthly',
    currency: 'usd',
    amount: 4900,
    trial_end: null,
    current_period_end: at(20),
    cancel_at_period_end: false,
    past_due_since: null,
    ended_at: null,
    trial_reminder_sent_for: null,
    created_at: at(-30),
    updated_at: at(-1),
    ...overrides,
  };
}

describe('settle: the provider’s word, with time applied on top', () => {
  it('stores what the provider says for a live subscription', () => {
    expect(settle(provider({ status: 'trialing', trialEnd: at(7) }), undefined, now, 3)).toEqual({
      status: 'trialing',
      plan: 'monthly',
      currency: 'usd',
      amount: 4900,
      trialEnd: at(7),
      currentPeriodEnd: at(20),
      cancelAtPeriodEnd: false,
      pastDueSince: null,
      endedAt: null,
    });
  });

  it('stores nothing for a subscription whose first payment is not done', () => {
    expect(settle(provider({ status: 'incomplete' }), undefined, now, 3)).toBeUndefined();
  });

  it('keeps canceled (entitled to the period end) and expires it once the period is over', () => {
    const canceled = provider({ status: 'canceled', cancelAtPeriodEnd: true });
    expect(settle(canceled, row(), now, 3)?.status).toBe('canceled');
    const over = settle({ ...canceled, currentPeriodEnd: at(-1) }, row(), now, 3);
    expect(over).toMatchObject({ status: 'expired', endedAt: now, pastDueSince: null });
  });

  it('starts the grace at the first failed renewal and keeps that start', () => {
    const first = settle(provider({ status: 'past_due' }), row(), now, 3);
    expect(first).toMatchObject({ status: 'past_due', pastDueSince: now });
    const later = settle(
      provider({ status: 'past_due' }),
      row({ status: 'past_due', past_due_since: at(-2) }),
      now,
      3,
    );
    expect(later?.pastDueSince).toEqual(at(-2));
    const graceOver = settle(
      provider({ status: 'past_due' }),
      row({ status: 'past_due', past_due_since: at(-3) }),
      now,
      3,
    );
    expect(graceOver?.status).toBe('expired');
  });

  it('never brings an expired subscription back unless the provider says it is paid', () => {
    const expired = row({ status: 'expired', ended_at: at(-1) });
    const replayedCanceled = settle(
      provider({ status: 'canceled', currentPeriodEnd: at(5) }),
      expired,
      now,
      3,
    );
    expect(replayedCanceled).toMatchObject({ status: 'expired', endedAt: at(-1) });
    expect(settle(provider({ status: 'past_due' }), expired, now, 3)?.status).toBe('expired');
    expect(settle(provider({ status: 'active' }), expired, now, 3)?.status).toBe('active');
  });

  it('treats another subscription’s row as no previous state', () => {
    const other = row({ provider_subscription_id: 'sub_old', status: 'expired' });
    expect(settle(provider(), other, now, 3)?.status).toBe('active');
  });
});

describe('isTransition', () => {
  it('is a status, subscription or plan change, not a mere period roll', () => {
    const next = settle(provider({ currentPeriodEnd: at(50) }), row(), now, 3);
    if (!next) throw new Error('settled');
    expect(isTransition(row(), next, 'sub_1')).toBe(false);
    expect(isTransition(undefined, next, 'sub_1')).toBe(true);
    expect(isTransition(row({ status: 'trialing' }), next, 'sub_1')).toBe(true);
    expect(isTransition(row({ plan: 'yearly' }), next, 'sub_1')).toBe(true);
    expect(isTransition(row(), next, 'sub_2')).toBe(true);
  });
});

describe('expiryAction', () => {
  it('expires canceled past the period end, asks the provider about grace and old trials', () => {
    expect(expiryAction(row({ status: 'canceled', current_period_end: at(1) }), now, 3)).toBe(
      'none',
    );
    expect(expiryAction(row({ status: 'canceled', current_period_end: at(-1) }), now, 3)).toBe(
      'expire',
    );
    expect(expiryAction(row({ status: 'past_due', past_due_since: at(-2) }), now, 3)).toBe('none');
    expect(expiryAction(row({ status: 'past_due', past_due_since: at(-3) }), now, 3)).toBe(
      'ask-provider',
    );
    expect(expiryAction(row({ status: 'trialing', trial_end: at(-1) }), now, 3)).toBe('none');
    expect(expiryAction(row({ status: 'trialing', trial_end: at(-4) }), now, 3)).toBe(
      'ask-provider',
    );
    expect(expiryAction(row({ status: 'active', current_period_end: at(-9) }), now, 3)).toBe(
      'none',
    );
  });
});

describe('subscriptionView', () => {
  it('shows the grace end of past_due and the entitlement end by the one rule', () => {
    const view = subscriptionView(row({ status: 'past_due', past_due_since: at(-1) }), 3, now);
    expect(view.graceEndsAt).toBe(at(2).toISOString());
    expect(view.entitledUntil).toBe(at(2).toISOString());
    const expired = subscriptionView(row({ status: 'expired' }), 3, now);
    expect([expired.graceEndsAt, expired.entitledUntil]).toEqual([null, null]);
    const trial = subscriptionView(row({ status: 'trialing', trial_end: at(7) }), 3, now);
    expect(trial.entitledUntil).toBe(at(7).toISOString());
  });
});

describe('nextCheckoutStatus', () => {
  it.each<[CheckoutStatus, CheckoutStatus, CheckoutStatus]>([
    ['pending', 'paid', 'paid'],
    ['pending', 'declined', 'declined'],
    ['declined', 'paid', 'paid'],
    ['declined', 'authentication_failed', 'authentication_failed'],
    ['paid', 'declined', 'paid'],
    ['paid', 'expired', 'paid'],
    ['pending', 'expired', 'expired'],
    ['declined', 'expired', 'declined'],
    ['expired', 'declined', 'expired'],
    ['expired', 'paid', 'paid'],
  ])('%s + %s → %s', (current, word, expected) => {
    expect(nextCheckoutStatus(current, word)).toBe(expected);
  });
});
