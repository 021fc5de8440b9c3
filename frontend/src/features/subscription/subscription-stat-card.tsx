import { routePaths } from '@tickrelay/contracts/routes';
import { Link } from 'react-router';

import { SubscriptionBadge } from '@/components/billing/subscription-badge';
import { Badge, Card, Muted, Stack } from '@/components/ui';
import { StatLabel } from '@/components/ui/page-parts';
import { useMembership } from '@/lib/api/endpoints/get-membership.endpoint';
import { displayStatus, keyDate } from '@/lib/billing/membership-status';
import { useI18n } from '@/lib/i18n/i18n-context';

/** The dashboard's subscription card: the status the API says, its key date, and where to act. */
export function SubscriptionStatCard() {
  const { t, localePath, formatDate } = useI18n();
  const membership = useMembership();
  const status = displayStatus(membership.data);
  const subscription = membership.data?.subscription;
  const date = subscription ? keyDate(subscription) : null;
  const subscribe = status === 'none' || status === 'expired';

  return (
    <Card data-testid="dashboard-subscription">
      <StatLabel>{t('membership.dashboard.subscription')}</StatLabel>
      <Stack $gap={2} $align="start">
        {membership.data ? (
          <SubscriptionBadge status={status} />
        ) : membership.error !== undefined ? (
          <Badge $tone="neutral" data-testid="subscription-status" data-status="unknown">
            {t('billing.dashboard.loadFailed')}
          </Badge>
        ) : (
          <Badge $tone="neutral" aria-busy="true">
            {t('common.loading')}
          </Badge>
        )}
        {date && (
          <Muted $size="sm" data-testid="subscription-date" data-kind={date.kind}>
            {t(`billing.dates.${date.kind}`)} {formatDate(date.at)}
          </Muted>
        )}
        {(membership.data || membership.error !== undefined) && (
          <Link
            to={localePath(
              subscribe && membership.data
                ? routePaths.renewSubscription
                : routePaths.membershipSubscription,
            )}
            data-testid="dashboard-subscription-link"
          >
            {subscribe && membership.data
              ? t('billing.dashboard.subscribe')
              : t('billing.dashboard.manage')}
          </Link>
        )}
      </Stack>
    </Card>
  );
}
