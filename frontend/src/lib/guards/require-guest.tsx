import { routePaths } from '@tickrelay/contracts/routes';
import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';

import { authStore, useSession, type AuthStore } from '@/lib/auth/auth-store';
import { useI18n } from '@/lib/i18n/i18n-context';

import { GuardPending } from './guard-pending';
import { safeRedirectPath } from './safe-redirect';

/**
 * Guard `guest`: visitors only; a signed-in member goes to the localised dashboard, or back to
 * the page that sent them to sign in (`?redirect=`, same-site paths only) once they have.
 */
export function RequireGuest({
  children,
  store = authStore,
}: {
  children: ReactNode;
  store?: AuthStore;
}) {
  const { status } = useSession(store);
  const { localePath } = useI18n();
  const [params] = useSearchParams();

  if (status === 'visitor') return children;
  if (status === 'member') {
    const back = safeRedirectPath(params.get('redirect'));
    return <Navigate replace to={back ?? localePath(routePaths.membershipDashboard)} />;
  }
  return <GuardPending />;
}
