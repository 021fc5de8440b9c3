import type { SignedIn } from '@tickrelay/contracts/endpoints/auth.endpoints';
import { useState } from 'react';

import { Alert, Button, Field, Input, Muted, Stack } from '@/components/ui';
import { useVerifySecondStep } from '@/lib/api/endpoints/verify-second-step.endpoint';
import { useForm } from '@/lib/forms/use-form';
import { useI18n } from '@/lib/i18n/i18n-context';

import { RememberBrowser } from './remember-browser';

/** `/signin?second-factor=1`: a recovery link signed in and the second step is left to do. */
export const SECOND_STEP_PARAM = 'second-factor';

/**
 * The sign-in's second step: the session cookie is already set but waits for a code (a TOTP code
 * or a recovery code). A session that waited too long answers SESSION_EXPIRED: sign in again.
 */
export function SecondStepForm({
  onSignedIn,
  onRestart,
}: {
  onSignedIn: (signedIn: SignedIn) => void;
  onRestart: () => void;
}) {
  const { t } = useI18n();
  const verify = useVerifySecondStep();
  const [remember, setRemember] = useState(false);
  const [expired, setExpired] = useState(false);
  const form = useForm({
    initialValues: { code: '' },
    checks: { code: (code) => (code.trim() ? null : 'required') },
    submit: ({ code }) => verify({ code: code.trim(), rememberBrowser: remember }),
    onSuccess: (signedIn) => onSignedIn(signedIn),
    onProblem: (problem) =>
      setExpired(problem?.code === 'SESSION_EXPIRED' || problem?.code === 'UNAUTHORIZED'),
    keepSubmittingOnSuccess: true,
  });

  return (
    <form noValidate onSubmit={form.onSubmit} data-testid="second-step-form">
      <Stack $gap={5}>
        <Muted $size="sm">{t('security.secondStep.intro')}</Muted>
        {form.formError && (
          <Alert tone="danger" data-testid="form-error">
            {form.formError}
          </Alert>
        )}
        <Field
          htmlFor="second-step-code"
          label={t('security.secondStep.code')}
          error={form.errors.code}
        >
          <Input
            {...form.field('code', { id: 'second-step-code' })}
            autoComplete="one-time-code"
            autoFocus
            data-testid="second-step-code"
          />
        </Field>
        <RememberBrowser checked={remember} onChange={setRemember} />
        <Button type="submit" $size="lg" $block disabled={form.submitting}>
          {form.submitting ? t('security.secondStep.submitting') : t('security.secondStep.submit')}
        </Button>
        {expired && (
          <Button $variant="secondary" $block onClick={onRestart} data-testid="second-step-restart">
            {t('security.secondStep.restart')}
          </Button>
        )}
      </Stack>
    </form>
  );
}
