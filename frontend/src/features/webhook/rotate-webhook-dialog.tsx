import { WEBHOOK_LIMITS, type WebhookView } from '@tickrelay/contracts/webhooks/deliveries';
import { useRef, useState } from 'react';
import styled from 'styled-components';

import { Alert, Button, Stack } from '@/components/ui';
import { Dialog } from '@/components/ui/dialog';
import { useRotateWebhook } from '@/lib/api/endpoints/rotate-webhook.endpoint';
import { billingErrorMessage, errorCode } from '@/lib/billing/billing-errors';
import { useI18n } from '@/lib/i18n/i18n-context';

const Choices = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(5)} 0 0;
  padding: 0;
  border: 0;

  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space(3)};
    font-weight: 600;
  }
`;

const Choice = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }

  label {
    display: flex;
    gap: ${({ theme }) => theme.space(3)};
    align-items: baseline;
    cursor: pointer;
  }

  small {
    padding-left: ${({ theme }) => theme.space(7)};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.8125rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
`;

type Mode = 'grace' | 'revoke';

export interface RotateWebhookDialogProps {
  onRotated: (webhook: WebhookView, mode: Mode) => void;
  onClose: () => void;
}

/** A new URL: the old one keeps working for the grace period, or stops at once. */
export function RotateWebhookDialog({ onRotated, onClose }: RotateWebhookDialogProps) {
  const { t, formatNumber } = useI18n();
  const rotate = useRotateWebhook();
  const cancel = useRef<HTMLButtonElement>(null);
  const [mode, setMode] = useState<Mode>('grace');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const hours = WEBHOOK_LIMITS.rotationGraceHoursDefault;

  const confirm = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const webhook = await rotate({ graceHours: mode === 'grace' ? hours : 0 });
      onRotated(webhook, mode);
    } catch (failure) {
      setError(
        errorCode(failure) === 'WEBHOOK_ROTATION_LIMITED'
          ? t('webhook.rotate.limited', {
              limit: formatNumber(WEBHOOK_LIMITS.rotationsPerHour),
              day: formatNumber(WEBHOOK_LIMITS.rotationsPerDay),
            })
          : billingErrorMessage(failure, t),
      );
      setBusy(false);
    }
  };

  return (
    <Dialog
      title={t('webhook.rotate.title')}
      description={t('webhook.rotate.body')}
      onClose={busy ? () => undefined : onClose}
      initialFocus={cancel}
      data-testid="rotate-dialog"
    >
      <Choices>
        <legend>{t('webhook.rotate.legend')}</legend>
        <Choice>
          <label>
            <input
              type="radio"
              name="rotate-mode"
              value="grace"
              checked={mode === 'grace'}
              onChange={() => setMode('grace')}
              aria-describedby="rotate-grace-hint"
              data-testid="rotate-grace"
            />
            <span>{t('webhook.rotate.grace', { hours: formatNumber(hours) })}</span>
          </label>
          <small id="rotate-grace-hint">{t('webhook.rotate.graceHint')}</small>
        </Choice>
        <Choice>
          <label>
            <input
              type="radio"
              name="rotate-mode"
              value="revoke"
              checked={mode === 'revoke'}
              onChange={() => setMode('revoke')}
              aria-describedby="rotate-revoke-hint"
              data-testid="rotate-revoke"
            />
            <span>{t('webhook.rotate.revoke')}</span>
          </label>
          <small id="rotate-revoke-hint">{t('webhook.rotate.revokeHint')}</small>
        </Choice>
      </Choices>
      <Stack $gap={5} style={{ marginTop: 20 }}>
        {error && (
          <Alert tone="danger" data-testid="dialog-error">
            {error}
          </Alert>
        )}
        <Actions>
          <Button ref={cancel} $variant="secondary" onClick={onClose} disabled={busy}>
            {t('webhook.rotate.cancel')}
          </Button>
          <Button
            $variant={mode === 'revoke' ? 'danger' : 'primary'}
            disabled={busy}
            onClick={() => void confirm()}
            data-testid="dialog-confirm"
          >
            {busy ? t('webhook.rotate.busy') : t('webhook.rotate.confirm')}
          </Button>
        </Actions>
      </Stack>
    </Dialog>
  );
}
