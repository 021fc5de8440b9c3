import { isSecondFactorRequired } from '@tickrelay/contracts/endpoints/auth.endpoints';
import { useId } from 'react';

import { Alert, Button, Field, Stack } from '@/components/ui';
import { useUpdatePassword } from '@/lib/api/endpoints/update-password.endpoint';
import type { SessionUser } from '@/lib/auth/session-types';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  validateNewPassword,
} from '@/lib/forms/field-validation';
import { useForm } from '@/lib/forms/use-form';
import { useI18n } from '@/lib/i18n/i18n-context';

import { PasswordInput } from './password-input';
import { PasswordStrengthMeter } from './password-strength-meter';

export interface PasswordFormProps {
  /** Recovery (the emailed token) or, for a signed-in member, a change with the current password. */
  token?: string;
  onDone: (user: SessionUser, expiresAt: string | null) => void;
  /** A recovery link's sign-in waits for the second factor (the account has one). */
  onSecondFactor?: () => void;
  /** Shown next to a form-level error (e.g. "request a new link" when the token expired). */
  onFormError?: (code: string | undefined) => void;
  submitLabel: string;
}

/** New password (and, without a token, the current one), sent to POST /api/auth/update-password. */
export function PasswordForm({
  token,
  onDone,
  onSecondFactor,
  onFormError,
  submitLabel,
}: PasswordFormProps) {
  const { t } = useI18n();
  const id = useId().replace(/[^\w-]/g, '');
  const updatePassword = useUpdatePassword();
  const form = useForm({
    initialValues: { currentPassword: '', password: '' },
    checks: {
      currentPassword: (current) => (!token && !current ? 'required' : null),
      password: validateNewPassword,
    },
    codeFields: { INVALID_CREDENTIALS: 'currentPassword' },
    submit: ({ currentPassword, password }) =>
      updatePassword(token ? { token, password } : { currentPassword, password }),
    onSuccess: (result, _values, { reset }) => {
      reset();
      if (isSecondFactorRequired(result)) onSecondFactor?.();
      else onDone(result.user, result.expiresAt ?? null);
    },
    onProblem: (problem) => onFormError?.(problem?.form ? problem.code : undefined),
  });
  const { errors, formError } = form;
  const ids = { currentPassword: `${id}-current`, password: `${id}-new` };

  return (
    <form noValidate onSubmit={form.onSubmit} data-testid="password-form">
      <Stack $gap={5}>
        {formError && (
          <Alert tone="danger" data-testid="password-form-error">
            {formError}
          </Alert>
        )}
        {!token && (
          <Field
            htmlFor={ids.currentPassword}
            label={t('auth.fields.currentPassword')}
            error={errors.currentPassword}
          >
            <PasswordInput
              {...form.field('currentPassword', { id: ids.currentPassword })}
              autoComplete="current-password"
              required
              data-testid="current-password"
            />
          </Field>
        )}
        <Field
          htmlFor={ids.password}
          label={t('auth.fields.newPassword')}
          hint={t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
          error={errors.password}
        >
          <PasswordInput
            {...form.field('password', { id: ids.password, hint: true })}
            autoComplete="new-password"
            maxLength={PASSWORD_MAX_LENGTH}
            required
            data-testid="new-password"
          />
          <PasswordStrengthMeter password={form.values.password} />
        </Field>
        <div>
          <Button
            type="submit"
            $size={token ? 'lg' : 'md'}
            $block={Boolean(token)}
            disabled={form.submitting}
          >
            {form.submitting ? t('auth.update.saving') : submitLabel}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
