import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { type JobType, Queue } from 'bullmq';

import { withTimeout } from '@/common/async/with-timeout';
import { ServiceUnavailableError } from '@/common/errors/app.exception';
import { AppConfig } from '@/config/app-config';

import { producerConnection } from './bullmq-connection';
import { GroupCommit, type GroupCommitOptions } from './group-commit';
import { parseRedisMemory, QueueAdmission } from './queue-admission';
import {
  DEFAULT_REDIS_MEMORY_SHARE,
  type JobName,
  type JobPayload,
  type QueueName,
  QUEUES,
} from './queues';

const ENQUEUE_TIMEOUT_MS = 2000;
/** After a failure, a fresh Queue is built at most this often (a Redis outage must not storm it). */
const RESET_INTERVAL_MS = 1000;
/** What a refused producer tells the client to wait (seconds). */
const BACKLOG_RETRY_AFTER_S = 30;

export interface EnqueueOptions {
  /** Stable id for idempotent jobs: adding the same id twice keeps one job. */
  jobId?: string;
  /** Run no sooner than this many milliseconds from now (a delayed job). */
  delayMs?: number;
}

/**
 * The one producer of every queue. Each queue's jobs get that queue's options from the registry
 * (queues.ts); an add returns as soon as Redis holds the job (a producer never waits on a
 * consumer) and fails fast with 503 while Redis is away.
 */
@Injectable()
export class QueueProducer implements OnApplicationShutdown {
  private readonly queues = new Map<QueueName, Queue>();
  private readonly lastReset = new Map<QueueName, number>();
  private readonly admission = new QueueAdmission();
  private readonly logger = new Logger(QueueProducer.name);

  constructor(private readonly config: AppConfig) {}

  async enqueue<Q extends QueueName, N extends JobName<Q>>(
    queueName: Q,
    jobName: N,
    payload: JobPayload<Q, N>,
    options: EnqueueOptions = {},
  ): Promise<string> {
    const queue = this.queue(queueName);
    await this.refuseWhenFull(queueName, queue);
    try {
      const job = await withTimeout(
        queue.add(jobName, payload, {
          jobId: options.jobId,
          ...(options.delayMs !== undefined && { delay: Math.max(0, options.delayMs) }),
        }),
        ENQUEUE_TIMEOUT_MS,
        `enqueue ${queueName}/${jobName}`,
      );
      return job.id ?? options.jobId ?? '';
    } catch (error) {
      this.reset(queueName, queue);
      const message = (error as Error).message;
      this.logger.warn(`enqueue ${queueName}/${jobName} failed: ${message}`);
      // Redis at maxmemory (noeviction): full, not away; the client should come back later.
      const full = /^OOM /.test(message);
      throw new ServiceUnavailableError(error, full ? BACKLOG_RETRY_AFTER_S : undefined);
    }
  }

  /**
   * An enqueuer that joins items arriving while an add is in flight into one job (group commit),
   * for queues whose consumer pays per job rather than per item (telemetry batches).
   */
  grouped<Q extends QueueName, N extends JobName<Q>, I>(
    queueName: Q,
    jobName: N,
    options: GroupCommitOptions<I, JobPayload<Q, N>>,
  ): GroupCommit<I, JobPayload<Q, N>> {
    return new GroupCommit(
      (payload, jobId) => this.enqueue(queueName, jobName, payload, { jobId }),
      options,
    );
  }

  /**
   * Creates or updates a repeatable job (BullMQ job scheduler): the same id from every replica
   * keeps one schedule. Its jobs get the queue's options like any other.
   */
  async schedule<Q extends QueueName, N extends JobName<Q>>(
    queueName: Q,
    schedulerId: string,
    everyMs: number,
    jobName: N,
    payload: JobPayload<Q, N>,
  ): Promise<void> {
    const queue = this.queue(queueName);
    try {
      await withTimeout(
        queue.upsertJobScheduler(
          schedulerId,
          { every: everyMs },
          { name: jobName, data: payload, opts: QUEUES[queueName].jobOptions },
        ),
        ENQUEUE_TIMEOUT_MS,
        `schedule ${queueName}/${jobName}`,
      );
    } catch (error) {
      this.reset(queueName, queue);
      throw new ServiceUnavailableError(error);
    }
  }

