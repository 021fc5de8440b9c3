import type { BrokerConnectionView } from '@tickrelay/contracts/brokers/broker-connection';
import { useState } from 'react';

import { Alert, Field, Select, Stack } from '@/components/ui';
import { useSelectBrokerAccount } from '@/lib/api/endpoints/select-broker-account.endpoint';
import { useI18n } from '@/lib/i18n/i18n-context';

import { brokerErrorMessage } from './broker-errors';

export interface BrokerAccountPickerProps {
  connection: BrokerConnectionView;
  onChange: (connection: BrokerConnectionView) => void;
  disabled?: boolean;
}

/** The Tradovate account orders go to, among those of the last check. */
export function BrokerAccountPicker({ connection, onChange, disabled }: BrokerAccountPickerProps) {
  const { t } = useI18n();
  const select = useSelectBrokerAccount();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(undefined);

  const choose = async (value: string) => {
    if (!value) return;
    setBusy(true);
    setError(undefined);
    try {
      onChange(await select({ accountId: Number(value) }));
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack $gap={2}>
      <Field
        htmlFor="broker-account"
        label={t('broker.connection.account')}
        hint={
          connection.accountId === null
            ? t('broker.connection.accountNone')
            : t('broker.connection.accountHint')
        }
      >
        <Select
          id="broker-account"
          value={connection.accountId === null ? '' : String(connection.accountId)}
          onChange={(event) => void choose(event.target.value)}
          disabled={disabled || busy || connection.accounts.length === 0}
          aria-describedby="broker-account-hint"
          aria-busy={busy || undefined}
          data-testid="broker-account"
        >
          {connection.accountId === null && (
            <option value="">{t('broker.connection.accountPlaceholder')}</option>
          )}
          {connection.accountId !== null &&
            !connection.accounts.some((account) => account.id === connection.accountId) && (
              <option value={String(connection.accountId)}>
                {t('broker.connection.accountGone', { name: connection.accountName ?? '' })}
              </option>
            )}
          {connection.accounts.map((account) => (
            <option key={account.id} value={String(account.id)}>
              {account.active
                ? account.name
                : t('broker.connection.accountInactive', { name: account.name })}
            </option>
          ))}
        </Select>
      </Field>
      {error !== undefined && (
        <Alert tone="danger" data-testid="broker-account-error">
          {brokerErrorMessage(error, t)}
        </Alert>
      )}
    </Stack>
  );
}
