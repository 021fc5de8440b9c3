import { DiscoveryService } from '@nestjs/core';
import type { Job } from 'bullmq';

import type { JobName, JobPayload, QueueName } from './queues';

/**
 * What the worker host lets a handler say about its run. Handlers that never wait inside their
 * run (most) ignore it.
 */
export interface JobRun {
  /**
   * Awaits `turn` as queued time, not work: while a handler waits for its turn (the member's
   * earlier job, a share of a slot) the run never counts toward the queue's stall limit, and its
   * work is timed from when the turn came. Only a job really stuck in its own work fails the
   * worker's liveness.
   */
  waitFor<T>(turn: Promise<T>): Promise<T>;
}

/** For callers outside the worker host (tests, scripts): the wait is just awaited. */
export const UNTIMED_RUN: JobRun = { waitFor: (turn) => turn };

export type JobHandler<Q extends QueueName, N extends JobName<Q>> = (
  job: Job<JobPayload<Q, N>, unknown, N>,
  run?: JobRun,
) => Promise<unknown>;

/** Handlers of some of a queue's job names; every name must end up with exactly one. */
export type JobHandlers<Q extends QueueName> = { readonly [N in JobName<Q>]?: JobHandler<Q, N> };

/**
 * What a feature module gives the worker: the handlers of one queue's jobs. Several processors may
 * share a queue as long as each job name has exactly one handler among them (the worker refuses to
 * start otherwise). Mark the class with @JobProcessor() and provide it in a module the worker
 * imports; the worker host finds it.
 */
export interface QueueProcessor<Q extends QueueName = QueueName> {
  readonly queue: Q;
  readonly handlers: JobHandlers<Q>;
}

/** Marks a provider as a QueueProcessor for the worker host to discover. */
export const JobProcessor = DiscoveryService.createDecorator<void>();

/**
 * Thrown by a handler when a dependency is unreachable (Postgres down): the job goes back to
 * waiting without spending an attempt and the whole queue pauses for `delayMs`, so an outage of
 * any length leaves jobs queued, never failed.
 */
export class PostponeQueue extends Error {
  constructor(
    readonly delayMs: number,
    cause?: unknown,
  ) {
    super(`queue postponed for ${delayMs} ms`, { cause });
    this.name = 'PostponeQueue';
  }
}
