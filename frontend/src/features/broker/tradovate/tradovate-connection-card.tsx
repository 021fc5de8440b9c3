import type {
  BrokerAuditView,
  BrokerConnectionView,
} from '@tickrelay/contracts/brokers/broker-connection';
import { errorDocsSlug, isErrorCode } from '@tickrelay/contracts/errors/error-codes';
import { docsPagePath } from '@tickrelay/contracts/routes';
import { useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';

import { Alert, Button, Code, Stack } from '@/components/ui';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DefinitionList } from '@/components/ui/page-parts';
import { BrokerAccountPicker } from '@/features/broker/broker-account-picker';
import { brokerErrorMessage } from '@/features/broker/broker-errors';
import { ConnectionStatusBadge, EnvironmentBadge } from '@/features/broker/broker-status-badge';
import { useDeleteBrokerConnection } from '@/lib/api/endpoints/delete-broker-connection.endpoint';
import { useLiquidateBrokerAccount } from '@/lib/api/endpoints/liquidate-broker-account.endpoint';
import { useTestBrokerConnection } from '@/lib/api/endpoints/test-broker-connection.endpoint';
import { useTradingFormat } from '@/lib/format/use-trading-format';
import { useI18n } from '@/lib/i18n/i18n-context';

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

type Confirming = 'remove' | 'liquidate' | null;
type Outcome = { tone: 'success' | 'danger'; text: string; testId: string };

export interface TradovateConnectionCardProps {
  connection: BrokerConnectionView;
  onChange: (connection: BrokerConnectionView) => void;
  onRemoved: () => void;
  onReplace: () => void;
  /** The audit entries a liquidation wrote (shown at once in the activity list). */
  onLiquidated: (entries: BrokerAuditView[]) => void;
  lockedReason?: string;
}

/** The saved connection: never its secrets; its account, status and what can be done with it. */
export function TradovateConnectionCard({
  connection,
  onChange,
  onRemoved,
  onReplace,
  onLiquidated,
  lockedReason,
}: TradovateConnectionCardProps) {
  const { t, localePath } = useI18n();
  const format = useTradingFormat();
  const testConnection = useTestBrokerConnection();
  const removeConnection = useDeleteBrokerConnection();
  const liquidate = useLiquidateBrokerAccount();
  const [testing, setTesting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const locked = lockedReason !== undefined;
  const errorCode = connection.lastErrorCode;

  const test = async () => {
    setTesting(true);
    setOutcome(undefined);
    try {
      const checked = await testConnection();
      onChange(checked);
      setOutcome(
        checked.status === 'connected'
          ? {
              tone: 'success',
              text: t('broker.connection.testOk', { count: checked.accounts.length }),
              testId: 'broker-test-ok',
            }
          : {
              tone: 'danger',
              text: checked.lastErrorCode
                ? t(`broker.errors.${checked.lastErrorCode}`)
                : t('broker.connection.testFailed'),
              testId: 'broker-test-failed',
            },
      );
    } catch (failure) {
      setOutcome({
        tone: 'danger',
        text: brokerErrorMessage(failure, t),
        testId: 'broker-test-failed',
      });
    } finally {
      setTesting(false);
    }
  };

  return (
    <Stack $gap={5} data-testid="tradovate-connection">
      <Badges>
        <EnvironmentBadge environment={connection.environment} />
        <ConnectionStatusBadge status={connection.status} />
      </Badges>
      {connection.environment === 'live' && (
        <Alert tone="danger" title={t('broker.live.title')}>
          {t('broker.live.saved')}
        </Alert>
      )}
      <DefinitionList>
        <dt>{t('broker.connection.username')}</dt>
        <dd data-testid="broker-username">{connection.username}</dd>
        <dt>{t('broker.connection.app')}</dt>
        <dd>
          {connection.appId} {connection.appVersion}
        </dd>
        <dt>{t('broker.connection.lastCheck')}</dt>
        <dd data-testid="broker-last-check">
          {connection.lastCheckedAt
            ? format.instant(connection.lastCheckedAt)
            : t('broker.connection.never')}
        </dd>
        <dt>{t('broker.connection.credentials')}</dt>
        <dd>{t('broker.connection.credentialsSealed')}</dd>
      </DefinitionList>
      {connection.status === 'error' && errorCode && (
        <Alert
          tone="danger"
          title={t('broker.connection.errorTitle')}
          data-testid="broker-last-error"
        >
          {t(`broker.errors.${errorCode}`)}{' '}
          {isErrorCode(errorCode) && (
            <Link to={localePath(docsPagePath(errorDocsSlug(errorCode)))}>
              <Code>{errorCode}</Code>
            </Link>
          )}
        </Alert>
      )}
      <BrokerAccountPicker connection={connection} onChange={onChange} disabled={locked} />
      <Actions>
        <Button
          $variant="secondary"
          onClick={() => void test()}
          disabled={testing || locked}
          aria-busy={testing || undefined}
          data-testid="broker-test"
        >
          {testing ? t('broker.connection.testing') : t('broker.connection.test')}
        </Button>
        <Button
          $variant="secondary"
          onClick={onReplace}
          disabled={locked}
          data-testid="broker-replace"
        >
          {t('broker.connection.replace')}
        </Button>
        <Button
          $variant="secondary"
          onClick={() => {
            setOutcome(undefined);
            setConfirming('remove');
          }}
          disabled={locked}
          data-testid="broker-remove"
        >
          {t('broker.connection.remove')}
        </Button>
        <Button
          $variant="danger"
          onClick={() => {
            setOutcome(undefined);
            setConfirming('liquidate');
          }}
          disabled={locked || connection.accountId === null}
          data-testid="broker-liquidate"
        >
          {t('broker.liquidate.open')}
        </Button>
      </Actions>
      <div role="status">
        {outcome && (
          <Alert tone={outcome.tone} data-testid={outcome.testId}>
            {outcome.text}
          </Alert>
        )}
      </div>
      {confirming === 'remove' && (
        <ConfirmDialog
          title={t('broker.connection.removeTitle')}
          body={t('broker.connection.removeBody')}
          confirmLabel={t('broker.connection.removeConfirm')}
          busyLabel={t('broker.connection.removing')}
          cancelLabel={t('common.cancel')}
          danger
          describe={(failure) => brokerErrorMessage(failure, t)}
          onClose={() => setConfirming(null)}
          onConfirm={async () => {
            await removeConnection();
            setConfirming(null);
            onRemoved();
          }}
          data-testid="broker-remove-dialog"
        />
      )}
      {confirming === 'liquidate' && (
        <ConfirmDialog
          title={t('broker.liquidate.title')}
          body={t('broker.liquidate.body', {
            account: connection.accountName ?? '',
            environment: t(`broker.environments.${connection.environment}`),
          })}
          confirmLabel={t('broker.liquidate.confirm')}
          busyLabel={t('broker.liquidate.busy')}
          cancelLabel={t('common.cancel')}
          danger
          describe={(failure) => brokerErrorMessage(failure, t)}
          onClose={() => setConfirming(null)}
          onConfirm={async () => {
            const page = await liquidate({});
            setConfirming(null);
            onLiquidated(page.items);
            setOutcome({
              tone: 'success',
              text: t('broker.liquidate.done', { count: page.items.length }),
              testId: 'broker-liquidated',
            });
          }}
          data-testid="broker-liquidate-dialog"
        />
      )}
    </Stack>
  );
}
