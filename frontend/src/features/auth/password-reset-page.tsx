import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';

import { PageMeta } from '@/components/page-meta';
import { Alert, Button, describedBy, Field, Input, Stack } from '@/components/ui';
import { routePaths } from '@/config/routes';
import { useI18n } from '@/lib/i18n/i18n-context';

import { requestPasswordReset } from './auth-api';
import { AuthCard } from './auth-card';
import { formProblem, validationMessage } from './auth-errors';
import { validateEmail } from './auth-validation';

export default function PasswordResetPage() {
  const { t, locale, localePath } = useI18n();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateEmail(email);
    setError(problem ? validationMessage(problem, t) : undefined);
    setFormError(undefined);
    if (problem) return;
    setSubmitting(true);
    try {
      await requestPasswordReset(email.trim(), locale);
      // Same answer whether or not the account exists: nothing to learn about who is a member.
      setSentTo(email.trim());
    } catch (failure) {
      const found = formProblem(failure, ['email'] as const, t);
      setError(found.fields.email);
      setFormError(found.form);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <PageMeta
        title={t('pages.passwordReset.title')}
        description={t('pages.passwordReset.description')}
      />
      <AuthCard
        title={t('pages.passwordReset.heading')}
        subtitle={sentTo ? undefined : t('pages.passwordReset.subtitle')}
        footer={<Link to={localePath(routePaths.signin)}>{t('auth.backToSignin')}</Link>}
      >
        {sentTo ? (
          <Stack $gap={4}>
            <Alert
              tone="success"
              title={t('auth.reset.sentTitle')}
              data-testid="password-reset-sent"
            >
              {t('auth.reset.sent', { email: sentTo })}
            </Alert>
            <div>
              <Button
                $variant="ghost"
                $size="sm"
                onClick={() => setSentTo(null)}
                data-testid="password-reset-again"
              >
                {t('auth.reset.again')}
              </Button>
            </div>
          </Stack>
        ) : (
          <form
            noValidate
            onSubmit={(event) => void onSubmit(event)}
            data-testid="password-reset-form"
          >
            <Stack $gap={5}>
              {formError && (
                <Alert tone="danger" data-testid="form-error">
                  {formError}
                </Alert>
              )}
              <Field htmlFor="email" label={t('auth.fields.email')} error={error}>
                <Input
                  id="email"
                  name="email"
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  required
                  value={email}
                  $invalid={Boolean(error)}
                  aria-invalid={Boolean(error)}
                  aria-describedby={describedBy('email', { error })}
                  onChange={(event) => setEmail(event.target.value)}
                />
              </Field>
              <Button type="submit" $size="lg" $block disabled={submitting}>
                {submitting ? t('auth.reset.sending') : t('auth.reset.send')}
              </Button>
            </Stack>
          </form>
        )}
      </AuthCard>
    </>
  );
}
