import type { BrokerSettingsView } from '@tickrelay/contracts/brokers/broker-connection';
import { routePaths } from '@tickrelay/contracts/routes';
import { Link } from 'react-router';

import { Card, Muted, Stack } from '@/components/ui';
import { StatLabel, StatValue } from '@/components/ui/page-parts';
import { useI18n } from '@/lib/i18n/i18n-context';

import { ConnectionStatusBadge, EnvironmentBadge } from './broker-status-badge';

export interface ExecutionSummaryCardProps {
  settings: BrokerSettingsView | undefined;
  failed: boolean;
}

/** The dashboard's "Alerts go to": paper, the Tradovate account (and its state), or nowhere. */
export function ExecutionSummaryCard({ settings, failed }: ExecutionSummaryCardProps) {
  const { t, localePath } = useI18n();
  const connection = settings?.connection;
  const tradovate = settings?.executionTarget === 'tradovate' && connection;

  return (
    <Card data-testid="execution-summary">
      <StatLabel>{t('broker.summary.label')}</StatLabel>
      <StatValue
        data-testid="execution-summary-target"
        data-target={settings?.executionTarget}
        aria-busy={settings === undefined || undefined}
      >
        {settings ? t(`broker.targets.${settings.executionTarget}`) : failed ? '—' : '…'}
      </StatValue>
      <Stack $gap={2} $align="start" style={{ marginTop: 8 }}>
        {tradovate && (
          <>
            <Stack $direction="row" $gap={2} $wrap>
              <EnvironmentBadge environment={connection.environment} />
              <ConnectionStatusBadge status={connection.status} />
            </Stack>
            {connection.accountName && <Muted $size="sm">{connection.accountName}</Muted>}
          </>
        )}
        {settings?.executionTarget === 'none' && (
          <Muted $size="sm">{t('broker.target.noneHint')}</Muted>
        )}
        <Link to={`${localePath(routePaths.membershipWebhook)}#execution-title`}>
          {t('broker.summary.change')}
        </Link>
      </Stack>
    </Card>
  );
}
