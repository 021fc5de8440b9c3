import { useState } from 'react';

import { PasswordInput } from '@/components/password/password-input';
import { Alert, Button, Card, Field, Input, Muted, Stack } from '@/components/ui';
import { SectionTitle } from '@/components/ui/page-parts';
import { useRequestEmailChange } from '@/lib/api/endpoints/request-email-change.endpoint';
import { EMAIL_MAX_LENGTH, validateEmail } from '@/lib/forms/field-validation';
import { validationMessage } from '@/lib/forms/form-errors';
import { useForm } from '@/lib/forms/use-form';
import { useI18n } from '@/lib/i18n/i18n-context';

/**
 * Changing the address: the new one gets a confirmation link, the account keeps this one until
 * it is used (so a typo locks nobody out). The password is re-entered as a fresh proof.
 */
export function EmailChangeCard({ email }: { email: string }) {
  const { t } = useI18n();
  const requestEmailChange = useRequestEmailChange();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    initialValues: { newEmail: '', password: '' },
    checks: {
      newEmail: validateEmail,
      password: (password) => (password ? null : 'required'),
    },
    submit: ({ newEmail, password }) => requestEmailChange({ newEmail: newEmail.trim(), password }),
    fieldMessage: (field, code, translate) => {
      if (field === 'newEmail' && code === 'duplicate') return translate('email.card.taken');
      if (field === 'newEmail' && code === 'invalid') return translate('email.card.same');
      return validationMessage(code, translate, field);
    },
    onSuccess: (_result, { newEmail }, { reset }) => {
      setSentTo(newEmail.trim().toLowerCase());
      reset();
    },
  });
  const { errors, formError } = form;

  return (
    <Card data-testid="email-change-card">
      <SectionTitle>{t('email.card.title')}</SectionTitle>
      <form noValidate onSubmit={form.onSubmit} data-testid="email-change-form">
        <Stack $gap={5}>
          <Muted $size="sm">{t('email.card.intro', { email })}</Muted>
          {sentTo && (
            <Alert tone="success" data-testid="email-change-sent">
              {t('email.card.sent', { email: sentTo })}
            </Alert>
          )}
          {formError && <Alert tone="danger">{formError}</Alert>}
          <Field htmlFor="newEmail" label={t('email.card.newEmail')} error={errors.newEmail}>
            <Input
              {...form.field('newEmail')}
              type="email"
              autoComplete="email"
              maxLength={EMAIL_MAX_LENGTH + 20}
            />
          </Field>
          <Field
            htmlFor="email-change-password"
            label={t('email.card.password')}
            error={errors.password}
          >
            <PasswordInput
              {...form.field('password', { id: 'email-change-password' })}
              autoComplete="current-password"
            />
          </Field>
          <div>
            <Button type="submit" disabled={form.submitting} data-testid="email-change-submit">
              {form.submitting ? t('email.card.sending') : t('email.card.submit')}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
