import { WEBHOOK_LIMITS } from '@tickrelay/contracts/webhooks/deliveries';
import styled from 'styled-components';

import { Alert, Button, Muted, Stack } from '@/components/ui';
import { EmptyState } from '@/components/ui/empty-state';
import { SectionTitle } from '@/components/ui/page-parts';
import { exportDeliveriesHref } from '@/lib/api/endpoints/export-deliveries.endpoint';
import type { LiveTransport } from '@/lib/api/live-stream';
import { errorCodeMessage } from '@/lib/forms/form-errors';
import { useI18n } from '@/lib/i18n/i18n-context';

import { DeliveriesFilters } from './deliveries-filters';
import { EMPTY_FILTERS, toApiFilters, type LogFilterValues } from './deliveries-model';
import { DeliveriesTable } from './deliveries-table';
import { LiveIndicator } from './live-indicator';
import type { Arrivals } from './use-arrivals';
import type { DeliveriesLog } from './use-deliveries-log';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};

  h2 {
    margin: 0;
  }
`;

const HeaderEnd = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
`;

export interface DeliveriesLogSectionProps {
  log: DeliveriesLog;
  filters: LogFilterValues;
  onFilters: (values: LogFilterValues) => void;
  arrivals: Arrivals;
  transport: LiveTransport;
  /** The test alert just sent, highlighted when it arrives. */
  highlightId?: string;
}

/** The webhook page's log: filters, CSV export, the table (live), older pages. */
export function DeliveriesLogSection({
  log,
  filters,
  onFilters,
  arrivals,
  transport,
  highlightId,
}: DeliveriesLogSectionProps) {
  const { t, formatNumber } = useI18n();
  const filtered = JSON.stringify(filters) !== JSON.stringify(EMPTY_FILTERS);

  let body;
  if (log.state === 'loading') {
    body = (
      <Muted role="status" data-testid="deliveries-loading">
        {t('common.loading')}
      </Muted>
    );
  } else if (log.state === 'error') {
    body = (
      <Alert tone="danger" data-testid="deliveries-error">
        <Stack $gap={2} $align="start">
          <span>
            {t('deliveries.loadFailed')} {errorCodeMessage(log.error, t)}
          </span>
          <Button
            $size="sm"
            $variant="secondary"
            onClick={() => void log.refresh().catch(() => undefined)}
          >
            {t('deliveries.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (log.items.length === 0) {
    body = filtered ? (
      <Muted data-testid="deliveries-empty" data-filtered="true">
        {t('deliveries.emptyFiltered')}
      </Muted>
    ) : (
      <EmptyState
        testId="deliveries-empty"
        title={t('deliveries.emptyTitle')}
        description={t('deliveries.emptyBody')}
      />
    );
  } else {
    body = (
      <DeliveriesTable
        items={log.items}
        caption={t('deliveries.title')}
        liveIds={arrivals.liveIds}
        highlightId={highlightId}
      />
    );
  }

  return (
    <section aria-labelledby="deliveries-title" data-testid="deliveries-log">
      <Stack $gap={5}>
        <Header>
          <SectionTitle id="deliveries-title">{t('deliveries.title')}</SectionTitle>
          <HeaderEnd>
            <LiveIndicator transport={transport} />
            <a
              href={exportDeliveriesHref(toApiFilters(filters))}
              download
              data-testid="deliveries-csv"
            >
              {t('deliveries.csv')}
            </a>
          </HeaderEnd>
        </Header>
        <Muted $size="sm">
          {t('deliveries.intro', {
            days: formatNumber(WEBHOOK_LIMITS.retentionDaysDefault),
          })}
        </Muted>
        <DeliveriesFilters applied={filters} onApply={onFilters} />
        <div
          role="status"
          aria-live="polite"
          className="visually-hidden"
          data-testid="deliveries-announcer"
        >
          {arrivals.announcement}
        </div>
        {body}
        {log.state === 'ready' && log.items.length > 0 && (
          <Footer>
            {log.nextCursor ? (
              <Button
                $variant="secondary"
                onClick={() => void log.loadOlder()}
                disabled={log.loadingOlder}
                aria-busy={log.loadingOlder || undefined}
                data-testid="deliveries-older"
              >
                {log.loadingOlder ? t('deliveries.loadingOlder') : t('deliveries.older')}
              </Button>
            ) : (
              <Muted $size="sm" data-testid="deliveries-end">
                {t('deliveries.end')}
              </Muted>
            )}
            {log.olderError !== undefined && (
              <Alert tone="danger">{errorCodeMessage(log.olderError, t)}</Alert>
            )}
          </Footer>
        )}
      </Stack>
    </section>
  );
}
