// /membership/webhook: the member's TradingView webhook (URL, rotation, settings, a test alert,
// sample messages), where alerts are executed (paper, Tradovate, nowhere) and relayed
// (destinations), its deliveries log and the broker activity, live. Changes are member-only (the
// API's @Member()); a lapsed member is told why, can still read the log and the activity, and
// can still rotate or revoke the URL they have (a leaked URL can always be stopped).
import { routePaths } from '@tickrelay/contracts/routes';
import { WEBHOOK_LIMITS, type WebhookView } from '@tickrelay/contracts/webhooks/deliveries';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';

import { PageMeta } from '@/components/page-meta';
import { Alert, Button, ButtonLink, Muted, Stack } from '@/components/ui';
import { MembershipPageHeader } from '@/components/ui/page-parts';
import { BrokerAuditSection } from '@/features/broker/broker-audit-section';
import { ExecutionSection } from '@/features/broker/execution-section';
import { useBrokerAudit } from '@/features/broker/use-broker-audit';
import { useBrokerSettings } from '@/features/broker/use-broker-settings';
import { DeliveriesLogSection } from '@/features/deliveries/deliveries-log';
import {
  filtersFromParams,
  filtersToParams,
  toApiFilters,
  type LogFilterValues,
} from '@/features/deliveries/deliveries-model';
import { DeliveryDialog } from '@/features/deliveries/delivery-dialog';
import { useArrivals } from '@/features/deliveries/use-arrivals';
import { useDeliveriesLog } from '@/features/deliveries/use-deliveries-log';
import { DestinationsSection } from '@/features/destinations/destinations-section';
import { useDestinations } from '@/features/destinations/use-destinations';
import { SamplePayloads } from '@/features/webhook/sample-payloads';
import { WebhookSettingsCard } from '@/features/webhook/webhook-settings-card';
import { WebhookTestCard } from '@/features/webhook/webhook-test-card';
import { WebhookUrlCard } from '@/features/webhook/webhook-url-card';
import { useGetWebhook } from '@/lib/api/endpoints/get-webhook.endpoint';
import { useMemberEvents } from '@/lib/api/endpoints/member-events.endpoint';
import { billingErrorMessage, errorCode } from '@/lib/billing/billing-errors';
import { useEntitlement } from '@/lib/billing/use-entitlement';
import { useI18n } from '@/lib/i18n/i18n-context';

const TopGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

/**
 * The member's webhook once the entitlement is known (a lapsed member gets theirs too, to rotate
 * or revoke it; 403 SUBSCRIPTION_REQUIRED when they have none), kept in step with the stream.
 */
function useMemberWebhook(enabled: boolean) {
  const getWebhook = useGetWebhook();
  const [data, setData] = useState<WebhookView>();
  const [error, setError] = useState<unknown>(undefined);

  const reload = useCallback(async () => {
    try {
      setData(await getWebhook());
      setError(undefined);
    } catch (failure) {
      setError(failure);
    }
  }, [getWebhook]);

  useEffect(() => {
    if (enabled) void reload();
  }, [enabled, reload]);

  return { data, error, reload, setData };
}

function LapsedNotice({ hasUrl }: { hasUrl: boolean }) {
  const { t, localePath, formatNumber } = useI18n();
  return (
    <Alert tone="warning" title={t('membership.lapsed.title')} data-testid="webhook-lapsed">
      <Stack $gap={3} $align="start">
        <span>
          {t('membership.lapsed.body', { days: formatNumber(WEBHOOK_LIMITS.lapsedGraceDays) })}
        </span>
        {hasUrl && (
          <span data-testid="webhook-lapsed-manage">{t('membership.lapsed.manageUrl')}</span>
        )}
        <ButtonLink
          to={localePath(routePaths.renewSubscription)}
          $size="sm"
          data-testid="webhook-renew-link"
        >
          {t('membership.lapsed.renew')}
        </ButtonLink>
      </Stack>
    </Alert>
  );
}

