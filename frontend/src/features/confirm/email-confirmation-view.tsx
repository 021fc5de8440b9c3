import { routePaths } from '@tickrelay/contracts/routes';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';

import { PageMeta } from '@/components/page-meta';
import { Alert, Card, Container, Heading, Muted, Section, Stack } from '@/components/ui';
import { sessionClient } from '@/lib/auth/auth-store';
import { errorCodeMessage } from '@/lib/forms/form-errors';
import { GuardPending } from '@/lib/guards/guard-pending';
import { useI18n } from '@/lib/i18n/i18n-context';

import { confirmOnce } from './email-confirmation';
import { ResendForm } from './resend-form';

const Centered = styled(Stack)`
  text-align: center;
`;

/**
 * /confirm?token=…: the link of the confirmation email. Opening it changes nothing (GET); this
 * page POSTs the token, which confirms the address and signs in, then goes to the onboarding.
 */
export function EmailConfirmationView({ token }: { token: string }) {
  const { t, localePath } = useI18n();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    confirmOnce(token).then(
      ({ user, expiresAt }) => {
        if (!active) return;
        sessionClient.signedIn(user, expiresAt);
        void navigate(localePath(routePaths.onboarding), { replace: true });
      },
      (failure: unknown) => {
        if (active) setError(errorCodeMessage(failure, t));
      },
    );
    return () => {
      active = false;
    };
    // t changes with the language only; the token is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  return (
    <>
      <PageMeta
        title={t('auth.confirm.title')}
        description={t('auth.confirm.description')}
        noindex
      />
      <Section>
        <Container $narrow>
          <Card
            $padding={10}
            data-testid="email-confirmation"
            data-state={error ? 'error' : 'pending'}
          >
            <Centered $gap={5} $align="center">
              <Heading as="h1" $size="h2" $center data-testid="page-heading">
                {error ? t('auth.confirm.failedTitle') : t('auth.confirm.pendingTitle')}
              </Heading>
              {error ? (
                <Stack $gap={5} style={{ width: '100%', maxWidth: 420, textAlign: 'left' }}>
                  <Alert tone="danger" data-testid="confirm-error">
                    {error}
                  </Alert>
                  <Muted $size="sm">{t('auth.confirm.resendIntro')}</Muted>
                  <ResendForm />
                  <Muted $size="sm">
                    {t('auth.confirm.alreadyConfirmed')}{' '}
                    <Link to={localePath(routePaths.signin)}>{t('auth.signinAction')}</Link>
                  </Muted>
                </Stack>
              ) : (
                <>
                  <Muted $center>{t('auth.confirm.pending')}</Muted>
                  <GuardPending compact />
                </>
              )}
            </Centered>
          </Card>
        </Container>
      </Section>
    </>
  );
}
