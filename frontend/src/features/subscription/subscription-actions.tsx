import {
  isEntitled,
  type MembershipView,
  type PlanId,
  type SubscriptionView,
} from '@tickrelay/contracts/billing/billing';
import type { PlanList } from '@tickrelay/contracts/endpoints/billing.endpoints';
import { useCallback, useState } from 'react';

import { Button, Muted, Stack } from '@/components/ui';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useCancelSubscription } from '@/lib/api/endpoints/cancel-subscription.endpoint';
import { useChangePlan } from '@/lib/api/endpoints/change-plan.endpoint';
import { useOpenBillingPortal } from '@/lib/api/endpoints/open-billing-portal.endpoint';
import { useResumeSubscription } from '@/lib/api/endpoints/resume-subscription.endpoint';
import { billingErrorMessage } from '@/lib/billing/billing-errors';
import { leaveForProvider } from '@/lib/billing/leave-for-provider';
import { useFormatMoney } from '@/lib/billing/money';
import { useI18n } from '@/lib/i18n/i18n-context';
import { notifyError, notifySuccess } from '@/lib/toast/notify';

/** The instant a cancellation takes effect: the trial's end while trialing, else the period's. */
const accessEnd = (subscription: SubscriptionView) =>
  subscription.status === 'trialing'
    ? (subscription.trialEndsAt ?? subscription.currentPeriodEnd)
    : subscription.currentPeriodEnd;

const otherPlan = (plan: PlanId): PlanId => (plan === 'monthly' ? 'yearly' : 'monthly');

export interface SubscriptionActionsProps {
  subscription: SubscriptionView;
  plans: PlanList | undefined;
  /** The API's answer after a change: the page shows it as is. */
  onChange: (membership: MembershipView) => void;
}

/** Cancel at period end (confirmed), resume, change plan (confirmed) and the billing portal. */
export function SubscriptionActions({ subscription, plans, onChange }: SubscriptionActionsProps) {
  const { t, formatDate } = useI18n();
  const money = useFormatMoney();
  const cancelSubscription = useCancelSubscription();
  const resumeSubscription = useResumeSubscription();
  const changePlan = useChangePlan();
  const openBillingPortal = useOpenBillingPortal();
  const [dialog, setDialog] = useState<'cancel' | 'change' | null>(null);
  const [busy, setBusy] = useState<'resume' | 'portal' | null>(null);
  const close = useCallback(() => setDialog(null), []);
  const describe = (error: unknown) => billingErrorMessage(error, t);

  const { status } = subscription;
  const ending = subscription.cancelAtPeriodEnd || status === 'canceled';
  const running = status === 'trialing' || status === 'active' || status === 'past_due';
  const canCancel = running && !ending;
  const canResume = ending && status !== 'expired' && isEntitled(subscription, Date.now());
  const target = plans?.plans.find((plan) => plan.id === otherPlan(subscription.plan));
  const targetAmount = target?.prices.find(
    (price) => price.currency === subscription.currency,
  )?.amount;
  const canChange = (status === 'trialing' || status === 'active') && !ending;
  const end = accessEnd(subscription);
  const targetName = target ? t(`billing.plans.${target.id}`) : '';

  const resume = async () => {
    setBusy('resume');
    try {
      onChange(await resumeSubscription());
      notifySuccess(t('billing.subscription.resumed'));
    } catch (failure) {
      notifyError(describe(failure));
    } finally {
      setBusy(null);
    }
  };

  const portal = async () => {
    setBusy('portal');
    try {
      leaveForProvider((await openBillingPortal()).url);
    } catch (failure) {
      notifyError(describe(failure));
      setBusy(null);
    }
  };

  return (
    <Stack $gap={3} $align="start">
      <Stack $direction="row" $gap={3} $wrap>
        {canResume && (
          <Button
            onClick={() => void resume()}
            disabled={busy !== null}
            data-testid="subscription-resume"
          >
            {t('billing.subscription.resume')}
          </Button>
        )}
        {canChange && (
          <Button
            $variant="secondary"
            onClick={() => setDialog('change')}
            disabled={targetAmount === undefined || busy !== null}
            data-testid="subscription-change"
          >
            {t('billing.subscription.changePlan', { plan: targetName })}
          </Button>
        )}
        <Button
          $variant="secondary"
          onClick={() => void portal()}
          disabled={busy !== null}
          data-testid="subscription-portal"
        >
          {t('billing.subscription.portal')}
        </Button>
        {canCancel && (
          <Button
            $variant="ghost"
            onClick={() => setDialog('cancel')}
            disabled={busy !== null}
            data-testid="subscription-cancel"
          >
            {t('billing.subscription.cancel')}
          </Button>
        )}
      </Stack>
      <Muted $size="sm">{t('billing.subscription.portalHint')}</Muted>
      {dialog === 'cancel' && (
        <ConfirmDialog
          title={t('billing.subscription.cancelTitle')}
          body={
            <Muted $size="sm">
              {end
                ? t('billing.subscription.cancelBody', { date: formatDate(end) })
                : t('billing.subscription.cancelBodyNoDate')}
            </Muted>
          }
          confirmLabel={t('billing.subscription.cancelConfirm')}
          busyLabel={t('billing.subscription.cancelling')}
          cancelLabel={t('billing.subscription.keep')}
          danger
          describe={describe}
          onClose={close}
          onConfirm={async () => {
            const next = await cancelSubscription();
            const until = next.subscription && accessEnd(next.subscription);
            onChange(next);
            setDialog(null);
            if (until)
              notifySuccess(t('billing.subscription.cancelled', { date: formatDate(until) }));
          }}
          data-testid="cancel-dialog"
        />
      )}
      {dialog === 'change' && target && targetAmount !== undefined && (
        <ConfirmDialog
          title={t('billing.subscription.changeTitle', { plan: targetName })}
          body={
            <Muted $size="sm">
              {t('billing.subscription.changeBody', {
                plan: targetName,
                price: t(`billing.pricePer.${target.interval}`, {
                  price: money(targetAmount, subscription.currency),
                }),
              })}
            </Muted>
          }
          confirmLabel={t('billing.subscription.changeConfirm')}
          busyLabel={t('billing.subscription.changing')}
          cancelLabel={t('billing.subscription.keepPlan')}
          describe={describe}
          onClose={close}
          onConfirm={async () => {
            onChange(await changePlan({ plan: target.id }));
            setDialog(null);
            notifySuccess(t('billing.subscription.changed', { plan: targetName }));
          }}
          data-testid="change-dialog"
        />
      )}
    </Stack>
  );
}
