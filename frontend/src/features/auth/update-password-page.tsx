import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link, useLocation, useSearchParams } from 'react-router';

import { PageMeta } from '@/components/page-meta';
import { Alert, Button, describedBy, Field, Stack } from '@/components/ui';
import { routePaths } from '@/config/routes';
import { useI18n } from '@/lib/i18n/i18n-context';

import { updatePassword } from './auth-api';
import { AuthCard } from './auth-card';
import { formErrorMessage, serverFieldErrors, validationMessage } from './auth-errors';
import {
  hasErrors,
  PASSWORD_MIN_LENGTH,
  validateConfirmation,
  validateNewPassword,
  type FieldErrors,
} from './auth-validation';
import { PasswordInput } from './password-input';

type UpdateField = 'password' | 'confirmPassword';

/** The reset link carries its token as ?token=, ?code= (PKCE) or #access_token=. */
export function recoveryTokenFrom(search: URLSearchParams, hash: string): string | undefined {
  const fromHash = new URLSearchParams(hash.replace(/^#/, '')).get('access_token');
  return search.get('token') ?? search.get('code') ?? fromHash ?? undefined;
}

export default function UpdatePasswordPage() {
  const { t, localePath } = useI18n();
  const [params] = useSearchParams();
  const { hash } = useLocation();
  const token = recoveryTokenFrom(params, hash);
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<UpdateField>>({});
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const passwordError = validateNewPassword(password);
    const confirmError = validateConfirmation(password, confirmPassword);
    const found: FieldErrors<UpdateField> = {
      password: passwordError ? validationMessage(passwordError, t) : undefined,
      confirmPassword: confirmError ? validationMessage(confirmError, t) : undefined,
    };
    setErrors(found);
    if (hasErrors(found)) return;
    setSubmitting(true);
    try {
      await updatePassword(token ? { password, token } : { password });
      setDone(true);
      toast.success(t('auth.update.done'));
    } catch (error) {
      setErrors(serverFieldErrors(error, ['password'], t));
      toast.error(formErrorMessage(error, t));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <PageMeta
        title={t('pages.updatePassword.title')}
        description={t('pages.updatePassword.description')}
        noindex
      />
      <AuthCard
        title={t('pages.updatePassword.heading')}
        subtitle={t('pages.updatePassword.subtitle')}
      >
        {done ? (
          <Stack $gap={4}>
            <Alert
              tone="success"
              title={t('auth.update.doneTitle')}
              data-testid="update-password-done"
            >
              {t('auth.update.doneBody')}
            </Alert>
            <Link to={localePath(routePaths.signin)}>{t('auth.backToSignin')}</Link>
          </Stack>
        ) : (
          <form
            noValidate
            onSubmit={(event) => void onSubmit(event)}
            data-testid="update-password-form"
          >
            <Stack $gap={5}>
              {!token && (
                <Alert tone="info" data-testid="update-password-no-token">
                  {t('auth.update.noToken')}{' '}
                  <Link to={localePath(routePaths.passwordReset)}>
                    {t('auth.update.requestLink')}
                  </Link>
                </Alert>
              )}
              <Field
                htmlFor="password"
                label={t('auth.fields.newPassword')}
                hint={t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH })}
                error={errors.password}
              >
                <PasswordInput
                  id="password"
                  name="password"
                  autoComplete="new-password"
                  required
                  value={password}
                  $invalid={Boolean(errors.password)}
                  aria-invalid={Boolean(errors.password)}
                  aria-describedby={describedBy('password', { error: errors.password, hint: true })}
                  onChange={(event) => setPassword(event.target.value)}
                />
              </Field>
              <Field
                htmlFor="confirmPassword"
                label={t('auth.fields.confirmPassword')}
                error={errors.confirmPassword}
              >
                <PasswordInput
                  id="confirmPassword"
                  name="confirmPassword"
                  autoComplete="new-password"
                  required
                  value={confirmPassword}
                  $invalid={Boolean(errors.confirmPassword)}
                  aria-invalid={Boolean(errors.confirmPassword)}
                  aria-describedby={describedBy('confirmPassword', {
                    error: errors.confirmPassword,
                  })}
                  onChange={(event) => setConfirmPassword(event.target.value)}
                />
              </Field>
              <Button type="submit" $size="lg" $block disabled={submitting}>
                {submitting ? t('auth.update.saving') : t('auth.update.save')}
              </Button>
            </Stack>
          </form>
        )}
      </AuthCard>
    </>
  );
}
