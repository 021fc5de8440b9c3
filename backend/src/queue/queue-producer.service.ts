import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';

import { withTimeout } from '@/common/async/with-timeout';
import { ServiceUnavailableError } from '@/common/errors/app.exception';
import { AppConfig } from '@/config/app-config';

import { producerConnection } from './bullmq-connection';
import { GroupCommit, type GroupCommitOptions } from './group-commit';
import { type JobName, type JobPayload, type QueueName, QUEUES } from './queues';

const ENQUEUE_TIMEOUT_MS = 2000;
/** After a failure, a fresh Queue is built at most this often (a Redis outage must not storm it). */
const RESET_INTERVAL_MS = 1000;
/** A queue's backlog is counted at most this often: no extra Redis round-trip per add. */
const BACKLOG_TTL_MS = 1000;
/** The first count of a queue waits no longer (Redis away must still answer 503 at once). */
const FIRST_COUNT_TIMEOUT_MS = 250;
/** What a refused producer tells the client to wait (seconds). */
const BACKLOG_RETRY_AFTER_S = 30;

export interface EnqueueOptions {
  /** Stable id for idempotent jobs: adding the same id twice keeps one job. */
  jobId?: string;
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
  /** queue → its last counted backlog (waiting + delayed + prioritized) and when. */
  private readonly backlogs = new Map<
    QueueName,
    { count: number; at: number; counting?: Promise<void> }
  >();
  private readonly logger = new Logger(QueueProducer.name);

  constructor(private readonly config: AppConfig) {}

  async enqueue<Q extends QueueName, N extends JobName<Q>>(
    queueName: Q,
    jobName: N,
    payload: JobPayload<Q, N>,
    options: EnqueueOptions = {},
  ): Promise<string> {
    const queue = this.queue(queueName);
    await this.refuseWhenBacklogged(queueName, queue);
    try {
      const job = await withTimeout(
        queue.add(jobName, payload, { jobId: options.jobId }),
        ENQUEUE_TIMEOUT_MS,
        `enqueue ${queueName}/${jobName}`,
      );
      return job.id ?? options.jobId ?? '';
    } catch (error) {
      this.reset(queueName, queue);
      this.logger.warn(`enqueue ${queueName}/${jobName} failed: ${(error as Error).message}`);
      throw new ServiceUnavailableError(error);
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
   * Redis has a memory bound: past QUEUE_BACKLOG_MAX jobs waiting on a queue (no consumer, or one
   * far behind) the producer answers 503 + Retry-After rather than growing it. The count is the
   * one read at most BACKLOG_TTL_MS ago, refreshed in the background, so an add costs no extra
   * round-trip (the bound may be passed by at most a second's worth of adds).
   */
  private async refuseWhenBacklogged(name: QueueName, queue: Queue): Promise<void> {
    const now = Date.now();
    const known = this.backlogs.get(name);
    const first = !known;
    if (!known || (now - known.at >= BACKLOG_TTL_MS && !known.counting)) {
      const entry = known ?? { count: 0, at: now };
      entry.counting = queue
        .getJobCountByTypes('waiting', 'delayed', 'prioritized')
        .then((count) => {
          entry.count = count;
          entry.at = Date.now();
        })
        .catch(() => undefined)
        .finally(() => (entry.counting = undefined));
      this.backlogs.set(name, entry);
      // The first add of a queue in this process waits for the count (a restarted api must not
      // queue a second's worth of adds onto a full queue); later ones use the cached figure.
      if (first)
        await withTimeout(entry.counting, FIRST_COUNT_TIMEOUT_MS, 'backlog').catch(() => undefined);
    }
    const count = this.backlogs.get(name)?.count ?? 0;
    if (count >= this.config.queueBacklogMax) {
      this.logger.warn(`queue ${name} backlog ${count} ≥ QUEUE_BACKLOG_MAX: refusing adds`);
      throw new ServiceUnavailableError(undefined, BACKLOG_RETRY_AFTER_S);
    }
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
