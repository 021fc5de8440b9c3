import {
  WEBHOOK_LIMITS,
  type BrokerResultView,
  type DeliveryView,
} from '@tickrelay/contracts/webhooks/deliveries';
import styled from 'styled-components';

import { DeliveryCodeLink } from '@/components/delivery-code-link/delivery-code-link';
import { Alert, Code, Muted, Pre, Stack } from '@/components/ui';
import { DefinitionList } from '@/components/ui/page-parts';
import { useTradingFormat } from '@/lib/format/use-trading-format';
import { useI18n } from '@/lib/i18n/i18n-context';

import { DeliveryRollNotice } from './delivery-contract';
import { DeliveryReading } from './delivery-reading';
import { DeliveryRelays } from './delivery-relays';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  padding: ${({ theme }) => theme.space(2)} 0;

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Body = styled(Pre)`
  max-height: 320px;
  overflow: auto;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Subtitle = styled.h3`
  margin: 0;
  font-size: 0.9375rem;
  font-weight: 650;
`;

const Reason = styled.q`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
  quotes: none;
`;

const Events = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  line-height: 1.7;
`;

function BrokerResult({ result }: { result: BrokerResultView }) {
  const { t } = useI18n();
  const format = useTradingFormat();
  return (
    <Stack $gap={3}>
      <DefinitionList>
        <dt>{t('deliveries.details.broker')}</dt>
        <dd data-testid="broker-name">{t(`deliveries.details.brokers.${result.broker}`)}</dd>
        {result.environment && (
          <>
            <dt>{t('deliveries.details.environment')}</dt>
            <dd data-testid="broker-result-environment">
              {t(`broker.environments.${result.environment}`)}
            </dd>
          </>
        )}
        {result.accountName && (
          <>
            <dt>{t('deliveries.details.account')}</dt>
            <dd data-testid="broker-result-account">{result.accountName}</dd>
          </>
        )}
        {result.contract && (
          <>
            <dt>{t('deliveries.details.contract')}</dt>
            <dd>{result.contract}</dd>
          </>
        )}
        {result.positionAfter !== null && (
          <>
            <dt>{t('deliveries.details.positionAfter')}</dt>
            <dd>{format.count(result.positionAfter)}</dd>
          </>
        )}
      </DefinitionList>
      {result.events.length > 0 && (
        <Events data-testid="broker-events">
          {result.events.map((event, index) => (
            <li key={index}>
              {[
                t(`deliveries.details.events.${event.kind}`),
                event.side && t(`deliveries.details.sides.${event.side}`),
                event.quantity !== undefined && format.count(event.quantity),
                event.orderType && t(`deliveries.details.orderTypes.${event.orderType}`),
                event.price !== undefined &&
                  t('deliveries.details.at', { price: format.price(event.price) }),
                event.realizedPnl !== undefined &&
                  t('deliveries.details.realizedPnl', {
                    value: format.pnl(event.realizedPnl),
                  }),
              ]
                .filter(Boolean)
                .join(' · ')}
              {event.code && (
                <>
                  {' · '}
                  <DeliveryCodeLink code={event.code} />
                </>
              )}
              {event.orderId && (
                <>
                  {' · '}
                  {t('deliveries.details.orderId')} <Code>{event.orderId}</Code>
                </>
              )}
              {event.reason && (
                <Reason data-testid="broker-event-reason">
                  {t('deliveries.details.reason', { reason: event.reason })}
                </Reason>
              )}
            </li>
          ))}
        </Events>
      )}
    </Stack>
  );
}

/** The expanded row of the log: ids, content type, the raw body and the broker's result. */
export function DeliveryDetails({ delivery }: { delivery: DeliveryView }) {
  const { t } = useI18n();
  const format = useTradingFormat();
  return (
    <Grid data-testid="delivery-details">
      <Stack $gap={3}>
        <DefinitionList>
          <dt>{t('deliveries.details.id')}</dt>
          <dd>
            <Code>{delivery.id}</Code>
          </dd>
          {delivery.alertId && (
            <>
              <dt>{t('deliveries.details.alertId')}</dt>
              <dd>
                <Code>{delivery.alertId}</Code>
              </dd>
            </>
          )}
          <dt>{t('deliveries.details.source')}</dt>
          <dd>{delivery.sourceAddress}</dd>
          <dt>{t('deliveries.details.contentType')}</dt>
          <dd>{delivery.contentType || '—'}</dd>
          {delivery.field && (
            <>
              <dt>{t('deliveries.details.field')}</dt>
              <dd>
                <Code>{delivery.field}</Code>
              </dd>
            </>
          )}
          <DeliveryReading delivery={delivery} />
        </DefinitionList>
        <Subtitle>{t('deliveries.details.rawBody')}</Subtitle>
        <Body data-testid="delivery-raw-body">
          <code>{delivery.rawBody}</code>
        </Body>
        {delivery.rawBodyTruncated && (
          <Muted $size="sm">
            {t('deliveries.details.truncated', {
              count: format.count(WEBHOOK_LIMITS.rawBodyMaxChars),
            })}
          </Muted>
        )}
      </Stack>
      <Stack $gap={5}>
        <Stack $gap={3}>
          <Subtitle>{t('deliveries.details.brokerResult')}</Subtitle>
          {delivery.test && (
            <Alert tone="info" data-testid="delivery-test-notice">
              {t('deliveries.details.testNotice')}
            </Alert>
          )}
          {delivery.executedOn && (
            <Muted $size="sm" data-testid="delivery-executed-on">
              {t('deliveries.details.executedOn', {
                target: t(`broker.targets.${delivery.executedOn}`),
              })}
            </Muted>
          )}
          {delivery.brokerResult ? (
            <>
              <BrokerResult result={delivery.brokerResult} />
              <DeliveryRollNotice delivery={delivery} />
            </>
          ) : (
            <Muted $size="sm">
              {delivery.status === 'relayed'
                ? t('deliveries.details.relayOnly')
                : t('deliveries.details.noBroker')}
            </Muted>
          )}
        </Stack>
        <Stack $gap={3}>
          <Subtitle>{t('deliveries.details.relays')}</Subtitle>
          <DeliveryRelays relays={delivery.relays} />
        </Stack>
      </Stack>
    </Grid>
  );
}
