import type { Currency, PlanId } from '@tickrelay/contracts/billing/billing';
import type { PlanList } from '@tickrelay/contracts/endpoints/billing.endpoints';
import { routePaths } from '@tickrelay/contracts/routes';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';

import { PageMeta } from '@/components/page-meta';
import { RecaptchaNotice } from '@/components/recaptcha-notice/recaptcha-notice';
import { Alert, Button, Card, Container, Heading, Muted, Section, Stack } from '@/components/ui';
import { currenciesOf, PlanPicker, priceOf } from '@/features/renew-subscription/plan-picker';
import { useMemberMembership } from '@/features/renew-subscription/use-member-membership';
import { usePlans } from '@/lib/api/endpoints/list-plans.endpoint';
import { useStartCheckout } from '@/lib/api/endpoints/start-checkout.endpoint';
import { useSession } from '@/lib/auth/auth-store';
import { billingErrorMessage } from '@/lib/billing/billing-errors';
import { leaveForProvider } from '@/lib/billing/leave-for-provider';
import { useFormatMoney } from '@/lib/billing/money';
import { useForm } from '@/lib/forms/use-form';
import { useRecaptcha } from '@/lib/guards/recaptcha-context';
import { useI18n } from '@/lib/i18n/i18n-context';

const Features = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    gap: ${({ theme }) => theme.space(2.5)};
    align-items: flex-start;
  }

  svg {
    flex: none;
    margin-top: 3px;
    color: ${({ theme }) => theme.colors.success};
  }
