import { entitlementEnd, isEntitled, RENEWAL_LEEWAY_MS, type EntitlementInput } from './billing';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const DAY = 24 * 3600 * 1000;
const at = (ms: number) => new Date(ms).toISOString();

function subscription(patch: Partial<EntitlementInput>): EntitlementInput {
  return {
    status: 'active',
    trialEndsAt: null,
    currentPeriodEnd: at(NOW + 10 * DAY),
    graceEndsAt: null,
    ...patch,
  };
}

describe('the entitlement rule', () => {
  it('gives a trial until it ends', () => {
    const trial = subscription({ status: 'trialing', trialEndsAt: at(NOW + DAY) });
    expect(entitlementEnd(trial, NOW)).toBe(NOW + DAY);
    expect(isEntitled(trial, NOW + DAY)).toBe(false);
  });

  it('gives an active subscription its period, and a renewal in flight some leeway', () => {
    const active = subscription({ currentPeriodEnd: at(NOW - 60_000) });
    expect(entitlementEnd(active, NOW)).toBe(NOW - 60_000 + RENEWAL_LEEWAY_MS);
    expect(isEntitled(active, NOW + RENEWAL_LEEWAY_MS)).toBe(false);
  });

  it('gives a cancelled subscription exactly the rest of its period', () => {
    const canceled = subscription({ status: 'canceled' });
    expect(isEntitled(canceled, NOW + 10 * DAY - 1)).toBe(true);
    expect(isEntitled(canceled, NOW + 10 * DAY)).toBe(false);
  });

  it('gives past_due the grace and nothing after it', () => {
    const pastDue = subscription({ status: 'past_due', graceEndsAt: at(NOW + 3 * DAY) });
    expect(entitlementEnd(pastDue, NOW)).toBe(NOW + 3 * DAY);
    expect(isEntitled(subscription({ status: 'past_due', graceEndsAt: null }), NOW)).toBe(false);
  });

  it('gives nothing to expired, to no subscription, or to unreadable dates', () => {
    expect(isEntitled(subscription({ status: 'expired' }), NOW)).toBe(false);
    expect(isEntitled(null, NOW)).toBe(false);
    expect(isEntitled(subscription({ currentPeriodEnd: 'soon' }), NOW)).toBe(false);
  });
});
