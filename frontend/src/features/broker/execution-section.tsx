// The webhook page's "Execution" section: where valid alerts go (paper, Tradovate, nowhere) and
// the member's Tradovate connection (the form to connect, or the saved connection's state).
import type { BrokerAuditView } from '@tickrelay/contracts/brokers/broker-connection';
import { useState } from 'react';
import styled from 'styled-components';

import { Alert, Button, Card, Muted, Stack } from '@/components/ui';
import { SectionTitle } from '@/components/ui/page-parts';
import { useI18n } from '@/lib/i18n/i18n-context';

import { brokerErrorMessage } from './broker-errors';
import { ExecutionTargetPicker } from './execution-target-picker';
import { TradovateConnectForm } from './tradovate/tradovate-connect-form';
import { TradovateConnectionCard } from './tradovate/tradovate-connection-card';
import type { BrokerSettingsState } from './use-broker-settings';

export const CONNECT_ANCHOR = 'tradovate-connection';

const Subtitle = styled.h3`
  margin: 0;
  font-size: 1rem;
  font-weight: 650;
`;

const Divider = styled.hr`
  width: 100%;
  margin: 0;
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export interface ExecutionSectionProps {
  broker: BrokerSettingsState;
  /** Why nothing can be changed now (a lapsed membership); the state stays readable. */
  lockedReason?: string;
  onLiquidated: (entries: BrokerAuditView[]) => void;
}

export function ExecutionSection({ broker, lockedReason, onLiquidated }: ExecutionSectionProps) {
  const { t } = useI18n();
  const [replacing, setReplacing] = useState(false);
  const settings = broker.data;

  let content;
  if (!settings) {
    content =
      broker.error !== undefined ? (
        <Alert tone="danger" data-testid="execution-error">
          <Stack $gap={2} $align="start">
            <span>
              {t('broker.loadFailed')} {brokerErrorMessage(broker.error, t)}
            </span>
            <Button $size="sm" $variant="secondary" onClick={() => void broker.reload()}>
              {t('webhook.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Muted role="status">{t('common.loading')}</Muted>
      );
  } else {
    const connection = settings.connection;
    content = (
      <Stack $gap={6}>
        <ExecutionTargetPicker
          settings={settings}
          onChange={broker.take}
          lockedReason={lockedReason}
          connectAnchor={CONNECT_ANCHOR}
        />
        <Divider />
        <Stack $gap={4} id={CONNECT_ANCHOR} tabIndex={-1}>
          <Subtitle>{t('broker.tradovate.title')}</Subtitle>
          {connection && !replacing ? (
            <TradovateConnectionCard
              connection={connection}
              onChange={broker.takeConnection}
              onRemoved={() => {
                broker.takeConnection(null);
                void broker.reload();
              }}
              onReplace={() => setReplacing(true)}
              onLiquidated={onLiquidated}
              lockedReason={lockedReason}
            />
          ) : lockedReason ? (
            <Muted $size="sm">{t('broker.tradovate.locked')}</Muted>
          ) : (
            <Stack $gap={3}>
              <Muted $size="sm">
                {connection ? t('broker.tradovate.replaceIntro') : t('broker.tradovate.intro')}
              </Muted>
              <TradovateConnectForm
                onSaved={(saved) => {
                  broker.takeConnection(saved);
                  setReplacing(false);
                }}
                onCancel={connection ? () => setReplacing(false) : undefined}
              />
            </Stack>
          )}
        </Stack>
      </Stack>
    );
  }

  return (
    <Card as="section" aria-labelledby="execution-title" data-testid="execution-section">
      <Stack $gap={4}>
        <Stack $gap={2}>
          <SectionTitle id="execution-title" style={{ margin: 0 }}>
            {t('broker.title')}
          </SectionTitle>
          <Muted $size="sm">{t('broker.intro')}</Muted>
        </Stack>
        {content}
      </Stack>
    </Card>
  );
}
