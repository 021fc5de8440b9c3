// The money page's figures: subscriptions by state, MRR per currency, this month's churn and the
// failed payments to look at (past_due subscriptions, oldest first).
import type { OperatorMoney } from '@tickrelay/contracts/endpoints/operator.endpoints';

import { Card, Grid, Heading, Muted, Stack } from '@/components/ui';
import { Table } from '@/components/ui/table.styles';
import { useI18n } from '@/lib/i18n/i18n-context';

import { ScrollRegion } from './scroll-region';

export function MoneyView({ money }: { money: OperatorMoney }) {
  const { t, formatNumber, formatCurrency, formatDate } = useI18n();
  const counts = [
    ['active', money.counts.active],
    ['trialing', money.counts.trialing],
    ['pastDue', money.counts.pastDue],
    ['canceled', money.counts.canceled],
    ['expired', money.counts.expired],
  ] as const;
  return (
    <Stack $gap={6} data-testid="operator-money">
      <Grid $min="10rem">
        {counts.map(([key, value]) => (
          <Card key={key}>
            <Muted>{t(`operator.money.${key}`)}</Muted>
            <Heading as="p" $size="h3" data-testid={`operator-count-${key}`}>
              {formatNumber(value)}
            </Heading>
          </Card>
        ))}
      </Grid>
      <Card>
        <Heading as="h2" $size="h4">
          {t('operator.money.mrr')}
        </Heading>
        {money.mrr.length === 0 ? (
          <Muted>{t('operator.common.none')}</Muted>
        ) : (
          <ul>
            {money.mrr.map((row) => (
              <li key={row.currency}>
                {formatCurrency(row.amount / 100, row.currency.toUpperCase())}
              </li>
            ))}
          </ul>
        )}
        <Heading as="h2" $size="h4">
          {t('operator.money.churn')}
        </Heading>
        <p>
          {t('operator.money.churnDetail', {
            count: formatNumber(money.churnedThisMonth),
            rate: formatNumber(money.churnRate, { style: 'percent', maximumFractionDigits: 1 }),
          })}
        </p>
      </Card>
      <Card>
        <Heading as="h2" $size="h4">
          {t('operator.money.failedPayments')}
        </Heading>
        {money.failedPayments.length === 0 ? (
          <Muted>{t('operator.money.noFailed')}</Muted>
        ) : (
          <ScrollRegion label={t('operator.money.failedPayments')}>
            <Table>
              <thead>
                <tr>
                  <th scope="col">{t('operator.money.member')}</th>
                  <th scope="col">{t('operator.money.since')}</th>
                  <th scope="col">{t('operator.money.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {money.failedPayments.map((row) => (
                  <tr key={row.memberId}>
                    <td>{row.memberId}</td>
                    <td>{row.since ? formatDate(row.since, { dateStyle: 'medium' }) : '—'}</td>
                    <td className="number">
                      {formatCurrency(row.amount / 100, row.currency.toUpperCase())}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </ScrollRegion>
        )}
      </Card>
    </Stack>
  );
}
