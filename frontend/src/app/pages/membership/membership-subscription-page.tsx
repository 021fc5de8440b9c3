import { routePaths } from '@tickrelay/contracts/routes';
import { useLocation } from 'react-router';
import styled from 'styled-components';

import { PageMeta } from '@/components/page-meta';
import { Alert, Button, ButtonLink, Stack } from '@/components/ui';
import { EmptyState } from '@/components/ui/empty-state';
import { MembershipPageHeader } from '@/components/ui/page-parts';
import { InvoiceHistory } from '@/features/subscription/invoice-history';
import { SubscriptionSummary } from '@/features/subscription/subscription-summary';
import { useMembership } from '@/lib/api/endpoints/get-membership.endpoint';
import { useInvoices } from '@/lib/api/endpoints/list-invoices.endpoint';
import { usePlans } from '@/lib/api/endpoints/list-plans.endpoint';
import { billingErrorMessage } from '@/lib/billing/billing-errors';
import { memberRequiredFrom } from '@/lib/guards/require-member';
import { useI18n } from '@/lib/i18n/i18n-context';

const Placeholder = styled.div`
  height: 220px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.bgSubtle};
`;

/** The member's subscription as the API has it, what can be done with it, and the invoices. */
export default function MembershipSubscriptionPage() {
  const { t, localePath } = useI18n();
  const location = useLocation();
  const membership = useMembership();
  const invoices = useInvoices();
  const plans = usePlans();
  const sentByGuard = memberRequiredFrom(location.state as unknown) !== undefined;
  const subscription = membership.data?.subscription ?? null;

  let current;
  if (membership.error !== undefined && !membership.data) {
    current = (
      <Stack $gap={3} $align="start">
        <Alert tone="danger" data-testid="subscription-error">
          {t('billing.subscription.loadFailed')} {billingErrorMessage(membership.error, t)}
        </Alert>
        <Button $variant="secondary" $size="sm" onClick={() => void membership.reload()}>
          {t('billing.subscription.retry')}
        </Button>
      </Stack>
    );
  } else if (!membership.data) {
    current = <Placeholder aria-busy="true" />;
  } else if (!subscription) {
    current = (
      <EmptyState
        testId="subscription-empty"
        title={t('billing.subscription.noneTitle')}
        description={t('billing.subscription.noneBody')}
        actions={
          <ButtonLink to={localePath(routePaths.renewSubscription)} data-testid="subscribe-link">
            {t('billing.subscription.subscribe')}
          </ButtonLink>
        }
      />
    );
  } else {
    current = (
      <SubscriptionSummary
        subscription={subscription}
        plans={plans.data}
        onChange={(next) => membership.setData(next)}
      />
    );
  }

  return (
    <>
      <PageMeta
        title={t('pages.membershipSubscription.title')}
        description={t('pages.membershipSubscription.description')}
        noindex
      />
      <MembershipPageHeader
        title={t('pages.membershipSubscription.heading')}
        description={t('pages.membershipSubscription.description')}
      />
      <Stack $gap={6}>
        {sentByGuard && (
          <Alert tone="info" data-testid="member-required">
            {t('billing.subscription.memberRequired')}
          </Alert>
        )}
        {current}
        <InvoiceHistory invoices={invoices} />
      </Stack>
    </>
  );
}
