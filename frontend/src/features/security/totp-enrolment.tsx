import type { TotpEnrolment } from '@tickrelay/contracts/endpoints/second-factor.endpoints';
import styled from 'styled-components';

import { Alert, Button, Code, Field, Input, Muted, Stack } from '@/components/ui';
import { useConfirmTotpEnrolment } from '@/lib/api/endpoints/confirm-totp-enrolment.endpoint';
import { useForm } from '@/lib/forms/use-form';
import { useI18n } from '@/lib/i18n/i18n-context';

const Qr = styled.img`
  width: 200px;
  height: 200px;
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.md};
  /* The code needs its light background in both themes to scan. */
  background: #ffffff;
`;

/** Step two of enrolment: the QR code and key, then a code from the app turns TOTP on. */
export function TotpEnrolmentForm({
  enrolment,
  onEnabled,
  onCancel,
}: {
  enrolment: TotpEnrolment;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useI18n();
  const confirm = useConfirmTotpEnrolment();
  const form = useForm({
    initialValues: { code: '' },
    checks: { code: (code) => (code.trim() ? null : 'required') },
    submit: ({ code }) => confirm({ code: code.trim() }),
    onSuccess: ({ recoveryCodes }) => onEnabled(recoveryCodes),
  });

  return (
    <form noValidate onSubmit={form.onSubmit} data-testid="totp-enrolment">
      <Stack $gap={4} $align="start">
        <Muted $size="sm">{t('security.page.scan')}</Muted>
        <Qr src={enrolment.qrCode} alt={t('security.page.qrAlt')} data-testid="totp-qr" />
        <p style={{ margin: 0 }}>
          {t('security.page.secret')}: <Code data-testid="totp-secret">{enrolment.secret}</Code>
        </p>
        {form.formError && <Alert tone="danger">{form.formError}</Alert>}
        <Field htmlFor="totp-code" label={t('security.page.confirmCode')} error={form.errors.code}>
          <Input
            {...form.field('code', { id: 'totp-code' })}
            autoComplete="one-time-code"
            inputMode="numeric"
            data-testid="totp-code"
          />
        </Field>
        <Stack $gap={3} $direction="row" $wrap>
          <Button $variant="secondary" onClick={onCancel} disabled={form.submitting}>
            {t('security.page.cancel')}
          </Button>
          <Button type="submit" disabled={form.submitting} data-testid="totp-confirm">
            {form.submitting ? t('security.page.confirming') : t('security.page.confirm')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
