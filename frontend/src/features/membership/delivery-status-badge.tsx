import type { DeliveryStatus } from '@tickrelay/contracts/webhooks/deliveries';

import { Badge } from '@/components/ui';
import { useI18n } from '@/lib/i18n/i18n-context';

import { STATUS_TONES } from './deliveries-model';

/** A delivery's status in words and colour (the word carries it; the colour only helps). */
export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  const { t } = useI18n();
  return (
    <Badge $tone={STATUS_TONES[status]} data-testid="delivery-status" data-status={status}>
      {t(`membership.deliveries.statuses.${status}`)}
    </Badge>
  );
}
