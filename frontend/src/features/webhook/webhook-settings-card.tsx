import {
  TRADINGVIEW_SOURCE_ADDRESSES,
  WEBHOOK_LIMITS,
  type WebhookView,
} from '@tickrelay/contracts/webhooks/deliveries';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';

import { Alert, Button, Card, Code, Field, Input, Stack } from '@/components/ui';
import { SectionTitle } from '@/components/ui/page-parts';
import { SwitchControl } from '@/components/ui/switch-control';
import { useUpdateWebhook } from '@/lib/api/endpoints/update-webhook.endpoint';
import { billingErrorMessage } from '@/lib/billing/billing-errors';
import { useI18n } from '@/lib/i18n/i18n-context';

import { KillSwitch } from './kill-switch';

const Addresses = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: 0;
  list-style: none;
`;

const LagForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};

  > :first-child {
    flex: 1 1 240px;
  }

  button {
    margin-top: 28px;
  }
`;

/** A whole number of seconds within max_lag's bounds, or null. */
export function parseMaxLag(text: string): number | null {
  if (!/^\d{1,6}$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= WEBHOOK_LIMITS.maxLagSecondsMin && value <= WEBHOOK_LIMITS.maxLagSecondsMax
    ? value
    : null;
}

export interface WebhookSettingsCardProps {
  webhook: WebhookView;
  onChange: (webhook: WebhookView) => void;
}

/** The kill switch, the TradingView-only allowlist and the default max_lag. */
export function WebhookSettingsCard({ webhook, onChange }: WebhookSettingsCardProps) {
  const { t, formatNumber } = useI18n();
  const updateWebhook = useUpdateWebhook();
  const [allowlistBusy, setAllowlistBusy] = useState(false);
  const [allowlistError, setAllowlistError] = useState<string>();
  const [lag, setLag] = useState(String(webhook.defaultMaxLagSeconds));
  const [lagShown, setLagShown] = useState(webhook.defaultMaxLagSeconds);
  const [lagError, setLagError] = useState<string>();
  const [lagState, setLagState] = useState<'idle' | 'saving' | 'saved'>('idle');
  const bounds = {
    min: formatNumber(WEBHOOK_LIMITS.maxLagSecondsMin),
    max: formatNumber(WEBHOOK_LIMITS.maxLagSecondsMax),
  };

  // Changed elsewhere (another tab, through the stream): the field follows unless being edited.
  if (webhook.defaultMaxLagSeconds !== lagShown) {
    setLagShown(webhook.defaultMaxLagSeconds);
    if (lagState !== 'saving') setLag(String(webhook.defaultMaxLagSeconds));
  }

  const toggleAllowlist = async (next: boolean) => {
    setAllowlistBusy(true);
    setAllowlistError(undefined);
    try {
      onChange(await updateWebhook({ allowlistEnabled: next }));
    } catch (failure) {
      setAllowlistError(billingErrorMessage(failure, t));
    } finally {
      setAllowlistBusy(false);
    }
  };

  const saveLag = async (event: FormEvent) => {
    event.preventDefault();
    const seconds = parseMaxLag(lag);
    if (seconds === null) {
      setLagError(t('webhook.maxLag.invalid', bounds));
      return;
    }
    setLagError(undefined);
    setLagState('saving');
    try {
      onChange(await updateWebhook({ defaultMaxLagSeconds: seconds }));
      setLagState('saved');
    } catch (failure) {
      setLagError(billingErrorMessage(failure, t));
      setLagState('idle');
    }
  };

  return (
    <Card data-testid="webhook-settings">
      <Stack $gap={6}>
        <SectionTitle style={{ margin: 0 }}>{t('webhook.settingsTitle')}</SectionTitle>
        <KillSwitch paused={webhook.paused} onChanged={onChange} />
        <Stack $gap={3}>
          <SwitchControl
            id="webhook-allowlist"
            checked={webhook.allowlistEnabled}
            onChange={(next) => void toggleAllowlist(next)}
            disabled={allowlistBusy}
            label={t('webhook.allowlist.label')}
            hint={
              <>
                {t('webhook.allowlist.hint')}
                <Addresses aria-label={t('webhook.allowlist.addresses')}>
                  {TRADINGVIEW_SOURCE_ADDRESSES.map((address) => (
                    <li key={address}>
                      <Code>{address}</Code>
                    </li>
                  ))}
                </Addresses>
              </>
            }
            data-testid="webhook-allowlist"
          />
          {allowlistError && (
            <Alert tone="danger" data-testid="allowlist-error">
              {allowlistError}
            </Alert>
          )}
        </Stack>
        <LagForm noValidate onSubmit={(event) => void saveLag(event)} data-testid="max-lag-form">
          <Field
            htmlFor="webhook-max-lag"
            label={t('webhook.maxLag.label')}
            hint={t('webhook.maxLag.hint', bounds)}
            error={lagError}
          >
            <Input
              id="webhook-max-lag"
              inputMode="numeric"
              value={lag}
              $invalid={Boolean(lagError)}
              aria-invalid={Boolean(lagError) || undefined}
              aria-describedby={
                lagError ? 'webhook-max-lag-hint webhook-max-lag-error' : 'webhook-max-lag-hint'
              }
              onChange={(event) => {
                setLag(event.target.value);
                setLagState('idle');
              }}
            />
          </Field>
          <Button type="submit" $variant="secondary" disabled={lagState === 'saving'}>
            {lagState === 'saving' ? t('webhook.maxLag.saving') : t('webhook.maxLag.save')}
          </Button>
        </LagForm>
        <div role="status" data-testid="max-lag-status">
          {lagState === 'saved' && <Alert tone="success">{t('webhook.maxLag.saved')}</Alert>}
        </div>
      </Stack>
    </Card>
  );
}
