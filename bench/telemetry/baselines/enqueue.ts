// The work both baselines share with the real endpoint: the same BullMQ job (name, payload, job id
// and options) added to the same queue in the same Redis, with the api's producer connection.
import { createHash } from 'node:crypto';

import { Queue } from 'bullmq';

import { TELEMETRY_JOB_OPTIONS } from '../../../backend/src/queue/job-options';

interface Batch {
  events: { event_id: string }[];
}

export function createQueue(redisUrl: string, prefix: string): Queue {
  return new Queue('telemetry', {
    connection: {
      url: redisUrl,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
    },
    prefix,
    defaultJobOptions: TELEMETRY_JOB_OPTIONS,
  });
}

export async function enqueue(queue: Queue, batch: Batch): Promise<number> {
  const hash = createHash('sha256');
  for (const event of batch.events) hash.update(event.event_id.toLowerCase());
  await queue.add(
    'batch',
    { receivedAt: new Date().toISOString(), events: batch.events },
    { jobId: `batch-${hash.digest('base64url')}` },
  );
  return batch.events.length;
}
