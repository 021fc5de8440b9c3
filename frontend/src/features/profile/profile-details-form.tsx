import { isLocale, LOCALE_LABELS, LOCALES, type Locale } from '@tickrelay/contracts/locales';

import { Alert, Button, describedBy, Field, Input, Select, Stack } from '@/components/ui';
import { useUpdateProfile } from '@/lib/api/endpoints/update-profile.endpoint';
import { sessionClient } from '@/lib/auth/auth-store';
import type { SessionUser } from '@/lib/auth/session-types';
import { DISPLAY_NAME_MAX_LENGTH, validateDisplayName } from '@/lib/forms/field-validation';
import { useForm } from '@/lib/forms/use-form';
import { useI18n } from '@/lib/i18n/i18n-context';
import { notifySuccess } from '@/lib/toast/notify';

/** Name and preferred language; saving a new language also switches the interface to it. */
export function ProfileDetailsForm({ user }: { user: SessionUser }) {
  const { t, locale: pageLocale, switchLocale } = useI18n();
  const updateProfile = useUpdateProfile();
  const form = useForm({
    initialValues: (): { displayName: string; locale: Locale } => ({
      displayName: user.displayName ?? '',
      locale: isLocale(user.locale) ? user.locale : pageLocale,
    }),
    checks: { displayName: validateDisplayName },
    submit: ({ displayName, locale }) => updateProfile({ displayName: displayName.trim(), locale }),
    onSuccess: ({ user: updated }, { locale }) => {
      sessionClient.userUpdated(updated);
      notifySuccess(t('profile.saved'));
      if (locale !== pageLocale) switchLocale(locale);
    },
  });
  const { errors, formError } = form;

  return (
    <form noValidate onSubmit={form.onSubmit} data-testid="profile-form">
      <Stack $gap={5}>
        {formError && (
          <Alert tone="danger" data-testid="profile-form-error">
            {formError}
          </Alert>
        )}
        <Field htmlFor="profile-email" label={t('profile.email')}>
          <Input
            id="profile-email"
            value={user.email}
            readOnly
            disabled
            data-testid="profile-email"
          />
        </Field>
        <Field htmlFor="displayName" label={t('profile.name')} error={errors.displayName}>
          <Input
            {...form.field('displayName')}
            autoComplete="name"
            maxLength={DISPLAY_NAME_MAX_LENGTH + 20}
          />
        </Field>
        <Field
          htmlFor="locale"
          label={t('profile.language')}
          hint={t('profile.languageHint')}
          error={errors.locale}
        >
          <Select
            id="locale"
            name="locale"
            value={form.values.locale}
            aria-describedby={describedBy('locale', { hint: true, error: errors.locale })}
            onChange={(event) => {
              if (isLocale(event.target.value)) form.setValue('locale', event.target.value);
            }}
          >
            {LOCALES.map((option) => (
              <option key={option} value={option} lang={option}>
                {LOCALE_LABELS[option]}
              </option>
            ))}
          </Select>
        </Field>
        <div>
          <Button type="submit" disabled={form.submitting} data-testid="profile-save">
            {form.submitting ? t('profile.saving') : t('profile.save')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
