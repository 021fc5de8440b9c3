import { Badge, type BadgeTone } from '@/components/ui';
import type { DisplayStatus } from '@/lib/billing/membership-status';
import { useI18n } from '@/lib/i18n/i18n-context';

const tones: Record<DisplayStatus, BadgeTone> = {
  trialing: 'primary',
  active: 'success',
  past_due: 'warning',
  canceled: 'warning',
  expired: 'danger',
  none: 'neutral',
};

/** The subscription's status in words, coloured by what it means for the member. */
export function SubscriptionBadge({ status }: { status: DisplayStatus }) {
  const { t } = useI18n();
  return (
    <Badge $tone={tones[status]} data-testid="subscription-status" data-status={status}>
      {t(`billing.status.${status}`)}
    </Badge>
  );
}
