import { stripLocale } from '@tickrelay/contracts/locale-path';
import { routePaths } from '@tickrelay/contracts/routes';
import { Link, useLocation, useSearchParams } from 'react-router';
import styled from 'styled-components';

import { PageMeta } from '@/components/page-meta';
import { ButtonLink, Card, Code, Container, Heading, Muted, Section, Stack } from '@/components/ui';
import { useI18n } from '@/lib/i18n/i18n-context';
import { useLinkToken } from '@/lib/link-token';

import { EmailConfirmationView } from './email-confirmation-view';
import { paymentStateFrom, type PaymentState } from './payment-status';

const Icon = styled.div<{ $state: PaymentState }>`
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme, $state }) =>
    $state === 'success'
      ? theme.colors.success
      : $state === 'failed'
        ? theme.colors.danger
        : $state === 'processing'
          ? theme.colors.link
          : theme.colors.warning};
  background: ${({ theme, $state }) =>
    $state === 'success' || $state === 'processing'
      ? theme.colors.primarySoft
      : $state === 'failed'
        ? theme.colors.dangerSoft
        : theme.colors.warningSoft};
`;

const iconPaths: Record<PaymentState, string> = {
  success: 'M5 12.5l4.5 4.5L19 7.5',
  processing: 'M12 6v6l4 2M21 12a9 9 0 1 1-9-9',
  cancelled: 'M8 8l8 8M16 8l-8 8',
  failed:
    'M12 8v5M12 16.5v.5M10.3 3.9L2.4 17.6A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-2.9L13.7 3.9a2 2 0 0 0-3.4 0z',
  missing: 'M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17.5v.5',
};

const primaryAction: Record<PaymentState, { to: string; label: string }> = {
  success: { to: routePaths.onboarding, label: 'membership.payment.startOnboarding' },
  processing: {
    to: routePaths.membershipSubscription,
    label: 'membership.payment.viewSubscription',
  },
  cancelled: { to: routePaths.renewSubscription, label: 'membership.payment.tryAgain' },
  failed: { to: routePaths.renewSubscription, label: 'membership.payment.tryAgain' },
  missing: { to: routePaths.membershipSubscription, label: 'membership.payment.viewSubscription' },
};

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

/** Where the checkout returns: ?status= and ?session_id= say how the payment went. */
function ConfirmPaymentView() {
  const { t, localePath } = useI18n();
  const [params] = useSearchParams();
  const state = paymentStateFrom(params);
  const sessionId = params.get('session_id');
  const action = primaryAction[state];

  return (
    <>
      <PageMeta
        title={t('pages.confirmPayment.title')}
        description={t('pages.confirmPayment.description')}
        noindex
      />
      <Section>
        <Container $narrow>
          <Card $padding={10} data-testid="payment-state" data-state={state}>
            <Stack $gap={5} $align="center" style={{ textAlign: 'center' }}>
              <Icon $state={state} aria-hidden="true">
                <svg
                  width="28"
                  height="28"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.25"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d={iconPaths[state]} />
                </svg>
              </Icon>
              <Muted $size="sm">{t('pages.confirmPayment.heading')}</Muted>
              <Heading as="h1" $size="h2" $center data-testid="page-heading">
                {t(`membership.payment.${state}.title`)}
              </Heading>
              <Muted $center>{t(`membership.payment.${state}.body`)}</Muted>
              {sessionId && state !== 'missing' && (
                <Muted $size="sm" $center>
                  {t('membership.payment.reference')} <Code>{sessionId.slice(0, 32)}</Code>
                </Muted>
              )}
              <Stack $direction="row" $gap={3} $wrap $justify="center">
                <ButtonLink to={localePath(action.to)}>{t(action.label)}</ButtonLink>
                <ButtonLink to={localePath(routePaths.membershipDashboard)} $variant="secondary">
                  {t('membership.payment.goToDashboard')}
                </ButtonLink>
              </Stack>
              <Muted $size="sm" $center>
                {t('membership.payment.help')}{' '}
                <Link to={localePath(routePaths.contact)}>{t('membership.payment.contact')}</Link>
              </Muted>
            </Stack>
          </Card>
        </Container>
      </Section>
    </>
  );
}
