import { routePaths } from '@tickrelay/contracts/routes';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';

import { PageMeta } from '@/components/page-meta';
import { PasswordInput } from '@/components/password/password-input';
import { Alert, Button, Field, Input, Stack } from '@/components/ui';
import { AuthCard } from '@/features/auth/auth-card';
import { ResendConfirmation } from '@/features/auth/resend-confirmation';
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
  const returning = safeRedirectPath(params.get('redirect')) !== null;
  const form = useForm({
    initialValues: { email: '', password: '' },
    checks: {
      email: validateEmail,
      password: (password) => (password ? null : 'required'),
    },
    // The same message for a wrong email and a wrong password, shown under the password.
    codeFields: { INVALID_CREDENTIALS: 'password', EMAIL_NOT_CONFIRMED: 'email' },
    submit: ({ email, password }) => signIn({ email: email.trim(), password }),
    onSuccess: ({ user, expiresAt }) => {
      trackLogin();
      // The guest guard of this page then sends the member on (?redirect= or the dashboard).
      sessionClient.signedIn(user, expiresAt);
    },
    onProblem: (problem, { email }) =>
      setUnconfirmed(problem?.code === 'EMAIL_NOT_CONFIRMED' ? email.trim() : null),
    keepSubmittingOnSuccess: true,
  });
  const { errors, formError } = form;

  return (
    <>
      <PageMeta title={t('pages.signin.title')} description={t('pages.signin.description')} />
      <AuthCard
        title={t('pages.signin.heading')}
        subtitle={returning ? t('auth.signin.returning') : t('pages.signin.subtitle')}
        footer={
          <>
            {t('auth.noAccount')}{' '}
            <Link to={localePath(routePaths.signup)}>{t('auth.createAccount')}</Link>
          </>
        }
      >
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
              <PasswordInput {...form.field('password')} autoComplete="current-password" required />
            </Field>
            <Button type="submit" $size="lg" $block disabled={form.submitting}>
              {form.submitting ? t('auth.signingIn') : t('auth.signinAction')}
            </Button>
          </Stack>
        </form>
      </AuthCard>
    </>
  );
}
