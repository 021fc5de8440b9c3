import { type Job, UnrecoverableError, Worker, type WorkerOptions } from 'bullmq';
import type { PinoLogger } from 'nestjs-pino';

import { PostponeQueue } from '@/queue/job-processor';
import type { ConsumerSettings } from '@/queue/queues';

import type { HandlerEntry } from './job-handler-table';
import type { JobOutcome, WorkerMetrics } from './worker-metrics.service';

/** The part of a BullMQ Worker the consumer uses (a fake in unit tests). */
export type ConsumerWorker = Pick<Worker, 'isRunning' | 'isPaused' | 'close' | 'rateLimit' | 'on'>;

export type CreateWorker = (
  queue: string,
  process: (job: Job) => Promise<unknown>,
  options: WorkerOptions,
) => ConsumerWorker;

/** Nest token of the CreateWorker the host uses; tests provide their own. */
export const CREATE_WORKER = Symbol('CREATE_WORKER');

export const createBullWorker: CreateWorker = (queue, process, options) =>
  new Worker(queue, process, options);

interface ActiveJob {
  id: string | undefined;
  name: string;
  startedAt: number;
}

export interface ConsumerDeps {
  /** Connection, prefix: what every consumer shares. */
  workerOptions: WorkerOptions;
  concurrency: number;
  createWorker: CreateWorker;
  metrics: WorkerMetrics;
  logger: PinoLogger;
  now?: () => number;
}

/**
 * One queue consumed by one BullMQ Worker: dispatches each job to its handler by name, records
 * the job metrics, turns PostponeQueue into a pause without spending an attempt, and knows
 * whether it is consuming (readiness) and whether it has died or stalled (liveness).
 */
export class QueueConsumer {
  private worker: ConsumerWorker | undefined;
  private stopping = false;
  private readonly active = new Set<ActiveJob>();
  private readonly now: () => number;

  constructor(
    readonly queue: string,
    private readonly handlers: ReadonlyMap<string, HandlerEntry>,
    private readonly settings: ConsumerSettings,
    private readonly deps: ConsumerDeps,
  ) {
    this.now = deps.now ?? Date.now;
  }

  start(): void {
    const { settings, deps } = this;
    const worker = deps.createWorker(this.queue, (job) => this.run(job), {
      ...deps.workerOptions,
      concurrency: deps.concurrency,
      ...(settings.lockDurationMs !== undefined && { lockDuration: settings.lockDurationMs }),
      ...(settings.stalledIntervalMs !== undefined && {
        stalledInterval: settings.stalledIntervalMs,
      }),
      ...(settings.maxStalledCount !== undefined && { maxStalledCount: settings.maxStalledCount }),
    });
    worker.on('failed', (job, error) => {
      deps.logger.warn(
        {
          queue: this.queue,
          jobId: job?.id,
          jobName: job?.name,
          attempts: job?.attemptsMade,
          err: error,
        },
        'job failed',
      );
    });
    worker.on('error', (error) =>
      deps.logger.warn({ queue: this.queue, err: error }, 'worker error'),
    );
    this.worker = worker;
    deps.logger.info({ queue: this.queue, concurrency: deps.concurrency }, 'consuming queue');
  }

  private async run(job: Job): Promise<unknown> {
    const entry = this.handlers.get(job.name);
    if (!entry) throw new UnrecoverableError(`unknown ${this.queue} job "${job.name}"`);
    const labels = { queue: this.queue, name: job.name };
    const stop = this.deps.metrics.jobDuration.startTimer(labels);
    const active: ActiveJob = { id: job.id, name: job.name, startedAt: this.now() };
    this.active.add(active);
    let outcome: JobOutcome = 'failed';
    try {
      const result = await entry.handle(job);
      outcome = 'completed';
      return result;
    } catch (error) {
      if (error instanceof PostponeQueue && this.worker) {
        outcome = 'postponed';
        await this.worker.rateLimit(error.delayMs);
        throw Worker.RateLimitError();
      }
      throw error;
    } finally {
      this.active.delete(active);
      stop({ status: outcome });
      // A postponed job is neither: it goes back to waiting, its attempts untouched.
      if (outcome !== 'postponed') this.deps.metrics.jobs.inc({ ...labels, status: outcome });
    }
  }

  /** Why the consumer is not taking jobs, or undefined when it is. */
  readinessProblem(): string | undefined {
    const worker = this.worker;
    if (!worker) return 'not started';
    if (this.stopping) return 'stopping';
    if (!worker.isRunning()) return 'stopped';
    if (worker.isPaused()) return 'paused';
    return undefined;
  }

  /**
   * Why the process should be restarted, or undefined: the consumer stopped without being asked
   * to, or a job has been running longer than the queue's stallAfterMs (a handler that never
   * settles keeps its lock renewed, so no other worker would ever take the job).
   */
  livenessProblem(): string | undefined {
    const worker = this.worker;
    if (!worker || this.stopping) return undefined;
    if (!worker.isRunning()) return 'stopped unexpectedly';
    let oldest: ActiveJob | undefined;
    for (const job of this.active) {
      if (!oldest || job.startedAt < oldest.startedAt) oldest = job;
    }
    if (!oldest) return undefined;
    const runningMs = this.now() - oldest.startedAt;
    if (runningMs <= this.settings.stallAfterMs) return undefined;
    return `stalled: job ${oldest.name} ${oldest.id ?? ''} running for ${Math.round(runningMs / 1000)} s`;
  }

  /** Takes no new jobs and lets the held ones finish. */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.worker?.close();
  }
}
