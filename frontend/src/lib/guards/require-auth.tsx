import { routePaths } from '@tickrelay/contracts/routes';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';

import { authStore, useSession, type AuthStore } from '@/lib/auth/auth-store';
import { useI18n } from '@/lib/i18n/i18n-context';

import { GuardPending } from './guard-pending';

/** Guard `auth`: members only; a visitor goes to the localised sign-in page and comes back after. */
export function RequireAuth({
  children,
  store = authStore,
}: {
  children: ReactNode;
  store?: AuthStore;
}) {
  const { status } = useSession(store);
  const { pathname, search, hash } = useLocation();
  const { localePath } = useI18n();

  if (status === 'member') return children;
  if (status === 'visitor') {
    const back = encodeURIComponent(`${pathname}${search}${hash}`);
    return <Navigate replace to={`${localePath(routePaths.signin)}?redirect=${back}`} />;
  }
  return <GuardPending />;
}
