import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';

import { PageMeta } from '@/components/page-meta';
import { Alert, Button, describedBy, Field, Input, Stack } from '@/components/ui';
import { routePaths } from '@/config/routes';
import { sessionClient } from '@/lib/guards/auth-store';
import { safeRedirectPath } from '@/lib/guards/safe-redirect';
import { useI18n } from '@/lib/i18n/i18n-context';
import { trackLogin } from '@/lib/telemetry/telemetry';

import { signIn } from './auth-api';
import { AuthCard } from './auth-card';
import { formProblem, validationMessage } from './auth-errors';
import { validateEmail, type FieldErrors } from './auth-validation';
import { PasswordInput } from './password-input';
import { ResendConfirmation } from './resend-confirmation';

type SignInField = 'email' | 'password';
const fields: readonly SignInField[] = ['email', 'password'];
// The same message for a wrong email and a wrong password, shown under the password.
const codeFields = { INVALID_CREDENTIALS: 'password', EMAIL_NOT_CONFIRMED: 'email' } as const;

export default function SignInPage() {
  const { t, localePath } = useI18n();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<SignInField>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const returning = safeRedirectPath(params.get('redirect')) !== null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const emailError = validateEmail(email);
    const found: FieldErrors<SignInField> = {
      email: emailError ? validationMessage(emailError, t) : undefined,
      password: password ? undefined : validationMessage('required', t),
    };
    setErrors(found);
    setFormError(undefined);
    setUnconfirmed(null);
    if (found.email || found.password) return;
    setSubmitting(true);
    try {
      const { user, expiresAt } = await signIn({ email: email.trim(), password });
      trackLogin();
      // The guest guard of this page then sends the member on (?redirect= or the dashboard).
      sessionClient.signedIn(user, expiresAt);
    } catch (error) {
      const problem = formProblem(error, fields, t, codeFields);
      setErrors(problem.fields);
      setFormError(problem.form);
      if (problem.code === 'EMAIL_NOT_CONFIRMED') setUnconfirmed(email.trim());
      setSubmitting(false);
    }
  };

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
        <form noValidate onSubmit={(event) => void onSubmit(event)} data-testid="signin-form">
          <Stack $gap={5}>
            {formError && (
              <Alert tone="danger" data-testid="form-error">
                {formError}
              </Alert>
            )}
            <Field htmlFor="email" label={t('auth.fields.email')} error={errors.email}>
              <Input
                id="email"
                name="email"
                type="email"
                autoComplete="email"
                inputMode="email"
                required
                value={email}
                $invalid={Boolean(errors.email)}
                aria-invalid={Boolean(errors.email)}
                aria-describedby={describedBy('email', { error: errors.email })}
                onChange={(event) => setEmail(event.target.value)}
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
                id="password"
                name="password"
                autoComplete="current-password"
                required
                value={password}
                $invalid={Boolean(errors.password)}
                aria-invalid={Boolean(errors.password)}
                aria-describedby={describedBy('password', { error: errors.password })}
                onChange={(event) => setPassword(event.target.value)}
              />
            </Field>
            <Button type="submit" $size="lg" $block disabled={submitting}>
              {submitting ? t('auth.signingIn') : t('auth.signinAction')}
            </Button>
          </Stack>
        </form>
      </AuthCard>
    </>
  );
}
