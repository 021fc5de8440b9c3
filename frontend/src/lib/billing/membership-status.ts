// What the pages show of a membership: the subscription's status, or none; and the one date that
// matters for it. Entitlement itself is the contracts' rule (isEntitled), never decided here.
import type {
  MembershipView,
  SubscriptionStatus,
  SubscriptionView,
} from '@tickrelay/contracts/billing/billing';

export type DisplayStatus = SubscriptionStatus | 'none';

export function displayStatus(membership: MembershipView | undefined): DisplayStatus {
  return membership?.subscription?.status ?? 'none';
}

/** Which date the subscription's summary leads with, and its label key under billing.dates. */
export type KeyDate = {
  kind: 'trialEnds' | 'renews' | 'endsOn' | 'graceEnds' | 'ended';
  at: string;
};

export function keyDate(subscription: SubscriptionView): KeyDate | null {
  const { status, trialEndsAt, currentPeriodEnd, graceEndsAt, cancelAtPeriodEnd } = subscription;
  const at = (kind: KeyDate['kind'], value: string | null) => (value ? { kind, at: value } : null);
  switch (status) {
    case 'trialing':
      return cancelAtPeriodEnd
        ? at('endsOn', trialEndsAt ?? currentPeriodEnd)
        : at('trialEnds', trialEndsAt);
    case 'active':
      return cancelAtPeriodEnd ? at('endsOn', currentPeriodEnd) : at('renews', currentPeriodEnd);
    case 'canceled':
      return at('endsOn', currentPeriodEnd);
    case 'past_due':
      return at('graceEnds', graceEndsAt);
    case 'expired':
      return at('ended', currentPeriodEnd);
  }
}
