import type { DeliveryView } from '@tickrelay/contracts/webhooks/deliveries';
import styled from 'styled-components';

import { Code } from '@/components/ui';
import { useI18n } from '@/lib/i18n/i18n-context';

const Warnings = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  line-height: 1.7;
`;

/**
 * How the alert was read: the format (TickRelay, TradersPost, PickMyTrade, CrossTrade or
 * TradingView's default sentence) and the keys it did not use, as dt/dd pairs of the details'
 * definition list. Nothing for a delivery logged before formats were recorded.
 */
export function DeliveryReading({ delivery }: { delivery: DeliveryView }) {
  const { t } = useI18n();
  return (
    <>
      {delivery.format && (
        <>
          <dt>{t('deliveries.reading.format')}</dt>
          <dd data-testid="delivery-format">
            {t(`deliveries.reading.formats.${delivery.format}`)}
          </dd>
        </>
      )}
      {delivery.warnings.length > 0 && (
        <>
          <dt>{t('deliveries.reading.warnings')}</dt>
          <dd>
            <Warnings data-testid="delivery-warnings">
              {delivery.warnings.map((warning) => (
                <li key={`${warning.field}:${warning.code}`}>
                  <Code>{warning.field}</Code>
                  {': '}
                  {t(`deliveries.reading.warningCodes.${warning.code}`, {
                    suggestion: warning.suggestion ?? '',
                  })}
                </li>
              ))}
            </Warnings>
          </dd>
        </>
      )}
    </>
  );
}
