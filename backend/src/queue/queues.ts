import type { DefaultJobOptions } from 'bullmq';

import type { AppConfig } from '@/config/app-config';

import {
  ACCOUNT_REQUEST_JOB_OPTIONS,
  ALERT_JOB_OPTIONS,
  DATA_EXPORT_JOB_OPTIONS,
  DEFAULT_JOB_OPTIONS,
  MAINTENANCE_JOB_OPTIONS,
  MEMBER_ERASURE_JOB_OPTIONS,
  NOTICE_JOB_OPTIONS,
  RELAY_JOB_OPTIONS,
  SANDBOX_JOB_OPTIONS,
  TELEMETRY_JOB_OPTIONS,
} from './job-options';
import type {
  AccountLinkMailJob,
  AccountRequestJob,
  AlertJob,
  BillingSweepJob,
  ContactNotificationJob,
  EmailChangeMailJob,
  DataExportJob,
  DataExportReadyMailJob,
  FailureDigestJob,
  FailureNoticeMailJob,
  MemberErasureJob,
  PasswordChangedMailJob,
  PaymentFailedMailJob,
  PaymentReceiptMailJob,
  RelayJob,
  SandboxCycleJob,
  SandboxDeliverEventJob,
  SecurityNoticeMailJob,
  SignupAttemptMailJob,
  SubscriptionEndedMailJob,
  TelemetryBatchJob,
  TrialEndingMailJob,
} from './job-payloads';
import {
  MAINTENANCE_TASK_NAMES,
  type MaintenanceJob,
  type MaintenanceTaskName,
} from './maintenance';

/**
 * The job registry: the one place that names queues, their job names, each job's payload, the
 * options every job of a queue gets and how the worker consumes it. The producer
 * (QueueProducer) and the worker (WorkerHost) both read it; processors type their handlers
 * against it, so a payload change breaks the build on both sides, and the worker refuses to
 * start while a job name here has no handler, or two.
 */

/** queue → job name → payload: what producers add and processors receive. */
export interface JobPayloads {
  mail: {
    'contact-notification': ContactNotificationJob;
    'account-confirmation': AccountLinkMailJob;
    'password-recovery': AccountLinkMailJob;
    'password-changed': PasswordChangedMailJob;
    'signup-attempt': SignupAttemptMailJob;
    'payment-receipt': PaymentReceiptMailJob;
    'payment-failed': PaymentFailedMailJob;
    'trial-ending': TrialEndingMailJob;
    'subscription-ended': SubscriptionEndedMailJob;
    'failure-notice': FailureNoticeMailJob;
    'security-notice': SecurityNoticeMailJob;
    'email-change-confirm': EmailChangeMailJob;
    'email-change-notice': EmailChangeMailJob;
    'data-export-ready': DataExportReadyMailJob;
  };
  telemetry: {
    batch: TelemetryBatchJob;
  };
  'account-requests': {
    'confirmation-resend': AccountRequestJob;
    'password-reset': AccountRequestJob;
  };
  billing: {
    expire: BillingSweepJob;
    'trial-reminders': BillingSweepJob;
  };
  'payments-sandbox': {
    'deliver-event': SandboxDeliverEventJob;
    cycle: SandboxCycleJob;
  };
  alerts: {
    alert: AlertJob;
  };
  relays: {
    relay: RelayJob;
  };
  notices: {
    'failure-digest': FailureDigestJob;
  };
  /** Every feature's housekeeping: one job name per task of MAINTENANCE_SCHEDULE. */
  maintenance: { [T in MaintenanceTaskName]: MaintenanceJob };
  'member-erasure': {
    erase: MemberErasureJob;
  };
  'data-exports': {
    build: DataExportJob;
  };
}

export type QueueName = keyof JobPayloads;
export type JobName<Q extends QueueName> = keyof JobPayloads[Q] & string;
export type JobPayload<Q extends QueueName, N extends JobName<Q>> = JobPayloads[Q][N];

/** How the worker consumes a queue; one BullMQ Worker per queue. */
export interface ConsumerSettings {
  /** Jobs one worker process runs at once. */
  concurrency: (config: AppConfig) => number;
  /** BullMQ's lock: a killed worker's jobs are taken again once it lapses (default 30 s). */
  lockDurationMs?: number;
  stalledIntervalMs?: number;
  maxStalledCount?: number;
  /**
   * A job still running after this long means the consumer has stalled (a handler that never
   * settles keeps its lock renewed forever, so nothing else would take the job): the worker's
   * liveness probe fails and the process is restarted.
   */
  stallAfterMs: number;
}

/**
 * When the producer refuses a queue's adds with 503 + Retry-After instead of growing Redis (which
 * runs with noeviction: at maxmemory every write fails, every queue's and the rate limits' alike).
 * Besides QUEUE_BACKLOG_MAX jobs waiting, each queue stops at its own share of maxmemory: bulk
 * queues far below those members depend on, so a flood of the first never starves the second.
 */
export interface QueueAdmission {
  /** Share of Redis maxmemory in use past which adds are refused (no bound without maxmemory). */
  redisMemoryShare: number;
}

/** Queues members depend on (mails, their requests) stop only close to maxmemory. */
export const DEFAULT_REDIS_MEMORY_SHARE = 0.9;

