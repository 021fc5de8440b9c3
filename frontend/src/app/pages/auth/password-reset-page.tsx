import { routePaths } from '@tickrelay/contracts/routes';
import { useState } from 'react';
import { Link } from 'react-router';

import { PageMeta } from '@/components/page-meta';
import { Alert, Button, Field, Input, Stack } from '@/components/ui';
import { AuthCard } from '@/features/auth/auth-card';
import { useRequestPasswordReset } from '@/lib/api/endpoints/request-password-reset.endpoint';
import { validateEmail } from '@/lib/forms/field-validation';
import { useForm } from '@/lib/forms/use-form';
import { useI18n } from '@/lib/i18n/i18n-context';

export default function PasswordResetPage() {
  const { t, locale, localePath } = useI18n();
  const requestPasswordReset = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: '' },
    checks: { email: validateEmail },
    submit: ({ email }) => requestPasswordReset({ email: email.trim(), locale }),
    // Same answer whether or not the account exists: nothing to learn about who is a member.
    onSuccess: (_answer, { email }) => setSentTo(email.trim()),
  });
  const error = form.errors.email;
  const { formError } = form;

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
          <form noValidate onSubmit={form.onSubmit} data-testid="password-reset-form">
            <Stack $gap={5}>
              {formError && (
                <Alert tone="danger" data-testid="form-error">
                  {formError}
                </Alert>
              )}
              <Field htmlFor="email" label={t('auth.fields.email')} error={error}>
                <Input
                  {...form.field('email')}
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  required
                />
              </Field>
              <Button type="submit" $size="lg" $block disabled={form.submitting}>
                {form.submitting ? t('auth.reset.sending') : t('auth.reset.send')}
              </Button>
            </Stack>
          </form>
        )}
      </AuthCard>
    </>
  );
}
