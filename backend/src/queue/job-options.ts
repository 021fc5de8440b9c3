// The options every job of a queue gets (attempts, backoff, how long finished jobs are kept);
// queues.ts gives each queue one of these.
import { DESTINATION_LIMITS } from '@tickrelay/contracts/destinations/destinations';
import type { DefaultJobOptions } from 'bullmq';

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

/**
 * "Your data" exports: a build reads Postgres and writes one row, so a few attempts with backoff
 * cover a passing failure; the row stays `preparing` meanwhile, and the processor marks it
 * `failed` on the last one so the member can ask again.
 */
export const DATA_EXPORT_JOB_OPTIONS: DefaultJobOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 10_000 },
  removeOnComplete: { age: 7 * DAY_S, count: 1000 },
  removeOnFail: { age: 14 * DAY_S, count: 1000 },
};
