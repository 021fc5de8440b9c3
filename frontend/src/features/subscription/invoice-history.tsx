import type { InvoiceView } from '@tickrelay/contracts/billing/billing';
import styled from 'styled-components';

import { Alert, Badge, type BadgeTone, Button, Stack } from '@/components/ui';
import { EmptyState } from '@/components/ui/empty-state';
import { SectionTitle } from '@/components/ui/page-parts';
import type { EndpointQuery } from '@/lib/api/use-endpoint';
import { billingErrorMessage } from '@/lib/billing/billing-errors';
import { useFormatMoney } from '@/lib/billing/money';
import { useI18n } from '@/lib/i18n/i18n-context';

const Scroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9375rem;

  th,
  td {
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
    text-align: left;
    white-space: nowrap;
  }

  th {
    font-size: 0.8125rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
    background: ${({ theme }) => theme.colors.bgSubtle};
  }

  tbody tr + tr td {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }

  td a + a {
    margin-left: ${({ theme }) => theme.space(3)};
  }
`;

const Placeholder = styled.div`
  height: 96px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bgSubtle};
`;

const statusTones: Record<InvoiceView['status'], BadgeTone> = {
  paid: 'success',
  open: 'warning',
  void: 'neutral',
  uncollectible: 'danger',
};

/** The member's invoices, newest first as the API lists them, with the provider's documents. */
export function InvoiceHistory({ invoices }: { invoices: EndpointQuery<InvoiceView[]> }) {
  const { t, formatDate } = useI18n();
  const money = useFormatMoney();

  let content;
  if (invoices.error !== undefined && !invoices.data) {
    content = (
      <Stack $gap={3} $align="start">
        <Alert tone="danger" data-testid="invoices-error">
          {t('billing.subscription.historyFailed')} {billingErrorMessage(invoices.error, t)}
        </Alert>
        <Button $variant="secondary" $size="sm" onClick={() => void invoices.reload()}>
          {t('billing.subscription.retry')}
        </Button>
      </Stack>
    );
  } else if (!invoices.data) {
    content = <Placeholder aria-busy="true" />;
  } else if (invoices.data.length === 0) {
    content = (
      <EmptyState
        testId="billing-empty"
        title={t('billing.subscription.emptyTitle')}
        description={t('billing.subscription.emptyBody')}
      />
    );
  } else {
    content = (
      <Scroll>
        <Table data-testid="invoice-table">
          <thead>
            <tr>
              <th scope="col">{t('billing.subscription.invoice.number')}</th>
              <th scope="col">{t('billing.subscription.invoice.date')}</th>
              <th scope="col">{t('billing.subscription.invoice.amount')}</th>
              <th scope="col">{t('billing.subscription.invoice.status')}</th>
              <th scope="col">{t('billing.subscription.invoice.links')}</th>
            </tr>
          </thead>
          <tbody>
            {invoices.data.map((invoice) => (
              <tr key={invoice.id} data-testid="invoice-row">
                <td>{invoice.number ?? t('billing.subscription.invoice.noNumber')}</td>
                <td>{formatDate(invoice.createdAt)}</td>
                <td>{money(invoice.amount, invoice.currency)}</td>
                <td>
                  <Badge $tone={statusTones[invoice.status]}>
                    {t(`billing.subscription.invoice.statuses.${invoice.status}`)}
                  </Badge>
                </td>
                <td>
                  {invoice.hostedUrl && (
                    <a href={invoice.hostedUrl} target="_blank" rel="noopener noreferrer">
                      {t('billing.subscription.invoice.view')}
                    </a>
                  )}
                  {invoice.pdfUrl && (
                    <a href={invoice.pdfUrl} target="_blank" rel="noopener noreferrer">
                      {t('billing.subscription.invoice.pdf')}
                    </a>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroll>
    );
  }

  return (
    <section aria-labelledby="billing-history">
      <SectionTitle id="billing-history">{t('billing.subscription.history')}</SectionTitle>
      {content}
    </section>
  );
}
