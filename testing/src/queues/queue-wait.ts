// Reading BullMQ queues from tests: how many jobs a queue holds, and waiting for it to drain.
import type { Queue } from 'bullmq';

import { waitFor } from '../processes/process.helpers';

/** Every job the queue holds, whatever its state. */
export async function jobCount(queue: Queue): Promise<number> {
  const counts = await queue.getJobCounts(
    'wait',
    'active',
    'completed',
    'failed',
    'delayed',
    'prioritized',
    'waiting-children',
  );
  return Object.values(counts).reduce((sum, count) => sum + count, 0);
}

/** Jobs not yet done: waiting, running, delayed (a retry) or prioritized. */
export async function pendingCount(queue: Queue): Promise<number> {
  const counts = await queue.getJobCounts('wait', 'active', 'delayed', 'prioritized');
  return Object.values(counts).reduce((sum, count) => sum + count, 0);
}

/** Waits until every job of the queue is done (completed or failed); returns how many failed. */
export async function waitForQueueEmpty(queue: Queue, timeoutMs = 30000): Promise<number> {
  await waitFor(
    async () => ((await pendingCount(queue)) === 0 ? true : undefined),
    timeoutMs,
    `the ${queue.name} queue to drain`,
  );
  return (await queue.getJobCounts('failed')).failed ?? 0;
}
