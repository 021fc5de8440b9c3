import type { Currency, PlanId } from '@tickrelay/contracts/billing/billing';
import { DESTINATION_LIMITS } from '@tickrelay/contracts/destinations/destinations';
import type { Locale } from '@tickrelay/contracts/locales';
import type { TelemetryEvent } from '@tickrelay/contracts/telemetry/telemetry-event.schema';
import type { DefaultJobOptions } from 'bullmq';

import type { AppConfig } from '@/config/app-config';

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

// ---- payloads -------------------------------------------------------------------------------

export interface ContactNotificationJob {
  messageId: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  locale: Locale;
  receivedAt: string;
}

interface AccountMailBase {
  to: string;
  displayName: string;
  locale: Locale;
}

/** Confirmation and recovery mails: a single-use link that expires. */
export interface AccountLinkMailJob extends AccountMailBase {
  link: string;
  expiresAt: string;
}

export interface PasswordChangedMailJob extends AccountMailBase {
  changedAt: string;
  /** Where to go when the change was not the member's doing. */
  resetLink: string;
}

/** Sent instead of a confirmation when someone signs up with an address that has an account. */
export interface SignupAttemptMailJob extends AccountMailBase {
  signInLink: string;
  resetLink: string;
}

/** Billing mails: the plan and price they are about, in the member's language. */
interface BillingMailBase extends AccountMailBase {
  plan: PlanId;
  currency: Currency;
  /** Minor units (cents). */
  amount: number;
}

/** A payment went through (first payment or a renewal). */
export interface PaymentReceiptMailJob extends BillingMailBase {
  paidAt: string;
  /** The end of the period paid for; null when the provider did not say. */
  periodEnd: string | null;
  /** The provider's page of the invoice, when it has one. */
  invoiceLink: string | null;
  manageLink: string;
}

/** A renewal payment failed: still entitled until graceEndsAt, fixed through fixLink. */
export interface PaymentFailedMailJob extends BillingMailBase {
  graceEndsAt: string | null;
  fixLink: string;
}

/** Two days before the first payment. */
export interface TrialEndingMailJob extends BillingMailBase {
  trialEndsAt: string;
  manageLink: string;
}

export interface SubscriptionEndedMailJob extends BillingMailBase {
  endedAt: string;
  renewLink: string;
}

/** One failure a notice lists (an execution, or a relay whose attempts all failed). */
export interface FailureNoticeMailItem {
  /** ISO 8601. */
  at: string;
  kind: 'execution' | 'destination';
  /** The destination's label (kind destination); null for an execution. */
  destinationLabel: string | null;
  /** A DeliveryCode or RelayCode. */
  code: string;
  /** The code's docs page in the member's language, null when it has none. */
  docsLink: string | null;
}

/** The failure-notice digest: what failed since the last notice, at most one per member per 15 min. */
export interface FailureNoticeMailJob extends AccountMailBase {
  failures: FailureNoticeMailItem[];
  /** Failures of the window beyond those listed. */
  moreFailures: number;
  /** The member's deliveries log. */
  logLink: string;
}

/** Billing's daily jobs carry nothing: each reads what is due at the (billing) clock's now. */
export type BillingSweepJob = Record<string, never>;

/** One or more validated POST /api/telemetry/batch bodies (the API's group commit joins them). */
export interface TelemetryBatchJob {
  /**
   * Fixed when the API accepts the batch: part of each row's key (event_id, received_at), so a
   * redelivered job writes the very same keys and never duplicates a row.
   */
  receivedAt: string;
  events: TelemetryEvent[];
}

/**
 * A password-reset or confirmation-resend request, queued by the api before anything is looked up
 * (the answer takes the same time whether or not an account exists); the worker looks the address
 * up and, when there is an account to mail, writes the link's mail to the outbox.
 */
export interface AccountRequestJob {
  /** Normalised (trimmed, lower case) by the request's DTO. */
  email: string;
  /** The language the link and mail are in: the one the request was made in. */
  locale: Locale;
  requestedAt: string;
}