export interface QueueDefinition<Q extends QueueName> {
  /** Every job name of the queue, at run time (the compiler checks it against JobPayloads). */
  readonly jobs: { readonly [N in JobName<Q>]: true };
  /** Options of every job the producer adds to the queue. */
  readonly jobOptions: DefaultJobOptions;
  readonly consumer: ConsumerSettings;
  /** DEFAULT_REDIS_MEMORY_SHARE when left out. */
  readonly admission?: QueueAdmission;
}

const MINUTE = 60_000;

export const QUEUES: { readonly [Q in QueueName]: QueueDefinition<Q> } = {
  mail: {
    jobs: {
      'contact-notification': true,
      'account-confirmation': true,
      'password-recovery': true,
      'password-changed': true,
      'signup-attempt': true,
      'payment-receipt': true,
      'payment-failed': true,
      'trial-ending': true,
      'subscription-ended': true,
      'failure-notice': true,
      'security-notice': true,
      'email-change-confirm': true,
      'email-change-notice': true,
      'data-export-ready': true,
    },
    jobOptions: DEFAULT_JOB_OPTIONS,
    consumer: { concurrency: (config) => config.workerConcurrency, stallAfterMs: 5 * MINUTE },
  },
  telemetry: {
    jobs: { batch: true },
    jobOptions: TELEMETRY_JOB_OPTIONS,
    // Any client can send batches: past 60 % of maxmemory they wait, the other queues do not.
    admission: { redisMemoryShare: 0.6 },
    consumer: {
      // Far above other queues: the jobs held at once are what the writer groups into one COPY.
      concurrency: (config) => config.telemetryWorkerConcurrency,
      // A killed worker's batches are taken again within 10 s.
      lockDurationMs: 10_000,
      stalledIntervalMs: 10_000,
      maxStalledCount: 3,
      stallAfterMs: 2 * MINUTE,
    },
  },
  'account-requests': {
    jobs: { 'confirmation-resend': true, 'password-reset': true },
    jobOptions: ACCOUNT_REQUEST_JOB_OPTIONS,
    consumer: { concurrency: (config) => config.workerConcurrency, stallAfterMs: 2 * MINUTE },
  },
  billing: {
    jobs: { expire: true, 'trial-reminders': true },
    jobOptions: MAINTENANCE_JOB_OPTIONS,
    consumer: { concurrency: () => 1, stallAfterMs: 10 * MINUTE },
  },
  'payments-sandbox': {
    jobs: { 'deliver-event': true, cycle: true },
    jobOptions: SANDBOX_JOB_OPTIONS,
    consumer: { concurrency: (config) => config.workerConcurrency, stallAfterMs: 5 * MINUTE },
  },
  alerts: {
    jobs: { alert: true },
    jobOptions: ALERT_JOB_OPTIONS,
    // Members' orders: refused only close to maxmemory (after telemetry, before the mails).
    admission: { redisMemoryShare: 0.8 },
    consumer: {
      concurrency: (config) => config.alertWorkerConcurrency,
      // A killed worker's alerts are taken again within seconds; the delivery row's key and the
      // member's advisory lock make the second run change nothing the first one committed.
      lockDurationMs: 10_000,
      stalledIntervalMs: 5_000,
      maxStalledCount: 3,
      stallAfterMs: 2 * MINUTE,
    },
  },
  relays: {
    jobs: { relay: true },
    jobOptions: RELAY_JOB_OPTIONS,
    consumer: {
      // Each attempt mostly waits on the network (at most DESTINATION_LIMITS.timeoutMs).
      concurrency: (config) => Math.max(8, config.workerConcurrency * 4),
      stallAfterMs: 2 * MINUTE,
    },
  },
  notices: {
    jobs: { 'failure-digest': true },
    jobOptions: NOTICE_JOB_OPTIONS,
    consumer: { concurrency: (config) => config.workerConcurrency, stallAfterMs: 2 * MINUTE },
  },
  maintenance: {
    jobs: Object.fromEntries(MAINTENANCE_TASK_NAMES.map((task) => [task, true])) as {
      readonly [T in MaintenanceTaskName]: true;
    },
    jobOptions: MAINTENANCE_JOB_OPTIONS,
    // One task at a time: each is a few statements an hour, and a slow one delays none that matter.
    consumer: { concurrency: () => 1, stallAfterMs: 10 * MINUTE },
  },
  'member-erasure': {
    jobs: { erase: true },
    jobOptions: MEMBER_ERASURE_JOB_OPTIONS,
    // A pass may wait on the payment provider (15 s a request, retried) and delete a long log.
    consumer: { concurrency: (config) => config.workerConcurrency, stallAfterMs: 10 * MINUTE },
  },
  'data-exports': {
    jobs: { build: true },
    jobOptions: DATA_EXPORT_JOB_OPTIONS,
    // One archive at a time per worker: each holds a member's whole log in memory while zipping.
    consumer: { concurrency: () => 1, stallAfterMs: 10 * MINUTE },
  },
};

export const QUEUE_NAMES = Object.keys(QUEUES) as QueueName[];

/** The registry as the start-up check reads it: queue → its job names. */
export function registeredJobs(): ReadonlyMap<QueueName, readonly string[]> {
  return new Map(QUEUE_NAMES.map((queue) => [queue, Object.keys(QUEUES[queue].jobs)]));
}
