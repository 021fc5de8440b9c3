// /membership/dashboard: where the member's alerts stand, live from the member's stream: last
// delivery, alerts today, 24 h success rate, where alerts go, the kill switch (and flattening
// everything where they go), the subscription, the paper account and the latest deliveries.
import { routePaths } from '@tickrelay/contracts/routes';
import type { PaperAccountView } from '@tickrelay/contracts/webhooks/deliveries';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';

import { PageMeta } from '@/components/page-meta';
import { ButtonLink, Card, Grid, Muted, Stack } from '@/components/ui';
import { EmptyState } from '@/components/ui/empty-state';
import {
  MembershipPageHeader,
  SectionTitle,
  StatLabel,
  StatValue,
} from '@/components/ui/page-parts';
import { ExecutionSummaryCard } from '@/features/broker/execution-summary-card';
import { FlattenEverything } from '@/features/broker/flatten-everything';
import { PaperAccountCard } from '@/features/broker/paper-account-card';
import { useBrokerSettings } from '@/features/broker/use-broker-settings';
import { alertSummary, DeliveriesTable } from '@/features/deliveries/deliveries-table';
import { DeliveryStatusBadge } from '@/features/deliveries/delivery-status-badge';
import { LiveIndicator } from '@/features/deliveries/live-indicator';
import { useArrivals } from '@/features/deliveries/use-arrivals';
import { useLiveSummary } from '@/features/deliveries/use-live-summary';
import { SubscriptionStatCard } from '@/features/subscription/subscription-stat-card';
import { KillSwitch } from '@/features/webhook/kill-switch';
import { useGetPaperAccount } from '@/lib/api/endpoints/get-paper-account.endpoint';
import { useMemberEvents } from '@/lib/api/endpoints/member-events.endpoint';
import { useSession } from '@/lib/auth/auth-store';
import { useEntitlement } from '@/lib/billing/use-entitlement';
import { relativeParts } from '@/lib/format/relative-time';
import { useTradingFormat } from '@/lib/format/use-trading-format';
import { useI18n } from '@/lib/i18n/i18n-context';

const SectionHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};

  h2 {
    margin: 0;
  }
