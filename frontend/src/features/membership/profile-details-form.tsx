import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';

import { Alert, Button, describedBy, Field, Input, Select, Stack } from '@/components/ui';
import { formProblem, validationMessage } from '@/features/auth/auth-errors';
import {
  DISPLAY_NAME_MAX_LENGTH,
  validateDisplayName,
  type FieldErrors,
} from '@/features/auth/auth-validation';
import type { SessionUser } from '@/lib/auth/session-types';
import { sessionClient } from '@/lib/guards/auth-store';
import { useI18n } from '@/lib/i18n/i18n-context';
import { isLocale, localeLabels, locales, type Locale } from '@/lib/i18n/locales';

import { updateProfile } from './account-api';

type ProfileField = 'displayName' | 'locale';
const fields: readonly ProfileField[] = ['displayName', 'locale'];

/** Name and preferred language; saving a new language also switches the interface to it. */
export function ProfileDetailsForm({ user }: { user: SessionUser }) {
  const { t, locale: pageLocale, switchLocale } = useI18n();
  const [displayName, setDisplayName] = useState(user.displayName ?? '');
  const [locale, setLocale] = useState<Locale>(isLocale(user.locale) ? user.locale : pageLocale);
  const [errors, setErrors] = useState<FieldErrors<ProfileField>>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const nameError = validateDisplayName(displayName);
    setErrors({ displayName: nameError ? validationMessage(nameError, t) : undefined });
    setFormError(undefined);
    if (nameError) return;
    setSaving(true);
    try {
      const { user: updated } = await updateProfile({ displayName: displayName.trim(), locale });
      sessionClient.userUpdated(updated);
      toast.success(t('membership.profile.saved'));
      if (locale !== pageLocale) switchLocale(locale);
    } catch (error) {
      const problem = formProblem(error, fields, t);
      setErrors(problem.fields);
      setFormError(problem.form);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} data-testid="profile-form">
      <Stack $gap={5}>
        {formError && (
          <Alert tone="danger" data-testid="profile-form-error">
            {formError}
          </Alert>
        )}
        <Field htmlFor="profile-email" label={t('membership.profile.email')}>
          <Input
            id="profile-email"
            value={user.email}
            readOnly
            disabled
            data-testid="profile-email"
          />
        </Field>
        <Field
          htmlFor="displayName"
          label={t('membership.profile.name')}
          error={errors.displayName}
        >
          <Input
            id="displayName"
            name="displayName"
            autoComplete="name"
            maxLength={DISPLAY_NAME_MAX_LENGTH + 20}
            value={displayName}
            $invalid={Boolean(errors.displayName)}
            aria-invalid={Boolean(errors.displayName)}
            aria-describedby={describedBy('displayName', { error: errors.displayName })}
            onChange={(event) => setDisplayName(event.target.value)}
          />
        </Field>
        <Field
          htmlFor="locale"
          label={t('membership.profile.language')}
          hint={t('membership.profile.languageHint')}
          error={errors.locale}
        >
          <Select
            id="locale"
            name="locale"
            value={locale}
            aria-describedby={describedBy('locale', { hint: true, error: errors.locale })}
            onChange={(event) => {
              if (isLocale(event.target.value)) setLocale(event.target.value);
            }}
          >
            {locales.map((option) => (
              <option key={option} value={option} lang={option}>
                {localeLabels[option]}
              </option>
            ))}
          </Select>
        </Field>
        <div>
          <Button type="submit" disabled={saving} data-testid="profile-save">
            {saving ? t('membership.profile.saving') : t('membership.profile.save')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
