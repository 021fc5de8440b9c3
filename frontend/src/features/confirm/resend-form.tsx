import { useState } from 'react';

import { Alert, Button, describedBy, Field, Input, Stack } from '@/components/ui';
import { useResendConfirmation } from '@/lib/api/endpoints/resend-confirmation.endpoint';
import { validateEmail } from '@/lib/forms/field-validation';
import { useForm } from '@/lib/forms/use-form';
import { useI18n } from '@/lib/i18n/i18n-context';

/** Asks for a new confirmation link (the API answers 202 whatever the address). */
export function ResendForm() {
  const { t, locale } = useI18n();
  const resendConfirmation = useResendConfirmation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: '' },
    checks: { email: validateEmail },
    submit: ({ email }) => resendConfirmation({ email: email.trim(), locale }),
    onSuccess: (_answer, { email }) => setSentTo(email.trim()),
  });
  // One place for both: the address's problem or the request's.
  const error = form.errors.email ?? form.formError;

  if (sentTo) {
    return (
      <Alert tone="success" data-testid="resend-sent">
        {t('auth.resend.sent', { email: sentTo })}
      </Alert>
    );
  }

  return (
    <form noValidate onSubmit={form.onSubmit} data-testid="resend-form">
      <Stack $gap={3}>
        <Field htmlFor="resend-email" label={t('auth.fields.email')} error={error}>
          <Input
            {...form.field('email', { id: 'resend-email' })}
            $invalid={Boolean(error)}
            aria-invalid={Boolean(error)}
            aria-describedby={describedBy('resend-email', { error })}
            type="email"
            autoComplete="email"
            inputMode="email"
          />
        </Field>
        <div>
          <Button type="submit" $variant="secondary" disabled={form.submitting}>
            {form.submitting ? t('auth.resend.sending') : t('auth.resend.action')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
