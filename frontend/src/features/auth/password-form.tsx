import { useId, useState, type FormEvent } from 'react';

import { Alert, Button, describedBy, Field, Stack } from '@/components/ui';
import type { SessionUser } from '@/lib/auth/session-types';
import { useI18n } from '@/lib/i18n/i18n-context';

import { updatePassword } from './auth-api';
import { formProblem, validationMessage } from './auth-errors';
import {
  hasErrors,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  validateNewPassword,
  type FieldErrors,
} from './auth-validation';
import { PasswordInput } from './password-input';
import { PasswordStrengthMeter } from './password-strength-meter';

type PasswordField = 'currentPassword' | 'password';
const fields: readonly PasswordField[] = ['currentPassword', 'password'];
const codeFields = { INVALID_CREDENTIALS: 'currentPassword' } as const;

export interface PasswordFormProps {
  /** Recovery (the emailed token) or, for a signed-in member, a change with the current password. */
  token?: string;
  onDone: (user: SessionUser, expiresAt: string | null) => void;
  /** Shown next to a form-level error (e.g. "request a new link" when the token expired). */
  onFormError?: (code: string | undefined) => void;
  submitLabel: string;
}

/** New password (and, without a token, the current one), sent to POST /api/auth/update-password. */
export function PasswordForm({ token, onDone, onFormError, submitLabel }: PasswordFormProps) {
  const { t } = useI18n();
  const id = useId().replace(/[^\w-]/g, '');
  const [currentPassword, setCurrentPassword] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<PasswordField>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);
  const ids = { currentPassword: `${id}-current`, password: `${id}-new` };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const newError = validateNewPassword(password);
    const found: FieldErrors<PasswordField> = {
      currentPassword: !token && !currentPassword ? validationMessage('required', t) : undefined,
      password: newError ? validationMessage(newError, t) : undefined,
    };
    setErrors(found);
    setFormError(undefined);
    onFormError?.(undefined);
    if (hasErrors(found)) return;
    setSubmitting(true);
    try {
      const result = await updatePassword(
        token ? { token, password } : { currentPassword, password },
      );
      setCurrentPassword('');
      setPassword('');
      onDone(result.user, result.expiresAt ?? null);
    } catch (error) {
      const problem = formProblem(error, fields, t, codeFields);
      setErrors(problem.fields);
      setFormError(problem.form);
      onFormError?.(problem.form ? problem.code : undefined);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} data-testid="password-form">
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
              id={ids.currentPassword}
              name="currentPassword"
              autoComplete="current-password"
              required
              value={currentPassword}
              $invalid={Boolean(errors.currentPassword)}
              aria-invalid={Boolean(errors.currentPassword)}
              aria-describedby={describedBy(ids.currentPassword, {
                error: errors.currentPassword,
              })}
              data-testid="current-password"
              onChange={(event) => setCurrentPassword(event.target.value)}
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
            id={ids.password}
            name="password"
            autoComplete="new-password"
            maxLength={PASSWORD_MAX_LENGTH}
            required
            value={password}
            $invalid={Boolean(errors.password)}
            aria-invalid={Boolean(errors.password)}
            aria-describedby={describedBy(ids.password, { error: errors.password, hint: true })}
            data-testid="new-password"
            onChange={(event) => setPassword(event.target.value)}
          />
          <PasswordStrengthMeter password={password} />
        </Field>
        <div>
          <Button
            type="submit"
            $size={token ? 'lg' : 'md'}
            $block={Boolean(token)}
            disabled={submitting}
          >
            {submitting ? t('auth.update.saving') : submitLabel}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
