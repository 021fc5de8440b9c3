import type { DefaultJobOptions } from 'bullmq';

import type { ContactLocale } from '@/modules/contact/contact.table';
import type { AccountMailJobs } from '@/modules/mail/account-mail.jobs';
import type { TelemetryEventInput } from '@/modules/telemetry/telemetry-event';

/**
 * The one place that names queues, their job names and each job's payload. Producers and
 * processors both type against JobPayloads, so a payload change breaks the build on both sides.
 */
export const QUEUE_NAMES = ['mail', 'telemetry', 'telemetry-maintenance'] as const;
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

/** One validated POST /api/telemetry/batch. */
export interface TelemetryBatchJob {
  /**
   * Fixed when the API accepts the batch: part of each row's key (event_id, received_at), so a
   * redelivered job writes the very same keys and never duplicates a row.
   */
  receivedAt: string;
  events: TelemetryEventInput[];
}

/** Creates the coming days' partitions and drops those past TELEMETRY_RETENTION_DAYS. */
export type TelemetryMaintenanceJob = Record<string, never>;

export interface JobPayloads {
  mail: {
    'contact-notification': ContactNotificationJob;
  } & AccountMailJobs;
  telemetry: {
    batch: TelemetryBatchJob;
  };
  'telemetry-maintenance': {
    maintain: TelemetryMaintenanceJob;
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

/**
 * Telemetry jobs are many and each carries its events: a completed one is deleted at once (keeping
 * thousands would cost Redis memory and a trim on every completion, about a third of the ingest
 * rate). Its job id still deduplicates a batch sent again while the first is queued; a redelivery
 * after a crash is made harmless by the table's key instead.
 */
export const TELEMETRY_JOB_OPTIONS: DefaultJobOptions = {
  ...DEFAULT_JOB_OPTIONS,
  removeOnComplete: true,
};
