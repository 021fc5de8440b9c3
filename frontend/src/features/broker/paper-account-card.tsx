import type { PaperAccountView } from '@tickrelay/contracts/webhooks/deliveries';
import { useState } from 'react';
import styled from 'styled-components';

import { Alert, Button, Card, Grid, Muted, Stack } from '@/components/ui';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SectionTitle, StatLabel, StatValue } from '@/components/ui/page-parts';
import { useFlattenPaper } from '@/lib/api/endpoints/flatten-paper.endpoint';
import { billingErrorMessage } from '@/lib/billing/billing-errors';
import { signOf, useTradingFormat } from '@/lib/format/use-trading-format';
import { useI18n } from '@/lib/i18n/i18n-context';

const Pnl = styled.span<{ $sign: 'positive' | 'negative' | 'zero' }>`
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $sign }) =>
    $sign === 'positive'
      ? theme.colors.success
      : $sign === 'negative'
        ? theme.colors.danger
        : theme.colors.text};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.875rem;

  th,
  td {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)};
    text-align: right;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }

  th:first-child,
  td:first-child {
    text-align: left;
  }

  th {
    font-size: 0.75rem;
    font-weight: 650;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

export function PnlText({ value }: { value: string }) {
  const format = useTradingFormat();
  return <Pnl $sign={signOf(value)}>{format.pnl(value)}</Pnl>;
}

export interface PaperAccountCardProps {
  account: PaperAccountView | undefined;
  error: unknown;
  onChange: (account: PaperAccountView) => void;
  onRetry: () => void;
  /** Why positions cannot be flattened now (a lapsed membership). */
  lockedReason?: string;
}

/** The paper account: equity, P&L, open positions, working orders, and "flatten all". */
export function PaperAccountCard({
  account,
  error,
  onChange,
  onRetry,
  lockedReason,
}: PaperAccountCardProps) {
  const { t } = useI18n();
  const format = useTradingFormat();
  const flattenPaper = useFlattenPaper();
  const [confirming, setConfirming] = useState(false);
  const [flattened, setFlattened] = useState(false);
  const label = (key: string) => t(`broker.paper.${key}`);

  let content;
  if (!account) {
    content =
      error !== undefined ? (
        <Alert tone="danger" data-testid="paper-error">
          <Stack $gap={2} $align="start">
            <span>{label('loadFailed')}</span>
            <Button $size="sm" $variant="secondary" onClick={onRetry}>
              {t('deliveries.retry')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Muted role="status">{t('common.loading')}</Muted>
      );
  } else {
    const open = account.positions.length > 0 || account.workingOrders.length > 0;
    content = (
      <Stack $gap={5}>
        <Grid $min="140px" $gap={4}>
          <div>
            <StatLabel>{label('equity')}</StatLabel>
            <StatValue data-testid="paper-equity">{format.money(account.equity)}</StatValue>
            <Muted $size="sm">
              {t('broker.paper.starting', { amount: format.money(account.startingBalance) })}
            </Muted>
          </div>
          <div>
            <StatLabel>{label('realized')}</StatLabel>
            <StatValue data-testid="paper-realized">
              <PnlText value={account.realizedPnl} />
            </StatValue>
          </div>
          <div>
            <StatLabel>{label('unrealized')}</StatLabel>
            <StatValue data-testid="paper-unrealized">
              <PnlText value={account.unrealizedPnl} />
            </StatValue>
          </div>
        </Grid>
        {account.positions.length === 0 ? (
          <Muted data-testid="paper-no-positions">{label('noPositions')}</Muted>
        ) : (
          <Scroll tabIndex={0} role="region" aria-label={label('positions')}>
            <Table data-testid="paper-positions">
              <caption className="visually-hidden">{label('positions')}</caption>
              <thead>
                <tr>
                  <th scope="col">{label('columns.contract')}</th>
                  <th scope="col">{label('columns.position')}</th>
                  <th scope="col">{label('columns.averagePrice')}</th>
                  <th scope="col">{label('columns.lastPrice')}</th>
                  <th scope="col">{label('columns.unrealizedPnl')}</th>
                </tr>
              </thead>
              <tbody>
                {account.positions.map((position) => (
                  <tr key={position.contract} data-testid="paper-position">
                    <th scope="row">{position.contract}</th>
                    <td>
                      {t(position.quantity > 0 ? 'broker.paper.long' : 'broker.paper.short', {
                        count: format.count(Math.abs(position.quantity)),
                      })}
                    </td>
                    <td>{format.price(position.averagePrice)}</td>
                    <td>{position.lastPrice === null ? '—' : format.price(position.lastPrice)}</td>
                    <td>
                      <PnlText value={position.unrealizedPnl} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Scroll>
        )}
        {account.workingOrders.length > 0 && (
          <Stack $gap={2}>
            <StatLabel as="h3">{label('workingOrders')}</StatLabel>
            <ul style={{ margin: 0, paddingLeft: '1.25rem' }} data-testid="paper-orders">
              {account.workingOrders.map((order) => (
                <li key={order.id}>
                  {t('broker.paper.order', {
                    side: t(`deliveries.details.sides.${order.side}`),
                    quantity: format.count(order.quantity),
                    contract: order.contract,
                    type: t(`deliveries.details.orderTypes.${order.type}`),
                    price: format.price(order.price),
                  })}
                </li>
              ))}
            </ul>
          </Stack>
        )}
        {flattened && (
          <Alert tone="success" data-testid="paper-flattened">
            {label('flattened')}
          </Alert>
        )}
        {lockedReason ? (
          <Muted $size="sm">{lockedReason}</Muted>
        ) : (
          open && (
            <div>
              <Button
                $variant="danger"
                $size="sm"
                onClick={() => {
                  setFlattened(false);
                  setConfirming(true);
                }}
                data-testid="paper-flatten"
              >
                {label('flatten')}
              </Button>
            </div>
          )
        )}
      </Stack>
    );
  }

  return (
    <Card data-testid="paper-account">
      <Stack $gap={4}>
        <Header>
          <SectionTitle id="paper-title" style={{ margin: 0 }}>
            {label('title')}
          </SectionTitle>
          {account?.updatedAt && (
            <Muted $size="sm">
              {t('broker.paper.updatedAt', { time: format.instant(account.updatedAt) })}
            </Muted>
          )}
        </Header>
        {content}
      </Stack>
      {confirming && (
        <ConfirmDialog
          title={label('flattenTitle')}
          body={label('flattenBody')}
          confirmLabel={label('flattenConfirm')}
          busyLabel={label('flattening')}
          cancelLabel={t('common.cancel')}
          danger
          describe={(failure) => billingErrorMessage(failure, t)}
          onClose={() => setConfirming(false)}
          onConfirm={async () => {
            onChange(await flattenPaper({}));
            setConfirming(false);
            setFlattened(true);
          }}
          data-testid="flatten-dialog"
        />
      )}
    </Card>
  );
}
