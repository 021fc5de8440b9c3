// The actions on one member: extend a trial or period, suspend or lift a suspension, resend the
// confirmation email. Each answers with the member as they are now; the API audits each one.
import {
  OPERATOR_LIMITS,
  type OperatorMemberDetail,
} from '@tickrelay/contracts/endpoints/operator.endpoints';
import { type FormEvent, useState } from 'react';

import { Button, Card, Field, Heading, Input, Stack } from '@/components/ui';
import { apiErrorMessage } from '@/lib/api/api-client';
import { useExtendOperatorMember } from '@/lib/api/endpoints/extend-operator-member.endpoint';
import { useResendOperatorConfirmation } from '@/lib/api/endpoints/resend-operator-confirmation.endpoint';
import { useSuspendOperatorMember } from '@/lib/api/endpoints/suspend-operator-member.endpoint';
import { useUnsuspendOperatorMember } from '@/lib/api/endpoints/unsuspend-operator-member.endpoint';
import { useI18n } from '@/lib/i18n/i18n-context';
import { notifyError, notifySuccess } from '@/lib/toast/notify';

export function MemberActions({
  detail,
  onChange,
}: {
  detail: OperatorMemberDetail;
  onChange: (next: OperatorMemberDetail) => void;
}) {
  const { t } = useI18n();
  const extend = useExtendOperatorMember();
  const suspend = useSuspendOperatorMember();
  const unsuspend = useUnsuspendOperatorMember();
  const resend = useResendOperatorConfirmation();
  const [days, setDays] = useState('7');
  const [reason, setReason] = useState('');
  const [suspendReason, setSuspendReason] = useState('');
  const [busy, setBusy] = useState(false);
  const memberId = detail.member.id;

  const run = async (action: () => Promise<OperatorMemberDetail>, done: string) => {
    setBusy(true);
    try {
      onChange(await action());
      notifySuccess(t(done));
    } catch (error) {
      notifyError(apiErrorMessage(error, t));
    } finally {
      setBusy(false);
    }
  };

  const submitExtend = (event: FormEvent) => {
    event.preventDefault();
    void run(
      () => extend({ memberId, body: { days: Number(days), reason } }),
      'operator.members.actions.extended',
    );
  };
  const submitSuspend = (event: FormEvent) => {
    event.preventDefault();
    void run(
      () => suspend({ memberId, body: { reason: suspendReason } }),
      'operator.members.actions.suspendedDone',
    );
  };

  return (
    <Card>
      <Stack $gap={5}>
        <Heading as="h2" $size="h4">
          {t('operator.members.actions.heading')}
        </Heading>
        <form onSubmit={submitExtend} data-testid="operator-extend-form">
          <Stack $gap={3} $align="start">
            <Field htmlFor="operator-extend-days" label={t('operator.members.actions.days')}>
              <Input
                id="operator-extend-days"
                type="number"
                min={OPERATOR_LIMITS.extendDaysMin}
                max={OPERATOR_LIMITS.extendDaysMax}
                required
                value={days}
                onChange={(event) => setDays(event.target.value)}
                data-testid="operator-extend-days"
              />
            </Field>
            <Field htmlFor="operator-extend-reason" label={t('operator.members.actions.reason')}>
              <Input
                id="operator-extend-reason"
                required
                maxLength={OPERATOR_LIMITS.reasonMaxChars}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                data-testid="operator-extend-reason"
              />
            </Field>
            <Button type="submit" disabled={busy} data-testid="operator-extend-submit">
              {t('operator.members.actions.extend')}
            </Button>
          </Stack>
        </form>
        {detail.member.suspended ? (
          <Button
            $variant="secondary"
            disabled={busy}
            onClick={() =>
              void run(() => unsuspend(memberId), 'operator.members.actions.unsuspendedDone')
            }
            data-testid="operator-unsuspend"
          >
            {t('operator.members.actions.unsuspend')}
          </Button>
        ) : (
          <form onSubmit={submitSuspend}>
            <Stack $gap={3} $align="start">
              <Field
                htmlFor="operator-suspend-reason"
                label={t('operator.members.actions.suspendReason')}
              >
                <Input
                  id="operator-suspend-reason"
                  required
                  maxLength={OPERATOR_LIMITS.reasonMaxChars}
                  value={suspendReason}
                  onChange={(event) => setSuspendReason(event.target.value)}
                />
              </Field>
              <Button
                type="submit"
                $variant="danger"
                disabled={busy}
                data-testid="operator-suspend"
              >
                {t('operator.members.actions.suspend')}
              </Button>
            </Stack>
          </form>
        )}
        {detail.member.emailConfirmed === false && (
          <Button
            $variant="secondary"
            disabled={busy}
            onClick={() => void run(() => resend(memberId), 'operator.members.actions.resent')}
          >
            {t('operator.members.actions.resend')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
