import { routePaths } from '@tickrelay/contracts/routes';
import { useState } from 'react';
import { Link } from 'react-router';

import { PageMeta } from '@/components/page-meta';
import { PasswordInput } from '@/components/password/password-input';
import { PasswordStrengthMeter } from '@/components/password/password-strength-meter';
import { Alert, Button, Field, Input, Stack } from '@/components/ui';
import { AuthCard } from '@/features/auth/auth-card';
import { CheckboxField } from '@/features/auth/checkbox-field';
import { SignupSent } from '@/features/auth/signup-sent';
import { useSignUp } from '@/lib/api/endpoints/sign-up.endpoint';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  validateDisplayName,
  validateEmail,
  validateNewPassword,
} from '@/lib/forms/field-validation';
import { useForm } from '@/lib/forms/use-form';
import { useI18n } from '@/lib/i18n/i18n-context';
import { trackSignup } from '@/lib/telemetry/telemetry';

export default function SignUpPage() {
  const { t, locale, localePath } = useI18n();
  const signUp = useSignUp();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({
    initialValues: { displayName: '', email: '', password: '', acceptTerms: false },
    checks: {
      displayName: validateDisplayName,
      email: validateEmail,
      password: validateNewPassword,
      acceptTerms: (accepted) => (accepted ? null : 'termsRequired'),
    },
    submit: ({ displayName, email, password, acceptTerms }) =>
      signUp({
        email: email.trim(),
        password,
        displayName: displayName.trim(),
        locale,
        acceptTerms,
      }),
    onSuccess: (_answer, { email }) => {
      trackSignup({ locale });
      // The same answer whether or not the address already has an account: check your inbox.
      setSentTo(email.trim());
    },
  });
  const { errors, formError } = form;

  return (
    <>
      <PageMeta title={t('pages.signup.title')} description={t('pages.signup.description')} />
      <AuthCard
        title={sentTo ? t('auth.signup.checkInboxTitle') : t('pages.signup.heading')}
        subtitle={sentTo ? undefined : t('pages.signup.subtitle')}
        footer={
          <>
            {t('auth.haveAccount')}{' '}
            <Link to={localePath(routePaths.signin)}>{t('auth.signinAction')}</Link>
          </>
        }
      >
        {sentTo ? (
          <SignupSent email={sentTo} onChangeEmail={() => setSentTo(null)} />
        ) : (
          <form noValidate onSubmit={form.onSubmit} data-testid="signup-form">
            <Stack $gap={5}>
              {formError && (
                <Alert tone="danger" data-testid="form-error">
                  {formError}
                </Alert>
              )}
              <Field
                htmlFor="displayName"
                label={t('auth.fields.displayName')}
                error={errors.displayName}
              >
                <Input {...form.field('displayName')} autoComplete="name" required />
              </Field>
              <Field htmlFor="email" label={t('auth.fields.email')} error={errors.email}>
                <Input
                  {...form.field('email')}
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  required
                />
              </Field>
              <Field
                htmlFor="password"
                label={t('auth.fields.password')}
                hint={t('auth.passwordHint', {
                  min: PASSWORD_MIN_LENGTH,
                  max: PASSWORD_MAX_LENGTH,
                })}
                error={errors.password}
              >
                <PasswordInput
                  {...form.field('password', { hint: true })}
                  autoComplete="new-password"
                  maxLength={PASSWORD_MAX_LENGTH}
                  required
                />
                <PasswordStrengthMeter password={form.values.password} />
              </Field>
              <CheckboxField
                id="acceptTerms"
                checked={form.values.acceptTerms}
                onChange={(accepted) => form.setValue('acceptTerms', accepted)}
                error={errors.acceptTerms}
                label={
                  <>
                    {t('auth.signup.acceptBefore')}{' '}
                    <Link to={localePath(routePaths.futuresRiskDisclosures)} target="_blank">
                      {t('auth.signup.riskLink')}
                    </Link>{' '}
                    {t('auth.signup.acceptAnd')}{' '}
                    <Link to={localePath(routePaths.privacy)} target="_blank">
                      {t('auth.signup.privacyLink')}
                    </Link>
                    {t('auth.signup.acceptAfter')}
                  </>
                }
              />
              <Button type="submit" $size="lg" $block disabled={form.submitting}>
                {form.submitting ? t('auth.signingUp') : t('auth.signupAction')}
              </Button>
            </Stack>
          </form>
        )}
      </AuthCard>
    </>
  );
}
