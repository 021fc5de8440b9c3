// /operator/pipeline: the alert pipeline now, polled every 10 seconds.
import { Muted, Stack } from '@/components/ui';
import {
  OperatorLoading,
  OperatorProblem,
  OperatorShell,
} from '@/features/operator/operator-shell';
import { PipelineView } from '@/features/operator/pipeline-view';
import { POLL_MS, usePolled } from '@/features/operator/use-polled';
import { getOperatorPipeline } from '@/lib/api/endpoints/get-operator-pipeline.endpoint';
import { useI18n } from '@/lib/i18n/i18n-context';

export default function OperatorPipelinePage() {
  const { t } = useI18n();
  const pipeline = usePolled(getOperatorPipeline);
  let body;
  if (pipeline.data) body = <PipelineView pipeline={pipeline.data} />;
  else if (pipeline.error !== undefined) {
    body = <OperatorProblem error={pipeline.error} retry={() => void pipeline.reload()} />;
  } else body = <OperatorLoading />;
  return (
    <OperatorShell title={t('operator.pipeline.heading')} intro={t('operator.pipeline.intro')}>
      <Stack $gap={4}>
        <Muted>{t('operator.common.updatedLive', { seconds: POLL_MS / 1000 })}</Muted>
        {body}
      </Stack>
    </OperatorShell>
  );
}
