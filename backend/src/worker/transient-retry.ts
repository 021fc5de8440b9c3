import type { Job } from 'bullmq';

import { isTransient } from '@/common/errors/transient-errors';
import type { JobRetrySettings } from '@/config/core.config';

/**
 * Each delay is shortened by up to this fraction at random, so jobs that failed together (a
 * telemetry COPY rejects every job of its group) do not all come back in the same instant. A
 * doubled delay less a fifth is still longer than the one before, so delays keep growing until
 * the cap, then stay between 80 % of it and the cap.
 */
export const RETRY_JITTER = 0.2;

export type RetryJob = Pick<Job, 'attemptsStarted' | 'attemptsMade' | 'timestamp'>;

export type RetryDecision =
  | { retry: true; /** Transient retries before this one. */ count: number; delayMs: number }
  | { retry: false; reason: 'permanent' | 'past-horizon' };

/**
 * Runs of the job that spent no attempt. BullMQ counts every run in attemptsStarted (the current
 * one included: it is incremented as the job becomes active) but only failures in attemptsMade;
 * moveToDelayed with skipAttempt leaves attemptsMade alone. So the difference, less the current
 * run, is the transient retries so far (plus the rarer PostponeQueue pauses and stall recoveries,
 * which are put back without an attempt too and are no reason to retry sooner).
 */
export function transientRetriesOf(job: Pick<Job, 'attemptsStarted' | 'attemptsMade'>): number {
  return Math.max(0, (job.attemptsStarted ?? 0) - (job.attemptsMade ?? 0) - 1);
}

/** firstDelay · 2^count, capped at maxDelay, less up to RETRY_JITTER of it. */
export function retryDelayMs(
  count: number,
  settings: Pick<JobRetrySettings, 'firstDelayMs' | 'maxDelayMs'>,
  random: () => number = Math.random,
): number {
  // 2^40 times any first delay is past any cap: no overflow to Infinity on a very long outage.
  const nominal = Math.min(settings.maxDelayMs, settings.firstDelayMs * 2 ** Math.min(count, 40));
  return Math.max(1, Math.round(nominal * (1 - RETRY_JITTER * random())));
}

/**
 * What to do with a job whose handler threw `error`: a transient error (isTransient) puts it back
 * as delayed for retryDelayMs without spending an attempt, for as long as the job is younger than
 * giveUpAfterMs; anything else, or a transient error past that age (an error wrongly taken for
 * transient must not retry a job for ever), is an ordinary failure: attempts and the queue's
 * backoff from the job registry.
 */
export function decideRetry(
  job: RetryJob,
  error: unknown,
  settings: JobRetrySettings,
  now: number,
  random: () => number = Math.random,
): RetryDecision {
  if (!isTransient(error)) return { retry: false, reason: 'permanent' };
  if (now - job.timestamp > settings.giveUpAfterMs) return { retry: false, reason: 'past-horizon' };
  const count = transientRetriesOf(job);
  return { retry: true, count, delayMs: retryDelayMs(count, settings, random) };
}
