import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';

import { PageMeta } from '@/components/page-meta';
import { Alert, Button, describedBy, Field, Input, Stack } from '@/components/ui';
import { routePaths } from '@/config/routes';
import { useI18n } from '@/lib/i18n/i18n-context';
import { trackSignup } from '@/lib/telemetry/telemetry';

import { signUp } from './auth-api';
import { AuthCard } from './auth-card';
import { formProblem, validationMessage } from './auth-errors';
import {
  hasErrors,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  validateDisplayName,
  validateEmail,
  validateNewPassword,
  type FieldErrors,
} from './auth-validation';
import { CheckboxField } from './checkbox-field';
import { PasswordInput } from './password-input';
import { PasswordStrengthMeter } from './password-strength-meter';
import { SignupSent } from './signup-sent';

type SignUpField = 'displayName' | 'email' | 'password' | 'acceptTerms';
const fields: readonly SignUpField[] = ['displayName', 'email', 'password', 'acceptTerms'];
type TextField = Exclude<SignUpField, 'acceptTerms'>;

export default function SignUpPage() {
  const { t, locale, localePath } = useI18n();
  const [values, setValues] = useState({ displayName: '', email: '', password: '' });
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<SignUpField>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const message = (key: string | null) => (key ? validationMessage(key, t) : undefined);

  const validate = (): FieldErrors<SignUpField> => ({
    displayName: message(validateDisplayName(values.displayName)),
    email: message(validateEmail(values.email)),
    password: message(validateNewPassword(values.password)),
    acceptTerms: acceptTerms ? undefined : message('termsRequired'),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    setFormError(undefined);
    if (hasErrors(found)) return;
    setSubmitting(true);
    try {
      const email = values.email.trim();
      await signUp({
        email,
        password: values.password,
        displayName: values.displayName.trim(),
        locale,
        acceptTerms,
      });
      trackSignup({ locale });
      // The same answer whether or not the address already has an account: check your inbox.
      setSentTo(email);
    } catch (error) {
      const problem = formProblem(error, fields, t);
      setErrors(problem.fields);
      setFormError(problem.form);
    } finally {
      setSubmitting(false);
    }
  };

  const bind = (name: TextField) => ({
    id: name,
    name,
    value: values[name],
    $invalid: Boolean(errors[name]),
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': describedBy(name, { error: errors[name], hint: name === 'password' }),
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

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
          <form noValidate onSubmit={(event) => void onSubmit(event)} data-testid="signup-form">
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
                hint={t('auth.passwordHint', {
                  min: PASSWORD_MIN_LENGTH,
                  max: PASSWORD_MAX_LENGTH,
                })}
                error={errors.password}
              >
                <PasswordInput
                  {...bind('password')}
                  autoComplete="new-password"
                  maxLength={PASSWORD_MAX_LENGTH}
                  required
                />
                <PasswordStrengthMeter password={values.password} />
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