`;

/** The later of two snapshots of the paper account (a read and the stream may cross). */
function laterAccount(current: PaperAccountView | undefined, next: PaperAccountView) {
  if (!current?.updatedAt || !next.updatedAt) return next;
  return next.updatedAt >= current.updatedAt ? next : current;
}

/** The paper account, read on mount and again on a resync, replaced by the stream's snapshots. */
function useLivePaper() {
  const getPaperAccount = useGetPaperAccount();
  const [data, setData] = useState<PaperAccountView>();
  const [error, setError] = useState<unknown>(undefined);
  const take = useCallback(
    (next: PaperAccountView) => setData((current) => laterAccount(current, next)),
    [],
  );
  const reload = useCallback(async () => {
    try {
      take(await getPaperAccount());
      setError(undefined);
    } catch (failure) {
      setError(failure);
    }
  }, [getPaperAccount, take]);
  useEffect(() => void reload(), [reload]);
  return { data, error, reload, take };
}

function WhenText({ at }: { at: string }) {
  const { t, formatRelativeTime } = useI18n();
  const format = useTradingFormat();
  const parts = relativeParts(new Date(at));
  return (
    <time dateTime={at} title={format.instant(at)}>
      {parts ? formatRelativeTime(parts.value, parts.unit) : t('profile.sessions.justNow')}
    </time>
  );
}

export default function MembershipDashboardPage() {
  const { t, localePath } = useI18n();
  const format = useTradingFormat();
  const { user } = useSession();
  const name = user?.displayName || user?.email;
  const entitlement = useEntitlement();
  const summary = useLiveSummary();
  const paper = useLivePaper();
  const broker = useBrokerSettings();
  const arrivals = useArrivals();
  const lockedReason =
    entitlement.state === 'non-member' ? t('membership.dashboard.memberOnly') : undefined;

  const transport = useMemberEvents({
    onDelivery: (delivery) => {
      summary.apply(delivery);
      arrivals.record(delivery);
    },
    onRelays: summary.applyRelays,
    onPaper: paper.take,
    onWebhook: (webhook) => summary.setPaused(webhook.paused),
    onBroker: broker.take,
    resync: () => Promise.all([summary.refresh(), paper.reload(), broker.reload()]),
  });

  const data = summary.data;
  const failed = !data && summary.error !== undefined;
  const figure = (value: string | undefined, testId: string) => (
    <StatValue data-testid={testId} aria-busy={value === undefined || undefined}>
      {value ?? (failed ? '—' : '…')}
    </StatValue>
  );
  const webhookPath = localePath(routePaths.membershipWebhook);

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
        {failed && (
          <Muted role="alert" data-testid="summary-error">
            {t('membership.dashboard.summaryFailed')}
          </Muted>
        )}
        <Grid $min="200px" $gap={4}>
          <SubscriptionStatCard />
          <Card>
            <StatLabel>{t('membership.dashboard.alertsToday')}</StatLabel>
            {figure(data && format.count(data.alertsToday), 'alerts-today')}
            <Muted $size="sm">{t('membership.dashboard.sinceUtcMidnight')}</Muted>
          </Card>
          <Card>
            <StatLabel>{t('membership.dashboard.successRate')}</StatLabel>
            {figure(
              data &&
                (data.successRate24h === null
                  ? t('membership.dashboard.noRate')
                  : format.percent(data.successRate24h)),
              'success-rate',
            )}
          </Card>
          <Card data-testid="last-delivery">
            <StatLabel>{t('membership.dashboard.lastDelivery')}</StatLabel>
            {data?.lastDelivery ? (
              <Stack $gap={2} $align="start">
                <DeliveryStatusBadge status={data.lastDelivery.status} />
                <Muted $size="sm">
                  {alertSummary(data.lastDelivery, format.count) && (
                    <>{alertSummary(data.lastDelivery, format.count)} · </>
                  )}
                  <WhenText at={data.lastDelivery.receivedAt} />
                </Muted>
              </Stack>
            ) : (
              figure(data && t('membership.dashboard.none'), 'last-delivery-none')
            )}
          </Card>
          <ExecutionSummaryCard
            settings={broker.data}
            failed={!broker.data && broker.error !== undefined}
          />
          <Card data-testid="dashboard-kill-switch">
            <StatLabel>{t('membership.dashboard.killSwitch')}</StatLabel>
            {data ? (
              <Stack $gap={4}>
                <KillSwitch
                  id="dashboard-kill-switch"
                  paused={data.paused}
                  onChanged={(webhook) => summary.setPaused(webhook.paused)}
                  lockedReason={lockedReason}
                />
                {!lockedReason && <FlattenEverything settings={broker.data} onPaper={paper.take} />}
              </Stack>
            ) : (
              figure(undefined, 'kill-switch-pending')
            )}
          </Card>
        </Grid>
        <>
          <section aria-labelledby="recent-alerts" data-testid="latest-deliveries">
            <SectionHeader>
              <SectionTitle id="recent-alerts">
                {t('membership.dashboard.recentAlerts')}
              </SectionTitle>
              <LiveIndicator transport={transport} />
            </SectionHeader>
            <div role="status" aria-live="polite" className="visually-hidden">
              {arrivals.announcement}
            </div>
            {data && data.latest.length > 0 ? (
              <Stack $gap={3}>
                <DeliveriesTable
                  compact
                  items={data.latest}
                  caption={t('membership.dashboard.recentAlerts')}
                  liveIds={arrivals.liveIds}
                  testId="latest-table"
                />
                <Link to={webhookPath} data-testid="dashboard-log-link">
                  {t('membership.dashboard.viewLog')}
                </Link>
              </Stack>
            ) : data ? (
              <EmptyState
                testId="alerts-empty"
                title={t('membership.dashboard.emptyTitle')}
                description={t('membership.dashboard.emptyBody')}
                actions={
                  <>
                    <ButtonLink to={webhookPath}>
                      {t('membership.dashboard.setUpWebhook')}
                    </ButtonLink>
                    <ButtonLink to={localePath(routePaths.onboarding)} $variant="secondary">
                      {t('membership.dashboard.gettingStarted')}
                    </ButtonLink>
                  </>
                }
              />
            ) : (
              !failed && <Muted role="status">{t('common.loading')}</Muted>
            )}
          </section>
          <PaperAccountCard
            account={paper.data}
            error={paper.error}
            onChange={paper.take}
            onRetry={() => void paper.reload()}
            lockedReason={lockedReason}
          />
        </>
      </Stack>
    </>
  );
}