/** One event of the sandbox payment provider to deliver (signed at delivery) to the webhook route. */
export interface SandboxDeliverEventJob {
  eventId: string;
}

/** The sandbox provider's billing cycle: reads what is due at the (billing) clock's now. */
export type SandboxCycleJob = Record<string, never>;

/**
 * One request to a member's webhook URL, as the receiver acknowledged it: queued before anything
 * is parsed beyond the size and the text check, and before Postgres is touched. The worker turns it
 * into exactly one delivery row (keyed by deliveryId, so a redelivered job changes nothing twice).
 */
export interface AlertJob {
  /** Also the job id and the delivery's id in the member's log (UUID). */
  deliveryId: string;
  memberId: string;
  /** The webhook (token generation) the request came in on. */
  webhookId: string;
  /** ISO 8601 with milliseconds; receivedAtMs is the same instant with sub-millisecond precision. */
  receivedAt: string;
  receivedAtMs: number;
  sourceAddress: string;
  contentType: string;
  /** The body as received (at most WEBHOOK_LIMITS.bodyMaxBytes), decoded as UTF-8. */
  body: string;
  /** Sent by "Send a test alert". */
  test: boolean;
  /** Set when the receiver already refused it (allowlist): logged as rejected with this code. */
  refusal: 'SOURCE_NOT_ALLOWED' | null;
  /**
   * Times the job went back to delayed for its member's share (MemberShareGate) without running:
   * those moves to active started nothing.
   */
  shareDeferrals?: number;
}

/**
 * One delivery relayed to one of the member's destinations (job id: `<deliveryId>.<destinationId>`,
 * so dispatching the delivery again adds nothing). The destination and the delivery are read
 * when the job runs: a destination removed meanwhile ends the relay as DESTINATION_REMOVED.
 */
export interface RelayJob {
  deliveryId: string;
  /** The delivery's received_at (ISO 8601): with deliveryId, its row's key. */
  receivedAt: string;
  memberId: string;
  destinationId: string;
  /** Epoch ms before which no attempt is made: the destination asked for a longer wait (429). */
  notBefore?: number;
}

/** Sends the member's failure notice when one is due (modules/destinations, failure notices). */
export interface FailureDigestJob {
  memberId: string;
}

/**
 * Erases what the features keep of a member whose account was deleted (every @MemberEraser(),
 * modules/account). The `deletion` pass is queued by DELETE /api/account; once it succeeds it
 * queues the `sweep` pass, delayed, for what was still on its way then. Carries only the id.
 */
export interface MemberErasureJob {
  memberId: string;
  /** When the account was deleted (ISO 8601). */
  requestedAt: string;
  pass: 'deletion' | 'sweep';
}

// ---- job options ----------------------------------------------------------------------------

const DAY_S = 24 * 3600;

/**
 * Errors that are not transient are retried with exponential backoff (5 s, 10 s, 20 s, …) and
 * spend these attempts; transient ones (a dependency down, SMTP 4xx, Postgres out of resources)
 * are delayed by the worker without spending one (JOB_RETRY_*). Completed and failed jobs are both kept
 * by count and age (failed ones longer, for inspection): Redis has a memory bound, and a failed
 * job kept for ever is memory a hostile client can grow without end.
 */
export const DEFAULT_JOB_OPTIONS: DefaultJobOptions = {
  attempts: 6,
  backoff: { type: 'exponential', delay: 5000 },
  removeOnComplete: { age: 7 * DAY_S, count: 10000 },
  removeOnFail: { age: 14 * DAY_S, count: 10000 },
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
  // Each carries up to 500 events: fewer kept than other queues' failed jobs.
  removeOnFail: { age: 7 * DAY_S, count: 1000 },
};

/**
 * Maintenance (every feature's, on the one `maintenance` queue) and billing's sweeps: recurring
 * and idempotent, so a few attempts are plenty, the next run tries again anyway.
 */
