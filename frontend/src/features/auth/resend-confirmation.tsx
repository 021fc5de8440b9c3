import { useEffect, useState } from 'react';
import styled from 'styled-components';

import { Button } from '@/components/ui';
import { useResendConfirmation } from '@/lib/api/endpoints/resend-confirmation.endpoint';
import { errorCodeMessage } from '@/lib/forms/form-errors';
import { useI18n } from '@/lib/i18n/i18n-context';

/** Seconds before another resend: enough for a mail to arrive, short enough not to frustrate. */
export const RESEND_COOLDOWN_SECONDS = 30;

const Status = styled.p<{ $error: boolean }>`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.textMuted)};
`;

/** "Send the confirmation email again" with a cooldown; the API answers 202 whatever the address. */
export function ResendConfirmation({
  email,
  variant = 'secondary',
}: {
  email: string;
  variant?: 'secondary' | 'ghost';
}) {
  const { t, locale } = useI18n();
  const resendConfirmation = useResendConfirmation();
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [cooldown, setCooldown] = useState(0);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  const onResend = async () => {
    setState('sending');
    setError(null);
    try {
      await resendConfirmation({ email, locale });
      setState('sent');
      setCooldown(RESEND_COOLDOWN_SECONDS);
    } catch (failure) {
      setState('idle');
      setError(errorCodeMessage(failure, t));
    }
  };

  const label =
    state === 'sending'
      ? t('auth.resend.sending')
      : cooldown > 0
        ? t('auth.resend.wait', { seconds: cooldown })
        : t('auth.resend.action');

  return (
    <>
      <Button
        $variant={variant}
        $size="sm"
        disabled={state === 'sending' || cooldown > 0}
        onClick={() => void onResend()}
        data-testid="resend-confirmation"
      >
        {label}
      </Button>
      <Status $error={Boolean(error)} role="status" data-testid="resend-status">
        {error ?? (state === 'sent' ? t('auth.resend.sent', { email }) : '')}
      </Status>
    </>
  );
}
