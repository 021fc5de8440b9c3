import type { CheckoutView } from '@tickrelay/contracts/billing/billing';
import { routePaths } from '@tickrelay/contracts/routes';

import { SubscriptionBadge } from '@/components/billing/subscription-badge';
import { ButtonLink, Muted } from '@/components/ui';
import { useMembership } from '@/lib/api/endpoints/get-membership.endpoint';
import { useFormatMoney } from '@/lib/billing/money';
import { useI18n } from '@/lib/i18n/i18n-context';

import { PaymentCard } from './payment-card';

/**
 * The provider confirmed the checkout: the subscription as the API has it now (trialing or
 * active, with its dates), and the way to the dashboard.
 */
export function PaidSummary({ checkout }: { checkout: CheckoutView }) {
  const { t, localePath, formatDate } = useI18n();
  const money = useFormatMoney();
  const membership = useMembership();
  const subscription = membership.data?.subscription ?? null;
  // The subscription once it is read; until then the checkout says whether it began a trial (the
  // title must not flip from "Payment confirmed" to "Your free trial has started").
  const trialing = subscription ? subscription.status === 'trialing' : checkout.trialDays > 0;
  const price = subscription
    ? t(`billing.pricePer.${subscription.plan === 'yearly' ? 'year' : 'month'}`, {
        price: money(subscription.amount, subscription.currency),
      })
    : '';

  let body = t('billing.confirm.paid.body');
  if (subscription?.status === 'trialing' && subscription.trialEndsAt) {
    body = t('billing.confirm.paid.trialBody', {
      date: formatDate(subscription.trialEndsAt),
      price,
    });
  } else if (subscription?.status === 'active' && subscription.currentPeriodEnd) {
    body = t('billing.confirm.paid.activeBody', {
      date: formatDate(subscription.currentPeriodEnd),
      price,
    });
  }

  return (
    <PaymentCard
      state="paid"
      tone="success"
      title={trialing ? t('billing.confirm.paid.trialTitle') : t('billing.confirm.paid.title')}
      reference={checkout.id}
      actions={
        <>
          <ButtonLink to={localePath(routePaths.membershipDashboard)} data-testid="to-dashboard">
            {t('billing.confirm.goToDashboard')}
          </ButtonLink>
          <ButtonLink to={localePath(routePaths.membershipSubscription)} $variant="secondary">
            {t('billing.confirm.viewSubscription')}
          </ButtonLink>
        </>
      }
    >
      {subscription && <SubscriptionBadge status={subscription.status} />}
      {membership.loading && !membership.data ? (
        <Muted $center role="status">
          {t('billing.confirm.paid.loading')}
        </Muted>
      ) : (
        <Muted $center data-testid="payment-body">
          {body}
        </Muted>
      )}
    </PaymentCard>
  );
}
