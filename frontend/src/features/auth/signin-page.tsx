import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';

import { PageMeta } from '@/components/page-meta';
import { Button, describedBy, Field, Input, Stack } from '@/components/ui';
import { routePaths } from '@/config/routes';
import { authStore } from '@/lib/guards/auth-store';
import { useI18n } from '@/lib/i18n/i18n-context';

import { signIn } from './auth-api';
import { AuthCard } from './auth-card';
import { formErrorMessage, serverFieldErrors, validationMessage } from './auth-errors';
import { validateEmail, type FieldErrors } from './auth-validation';
import { PasswordInput } from './password-input';

type SignInField = 'email' | 'password';
const fields: readonly SignInField[] = ['email', 'password'];

export default function SignInPage() {
  const { t, localePath } = useI18n();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<SignInField>>({});
  const [submitting, setSubmitting] = useState(false);

  const validate = (): FieldErrors<SignInField> => {
    const emailError = validateEmail(email);
    return {
      email: emailError ? validationMessage(emailError, t) : undefined,
      password: password ? undefined : validationMessage('required', t),
    };
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (found.email || found.password) return;
    setSubmitting(true);
    try {
      const result = await signIn({ email: email.trim(), password });
      // Once the store knows the member, the guest guard of this page sends them on
      // (to ?redirect= or the dashboard): one place decides where signed-in members go.
      if (result?.user) authStore.setUser(result.user);
      else if ((await authStore.refresh()).status !== 'member') {
        toast.error(t('auth.sessionNotStarted'));
      }
    } catch (error) {
      setErrors(serverFieldErrors(error, fields, t));
      toast.error(formErrorMessage(error, t));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <PageMeta title={t('pages.signin.title')} description={t('pages.signin.description')} />
      <AuthCard
        title={t('pages.signin.heading')}
        subtitle={t('pages.signin.subtitle')}
        footer={
          <>
            {t('auth.noAccount')}{' '}
            <Link to={localePath(routePaths.signup)}>{t('auth.createAccount')}</Link>
          </>
        }
      >
        <form noValidate onSubmit={(event) => void onSubmit(event)} data-testid="signin-form">
          <Stack $gap={5}>
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
