// A relay's outcome as the log and the destinations list show it: its status in words and colour
// and its code linked to the docs page that explains it.
import {
  isRelayCode,
  relayDocsSlug,
  type RelayStatus,
} from '@tickrelay/contracts/destinations/destinations';
import { docsPagePath } from '@tickrelay/contracts/routes';
import { Link } from 'react-router';

import { Badge, Code, type BadgeTone } from '@/components/ui';
import { useI18n } from '@/lib/i18n/i18n-context';

export const RELAY_STATUS_TONES: Record<RelayStatus, BadgeTone> = {
  pending: 'neutral',
  retrying: 'warning',
  sent: 'success',
  failed: 'danger',
};

export function RelayStatusBadge({ status }: { status: RelayStatus }) {
  const { t } = useI18n();
  return (
    <Badge $tone={RELAY_STATUS_TONES[status]} data-testid="relay-status" data-status={status}>
      {t(`destinations.relayStatuses.${status}`)}
    </Badge>
  );
}

/** A relay code linked to /docs/errors/<slug> in the page's language. */
export function RelayCodeLink({ code }: { code: string | null }) {
  const { t, localePath } = useI18n();
  if (!code) return null;
  if (!isRelayCode(code)) return <Code>{code}</Code>;
  const meaning = t(`destinations.codes.${code}`);
  return (
    <Link
      to={localePath(docsPagePath(relayDocsSlug(code)))}
      title={meaning}
      aria-label={t('deliveries.codeLink', { code, meaning })}
      data-testid="relay-code"
    >
      <Code>{code}</Code>
    </Link>
  );
}
