import { routePaths } from '@tickrelay/contracts/routes';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';

import { PageMeta } from '@/components/page-meta';
import { PasswordInput } from '@/components/password/password-input';
import {
  Alert,
  Button,
  Card,
  Container,
  Field,
  Heading,
  Muted,
  Section,
  Stack,
} from '@/components/ui';
import { useConfirmEmail } from '@/lib/api/endpoints/confirm-email.endpoint';
import { sessionClient } from '@/lib/auth/auth-store';
import { useForm } from '@/lib/forms/use-form';
import { useI18n } from '@/lib/i18n/i18n-context';

import { ResendForm } from './resend-form';

const Centered = styled(Stack)`
  text-align: center;
`;

const Left = styled(Stack)`
  width: 100%;
  max-width: 420px;
  text-align: left;
`;

/** Answers that mean the link itself is spent or unknown: only a new link helps. */
const DEAD_LINK = new Set(['TOKEN_INVALID', 'TOKEN_EXPIRED']);

/**
 * /confirm?token=…: the link of the confirmation email. Opening it changes nothing (GET); the
 * page asks for the password chosen at sign-up and POSTs both. Someone else may have signed up
 * first with this address and sent a link here too: the password, not the link, decides whose
 * sign-up becomes the account. A wrong password leaves the link usable; a dead link offers a new
 * one by email.
 */
export function EmailConfirmationView({ token }: { token: string }) {
  const { t, localePath } = useI18n();
  const navigate = useNavigate();
  const confirmEmail = useConfirmEmail();
  const [deadLink, setDeadLink] = useState<string | null>(null);
  const form = useForm({
    initialValues: { password: '' },
    checks: { password: (password) => (password ? null : 'required') },
    submit: ({ password }) => confirmEmail({ token, password }),
    onSuccess: ({ user, expiresAt }) => {
      sessionClient.signedIn(user, expiresAt);
      void navigate(localePath(routePaths.onboarding), { replace: true });
    },
    onProblem: (problem) => {
      if (problem?.code && DEAD_LINK.has(problem.code)) setDeadLink(problem.form ?? null);
    },
    keepSubmittingOnSuccess: true,
  });

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
            data-state={deadLink ? 'error' : 'password'}
          >
            <Centered $gap={5} $align="center">
              <Heading as="h1" $size="h2" $center data-testid="page-heading">
                {deadLink ? t('auth.confirm.failedTitle') : t('auth.confirm.title')}
              </Heading>
              {deadLink ? (
                <Left $gap={5}>
                  <Alert tone="danger" data-testid="confirm-error">
                    {deadLink}
                  </Alert>
                  <Muted $size="sm">{t('auth.confirm.resendIntro')}</Muted>
                  <ResendForm />
                  <Muted $size="sm">
                    {t('auth.confirm.alreadyConfirmed')}{' '}
                    <Link to={localePath(routePaths.signin)}>{t('auth.signinAction')}</Link>
                  </Muted>
                </Left>
              ) : (
                <form noValidate onSubmit={form.onSubmit} data-testid="confirm-form">
                  <Left $gap={5}>
                    <Muted>{t('auth.confirm.passwordIntro')}</Muted>
                    {form.formError && (
                      <Alert tone="danger" data-testid="form-error">
                        {form.formError}
                      </Alert>
                    )}
                    <Field
                      htmlFor="password"
                      label={t('auth.fields.password')}
                      error={form.errors.password}
                    >
                      <PasswordInput
                        {...form.field('password')}
                        autoComplete="current-password"
                        required
                      />
                    </Field>
                    <Button type="submit" $size="lg" $block disabled={form.submitting}>
                      {form.submitting ? t('auth.confirm.confirming') : t('auth.confirm.action')}
                    </Button>
                  </Left>
                </form>
              )}
            </Centered>
          </Card>
        </Container>
      </Section>
    </>
  );
}
