import styled from 'styled-components';

import { Alert } from '@/components/ui';
import { useRecaptcha } from '@/lib/guards/recaptcha-context';
import { useI18n } from '@/lib/i18n/i18n-context';

const Legal = styled.p`
  margin: 0;
  font-size: 0.75rem;
  line-height: 1.5;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * What the visitor must see near a protected action: a notice when verification is unavailable
 * or failed, and Google's required legal text while the reCAPTCHA badge is hidden; with the local
 * provider, that the verification is this site's own (development), Google having no part in it.
 */
export function RecaptchaNotice() {
  const { t } = useI18n();
  const { status, provider } = useRecaptcha();

  if (status === 'unavailable') {
    return (
      <Alert
        tone="warning"
        title={t('auth.recaptcha.unavailableTitle')}
        data-testid="recaptcha-unavailable"
      >
        {t('auth.recaptcha.unavailable')}
      </Alert>
    );
  }

  const failed = status === 'error' && (
    <Alert tone="danger" data-testid="recaptcha-error">
      {t('auth.recaptcha.failed')}
    </Alert>
  );

  if (provider === 'local') {
    return (
      <>
        {failed}
        <Alert tone="info" title={t('auth.recaptcha.localTitle')} data-testid="recaptcha-local">
          {t('auth.recaptcha.local')}
        </Alert>
      </>
    );
  }

  return (
    <>
      {failed}
      <Legal data-testid="recaptcha-legal">
        {t('auth.recaptcha.legalBefore')}{' '}
        <a href="https://policies.google.com/privacy" target="_blank" rel="noopener noreferrer">
          {t('auth.recaptcha.privacyPolicy')}
        </a>{' '}
        {t('auth.recaptcha.legalAnd')}{' '}
        <a href="https://policies.google.com/terms" target="_blank" rel="noopener noreferrer">
          {t('auth.recaptcha.terms')}
        </a>{' '}
        {t('auth.recaptcha.legalAfter')}
      </Legal>
    </>
  );
}
