import {
  isSecondFactorRequired,
  type SignedIn,
} from '@tickrelay/contracts/endpoints/auth.endpoints';
import { routePaths } from '@tickrelay/contracts/routes';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';

import { PageMeta } from '@/components/page-meta';
import { PasswordInput } from '@/components/password/password-input';
import { Alert, Button, Field, Input, Stack } from '@/components/ui';
import { AuthCard } from '@/features/auth/auth-card';
import { ResendConfirmation } from '@/features/auth/resend-confirmation';
import { SECOND_STEP_PARAM, SecondStepForm } from '@/features/security/second-step-form';
import { useSignIn } from '@/lib/api/endpoints/sign-in.endpoint';
import { sessionClient } from '@/lib/auth/auth-store';
import { validateEmail } from '@/lib/forms/field-validation';
import { useForm } from '@/lib/forms/use-form';
import { safeRedirectPath } from '@/lib/guards/safe-redirect';
import { useI18n } from '@/lib/i18n/i18n-context';
import { trackLogin } from '@/lib/telemetry/telemetry';

export default function SignInPage() {
  const { t, localePath } = useI18n();
  const [params] = useSearchParams();
  const signIn = useSignIn();
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  // The password was right and the account has a second factor (or a recovery link led here).
  const [secondStep, setSecondStep] = useState(params.get(SECOND_STEP_PARAM) === '1');
  const returning = safeRedirectPath(params.get('redirect')) !== null;
  const signedIn = ({ user, expiresAt }: SignedIn) => {
    trackLogin();
    // The guest guard of this page then sends the member on (?redirect= or the dashboard).
    sessionClient.signedIn(user, expiresAt);
  };
  const form = useForm({
    initialValues: { email: '', password: '' },
    checks: {
      email: validateEmail,
      password: (password) => (password ? null : 'required'),
    },
    // The same message for a wrong email and a wrong password, shown under the password.
    codeFields: { INVALID_CREDENTIALS: 'password', EMAIL_NOT_CONFIRMED: 'email' },
    submit: ({ email, password }) => signIn({ email: email.trim(), password }),
    onSuccess: (answer) => {
      if (isSecondFactorRequired(answer)) setSecondStep(true);
      else signedIn(answer);
    },
    onProblem: (problem, { email }) =>
      setUnconfirmed(problem?.code === 'EMAIL_NOT_CONFIRMED' ? email.trim() : null),
    // Not kept busy: a second step may follow, and "sign in again" comes back to this form.
  });
  const { errors, formError } = form;

  return (
    <>
      <PageMeta title={t('pages.signin.title')} description={t('pages.signin.description')} />
      <AuthCard
        title={secondStep ? t('security.secondStep.heading') : t('pages.signin.heading')}
        subtitle={returning ? t('auth.signin.returning') : t('pages.signin.subtitle')}
        footer={
          <>
            {t('auth.noAccount')}{' '}
            <Link to={localePath(routePaths.signup)}>{t('auth.createAccount')}</Link>
          </>
        }
      >
        {secondStep ? (
          <SecondStepForm onSignedIn={signedIn} onRestart={() => setSecondStep(false)} />
        ) : (
          <form noValidate onSubmit={form.onSubmit} data-testid="signin-form">
            <Stack $gap={5}>
              {formError && (
                <Alert tone="danger" data-testid="form-error">
                  {formError}
                </Alert>
              )}
              <Field htmlFor="email" label={t('auth.fields.email')} error={errors.email}>
                <Input
                  {...form.field('email')}
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  required
                />
              </Field>
              {unconfirmed && (
                <Stack $gap={2} $align="start" data-testid="signin-unconfirmed">
                  <ResendConfirmation email={unconfirmed} />
                </Stack>
              )}
              <Field
                htmlFor="password"
                label={t('auth.fields.password')}
                error={errors.password}
                aside={
                  <Link to={localePath(routePaths.passwordReset)} style={{ fontSize: '0.875rem' }}>
                    {t('auth.forgotPassword')}
                  </Link>
                }
              >
                <PasswordInput
                  {...form.field('password')}
                  autoComplete="current-password"
                  required
                />
              </Field>
              <Button type="submit" $size="lg" $block disabled={form.submitting}>
                {form.submitting ? t('auth.signingIn') : t('auth.signinAction')}
              </Button>
            </Stack>
          </form>
        )}
      </AuthCard>
    </>
  );
}