export const MAINTENANCE_JOB_OPTIONS: DefaultJobOptions = {
  attempts: 3,
  backoff: { type: 'fixed', delay: 10_000 },
  removeOnComplete: { age: 7 * DAY_S, count: 50 },
  removeOnFail: { age: 14 * DAY_S, count: 200 },
};

/**
 * Account requests carry an email address, personal data: a completed job is kept minutes (long
 * enough to deduplicate a burst of identical requests by job id), and the processor blanks its
 * address before it completes, since BullMQ trims completed jobs only when a later one completes.
 * A failed one is kept days, by count and age, for inspection. Postgres being away does not spend
 * attempts (the processor postpones the queue); the attempts are for anything else.
 */
export const ACCOUNT_REQUEST_JOB_OPTIONS: DefaultJobOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 5000 },
  removeOnComplete: { age: 10 * 60, count: 1000 },
  removeOnFail: { age: 3 * DAY_S, count: 1000 },
};

/**
 * Sandbox event deliveries, retried like a provider's webhooks: 10 attempts, backoff doubling from
 * 10 s (about 2 h 50 min in all; an unreachable api is a transient error and retried for
 * JOB_RETRY_GIVE_UP_HOURS without spending attempts). The minute-by-minute cycle jobs are many:
 * kept briefly.
 */
export const SANDBOX_JOB_OPTIONS: DefaultJobOptions = {
  attempts: 10,
  backoff: { type: 'exponential', delay: 10_000 },
  removeOnComplete: { age: DAY_S, count: 1000 },
  removeOnFail: { age: 14 * DAY_S, count: 1000 },
};

/**
 * Alerts carry a member's order: attempts for what is not transient (a broker's outage and
 * Postgres being away are postponed without spending one); a completed job is deleted at once
 * (each carries up to 16 KB of body; the delivery row is the record), a failed one kept a week.
 */
export const ALERT_JOB_OPTIONS: DefaultJobOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 1000 },
  removeOnComplete: true,
  removeOnFail: { age: 7 * DAY_S, count: 1000 },
};

/**
 * A member's erasure must not give up before someone can look: 12 attempts, backoff doubling from
 * a minute (about 34 h in all; a dependency away is delayed without spending one), failed jobs kept
 * 30 days, and the processor logs an error naming the member at the last attempt.
 */
export const MEMBER_ERASURE_JOB_OPTIONS: DefaultJobOptions = {
  attempts: 12,
  backoff: { type: 'exponential', delay: 60_000 },
  removeOnComplete: { age: 7 * DAY_S, count: 10000 },
  removeOnFail: { age: 30 * DAY_S, count: 10000 },
};

/**
 * Relays: DESTINATION_LIMITS.attempts in all, backoff doubling from backoffBaseMs (2, 4, 8, 16 s).
 * The processor ends the relay itself on the last attempt (the row says failed), so a job fails
 * only on a bug; completed jobs are kept a day so a second dispatch of a delivery adds none.
 */
export const RELAY_JOB_OPTIONS: DefaultJobOptions = {
  attempts: DESTINATION_LIMITS.attempts,
  backoff: { type: 'exponential', delay: DESTINATION_LIMITS.backoffBaseMs },
  removeOnComplete: { age: DAY_S, count: 10000 },
  removeOnFail: { age: 7 * DAY_S, count: 1000 },
};

/** Failure digests: idempotent under the member's notice lock; a few retries for anything else. */
export const NOTICE_JOB_OPTIONS: DefaultJobOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 5000 },
  removeOnComplete: { age: DAY_S, count: 1000 },
  removeOnFail: { age: 7 * DAY_S, count: 1000 },
};

// ---- the registry ---------------------------------------------------------------------------

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
};

export const QUEUE_NAMES = Object.keys(QUEUES) as QueueName[];

/** The registry as the start-up check reads it: queue → its job names. */
export function registeredJobs(): ReadonlyMap<QueueName, readonly string[]> {
  return new Map(QUEUE_NAMES.map((queue) => [queue, Object.keys(QUEUES[queue].jobs)]));
}
