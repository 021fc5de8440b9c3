import type { DeliveryView } from '@tickrelay/contracts/webhooks/deliveries';
import { Fragment, useState } from 'react';

import { DeliveryCodeLink } from '@/components/delivery-code-link/delivery-code-link';
import { Badge } from '@/components/ui';
import { useTradingFormat } from '@/lib/format/use-trading-format';
import { useI18n } from '@/lib/i18n/i18n-context';

import { Latency, Scroll, Table, ToggleButton } from './deliveries-table.styles';
import { DeliveryContract } from './delivery-contract';
import { DeliveryDetails } from './delivery-details';
import { DeliveryStatusCell } from './delivery-status-badge';

/** "buy 2 MES1!": what the alert asked, as far as it could be read. */
export function alertSummary(delivery: DeliveryView, count: (value: number) => string): string {
  return [
    delivery.action,
    delivery.quantity === null ? null : count(delivery.quantity),
    delivery.ticker,
  ]
    .filter(Boolean)
    .join(' ');
}

export interface DeliveriesTableProps {
  items: DeliveryView[];
  caption: string;
  /** The dashboard's short form: no source, latency or details. */
  compact?: boolean;
  /** Ids that arrived through the stream (shown with a brief highlight). */
  liveIds?: ReadonlySet<string>;
  /** A delivery to keep highlighted (the test alert just sent). */
  highlightId?: string;
  testId?: string;
}

/** Deliveries, newest first: a table on wide screens, one card per delivery on phones. */
export function DeliveriesTable({
  items,
  caption,
  compact = false,
  liveIds,
  highlightId,
  testId = 'deliveries-table',
}: DeliveriesTableProps) {
  const { t, formatDate } = useI18n();
  const format = useTradingFormat();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const label = (key: string) => t(`deliveries.columns.${key}`);
  const columns = compact
    ? ['receivedAt', 'alert', 'status', 'code']
    : [
        'receivedAt',
        'source',
        'action',
        'ticker',
        'quantity',
        'status',
        'latency',
        'code',
        'details',
      ];

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Scroll role="region" aria-label={caption} tabIndex={0}>
      <Table data-testid={testId}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column === 'details' ? (
                  <span className="visually-hidden">{label(column)}</span>
                ) : (
                  label(column)
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((delivery) => {
            const expanded = open.has(delivery.id);
            const detailsId = `delivery-${delivery.id}-details`;
            return (
              <Fragment key={delivery.id}>
                <tr
                  data-testid="delivery-row"
                  data-delivery-id={delivery.id}
                  data-live={liveIds?.has(delivery.id) ? 'true' : undefined}
                  data-highlight={highlightId === delivery.id ? 'true' : undefined}
                >
                  <td data-label={label('receivedAt')} className="wide number">
                    <time dateTime={delivery.receivedAt}>
                      <span>{formatDate(delivery.receivedAt, { timeStyle: 'medium' })}</span>
                      <span>{formatDate(delivery.receivedAt, { dateStyle: 'medium' })}</span>
                    </time>
                  </td>
                  {!compact && (
                    <td data-label={label('source')}>
                      {delivery.test ? (
                        <Badge $tone="primary">{t('deliveries.test')}</Badge>
                      ) : (
                        delivery.sourceAddress
                      )}
                    </td>
                  )}
                  {compact ? (
                    <td data-label={label('alert')} data-testid="delivery-alert">
                      {alertSummary(delivery, format.count) || '—'}
                    </td>
                  ) : (
                    <>
                      <td data-label={label('action')} data-testid="delivery-action">
                        {delivery.action ?? '—'}
                      </td>
                      <td data-label={label('ticker')} data-testid="delivery-ticker">
                        {delivery.ticker ?? '—'}
                        <DeliveryContract delivery={delivery} />
                      </td>
                      <td data-label={label('quantity')} className="number">
                        {delivery.quantity === null ? '—' : format.count(delivery.quantity)}
                      </td>
                    </>
                  )}
                  <td data-label={label('status')}>
                    <DeliveryStatusCell delivery={delivery} />
                  </td>
                  {!compact && (
                    <td data-label={label('latency')} className="number">
                      <Latency>
                        {delivery.ackLatencyMs === null
                          ? '—'
                          : t('deliveries.ack', {
                              value: format.latency(delivery.ackLatencyMs),
                            })}
                      </Latency>
                      {delivery.executedLatencyMs !== null && (
                        <Latency>
                          {t('deliveries.executedIn', {
                            value: format.latency(delivery.executedLatencyMs),
                          })}
                        </Latency>
                      )}
                    </td>
                  )}
                  <td data-label={label('code')} className="code">
                    <DeliveryCodeLink code={delivery.code} />
                  </td>
                  {!compact && (
                    <td className="wide">
                      <ToggleButton
                        type="button"
                        aria-expanded={expanded}
                        aria-controls={expanded ? detailsId : undefined}
                        onClick={() => toggle(delivery.id)}
                        data-testid="delivery-toggle"
                      >
                        <svg
                          width="14"
                          height="14"
                          viewBox="0 0 24 24"
                          fill="none"
                          aria-hidden="true"
                        >
                          <path
                            d="M6 9l6 6 6-6"
                            stroke="currentColor"
                            strokeWidth="2.4"
                            strokeLinecap="round"
                            strokeLinejoin="round"
                          />
                        </svg>
                        <span className="words">
                          {expanded ? t('deliveries.hideDetails') : t('deliveries.showDetails')}
                        </span>
                        <span className="visually-hidden">
                          {' '}
                          {format.instant(delivery.receivedAt)}
                        </span>
                      </ToggleButton>
                    </td>
                  )}
                </tr>
                {expanded && (
                  <tr className="details" id={detailsId}>
                    <td colSpan={columns.length}>
                      <DeliveryDetails delivery={delivery} />
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </Table>
    </Scroll>
  );
}
