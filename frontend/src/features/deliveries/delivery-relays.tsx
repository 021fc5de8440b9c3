// A delivery's relays: one line per destination it was sent to, with the status, the attempts,
// the destination's last HTTP answer and the code (linked to its docs page), as the log shows it.
import { DESTINATION_LIMITS, type RelayView } from '@tickrelay/contracts/destinations/destinations';
import styled from 'styled-components';

import { DestinationKindIcon } from '@/components/destinations/destination-kind-icon';
import { RelayCodeLink, RelayStatusBadge } from '@/components/destinations/relay-parts';
import { Muted } from '@/components/ui';
import { useI18n } from '@/lib/i18n/i18n-context';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2.5)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-size: 0.875rem;

  strong {
    overflow-wrap: anywhere;
  }
`;

export function DeliveryRelays({ relays }: { relays: readonly RelayView[] }) {
  const { t, formatNumber } = useI18n();
  if (relays.length === 0) {
    return <Muted $size="sm">{t('destinations.relays.none')}</Muted>;
  }
  return (
    <List data-testid="delivery-relays">
      {relays.map((relay) => (
        <Item
          key={relay.destinationId}
          data-testid="delivery-relay"
          data-destination-id={relay.destinationId}
        >
          <DestinationKindIcon kind={relay.kind} />
          <strong>{relay.label}</strong>
          <RelayStatusBadge status={relay.status} />
          <Muted as="span" $size="sm" data-testid="relay-attempts">
            {t('destinations.relays.attempts', {
              count: formatNumber(relay.attempts),
              max: formatNumber(DESTINATION_LIMITS.attempts),
            })}
          </Muted>
          {relay.httpStatus !== null && (
            <Muted as="span" $size="sm" data-testid="relay-http">
              {t('destinations.httpStatus', { status: relay.httpStatus })}
            </Muted>
          )}
          <RelayCodeLink code={relay.code} />
        </Item>
      ))}
    </List>
  );
}

/** "2 sent · 1 failed": the relays of a row at a glance, by status, in the statuses' order. */
export function relaySummary(
  relays: readonly RelayView[],
  t: (key: string, params?: Record<string, string | number>) => string,
): string {
  const order = ['sent', 'retrying', 'pending', 'failed'] as const;
  return order
    .map((status) => {
      const count = relays.filter((relay) => relay.status === status).length;
      return count ? t(`destinations.relays.summary.${status}`, { count }) : null;
    })
    .filter(Boolean)
    .join(' · ');
}
