import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';

import { QueueProducer } from './queue-producer.service';
import type { JobName, JobPayload, QueueName } from './queues';

/** While Redis is away at start, scheduling is tried again this often. */
export const RECURRING_RETRY_MS = 5000;

/** One job BullMQ's job scheduler adds every `everyMs` (its first one at once). */
export interface RecurringJob<Q extends QueueName = QueueName, N extends JobName<Q> = JobName<Q>> {
  queue: Q;
  /** The same on every worker: one schedule however many replicas upsert it. */
  schedulerId: string;
  everyMs: number;
  job: N;
  payload: JobPayload<Q, N>;
}

/** A RecurringJob with its types checked against the registry. */
export const recurringJob = <Q extends QueueName, N extends JobName<Q>>(
  job: RecurringJob<Q, N>,
): RecurringJob => job as unknown as RecurringJob;

/**
 * Registers features' recurring jobs (maintenance, sweeps, the sandbox's cycle) with BullMQ's job
 * scheduler through the one producer. Not awaited by the caller: with Redis away at boot the
 * worker must start anyway, so a registration that fails is tried again until it works or the
 * worker stops.
 */
@Injectable()
export class RecurringJobs implements OnApplicationShutdown {
  private readonly retries = new Set<NodeJS.Timeout>();
  private stopped = false;

  constructor(
    private readonly producer: QueueProducer,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(RecurringJobs.name);
  }

  /** `what` names them in the log ("billing sweeps"). */
  register(what: string, jobs: readonly RecurringJob[]): void {
    Promise.all(
      jobs.map((job) =>
        this.producer.schedule(job.queue, job.schedulerId, job.everyMs, job.job, job.payload),
      ),
    ).then(
      () => this.logger.info({ everyMs: jobs.map((job) => job.everyMs) }, `${what} scheduled`),
      (error: unknown) => {
        if (this.stopped) return;
        this.logger.warn({ err: error }, `could not schedule ${what}, trying again`);
        const retry = setTimeout(() => {
          this.retries.delete(retry);
          this.register(what, jobs);
        }, RECURRING_RETRY_MS);
        retry.unref();
        this.retries.add(retry);
      },
    );
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    for (const retry of this.retries) clearTimeout(retry);
    this.retries.clear();
  }
}
