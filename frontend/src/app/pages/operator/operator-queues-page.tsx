// /operator/queues: every queue's counts (polled), failed jobs, retry and discard.
import { Muted, Stack } from '@/components/ui';
import { AuditTable } from '@/features/operator/member-detail';
import {
  OperatorLoading,
  OperatorProblem,
  OperatorShell,
} from '@/features/operator/operator-shell';
import { QueuesView } from '@/features/operator/queues-view';
import { POLL_MS, usePolled } from '@/features/operator/use-polled';
import type { RequestOptions } from '@/lib/api/api-client';
import { getOperatorQueues } from '@/lib/api/endpoints/get-operator-queues.endpoint';
import { listOperatorAudit } from '@/lib/api/endpoints/list-operator-audit.endpoint';
import { useI18n } from '@/lib/i18n/i18n-context';

/** The newest audit rows of every kind: the queue actions show here (members' on their page). */
const latestAudit = (_input: void, options?: RequestOptions) => listOperatorAudit({}, options);

export default function OperatorQueuesPage() {
  const { t } = useI18n();
  const queues = usePolled(getOperatorQueues);
  const audit = usePolled(latestAudit);
  const changed = () => {
    void queues.reload();
    void audit.reload();
  };
  let body;
  if (queues.data) body = <QueuesView overview={queues.data} onChanged={changed} />;
  else if (queues.error !== undefined) {
    body = <OperatorProblem error={queues.error} retry={() => void queues.reload()} />;
  } else body = <OperatorLoading />;
  return (
    <OperatorShell title={t('operator.queues.heading')} intro={t('operator.queues.intro')}>
      <Stack $gap={4}>
        <Muted>{t('operator.common.updatedLive', { seconds: POLL_MS / 1000 })}</Muted>
        {body}
        {audit.data && <AuditTable entries={audit.data.entries} level="h2" />}
      </Stack>
    </OperatorShell>
  );
}
