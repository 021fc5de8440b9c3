// The SPA's side of the one entitlement rule: the contracts' isEntitled on GET /api/subscription,
// the same rule the API's @Member() guard applies. For route guards and member-only page parts.
import {
  entitlementEnd,
  isEntitled,
  type MembershipView,
} from '@tickrelay/contracts/billing/billing';
import { useEffect, useState } from 'react';

import { useGetMembership } from '@/lib/api/endpoints/get-membership.endpoint';

export type Entitlement =
  | { state: 'pending' }
  | { state: 'member' | 'non-member'; membership: MembershipView }
  | { state: 'error'; error: unknown; retry: () => void };

/** setTimeout's largest delay; a longer entitlement is checked again after it. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Whether the signed-in member is entitled now (`enabled` false: nothing is asked). While
 * entitled, the membership is read again when the entitlement ends, so an open page follows it.
 */
export function useEntitlement(enabled = true): Entitlement {
  const getMembership = useGetMembership();
  const [result, setResult] = useState<Entitlement>({ state: 'pending' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    getMembership().then(
      (membership) => {
        if (!live) return;
        const now = Date.now();
        const entitled = isEntitled(membership.subscription, now);
        setResult({ state: entitled ? 'member' : 'non-member', membership });
        const end = membership.subscription && entitlementEnd(membership.subscription, now);
        if (end !== undefined && end !== null) {
          timer = setTimeout(
            () => setAttempt((count) => count + 1),
            Math.min(end - now + 1000, MAX_TIMER_MS),
          );
        }
      },
      (error: unknown) => {
        if (live)
          setResult({ state: 'error', error, retry: () => setAttempt((count) => count + 1) });
      },
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [enabled, getMembership, attempt]);

  return enabled ? result : { state: 'pending' };
}
