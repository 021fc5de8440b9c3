import { routePaths } from '@tickrelay/contracts/routes';
import { useEffect, useState } from 'react';

import { ButtonLink, Muted } from '@/components/ui';
import { useLiveCheckout } from '@/lib/api/endpoints/checkout-events.endpoint';
import { errorStatus } from '@/lib/billing/billing-errors';
import { useI18n } from '@/lib/i18n/i18n-context';

import { PaidSummary } from './paid-summary';
import { PaymentCard } from './payment-card';
import { SignInCard } from './sign-in-card';

/** How long a checkout may stay pending before the page says what to do. */
export const PENDING_TIMEOUT_MS = 60_000;

/** True once `active` has held for `ms` (reset when it stops holding). */
function useHeldFor(active: boolean, ms: number): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    setHeld(false);
    if (!active) return;
    const timer = setTimeout(() => setHeld(true), ms);
    return () => clearTimeout(timer);
  }, [active, ms]);
  return held;
}

/**
 * One checkout as the API says it is, live: pending (a spinner, then after a minute what to do),
 * paid, declined, failed authentication, expired or not this member's. Never the query string.
 */
export function CheckoutStatusView({ id }: { id: string }) {
  const { t, localePath } = useI18n();
  const { checkout, error } = useLiveCheckout(id);
  const waiting = !checkout || checkout.status === 'pending';
  const slow = useHeldFor(waiting && errorStatus(error) === undefined, PENDING_TIMEOUT_MS);
  const status = errorStatus(error);
  const renew = localePath(routePaths.renewSubscription);
  const subscriptionLink = (
    <ButtonLink to={localePath(routePaths.membershipSubscription)} $variant="secondary">
      {t('billing.confirm.viewSubscription')}
    </ButtonLink>
  );

  if (status === 404 || status === 403) {
    return (
      <PaymentCard
        state="notFound"
        tone="neutral"
        title={t('billing.confirm.notFound.title')}
        actions={subscriptionLink}
      >
        <Muted $center>{t('billing.confirm.notFound.body')}</Muted>
      </PaymentCard>
    );
  }
  if (status === 401) return <SignInCard />;
  if (!checkout && error !== undefined) {
    // The reads keep trying meanwhile: the card changes by itself once one succeeds.
    return (
      <PaymentCard
        state="failed"
        tone="neutral"
        title={t('billing.confirm.failed.title')}
        reference={id}
        actions={subscriptionLink}
      >
        <Muted $center>{t('billing.confirm.failed.body')}</Muted>
      </PaymentCard>
    );
  }
  if (waiting) {
    return (
      <PaymentCard
        state={slow ? 'slow' : 'pending'}
        tone="waiting"
        title={slow ? t('billing.confirm.slow.title') : t('billing.confirm.pending.title')}
        reference={id}
        actions={slow ? subscriptionLink : undefined}
      >
        <Muted $center role="status">
          {slow ? t('billing.confirm.slow.body') : t('billing.confirm.pending.body')}
        </Muted>
      </PaymentCard>
    );
  }
  if (checkout.status === 'paid') return <PaidSummary checkout={checkout} />;

  const key = checkout.status;
  return (
    <PaymentCard
      state={key}
      tone={key === 'expired' ? 'neutral' : 'failed'}
      title={t(`billing.confirm.${key}.title`)}
      reference={id}
      actions={
        <>
          <ButtonLink to={renew} data-testid="payment-retry">
            {key === 'expired' ? t('billing.confirm.startAgain') : t('billing.confirm.tryAgain')}
          </ButtonLink>
          {subscriptionLink}
        </>
      }
    >
      <Muted $center>{t(`billing.confirm.${key}.body`)}</Muted>
    </PaymentCard>
  );
}
