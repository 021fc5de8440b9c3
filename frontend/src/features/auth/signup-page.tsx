import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';

import { PageMeta } from '@/components/page-meta';
import { Alert, Button, describedBy, Field, Input, Stack } from '@/components/ui';
import { routePaths } from '@/config/routes';
import { authStore } from '@/lib/guards/auth-store';
import { useI18n } from '@/lib/i18n/i18n-context';

import { signUp } from './auth-api';
import { AuthCard } from './auth-card';
import { formErrorMessage, serverFieldErrors, validationMessage } from './auth-errors';
import {
  hasErrors,
  PASSWORD_MIN_LENGTH,
  validateConfirmation,
  validateDisplayName,
  validateEmail,
  validateNewPassword,
  type FieldErrors,
} from './auth-validation';
import { CheckboxField } from './checkbox-field';
import { PasswordInput } from './password-input';

type SignUpField = 'displayName' | 'email' | 'password' | 'confirmPassword' | 'acceptTerms';
const fields: readonly SignUpField[] = [
  'displayName',
  'email',
  'password',
  'confirmPassword',
  'acceptTerms',
];

export default function SignUpPage() {
  const { t, localePath } = useI18n();
  const navigate = useNavigate();
  const [values, setValues] = useState({
    displayName: '',
    email: '',
    password: '',
    confirmPassword: '',
  });
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<SignUpField>>({});
  const [submitting, setSubmitting] = useState(false);
  const [confirmationSentTo, setConfirmationSentTo] = useState<string | null>(null);

  const message = (key: string | null) => (key ? validationMessage(key, t) : undefined);

  const validate = (): FieldErrors<SignUpField> => ({
    displayName: message(validateDisplayName(values.displayName)),
    email: message(validateEmail(values.email)),
    password: message(validateNewPassword(values.password)),
    confirmPassword: message(validateConfirmation(values.password, values.confirmPassword)),
    acceptTerms: acceptTerms ? undefined : message('termsRequired'),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (hasErrors(found)) return;
    setSubmitting(true);
    try {
      const email = values.email.trim();
      const result = await signUp({
        email,
        password: values.password,
        displayName: values.displayName.trim(),
        acceptTerms,
      });
      if (result?.user) {
        // Leave this guest-only page before the store flips to member, so the guard does not
        // redirect to the dashboard: new members start with the onboarding steps.
        await navigate(localePath(routePaths.onboarding), { replace: true });
        authStore.setUser(result.user);
      } else {
        setConfirmationSentTo(email);
      }
    } catch (error) {
      setErrors(serverFieldErrors(error, fields, t));
      toast.error(formErrorMessage(error, t));
    } finally {
      setSubmitting(false);
    }
  };

  const bind = (name: keyof typeof values) => ({
    id: name,
    name,
    value: values[name],
    $invalid: Boolean(errors[name]),
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': describedBy(name, {
      error: errors[name],
      hint: name === 'password',
    }),
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <>
      <PageMeta title={t('pages.signup.title')} description={t('pages.signup.description')} />
      <AuthCard
        title={t('pages.signup.heading')}
        subtitle={t('pages.signup.subtitle')}
        footer={
          <>
            {t('auth.haveAccount')}{' '}
            <Link to={localePath(routePaths.signin)}>{t('auth.signinAction')}</Link>
          </>
        }
      >
        {confirmationSentTo ? (
          <Alert
            tone="success"
            title={t('auth.signup.checkInboxTitle')}
            data-testid="signup-confirmation"
          >
            {t('auth.signup.checkInbox', { email: confirmationSentTo })}
          </Alert>
        ) : (
          <form noValidate onSubmit={(event) => void onSubmit(event)} data-testid="signup-form">
            <Stack $gap={5}>
              <Field
                htmlFor="displayName"
                label={t('auth.fields.displayName')}
                error={errors.displayName}
              >
                <Input {...bind('displayName')} autoComplete="name" required />
              </Field>
              <Field htmlFor="email" label={t('auth.fields.email')} error={errors.email}>
                <Input
                  {...bind('email')}
                  type="email"
                  autoComplete="email"
                  inputMode="email"
                  required
                />
              </Field>
              <Field
                htmlFor="password"
                label={t('auth.fields.password')}
                hint={t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH })}
                error={errors.password}
              >
                <PasswordInput {...bind('password')} autoComplete="new-password" required />
              </Field>
              <Field
                htmlFor="confirmPassword"
                label={t('auth.fields.confirmPassword')}
                error={errors.confirmPassword}
              >
                <PasswordInput {...bind('confirmPassword')} autoComplete="new-password" required />
              </Field>
              <CheckboxField
                id="acceptTerms"
                checked={acceptTerms}
                onChange={setAcceptTerms}
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
              <Button type="submit" $size="lg" $block disabled={submitting}>
                {submitting ? t('auth.signingUp') : t('auth.signupAction')}
              </Button>
            </Stack>
          </form>
        )}
      </AuthCard>
    </>
  );
}
