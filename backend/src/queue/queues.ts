import type { DefaultJobOptions } from 'bullmq';

import type { ContactLocale } from '@/modules/contact/contact.table';

/**
 * The one place that names queues, their job names and each job's payload. Producers and
 * processors both type against JobPayloads, so a payload change breaks the build on both sides.
 */
export const QUEUE_NAMES = ['mail'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];

export interface ContactNotificationJob {
  messageId: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  locale: ContactLocale;
  receivedAt: string;
}

export interface JobPayloads {
  mail: {
    'contact-notification': ContactNotificationJob;
  };
}

export type JobName<Q extends QueueName> = keyof JobPayloads[Q] & string;
export type JobPayload<Q extends QueueName, N extends JobName<Q>> = JobPayloads[Q][N];

/**
 * Retried with exponential backoff (5 s, 10 s, 20 s, …); failed jobs stay in Redis for inspection,
 * completed ones are trimmed.
 */
export const DEFAULT_JOB_OPTIONS: DefaultJobOptions = {
  attempts: 6,
  backoff: { type: 'exponential', delay: 5000 },
  removeOnComplete: { age: 7 * 24 * 3600, count: 10000 },
  removeOnFail: false,
};
