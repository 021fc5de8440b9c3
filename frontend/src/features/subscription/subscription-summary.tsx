import type { MembershipView, SubscriptionView } from '@tickrelay/contracts/billing/billing';
import type { PlanList } from '@tickrelay/contracts/endpoints/billing.endpoints';
import { routePaths } from '@tickrelay/contracts/routes';

import { SubscriptionBadge } from '@/components/billing/subscription-badge';
import { Alert, ButtonLink, Card, Stack } from '@/components/ui';
import { DefinitionList, SectionTitle } from '@/components/ui/page-parts';
import { keyDate } from '@/lib/billing/membership-status';
import { useFormatMoney } from '@/lib/billing/money';
import { useI18n } from '@/lib/i18n/i18n-context';

import { SubscriptionActions } from './subscription-actions';

const interval = (subscription: SubscriptionView) =>
  subscription.plan === 'yearly' ? 'year' : 'month';

/** The member's subscription: status, plan, price, the date that matters, and what to do. */
export function SubscriptionSummary({
  subscription,
  plans,
  onChange,
}: {
  subscription: SubscriptionView;
  plans: PlanList | undefined;
  onChange: (membership: MembershipView) => void;
}) {
  const { t, localePath, formatDate } = useI18n();
  const money = useFormatMoney();
  const date = keyDate(subscription);
  const ending = subscription.cancelAtPeriodEnd || subscription.status === 'canceled';

  return (
    <Card data-testid="subscription-card">
      <SectionTitle>{t('billing.subscription.current')}</SectionTitle>
      <Stack $gap={5}>
        <DefinitionList>
          <dt>{t('billing.subscription.status')}</dt>
          <dd>
            <SubscriptionBadge status={subscription.status} />
          </dd>
          <dt>{t('billing.subscription.plan')}</dt>
          <dd data-testid="subscription-plan">{t(`billing.plans.${subscription.plan}`)}</dd>
          <dt>{t('billing.subscription.price')}</dt>
          <dd data-testid="subscription-price">
            {t(`billing.pricePer.${interval(subscription)}`, {
              price: money(subscription.amount, subscription.currency),
            })}
          </dd>
          {date && (
            <>
              <dt>{t(`billing.dates.${date.kind}`)}</dt>
              <dd data-testid="subscription-date" data-kind={date.kind}>
                {formatDate(date.at)}
              </dd>
            </>
          )}
        </DefinitionList>
        {subscription.status === 'past_due' && subscription.graceEndsAt && (
          <Alert tone="warning" data-testid="subscription-past-due">
            {t('billing.subscription.pastDue', { date: formatDate(subscription.graceEndsAt) })}
          </Alert>
        )}
        {ending && subscription.status !== 'expired' && date && (
          <Alert tone="info" data-testid="subscription-ending">
            {t('billing.subscription.cancelNotice', { date: formatDate(date.at) })}
          </Alert>
        )}
        {subscription.status === 'expired' && (
          <Alert tone="info" title={t('billing.subscription.expiredTitle')}>
            {t('billing.subscription.expiredBody')}
          </Alert>
        )}
        {subscription.status === 'expired' && (
          <ButtonLink to={localePath(routePaths.renewSubscription)} data-testid="subscribe-link">
            {t('billing.subscription.subscribe')}
          </ButtonLink>
        )}
        <SubscriptionActions subscription={subscription} plans={plans} onChange={onChange} />
      </Stack>
    </Card>
  );
}
