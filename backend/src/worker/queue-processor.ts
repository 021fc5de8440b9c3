import type { Job } from 'bullmq';

import type { QueueName } from '@/queue/queues';

/** One processor per queue; the worker host runs a BullMQ Worker for each. */
export interface QueueProcessor {
  readonly queue: QueueName;
  process(job: Job): Promise<unknown>;
}

export const QUEUE_PROCESSORS = Symbol('QUEUE_PROCESSORS');
