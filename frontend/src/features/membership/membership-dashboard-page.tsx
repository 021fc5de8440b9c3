import { routePaths } from '@tickrelay/contracts/routes';

import { PageMeta } from '@/components/page-meta';
import { Badge, ButtonLink, Card, Grid, Stack } from '@/components/ui';
import { useSession } from '@/lib/auth/auth-store';
import { useI18n } from '@/lib/i18n/i18n-context';

import {
  EmptyState,
  MembershipPageHeader,
  SectionTitle,
  StatLabel,
  StatValue,
} from './membership-parts';
import { SubscriptionStatCard } from './subscription-stat-card';

export default function MembershipDashboardPage() {
  const { t, localePath, formatNumber } = useI18n();
  const { user } = useSession();
  const name = user?.displayName || user?.email;

  return (
    <>
      <PageMeta
        title={t('pages.membershipDashboard.title')}
        description={t('pages.membershipDashboard.description')}
        noindex
      />
      <MembershipPageHeader
        title={t('pages.membershipDashboard.heading')}
        description={
          name
            ? t('membership.dashboard.welcome', { name })
            : t('pages.membershipDashboard.description')
        }
        actions={
          <ButtonLink to={localePath(routePaths.alertBuilder)} $size="sm">
            {t('membership.dashboard.buildAlert')}
          </ButtonLink>
        }
      />
      <Stack $gap={8}>
        <Grid $min="200px" $gap={4}>
          <SubscriptionStatCard />
          <Card>
            <StatLabel>{t('membership.dashboard.alertsToday')}</StatLabel>
            <StatValue>{formatNumber(0)}</StatValue>
          </Card>
          <Card>
            <StatLabel>{t('membership.dashboard.webhook')}</StatLabel>
            <Badge $tone="warning">{t('membership.status.notConnected')}</Badge>
          </Card>
        </Grid>
        <section aria-labelledby="recent-alerts">
          <SectionTitle id="recent-alerts">{t('membership.dashboard.recentAlerts')}</SectionTitle>
          <EmptyState
            testId="alerts-empty"
            title={t('membership.dashboard.emptyTitle')}
            description={t('membership.dashboard.emptyBody')}
            actions={
              <>
                <ButtonLink to={localePath(routePaths.membershipWebhook)}>
                  {t('membership.dashboard.setUpWebhook')}
                </ButtonLink>
                <ButtonLink to={localePath(routePaths.onboarding)} $variant="secondary">
                  {t('membership.dashboard.gettingStarted')}
                </ButtonLink>
              </>
            }
          />
        </section>
      </Stack>
    </>
  );
}