export default function MembershipWebhookPage() {
  const { t } = useI18n();
  const entitlement = useEntitlement();
  const member = entitlement.state === 'member';
  const known = member || entitlement.state === 'non-member';
  const webhook = useMemberWebhook(known);
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const apiFilters = useMemo(() => toApiFilters(filters), [filters]);
  const log = useDeliveriesLog(apiFilters);
  const arrivals = useArrivals();
  const broker = useBrokerSettings();
  const destinations = useDestinations();
  const audit = useBrokerAudit();
  const [testId, setTestId] = useState<string>();

  const transport = useMemberEvents({
    onDelivery: (delivery) => {
      log.apply(delivery);
      arrivals.record(delivery);
      destinations.applyRelays(delivery.relays);
      // The broker acted on it: its audit lines are read shortly after.
      if (delivery.executedOn && delivery.status !== 'received') audit.refreshSoon();
    },
    onRelays: (update) => {
      log.applyRelays(update);
      destinations.applyRelays(update.relays);
    },
    onWebhook: (next) => {
      if (known) webhook.setData(next);
    },
    onBroker: broker.take,
    resync: () =>
      Promise.all([
        log.refresh(),
        known ? webhook.reload() : undefined,
        broker.reload(),
        destinations.reload(),
        audit.refresh(),
      ]),
  });

  const applyFilters = (values: LogFilterValues) => setParams(filtersToParams(values, params));
  const lapsed =
    entitlement.state === 'non-member' || errorCode(webhook.error) === 'SUBSCRIPTION_REQUIRED';
  const lockedReason = lapsed ? t('membership.dashboard.memberOnly') : undefined;

  let settings;
  if (lapsed && webhook.data && errorCode(webhook.error) !== 'SUBSCRIPTION_REQUIRED') {
    // Only the URL card: rotating and revoking stay open; settings and tests need a subscription.
    settings = (
      <Stack $gap={6}>
        <LapsedNotice hasUrl />
        <WebhookUrlCard webhook={webhook.data} onChange={webhook.setData} />
      </Stack>
    );
  } else if (lapsed) {
    settings = <LapsedNotice hasUrl={false} />;
  } else if (entitlement.state === 'error') {
    settings = (
      <Alert tone="danger" data-testid="webhook-error">
        <Stack $gap={2} $align="start">
          <span>{billingErrorMessage(entitlement.error, t)}</span>
          <Button $size="sm" $variant="secondary" onClick={entitlement.retry}>
            {t('webhook.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (webhook.data) {
    settings = (
      <Stack $gap={6}>
        <TopGrid>
          <WebhookUrlCard webhook={webhook.data} onChange={webhook.setData} />
          <WebhookTestCard onSent={setTestId} broker={broker.data} />
        </TopGrid>
        <WebhookSettingsCard webhook={webhook.data} onChange={webhook.setData} />
      </Stack>
    );
  } else if (webhook.error !== undefined) {
    settings = (
      <Alert tone="danger" data-testid="webhook-error">
        <Stack $gap={2} $align="start">
          <span>
            {t('webhook.loadFailed')} {billingErrorMessage(webhook.error, t)}
          </span>
          <Button $size="sm" $variant="secondary" onClick={() => void webhook.reload()}>
            {t('webhook.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else {
    settings = (
      <Muted role="status" data-testid="webhook-loading">
        {t('common.loading')}
      </Muted>
    );
  }

  return (
    <>
      <PageMeta
        title={t('pages.membershipWebhook.title')}
        description={t('pages.membershipWebhook.description')}
        noindex
      />
      <MembershipPageHeader
        title={t('pages.membershipWebhook.heading')}
        description={t('pages.membershipWebhook.description')}
      />
      <Stack $gap={8}>
        {settings}
        <ExecutionSection broker={broker} lockedReason={lockedReason} onLiquidated={audit.add} />
        <DestinationsSection destinations={destinations} lockedReason={lockedReason} />
        <DeliveriesLogSection
          log={log}
          filters={filters}
          onFilters={applyFilters}
          arrivals={arrivals}
          transport={transport}
          highlightId={testId}
        />
        <BrokerAuditSection
          audit={audit}
          renderDelivery={(deliveryId, onClose) => (
            <DeliveryDialog deliveryId={deliveryId} onClose={onClose} />
          )}
        />
        <SamplePayloads />
      </Stack>
    </>
  );
}
