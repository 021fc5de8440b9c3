import type {
  BrokerConnectionView,
  TradovateEnvironment,
} from '@tickrelay/contracts/brokers/broker-connection';

import { Badge } from '@/components/ui';
import { useI18n } from '@/lib/i18n/i18n-context';

/** Demo or live, live in the colour of danger: it is real money. */
export function EnvironmentBadge({ environment }: { environment: TradovateEnvironment }) {
  const { t } = useI18n();
  return (
    <Badge
      $tone={environment === 'live' ? 'danger' : 'neutral'}
      data-testid="broker-environment"
      data-environment={environment}
    >
      {t(`broker.environments.${environment}`)}
    </Badge>
  );
}

/** Whether the last check (or execution) could use the connection. */
export function ConnectionStatusBadge({ status }: { status: BrokerConnectionView['status'] }) {
  const { t } = useI18n();
  return (
    <Badge
      $tone={status === 'connected' ? 'success' : 'danger'}
      data-testid="broker-status"
      data-status={status}
    >
      {t(`broker.statuses.${status}`)}
    </Badge>
  );
}