`;

const featureKeys = ['relay', 'webhook', 'builder', 'support'] as const;

/** grecaptcha gave no token: the page says so instead of sending the request. */
class RecaptchaTokenMissing extends Error {}

function Check() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}

/**
 * Subscribing behind reCAPTCHA v3 (action renew_subscription, verified again by the API): the
 * member picks a plan and a currency among the server's prices, the API opens a checkout and the
 * browser goes to the provider's page, which comes back to /confirm-payment.
 */
export default function RenewSubscriptionPage() {
  const { t } = useI18n();
  const plans = usePlans();

  return (
    <>
      <PageMeta
        title={t('pages.renewSubscription.title')}
        description={t('billing.renew.description')}
        noindex
      />
      <Section>
        <Container $narrow>
          <Stack $gap={8}>
            <Stack $gap={3}>
              <Heading as="h1" $size="h1" data-testid="page-heading">
                {t('pages.renewSubscription.heading')}
              </Heading>
              <Muted $size="lg">{t('billing.renew.description')}</Muted>
            </Stack>
            <Card $padding={8}>
              <Stack $gap={6}>
                <Heading as="h2" $size="h3">
                  {t('billing.renew.planName')}
                </Heading>
                <Features>
                  {featureKeys.map((key) => (
                    <li key={key}>
                      <Check />
                      <span>{t(`billing.renew.features.${key}`)}</span>
                    </li>
                  ))}
                </Features>
                {plans.error !== undefined && !plans.data && (
                  <Stack $gap={3} $align="start">
                    <Alert tone="danger" data-testid="plans-error">
                      {t('billing.renew.plansFailed')} {billingErrorMessage(plans.error, t)}
                    </Alert>
                    <Button $variant="secondary" $size="sm" onClick={() => void plans.reload()}>
                      {t('billing.renew.retry')}
                    </Button>
                  </Stack>
                )}
                {!plans.data && plans.error === undefined && (
                  <Muted role="status" data-testid="plans-loading">
                    {t('billing.renew.loadingPlans')}
                  </Muted>
                )}
                <CheckoutForm plans={plans.data} />
              </Stack>
            </Card>
          </Stack>
        </Container>
      </Section>
    </>
  );
}

/** Plan, currency, trial and the button that opens the checkout (disabled until all is known). */
function CheckoutForm({ plans }: { plans: PlanList | undefined }) {
  const { t, locale, localePath } = useI18n();
  const { pathname, search } = useLocation();
  const { status } = useSession();
  const recaptcha = useRecaptcha();
  const startCheckout = useStartCheckout();
  const money = useFormatMoney();
  const membership = useMemberMembership(status === 'member');
  const [plan, setPlan] = useState<PlanId>('monthly');
  const [chosenCurrency, setCurrency] = useState<Currency>();

  const offered = plans ? currenciesOf(plans.plans) : [];
  const preferred =
    chosenCurrency ?? membership.data?.currency ?? (locale === 'fr' ? 'eur' : 'usd');
  const currency = offered.includes(preferred) ? preferred : (offered[0] ?? preferred);
  const selected = plans?.plans.find((option) => option.id === plan) ?? plans?.plans[0];
  const amount = priceOf(selected, currency);
  const trial = Boolean(membership.data?.trialAvailable && plans && plans.trialDays > 0);

  const form = useForm({
    initialValues: {},
    submit: async () => {
      if (!selected) throw new Error('no plan');
      // A fresh token: they are single use and expire after two minutes.
      const token = await recaptcha.getToken();
      if (!token) throw new RecaptchaTokenMissing();
      return startCheckout({ plan: selected.id, currency, recaptchaToken: token });
    },
    onSuccess: ({ url }) => leaveForProvider(url),
    // The browser leaves for the provider's page: the button stays busy until it has.
    keepSubmittingOnSuccess: true,
    problemOf: (failure, translate) =>
      failure instanceof RecaptchaTokenMissing
        ? { fields: {}, form: translate('auth.recaptcha.failed') }
        : {
            fields: {},
            form: billingErrorMessage(failure, translate),
            code: (failure as { code?: string }).code,
          },
  });
  const { submitting } = form;
  const ready =
    status === 'member' &&
    recaptcha.status === 'ready' &&
    selected !== undefined &&
    amount !== undefined &&
    membership.data !== undefined;
  const signinPath = `${localePath(routePaths.signin)}?redirect=${encodeURIComponent(`${pathname}${search}`)}`;
  const price =
    selected && amount !== undefined
      ? t(`billing.pricePer.${selected.interval}`, { price: money(amount, currency) })
      : '';

  return (
    <Stack $gap={5}>
      {plans && (
        <PlanPicker
          plans={plans.plans}
          plan={selected?.id ?? plan}
          currency={currency}
          onPlan={setPlan}
          onCurrency={setCurrency}
          disabled={submitting}
        />
      )}
      {plans && membership.data && amount !== undefined && (
        <Muted data-testid={trial ? 'renew-trial' : 'renew-charge'}>
          {trial
            ? t('billing.renew.trial', { days: plans.trialDays, price })
            : t('billing.renew.noTrial', { price })}
        </Muted>
      )}
      {status === 'visitor' && (
        <Alert tone="info" data-testid="renew-signin">
          {t('billing.renew.signinFirst')} <Link to={signinPath}>{t('auth.signinAction')}</Link>
        </Alert>
      )}
      {membership.error !== undefined && !membership.data && (
        <Stack $gap={3} $align="start">
          <Alert tone="danger" data-testid="membership-error">
            {billingErrorMessage(membership.error, t)}
          </Alert>
          <Button $variant="secondary" $size="sm" onClick={membership.reload}>
            {t('billing.renew.retry')}
          </Button>
        </Stack>
      )}
      {form.formError && (
        <Alert tone="danger" data-testid="renew-error">
          {form.formError}
          {form.problem?.code === 'ALREADY_SUBSCRIBED' && (
            <>
              {' '}
              <Link
                to={localePath(routePaths.membershipSubscription)}
                data-testid="renew-subscription-link"
              >
                {t('billing.renew.goToSubscription')}
              </Link>
            </>
          )}
        </Alert>
      )}
      <RecaptchaNotice />
      <Muted $size="sm">{t('billing.renew.secure')}</Muted>
      <Button
        $size="lg"
        $block
        disabled={!ready || submitting}
        data-testid="renew-submit"
        onClick={() => void form.submit()}
      >
        {submitting
          ? t('billing.renew.sending')
          : trial
            ? t('billing.renew.startTrial')
            : t('billing.renew.pay')}
      </Button>
    </Stack>
  );
}
