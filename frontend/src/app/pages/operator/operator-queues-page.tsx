// /operator/queues: every queue's counts (polled), failed jobs, retry and discard.
import { Muted, Stack } from '@/components/ui';
import {
  OperatorLoading,
  OperatorProblem,
  OperatorShell,
} from '@/features/operator/operator-shell';
import { QueuesView } from '@/features/operator/queues-view';
import { POLL_MS, usePolled } from '@/features/operator/use-polled';
import { getOperatorQueues } from '@/lib/api/endpoints/get-operator-queues.endpoint';
import { useI18n } from '@/lib/i18n/i18n-context';

export default function OperatorQueuesPage() {
  const { t } = useI18n();
  const queues = usePolled(getOperatorQueues);
  let body;
  if (queues.data)
    body = <QueuesView overview={queues.data} onChanged={() => void queues.reload()} />;
  else if (queues.error !== undefined) {
    body = <OperatorProblem error={queues.error} retry={() => void queues.reload()} />;
  } else body = <OperatorLoading />;
  return (
    <OperatorShell title={t('operator.queues.heading')} intro={t('operator.queues.intro')}>
      <Stack $gap={4}>
        <Muted>{t('operator.common.updatedLive', { seconds: POLL_MS / 1000 })}</Muted>
        {body}
      </Stack>
    </OperatorShell>
  );
}
