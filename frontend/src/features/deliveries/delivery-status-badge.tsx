import type { DeliveryStatus, DeliveryView } from '@tickrelay/contracts/webhooks/deliveries';
import styled from 'styled-components';

import { Badge } from '@/components/ui';
import { useI18n } from '@/lib/i18n/i18n-context';

import { STATUS_TONES } from './deliveries-model';
import { relaySummary } from './delivery-relays';

/** A delivery's status in words and colour (the word carries it; the colour only helps). */
export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  const { t } = useI18n();
  return (
    <Badge $tone={STATUS_TONES[status]} data-testid="delivery-status" data-status={status}>
      {t(`deliveries.statuses.${status}`)}
    </Badge>
  );
}

const Note = styled.span`
  display: block;
  margin-top: 2px;
  font-size: 0.75rem;
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;

/**
 * The status, where it was executed when that was Tradovate, that a test alert never reaches a
 * broker (the dashboard shows no source column: the note is the only place it says "test"), and
 * its relays at a glance.
 */
export function DeliveryStatusCell({ delivery }: { delivery: DeliveryView }) {
  const { t } = useI18n();
  const relays = relaySummary(delivery.relays, t);
  return (
    <>
      <DeliveryStatusBadge status={delivery.status} />
      {delivery.test && (
        <Note data-testid="delivery-test">
          {delivery.executedOn === 'paper'
            ? t('deliveries.testOnPaper')
            : t('deliveries.testNoBroker')}
        </Note>
      )}
      {delivery.executedOn === 'tradovate' && (
        <Note data-testid="delivery-on">
          {t('deliveries.onTarget', { target: t('broker.targets.tradovate') })}
        </Note>
      )}
      {relays && (
        <Note data-testid="delivery-relay-summary">
          {t('deliveries.relaysSummary', { summary: relays })}
        </Note>
      )}
    </>
  );
}
