// The queues page: each queue's counts, a queue's failed jobs, one job's redacted data, and
// retrying or discarding it (the API audits both).
import type {
  OperatorFailedJob,
  OperatorQueueOverview,
} from '@tickrelay/contracts/endpoints/operator.endpoints';
import { useState } from 'react';

import { Button, Card, Heading, Muted, Pre, Stack } from '@/components/ui';
import { Table } from '@/components/ui/table.styles';
import { apiErrorMessage } from '@/lib/api/api-client';
import { useDiscardOperatorJob } from '@/lib/api/endpoints/discard-operator-job.endpoint';
import { useGetOperatorFailedJob } from '@/lib/api/endpoints/get-operator-failed-job.endpoint';
import { useListOperatorFailedJobs } from '@/lib/api/endpoints/list-operator-failed-jobs.endpoint';
import { useRetryOperatorJob } from '@/lib/api/endpoints/retry-operator-job.endpoint';
import { useI18n } from '@/lib/i18n/i18n-context';
import { notifyError, notifySuccess } from '@/lib/toast/notify';

import { ScrollRegion } from './scroll-region';

function FailedJobs({ queue, onChanged }: { queue: string; onChanged: () => void }) {
  const { t, formatDate, formatNumber } = useI18n();
  const list = useListOperatorFailedJobs();
  const inspect = useGetOperatorFailedJob();
  const retry = useRetryOperatorJob();
  const discard = useDiscardOperatorJob();
  const [jobs, setJobs] = useState<OperatorFailedJob[]>();
  const [shown, setShown] = useState<OperatorFailedJob>();

  const load = async () => {
    try {
      setJobs((await list(queue)).jobs);
    } catch (error) {
      notifyError(apiErrorMessage(error, t));
    }
  };
  const act = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      notifySuccess(t(done));
      setShown(undefined);
      onChanged();
      await load();
    } catch (error) {
      notifyError(apiErrorMessage(error, t));
    }
  };

  if (!jobs) {
    return (
      <Button $size="sm" $variant="secondary" onClick={() => void load()}>
        {t('operator.queues.showFailed')}
      </Button>
    );
  }
  return (
    <Card>
      <Stack $gap={3}>
        <Heading as="h3" $size="h4">
          {t('operator.queues.failedJobs', { queue })}
        </Heading>
        {jobs.length === 0 && <Muted>{t('operator.queues.noFailed')}</Muted>}
        {jobs.length > 0 && (
          <ScrollRegion label={t('operator.queues.failedJobs', { queue })}>
            <Table>
              <thead>
                <tr>
                  <th scope="col">{t('operator.queues.job')}</th>
                  <th scope="col">{t('operator.queues.reason')}</th>
                  <th scope="col">{t('operator.queues.attempts')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('operator.queues.inspect')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {jobs.map((job) => {
                  const ids = { queue, jobId: job.id };
                  return (
                    <tr key={job.id}>
                      <td>
                        {job.name} · {job.id}
                        <br />
                        {job.finishedAt &&
                          formatDate(job.finishedAt, { dateStyle: 'short', timeStyle: 'medium' })}
                      </td>
                      <td>{job.failedReason}</td>
                      <td className="number">{formatNumber(job.attemptsMade)}</td>
                      <td>
                        <Stack $gap={1} $align="start">
                          <Button
                            $size="sm"
                            $variant="ghost"
                            onClick={() => void inspect(ids).then(setShown)}
                          >
                            {t('operator.queues.inspect')}
                          </Button>
                          <Button
                            $size="sm"
                            onClick={() => void act(() => retry(ids), 'operator.queues.retried')}
                          >
                            {t('operator.queues.retry')}
                          </Button>
                          <Button
                            $size="sm"
                            $variant="danger"
                            onClick={() =>
                              void act(() => discard(ids), 'operator.queues.discarded')
                            }
                          >
                            {t('operator.queues.discard')}
                          </Button>
                        </Stack>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </Table>
          </ScrollRegion>
        )}
        {shown && (
          <Stack $gap={2}>
            <Heading as="h4" $size="h4">
              {t('operator.queues.data')}
            </Heading>
            <Pre>{JSON.stringify(shown.data, null, 2)}</Pre>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

export function QueuesView({
  overview,
  onChanged,
}: {
  overview: OperatorQueueOverview;
  onChanged: () => void;
}) {
  const { t, formatNumber } = useI18n();
  const columns = ['waiting', 'delayed', 'active', 'failed'] as const;
  return (
    <Stack $gap={6} data-testid="operator-queues">
      <Muted>
        {t('operator.queues.deadLetters', { count: formatNumber(overview.telemetryDeadLetters) })}
      </Muted>
      <Card>
        <ScrollRegion label={t('operator.queues.heading')}>
          <Table>
            <thead>
              <tr>
                <th scope="col">{t('operator.queues.queue')}</th>
                {columns.map((column) => (
                  <th scope="col" key={column}>
                    {t(`operator.queues.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {overview.queues.map((queue) => (
                <tr key={queue.name}>
                  <th scope="row">{queue.name}</th>
                  {columns.map((column) => (
                    <td className="number" key={column}>
                      {formatNumber(queue[column])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
        </ScrollRegion>
      </Card>
      {overview.queues
        .filter((queue) => queue.failed > 0)
        .map((queue) => (
          <FailedJobs key={queue.name} queue={queue.name} onChanged={onChanged} />
        ))}
    </Stack>
  );
}
