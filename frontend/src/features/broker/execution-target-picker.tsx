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
    ? t('broker.target.tradovateAccount', {
        environment: t(`broker.environments.${connection.environment}`),
        account: connection.accountName,
      })
    : connection
      ? t('broker.target.tradovateNoAccount')
      : t('broker.target.tradovateNotConnected');

  const options: ChoiceOption<ExecutionTarget>[] = [
    { value: 'paper', label: t('broker.targets.paper'), hint: t('broker.target.paperHint') },
    { value: 'tradovate', label: t('broker.targets.tradovate'), hint: tradovateHint },
    { value: 'none', label: t('broker.targets.none'), hint: t('broker.target.noneHint') },
  ];
  const notConnected = errorCode(error) === 'BROKER_NOT_CONNECTED';
  const live = settings.executionTarget === 'tradovate' && connection?.environment === 'live';

  return (
    <Stack $gap={3}>
      <ChoiceGroup
        name="execution-target"
        legend={t('broker.target.legend')}
        options={options}
        value={pending ?? settings.executionTarget}
        onChange={(target) => void choose(target)}
        disabled={pending !== undefined || lockedReason !== undefined}
        columns={3}
        data-testid="execution-target"
      />
      {lockedReason && <Alert tone="info">{lockedReason}</Alert>}
      {live && (
        <Alert tone="danger" title={t('broker.live.title')} data-testid="execution-live">
          {t('broker.live.target')}
        </Alert>
      )}
      {notConnected ? (
        <Alert
          tone="warning"
          title={t('broker.notConnected.title')}
          data-testid="execution-not-connected"
        >
          {t('broker.notConnected.body')}{' '}
          <a href={`#${connectAnchor}`}>{t('broker.notConnected.link')}</a>
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
