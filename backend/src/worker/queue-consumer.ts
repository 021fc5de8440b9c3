import { DelayedError, type Job, UnrecoverableError, Worker, type WorkerOptions } from 'bullmq';
import type { PinoLogger } from 'nestjs-pino';

import type { JobRetrySettings } from '@/config/core.config';
import { type JobRun, PostponeQueue } from '@/queue/job-processor';
import type { ConsumerSettings } from '@/queue/queues';

import type { HandlerEntry } from './job-handler-table';
import { decideRetry, type RetryDecision } from './transient-retry';
import type { JobOutcome, WorkerMetrics } from './worker-metrics.service';

/** The part of a BullMQ Worker the consumer uses (a fake in unit tests). */
export type ConsumerWorker = Pick<Worker, 'isRunning' | 'isPaused' | 'close' | 'rateLimit' | 'on'>;

/** BullMQ calls it with the job and the token of the job's lock (needed to move the job). */
export type ProcessJob = (job: Job, token?: string) => Promise<unknown>;

export type CreateWorker = (
  queue: string,
  process: ProcessJob,
  options: WorkerOptions,
) => ConsumerWorker;

/** Nest token of the CreateWorker the host uses; tests provide their own. */
export const CREATE_WORKER = Symbol('CREATE_WORKER');

export const createBullWorker: CreateWorker = (queue, process, options) =>
  new Worker(queue, process, options);

interface ActiveJob {
  id: string | undefined;
  name: string;
  /** When its work began: taken off the queue, or when its last wait for a turn ended. */
  startedAt: number;
  /** Waits for a turn under way (JobRun.waitFor): queued time, never a stall. */
  waiting: number;
}

export interface ConsumerDeps {
  /** Connection, prefix: what every consumer shares. */
  workerOptions: WorkerOptions;
  concurrency: number;
  createWorker: CreateWorker;
  metrics: WorkerMetrics;
  logger: PinoLogger;
  /** How a transient error is retried (JOB_RETRY_*). */
  retry: JobRetrySettings;
  now?: () => number;
  random?: () => number;
}

/**
 * One queue consumed by one BullMQ Worker: dispatches each job to its handler by name, records
 * the job metrics, turns PostponeQueue into a pause without spending an attempt, puts a job whose
 * handler threw a transient error back as delayed without spending an attempt (decideRetry:
 * capped exponential delays, up to the JOB_RETRY_GIVE_UP_HOURS horizon), and knows whether it is
 * consuming (readiness) and whether it has died or stalled (liveness). Any other error is BullMQ's
 * to handle: an attempt spent, the registry's backoff, failed once the attempts run out.
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
    const worker = deps.createWorker(this.queue, (job, token) => this.run(job, token), {
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

  private async run(job: Job, token: string | undefined): Promise<unknown> {
    const entry = this.handlers.get(job.name);
    if (!entry) throw new UnrecoverableError(`unknown ${this.queue} job "${job.name}"`);
    const labels = { queue: this.queue, name: job.name };
    const stop = this.deps.metrics.jobDuration.startTimer(labels);
    const active: ActiveJob = { id: job.id, name: job.name, startedAt: this.now(), waiting: 0 };
    this.active.add(active);
    let outcome: JobOutcome = 'failed';
    try {
      const result = await entry.handle(job, this.runOf(active));
      outcome = 'completed';
      return result;
    } catch (error) {
      if (error instanceof DelayedError) {
        // The handler moved the job to delayed itself (a wait it chose): no attempt spent.
        outcome = 'delayed';
        throw error;
      }
      if (error instanceof PostponeQueue && this.worker) {
        outcome = 'postponed';
        await this.worker.rateLimit(error.delayMs);
        throw Worker.RateLimitError();
      }
      const decision = decideRetry(
        job,
        error,
        this.deps.retry,
        this.now(),
        this.deps.random ?? Math.random,
      );
      if (
        decision.retry &&
        token !== undefined &&
        (await this.delay(job, token, decision, error))
      ) {
        outcome = 'retrying';
        // Tells BullMQ the job has been moved already: no attempt spent, no 'failed' event.
        throw new DelayedError();
      }
      if (!decision.retry && decision.reason === 'past-horizon') {
        this.deps.logger.warn(
          { queue: this.queue, jobId: job.id, jobName: job.name, err: error },
          'transient error past the retry horizon (JOB_RETRY_GIVE_UP_HOURS): counted as a failure',
        );
      }
      throw error;
    } finally {
      this.active.delete(active);
      stop({ status: outcome });
      // A postponed job is neither: it goes back to waiting, its attempts untouched.
      if (outcome !== 'postponed') this.deps.metrics.jobs.inc({ ...labels, status: outcome });
    }
  }

  /** The handler's JobRun: a wait for a turn pauses the job's stall clock, which restarts after. */
  private runOf(active: ActiveJob): JobRun {
    return {
      waitFor: async (turn) => {
        active.waiting += 1;
        try {
          return await turn;
        } finally {
          active.waiting -= 1;
          if (active.waiting === 0) active.startedAt = this.now();
        }
      },
    };
  }

  /**
   * Moves the job to delayed for the decision's delay, keeping its attempts (BullMQ's
   * moveToDelayed skips the attempt); one warn line per postponement. False when the move failed
   * (lock lost, Redis away): the error then takes the ordinary path.
   */
  private async delay(
    job: Job,
    token: string,
    decision: Extract<RetryDecision, { retry: true }>,
    error: unknown,
  ): Promise<boolean> {
    const context = { queue: this.queue, jobId: job.id, jobName: job.name };
    try {
      await job.moveToDelayed(Date.now() + decision.delayMs, token);
    } catch (moveError) {
      this.deps.logger.warn({ ...context, err: moveError }, 'could not delay the job for a retry');
      return false;
    }
    this.deps.logger.warn(
      { ...context, retry: decision.count + 1, delayMs: decision.delayMs, err: error },
      'transient error: job retried later without spending an attempt',
    );
    return true;
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
   * to, or a job has been working longer than the queue's stallAfterMs (a handler that never
   * settles keeps its lock renewed, so no other worker would ever take the job). A job waiting
   * for its turn (JobRun.waitFor) is queued, not stuck: only the job it waits for can stall.
   */
  livenessProblem(): string | undefined {
    const worker = this.worker;
    if (!worker || this.stopping) return undefined;
    if (!worker.isRunning()) return 'stopped unexpectedly';
    let oldest: ActiveJob | undefined;
    for (const job of this.active) {
      if (job.waiting > 0) continue;
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
