import { parseIsoDate } from '@tickrelay/contracts/futures/exchange-calendar';
import type { DeliveryView } from '@tickrelay/contracts/webhooks/deliveries';
import styled from 'styled-components';

import { Badge } from '@/components/ui';
import { useI18n } from '@/lib/i18n/i18n-context';

import { contractRollNotice } from './contract-roll';

const DAY_MS = 86_400_000;

const Line = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.8125rem;
`;

const rootOf = (contract: string): string => contract.replace(/[FGHJKMNQUVXZ]\d{4}$/, '');

function useRollDate() {
  const { locale } = useI18n();
  return (iso: string): string =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date((parseIsoDate(iso) ?? 0) * DAY_MS),
    );
}

/**
 * Under the ticker in the log: the contract the alert resolved to (MNQ1! → MNQZ2026) and, in the
 * week before that contract's roll, a badge with the roll date.
 */
export function DeliveryContract({ delivery }: { delivery: DeliveryView }) {
  const { t } = useI18n();
  const date = useRollDate();
  const contract = delivery.brokerResult?.contract ?? null;
  if (!contract) return null;
  const notice = contractRollNotice(contract, delivery.receivedAt);
  return (
    <Line data-testid="delivery-contract">
      {contract !== delivery.ticker && t('futures.roll.contract', { contract })}
      {notice && (
        <>
          {' '}
          <Badge $tone="warning" data-testid="delivery-roll">
            {t('futures.roll.badge', { date: date(notice.roll) })}
          </Badge>
        </>
      )}
    </Line>
  );
}

/** In a delivery's details: the full sentence of the roll warning, when there is one. */
export function DeliveryRollNotice({ delivery }: { delivery: DeliveryView }) {
  const { t } = useI18n();
  const date = useRollDate();
  const notice = contractRollNotice(delivery.brokerResult?.contract ?? null, delivery.receivedAt);
  if (!notice) return null;
  return (
    <p data-testid="delivery-roll-notice">
      {t('futures.roll.notice', {
        contract: notice.contract,
        date: date(notice.roll),
        root: rootOf(notice.contract),
        next: notice.next,
      })}
    </p>
  );
}
