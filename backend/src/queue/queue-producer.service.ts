import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';

import { withTimeout } from '@/common/async/with-timeout';
import { ServiceUnavailableError } from '@/common/errors/app.exception';
import { AppConfig } from '@/config/app-config';

import { producerConnection } from './bullmq-connection';
import { DEFAULT_JOB_OPTIONS, type JobName, type JobPayload, type QueueName } from './queues';

const ENQUEUE_TIMEOUT_MS = 2000;

export interface EnqueueOptions {
  /** Stable id for idempotent jobs: adding the same id twice keeps one job. */
  jobId?: string;
}

/**
 * Adds jobs to queues and returns as soon as Redis has them: a producer never waits on a consumer.
 * The API only produces; processing happens in the worker process.
 */
@Injectable()
export class QueueProducer implements OnApplicationShutdown {
  private readonly queues = new Map<QueueName, Queue>();
  private readonly logger = new Logger(QueueProducer.name);

  constructor(private readonly config: AppConfig) {}

  async enqueue<Q extends QueueName, N extends JobName<Q>>(
    queueName: Q,
    jobName: N,
    payload: JobPayload<Q, N>,
    options: EnqueueOptions = {},
  ): Promise<string> {
    const queue = this.queue(queueName);
    try {
      const job = await withTimeout(
        queue.add(jobName, payload, { jobId: options.jobId }),
        ENQUEUE_TIMEOUT_MS,
        `enqueue ${queueName}/${jobName}`,
      );
      return job.id ?? options.jobId ?? '';
    } catch (error) {
      // A queue whose connection failed to initialise stays broken; start afresh next time.
      this.queues.delete(queueName);
      void queue.close().catch(() => undefined);
      this.logger.warn(`enqueue ${queueName}/${jobName} failed: ${(error as Error).message}`);
      throw new ServiceUnavailableError(error);
    }
  }

  private queue(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, {
        connection: producerConnection(this.config),
        prefix: this.config.queuePrefix,
        defaultJobOptions: DEFAULT_JOB_OPTIONS,
      });
      queue.on('error', (error: Error) => this.logger.warn(`queue ${name}: ${error.message}`));
      this.queues.set(name, queue);
    }
    return queue;
  }

  async onApplicationShutdown(): Promise<void> {
    const closing = [...this.queues.values()].map((queue) =>
      withTimeout(queue.close(), 2000, 'queue close').catch(() => undefined),
    );
    this.queues.clear();
    await Promise.all(closing);
  }
}
