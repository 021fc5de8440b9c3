import type { WebhookView } from '@tickrelay/contracts/webhooks/deliveries';
import { useState } from 'react';

import { Alert, Stack } from '@/components/ui';
import { SwitchControl } from '@/components/ui/switch-control';
import { useUpdateWebhook } from '@/lib/api/endpoints/update-webhook.endpoint';
import { billingErrorMessage } from '@/lib/billing/billing-errors';
import { useI18n } from '@/lib/i18n/i18n-context';

export interface KillSwitchProps {
  paused: boolean;
  /** The webhook as the API answered the change. */
  onChanged: (webhook: WebhookView) => void;
  /** Why it cannot be changed now (a lapsed membership); shown under it. */
  lockedReason?: string;
  id?: string;
}

/**
 * The kill switch: on, alerts keep being logged (as paused) but nothing is executed. Takes effect
 * for the next alert the worker picks up.
 */
export function KillSwitch({
  paused,
  onChanged,
  lockedReason,
  id = 'kill-switch',
}: KillSwitchProps) {
  const { t } = useI18n();
  const updateWebhook = useUpdateWebhook();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const change = async (next: boolean) => {
    setBusy(true);
    setError(undefined);
    try {
      onChanged(await updateWebhook({ paused: next }));
    } catch (failure) {
      setError(billingErrorMessage(failure, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack $gap={3}>
      <SwitchControl
        id={id}
        checked={paused}
        onChange={(next) => void change(next)}
        disabled={busy || lockedReason !== undefined}
        tone="warning"
        label={t('webhook.killSwitch.label')}
        hint={lockedReason ?? (paused ? t('webhook.killSwitch.on') : t('webhook.killSwitch.off'))}
        data-testid="kill-switch"
      />
      {error && (
        <Alert tone="danger" data-testid="kill-switch-error">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
