import type { TotpEnrolment } from '@tickrelay/contracts/endpoints/second-factor.endpoints';
import { useState } from 'react';

import { Alert, Badge, Button, Card, Muted, Stack } from '@/components/ui';
import { SectionTitle } from '@/components/ui/page-parts';
import { apiErrorMessage } from '@/lib/api/api-client';
import { useSecondFactorStatus } from '@/lib/api/endpoints/get-second-factor.endpoint';
import { useStartTotpEnrolment } from '@/lib/api/endpoints/start-totp-enrolment.endpoint';
import { useI18n } from '@/lib/i18n/i18n-context';
import { notifyError, notifySuccess } from '@/lib/toast/notify';

import { DisableSecondFactorDialog } from './disable-second-factor-dialog';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { TotpEnrolmentForm } from './totp-enrolment';

type Step =
  | { kind: 'idle' }
  | { kind: 'enrolling'; enrolment: TotpEnrolment }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'disabling' };

/** The authenticator app: off (set it up), enrolling (QR, code), its recovery codes once, on. */
export function TotpCard() {
  const { t, formatDate } = useI18n();
  const status = useSecondFactorStatus();
  const start = useStartTotpEnrolment();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [starting, setStarting] = useState(false);
  const enabled = status.data?.totp.enabled ?? false;

  const begin = async () => {
    setStarting(true);
    try {
      setStep({ kind: 'enrolling', enrolment: await start() });
    } catch (error) {
      notifyError(apiErrorMessage(error, t));
    } finally {
      setStarting(false);
    }
  };
  const idle = () => setStep({ kind: 'idle' });

  return (
    <Card data-testid="totp-card">
      <SectionTitle>
        {t('security.page.totpTitle')}{' '}
        {status.data && (
          <Badge $tone={enabled ? 'success' : 'neutral'} data-testid="totp-state">
            {enabled ? t('security.page.enabled') : t('security.page.disabled')}
          </Badge>
        )}
      </SectionTitle>
      {step.kind === 'enrolling' && (
        <TotpEnrolmentForm
          enrolment={step.enrolment}
          onCancel={idle}
          onEnabled={(codes) => {
            setStep({ kind: 'codes', codes });
            notifySuccess(t('security.page.enabled'));
            void status.reload();
          }}
        />
      )}
      {step.kind === 'codes' && <RecoveryCodesPanel codes={step.codes} onDone={idle} />}
      {(step.kind === 'idle' || step.kind === 'disabling') && status.data && (
        <Stack $gap={4} $align="start">
          {status.error !== undefined && (
            <Alert tone="danger">{apiErrorMessage(status.error, t)}</Alert>
          )}
          <Muted $size="sm">
            {enabled
              ? t('security.page.totpOn', {
                  date: formatDate(status.data.totp.enabledAt ?? '', { dateStyle: 'long' }),
                  left: status.data.recoveryCodesLeft,
                })
              : t('security.page.totpOff')}
          </Muted>
          {enabled ? (
            <Button
              $variant="danger"
              onClick={() => setStep({ kind: 'disabling' })}
              data-testid="totp-disable"
            >
              {t('security.page.disable')}
            </Button>
          ) : (
            <Button onClick={() => void begin()} disabled={starting} data-testid="totp-enable">
              {t('security.page.enable')}
            </Button>
          )}
        </Stack>
      )}
      {step.kind === 'disabling' && (
        <DisableSecondFactorDialog
          onClose={idle}
          onDisabled={() => {
            idle();
            notifySuccess(t('security.page.disabled'));
            void status.reload();
          }}
        />
      )}
    </Card>
  );
}
