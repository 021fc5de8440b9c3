import { routePaths } from '@tickrelay/contracts/routes';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import styled from 'styled-components';

import { authStore, useSession, type AuthStore } from '@/lib/auth/auth-store';
import { billingErrorMessage } from '@/lib/billing/billing-errors';
import { useEntitlement } from '@/lib/billing/use-entitlement';
import { useI18n } from '@/lib/i18n/i18n-context';

import { GuardPending } from './guard-pending';

/**
 * Navigation state the guard leaves on /membership/subscription: the member-only address that
 * sent the member there, so the page can say why.
 */
export interface MemberRequiredState {
  memberRequiredFrom: string;
}

export function memberRequiredFrom(state: unknown): string | undefined {
  const from = (state as Partial<MemberRequiredState> | null)?.memberRequiredFrom;
  return typeof from === 'string' ? from : undefined;
}

const Failure = styled.div`
  display: grid;
  place-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 40vh;
  text-align: center;

  button {
    font: inherit;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.bgElevated};
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
  }
`;

/**
 * Guard `member`: a signed-in member whose subscription entitles them now, by the contracts'
 * isEntitled (the API's @Member() rule). A visitor goes to sign in; a member without entitlement
 * to the localised subscription page, which says why.
 */
export function RequireMember({
  children,
  store = authStore,
}: {
  children: ReactNode;
  store?: AuthStore;
}) {
  const { status } = useSession(store);
  const { pathname, search, hash } = useLocation();
  const { t, localePath } = useI18n();
  const entitlement = useEntitlement(status === 'member');
  const here = `${pathname}${search}${hash}`;

  if (status === 'visitor') {
    return (
      <Navigate
        replace
        to={`${localePath(routePaths.signin)}?redirect=${encodeURIComponent(here)}`}
      />
    );
  }
  if (status !== 'member' || entitlement.state === 'pending') return <GuardPending />;
  if (entitlement.state === 'member') return children;
  if (entitlement.state === 'error') {
    return (
      <Failure role="alert" data-testid="member-guard-error">
        <p>{billingErrorMessage(entitlement.error, t)}</p>
        <button type="button" onClick={entitlement.retry}>
          {t('billing.subscription.retry')}
        </button>
      </Failure>
    );
  }
  const state: MemberRequiredState = { memberRequiredFrom: here };
  return <Navigate replace to={localePath(routePaths.membershipSubscription)} state={state} />;
}
