import { useRef } from 'react';

import { Alert, Button, Field, Input, Muted, Stack } from '@/components/ui';
import { Dialog } from '@/components/ui/dialog';
import { useDisableSecondFactor } from '@/lib/api/endpoints/disable-second-factor.endpoint';
import { useForm } from '@/lib/forms/use-form';
import { useI18n } from '@/lib/i18n/i18n-context';

/** Turning the second factor off needs one of its codes (and a step-up, asked by the api client). */
export function DisableSecondFactorDialog({
  onClose,
  onDisabled,
}: {
  onClose: () => void;
  onDisabled: () => void;
}) {
  const { t } = useI18n();
  const disable = useDisableSecondFactor();
  const input = useRef<HTMLInputElement>(null);
  const form = useForm({
    initialValues: { code: '' },
    checks: { code: (code) => (code.trim() ? null : 'required') },
    submit: ({ code }) => disable({ code: code.trim() }),
    onSuccess: onDisabled,
  });

  return (
    <Dialog
      title={t('security.page.disableTitle')}
      description={<Muted $size="sm">{t('security.page.disableBody')}</Muted>}
      onClose={form.submitting ? () => undefined : onClose}
      initialFocus={input}
      data-testid="disable-second-factor-dialog"
    >
      <form noValidate onSubmit={form.onSubmit} style={{ marginTop: 20 }}>
        <Stack $gap={5}>
          {form.formError && <Alert tone="danger">{form.formError}</Alert>}
          <Field htmlFor="disable-code" label={t('security.stepUp.code')} error={form.errors.code}>
            <Input
              ref={input}
              {...form.field('code', { id: 'disable-code' })}
              autoComplete="one-time-code"
              data-testid="disable-code"
            />
          </Field>
          <Stack $gap={3} $direction="row" $justify="end" $wrap>
            <Button $variant="secondary" onClick={onClose} disabled={form.submitting}>
              {t('security.page.cancel')}
            </Button>
            <Button
              type="submit"
              $variant="danger"
              disabled={form.submitting}
              data-testid="disable-confirm"
            >
              {t('security.page.disableConfirm')}
            </Button>
          </Stack>
        </Stack>
      </form>
    </Dialog>
  );
}
