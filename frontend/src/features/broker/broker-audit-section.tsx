// The webhook page's "Broker activity": every order sent, filled, rejected, cancelled or
// liquidated and every connection change, newest first, with what caused it.
import type { BrokerAuditView } from '@tickrelay/contracts/brokers/broker-connection';
import { errorDocsSlug, isErrorCode } from '@tickrelay/contracts/errors/error-codes';
import { docsPagePath } from '@tickrelay/contracts/routes';
import { isDeliveryCode } from '@tickrelay/contracts/webhooks/deliveries';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';

import { DeliveryCodeLink } from '@/components/delivery-code-link/delivery-code-link';
import { Alert, Button, Code, Muted, Stack } from '@/components/ui';
import { SectionTitle } from '@/components/ui/page-parts';
import { Table, TableScroll } from '@/components/ui/table.styles';
import { useTradingFormat } from '@/lib/format/use-trading-format';
import { errorCodeMessage } from '@/lib/forms/form-errors';
import { useI18n } from '@/lib/i18n/i18n-context';

import type { BrokerAudit } from './use-broker-audit';

// The shared data table, plus a minimum width for the reason column.
const AuditTable = styled(Table)`
  td.reason {
    min-width: 180px;
  }
`;

const LinkButton = styled.button`
  padding: 0;
  font: inherit;
  color: ${({ theme }) => theme.colors.link};
  text-decoration: underline;
  background: none;
  border: 0;
  cursor: pointer;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
`;

/** A code of the audit: a delivery or API code linked to its docs page, else as it is. */
function AuditCode({ code }: { code: string }) {
  const { localePath } = useI18n();
  if (isDeliveryCode(code)) return <DeliveryCodeLink code={code} />;
  if (isErrorCode(code)) {
    return (
      <Link to={localePath(docsPagePath(errorDocsSlug(code)))}>
        <Code>{code}</Code>
      </Link>
    );
  }
  return <Code>{code}</Code>;
}

function Where({ entry }: { entry: BrokerAuditView }) {
  const { t } = useI18n();
  if (entry.broker === 'paper') return <>{t('broker.targets.paper')}</>;
  return (
    <>
      {t('broker.audit.tradovateWhere', {
        environment: entry.environment ? t(`broker.environments.${entry.environment}`) : '',
        account: entry.accountName ?? '',
      })}
    </>
  );
}

// Seven columns: the order's contract, side, quantity and price share one cell (two lines), so
// the table fits a laptop's width in both languages.
const COLUMNS = ['at', 'action', 'trigger', 'where', 'order', 'orderId', 'code'] as const;

export interface BrokerAuditSectionProps {
  audit: BrokerAudit;
  /** The delivery that caused an entry, opened from its "alert" trigger (the deliveries' dialog). */
  renderDelivery: (deliveryId: string, onClose: () => void) => ReactNode;
}

export function BrokerAuditSection({ audit, renderDelivery }: BrokerAuditSectionProps) {
  const { t } = useI18n();
  const format = useTradingFormat();
  const [openDelivery, setOpenDelivery] = useState<string>();
  const label = (key: string) => t(`broker.audit.columns.${key}`);

  let body;
  if (audit.state === 'loading') {
    body = <Muted role="status">{t('common.loading')}</Muted>;
  } else if (audit.state === 'error') {
    body = (
      <Alert tone="danger" data-testid="audit-error">
        <Stack $gap={2} $align="start">
          <span>
            {t('broker.audit.loadFailed')} {errorCodeMessage(audit.error, t)}
          </span>
          <Button $size="sm" $variant="secondary" onClick={() => void audit.refresh()}>
            {t('webhook.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (audit.items.length === 0) {
    body = <Muted data-testid="audit-empty">{t('broker.audit.empty')}</Muted>;
  } else {
    body = (
      <TableScroll role="region" aria-label={t('broker.audit.title')} tabIndex={0}>
        <AuditTable data-testid="audit-table">
          <caption className="visually-hidden">{t('broker.audit.title')}</caption>
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {label(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {audit.items.map((entry) => (
              <tr key={entry.id} data-testid="audit-row" data-action={entry.action}>
                <td className="number">
                  <time dateTime={entry.at}>{format.instant(entry.at)}</time>
                </td>
                <td>{t(`broker.audit.actions.${entry.action}`)}</td>
                <td>
                  {entry.trigger === 'alert' && entry.deliveryId ? (
                    <LinkButton
                      type="button"
                      onClick={() => setOpenDelivery(entry.deliveryId ?? undefined)}
                      data-testid="audit-delivery"
                    >
                      {t('broker.audit.triggers.alert')}
                    </LinkButton>
                  ) : (
                    t(`broker.audit.triggers.${entry.trigger}`)
                  )}
                </td>
                <td>
                  <Where entry={entry} />
                </td>
                <td data-testid="audit-order">
                  {entry.contract === null && entry.side === null ? (
                    '—'
                  ) : (
                    <>
                      <span style={{ display: 'block', whiteSpace: 'nowrap' }}>
                        {[
                          entry.side ? t(`deliveries.details.sides.${entry.side}`) : null,
                          entry.quantity === null ? null : format.count(entry.quantity),
                          entry.contract,
                        ]
                          .filter((part) => part !== null)
                          .join(' ')}
                      </span>
                      {entry.price !== null && (
                        <Muted as="span" $size="sm" className="number" style={{ display: 'block' }}>
                          {t('broker.audit.atPrice', { price: format.price(entry.price) })}
                        </Muted>
                      )}
                    </>
                  )}
                </td>
                <td>{entry.orderId ? <Code>{entry.orderId}</Code> : '—'}</td>
                <td className="reason" data-testid="audit-code">
                  {entry.code && <AuditCode code={entry.code} />}
                  {entry.reason && (
                    <Muted as="span" $size="sm" style={{ display: 'block' }}>
                      {entry.reason}
                    </Muted>
                  )}
                  {!entry.code && !entry.reason && '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </AuditTable>
      </TableScroll>
    );
  }

  return (
    <section aria-labelledby="audit-title" data-testid="broker-audit">
      <Stack $gap={4}>
        <Stack $gap={2}>
          <SectionTitle id="audit-title" style={{ margin: 0 }}>
            {t('broker.audit.title')}
          </SectionTitle>
          <Muted $size="sm">{t('broker.audit.intro')}</Muted>
        </Stack>
        {body}
        {audit.state === 'ready' && audit.items.length > 0 && (
          <Footer>
            {audit.nextCursor ? (
              <Button
                $variant="secondary"
                onClick={() => void audit.loadOlder()}
                disabled={audit.loadingOlder}
                aria-busy={audit.loadingOlder || undefined}
                data-testid="audit-older"
              >
                {audit.loadingOlder ? t('deliveries.loadingOlder') : t('broker.audit.older')}
              </Button>
            ) : (
              <Muted $size="sm" data-testid="audit-end">
                {t('broker.audit.end')}
              </Muted>
            )}
            {audit.olderError !== undefined && (
              <Alert tone="danger">{errorCodeMessage(audit.olderError, t)}</Alert>
            )}
          </Footer>
        )}
      </Stack>
      {openDelivery && renderDelivery(openDelivery, () => setOpenDelivery(undefined))}
    </section>
  );
}
