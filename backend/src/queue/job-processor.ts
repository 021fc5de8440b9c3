import { DiscoveryService } from '@nestjs/core';
import type { Job } from 'bullmq';

import type { JobName, JobPayload, QueueName } from './queues';

export type JobHandler<Q extends QueueName, N extends JobName<Q>> = (
  job: Job<JobPayload<Q, N>, unknown, N>,
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
