import { useState, type FormEvent } from 'react';

import { Alert, Button, describedBy, Field, Input, Stack } from '@/components/ui';
import { resendConfirmation } from '@/features/auth/auth-api';
import { formProblem, validationMessage } from '@/features/auth/auth-errors';
import { validateEmail } from '@/features/auth/auth-validation';
import { useI18n } from '@/lib/i18n/i18n-context';

/** Asks for a new confirmation link (the API answers 202 whatever the address). */
export function ResendForm() {
  const { t, locale } = useI18n();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateEmail(email);
    setError(problem ? validationMessage(problem, t) : undefined);
    if (problem) return;
    setSubmitting(true);
    try {
      await resendConfirmation(email.trim(), locale);
      setSentTo(email.trim());
    } catch (failure) {
      const found = formProblem(failure, ['email'] as const, t);
      setError(found.fields.email ?? found.form);
    } finally {
      setSubmitting(false);
    }
  };

  if (sentTo) {
    return (
      <Alert tone="success" data-testid="resend-sent">
        {t('auth.resend.sent', { email: sentTo })}
      </Alert>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} data-testid="resend-form">
      <Stack $gap={3}>
        <Field htmlFor="resend-email" label={t('auth.fields.email')} error={error}>
          <Input
            id="resend-email"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            $invalid={Boolean(error)}
            aria-invalid={Boolean(error)}
            aria-describedby={describedBy('resend-email', { error })}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field>
        <div>
          <Button type="submit" $variant="secondary" disabled={submitting}>
            {submitting ? t('auth.resend.sending') : t('auth.resend.action')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
