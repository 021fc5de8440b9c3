import type {
  BrokerSettingsView,
  ExecutionTarget,
} from '@tickrelay/contracts/brokers/broker-connection';
import { useState } from 'react';

import { Alert, Stack } from '@/components/ui';
import { ChoiceGroup, type ChoiceOption } from '@/components/ui/choice-group';
import { useUpdateBrokerSettings } from '@/lib/api/endpoints/update-broker-settings.endpoint';
import { errorCode } from '@/lib/billing/billing-errors';
import { useI18n } from '@/lib/i18n/i18n-context';

import { brokerErrorMessage } from './broker-errors';

export interface ExecutionTargetPickerProps {
  settings: BrokerSettingsView;
  onChange: (settings: BrokerSettingsView) => void;
  /** Why it cannot be changed now (a lapsed membership). */
  lockedReason?: string;
  /** Where the connect form is, for the "not connected" answer. */
  connectAnchor: string;
}

/** Where valid alerts go: the paper account, the Tradovate account, or nowhere (relay only). */
export function ExecutionTargetPicker({
  settings,
  onChange,
  lockedReason,
  connectAnchor,
}: ExecutionTargetPickerProps) {
  const { t } = useI18n();
  const update = useUpdateBrokerSettings();
  const [pending, setPending] = useState<ExecutionTarget>();
  const [error, setError] = useState<unknown>(undefined);
  const connection = settings.connection;

  const choose = async (target: ExecutionTarget) => {
    if (target === settings.executionTarget) return;
    setPending(target);
    setError(undefined);
    try {
      onChange(await update({ executionTarget: target }));
    } catch (failure) {
      setError(failure);
    } finally {
      setPending(undefined);
    }
  };

  const tradovateHint = connection?.accountName
    ? t('execution.target.tradovateAccount', {
        environment: t(`execution.environments.${connection.environment}`),
        account: connection.accountName,
      })
    : connection
      ? t('execution.target.tradovateNoAccount')
      : t('execution.target.tradovateNotConnected');

  const options: ChoiceOption<ExecutionTarget>[] = [
    { value: 'paper', label: t('execution.targets.paper'), hint: t('execution.target.paperHint') },
    { value: 'tradovate', label: t('execution.targets.tradovate'), hint: tradovateHint },
    { value: 'none', label: t('execution.targets.none'), hint: t('execution.target.noneHint') },
  ];
  const notConnected = errorCode(error) === 'BROKER_NOT_CONNECTED';
  const live = settings.executionTarget === 'tradovate' && connection?.environment === 'live';

  return (
    <Stack $gap={3}>
      <ChoiceGroup
        name="execution-target"
        legend={t('execution.target.legend')}
        options={options}
        value={pending ?? settings.executionTarget}
        onChange={(target) => void choose(target)}
        disabled={pending !== undefined || lockedReason !== undefined}
        columns={3}
        data-testid="execution-target"
      />
      {lockedReason && <Alert tone="info">{lockedReason}</Alert>}
      {live && (
        <Alert tone="danger" title={t('execution.live.title')} data-testid="execution-live">
          {t('execution.live.target')}
        </Alert>
      )}
      {notConnected ? (
        <Alert
          tone="warning"
          title={t('execution.notConnected.title')}
          data-testid="execution-not-connected"
        >
          {t('execution.notConnected.body')}{' '}
          <a href={`#${connectAnchor}`}>{t('execution.notConnected.link')}</a>
        </Alert>
      ) : (
        error !== undefined && (
          <Alert tone="danger" data-testid="execution-target-error">
            {brokerErrorMessage(error, t)}
          </Alert>
        )
      )}
    </Stack>
  );
}