  /**
   * Moves a delayed job to waiting now (BullMQ's promote). False when the job no longer exists;
   * true otherwise, also when it was not delayed (waiting or running already: it comes anyway).
   */
  async wake<Q extends QueueName>(queueName: Q, jobId: string): Promise<boolean> {
    const queue = this.queue(queueName);
    const job = await withTimeout(queue.getJob(jobId), ENQUEUE_TIMEOUT_MS, `get ${queueName} job`);
    if (!job) return false;
    if (await job.isDelayed()) {
      // Promoted by now (a race with its own delay) throws: nothing to do then.
      await withTimeout(job.promote(), ENQUEUE_TIMEOUT_MS, `promote ${queueName} job`).catch(
        () => undefined,
      );
    }
    return true;
  }

  /** The queue's job counts by state (the worker's queue_jobs gauge, read on scrape). */
  async jobCounts<S extends JobType>(
    queueName: QueueName,
    states: readonly S[],
  ): Promise<Record<S, number>> {
    const queue = this.queue(queueName);
    try {
      const counts = await withTimeout(
        queue.getJobCounts(...states),
        ENQUEUE_TIMEOUT_MS,
        `count ${queueName} jobs`,
      );
      const byState = {} as Record<S, number>;
      for (const state of states) byState[state] = counts[state] ?? 0;
      return byState;
    } catch (error) {
      this.reset(queueName, queue);
      throw error;
    }
  }

  /**
   * Redis has a memory bound: past QUEUE_BACKLOG_MAX jobs waiting on a queue (no consumer, or one
   * far behind), or past the queue's share of Redis maxmemory, the producer answers 503 +
   * Retry-After rather than growing Redis (see QueueAdmission).
   */
  private async refuseWhenFull(name: QueueName, queue: Queue): Promise<void> {
    const refusal = await this.admission.check(
      name,
      {
        backlogMax: this.config.queueBacklogMax,
        redisMemoryShare: QUEUES[name].admission?.redisMemoryShare ?? DEFAULT_REDIS_MEMORY_SHARE,
      },
      {
        backlog: () => queue.getJobCountByTypes('waiting', 'delayed', 'prioritized'),
        memory: async () => parseRedisMemory(await (await queue.backend.client).info()),
      },
    );
    if (!refusal) return;
    this.logger.warn(
      refusal.reason === 'backlog'
        ? `queue ${name} backlog ${refusal.backlog} ≥ QUEUE_BACKLOG_MAX: refusing adds`
        : `Redis uses ${refusal.usedBytes} bytes ≥ ${refusal.thresholdBytes}, queue ${name}'s share of maxmemory: refusing adds`,
    );
    throw new ServiceUnavailableError(undefined, BACKLOG_RETRY_AFTER_S);
  }

  private queue(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, {
        connection: producerConnection(this.config),
        prefix: this.config.queuePrefix,
        defaultJobOptions: QUEUES[name].jobOptions,
      });
      queue.on('error', (error: Error) => this.logger.warn(`queue ${name}: ${error.message}`));
      this.queues.set(name, queue);
    }
    return queue;
  }

  /** A queue whose first connection failed stays broken: build a new one, but not on every add. */
  private reset(name: QueueName, queue: Queue): void {
    const now = Date.now();
    if (
      this.queues.get(name) !== queue ||
      now - (this.lastReset.get(name) ?? 0) < RESET_INTERVAL_MS
    ) {
      return;
    }
    this.lastReset.set(name, now);
    this.queues.delete(name);
    void queue.close().catch(() => undefined);
  }

  async onApplicationShutdown(): Promise<void> {
    const closing = [...this.queues.values()].map((queue) =>
      withTimeout(queue.close(), 2000, 'queue close').catch(() => undefined),
    );
    this.queues.clear();
    await Promise.all(closing);
  }
}
