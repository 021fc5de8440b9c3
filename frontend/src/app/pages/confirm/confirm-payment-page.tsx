import { stripLocale } from '@tickrelay/contracts/locale-path';
import { routePaths } from '@tickrelay/contracts/routes';
import { useLocation, useSearchParams } from 'react-router';

import { PageMeta } from '@/components/page-meta';
import { ButtonLink, Container, Muted, Section } from '@/components/ui';
import { CheckoutStatusView } from '@/features/confirm/checkout-status-view';
import { EmailConfirmationView } from '@/features/confirm/email-confirmation-view';
import { PaymentCard } from '@/features/confirm/payment-card';
import { SignInCard } from '@/features/confirm/sign-in-card';
import { useSession } from '@/lib/auth/auth-store';
import { GuardPending } from '@/lib/guards/guard-pending';
import { useI18n } from '@/lib/i18n/i18n-context';
import { useLinkToken } from '@/lib/link-token';

/** The query parameter the API's success and cancel URLs carry: our checkout's id. */
export const CHECKOUT_PARAM = 'checkout';

/**
 * /confirm?token=… is the email confirmation link; every other /confirm and /confirm-payment
 * visit is the payment confirmation.
 */
export default function ConfirmPage() {
  const { pathname } = useLocation();
  // Taken out of the address bar before anything could send it (lib/link-token).
  const token = useLinkToken();
  if (token && stripLocale(pathname) === routePaths.confirm) {
    return <EmailConfirmationView key={token} token={token} />;
  }
  return <ConfirmPaymentView />;
}

/**
 * Where the checkout comes back: `?checkout=<id>` names the checkout and the page shows what the
 * API says about it. Nothing else in the address (`?status=success`…) is believed.
 */
function ConfirmPaymentView() {
  const { t, localePath } = useI18n();
  const [params] = useSearchParams();
  const { status } = useSession();
  const id = params.get(CHECKOUT_PARAM)?.trim();
  const subscriptionLink = (
    <ButtonLink to={localePath(routePaths.membershipSubscription)} $variant="secondary">
      {t('billing.confirm.viewSubscription')}
    </ButtonLink>
  );

  let content;
  if (!id) {
    content = (
      <PaymentCard
        state="missing"
        tone="neutral"
        title={t('billing.confirm.missing.title')}
        actions={subscriptionLink}
      >
        <Muted $center>{t('billing.confirm.missing.body')}</Muted>
      </PaymentCard>
    );
  } else if (status === 'member') {
    content = <CheckoutStatusView key={id} id={id} />;
  } else if (status === 'visitor') {
    content = <SignInCard />;
  } else {
    content = <GuardPending />;
  }

  return (
    <>
      <PageMeta
        title={t('pages.confirmPayment.title')}
        description={t('pages.confirmPayment.description')}
        noindex
      />
      <Section>
        <Container $narrow>{content}</Container>
      </Section>
    </>
  );
}
