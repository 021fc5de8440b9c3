import type { MembershipView } from '@tickrelay/contracts/billing/billing';
import { useCallback, useEffect, useState } from 'react';

import { useGetMembership } from '@/lib/api/endpoints/get-membership.endpoint';

export interface MemberMembership {
  data: MembershipView | undefined;
  error: unknown;
  reload: () => void;
}

/**
 * The membership (default currency, trial) once the visitor is known to be signed in: a visitor
 * sees the plans without asking the API for a subscription it would refuse with 401.
 */
export function useMemberMembership(isMember: boolean): MemberMembership {
  const getMembership = useGetMembership();
  const [data, setData] = useState<MembershipView>();
  const [error, setError] = useState<unknown>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!isMember) return;
    let live = true;
    getMembership().then(
      (value) => {
        if (!live) return;
        setData(value);
        setError(undefined);
      },
      (failure: unknown) => {
        if (live) setError(failure);
      },
    );
    return () => {
      live = false;
    };
  }, [isMember, getMembership, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { data, error, reload };
}
