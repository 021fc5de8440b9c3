import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';

import { withTimeout } from '@/common/async/with-timeout';
import { ServiceUnavailableError } from '@/common/errors/app.exception';
import { AppConfig } from '@/config/app-config';
import { producerConnection } from '@/queue/bullmq-connection';
import { TELEMETRY_JOB_OPTIONS, type TelemetryBatchJob } from '@/queue/queues';

const ENQUEUE_TIMEOUT_MS = 2000;
/** After a failure, a fresh Queue is built at most this often (a Redis outage must not storm it). */
const RESET_INTERVAL_MS = 1000;

/**
 * Adds telemetry batches to the `telemetry` queue with their own job options
 * (TELEMETRY_JOB_OPTIONS). Otherwise it behaves like QueueProducer: fail fast while Redis is away
 * (503), resolve only once Redis holds the job.
 */
@Injectable()
export class TelemetryQueueProducer implements OnApplicationShutdown {
  private queue: Queue<TelemetryBatchJob> | undefined;
  private lastReset = 0;
  private readonly logger = new Logger(TelemetryQueueProducer.name);

  constructor(private readonly config: AppConfig) {}

  async add(job: TelemetryBatchJob, jobId: string): Promise<void> {
    const queue = this.current();
    try {
      await withTimeout(
        queue.add('batch', job, { jobId }),
        ENQUEUE_TIMEOUT_MS,
        'enqueue telemetry',
      );
    } catch (error) {
      this.reset(queue);
      this.logger.warn(`enqueue telemetry failed: ${(error as Error).message}`);
      throw new ServiceUnavailableError(error);
    }
  }

  private current(): Queue<TelemetryBatchJob> {
    if (!this.queue) {
      const queue = new Queue<TelemetryBatchJob>('telemetry', {
        connection: producerConnection(this.config),
        prefix: this.config.queuePrefix,
        defaultJobOptions: TELEMETRY_JOB_OPTIONS,
      });
      queue.on('error', (error: Error) => this.logger.warn(`queue telemetry: ${error.message}`));
      this.queue = queue;
    }
    return this.queue;
  }

  /** A queue whose first connection failed stays broken: build a new one, but not on every request. */
  private reset(queue: Queue<TelemetryBatchJob>): void {
    const now = Date.now();
    if (this.queue !== queue || now - this.lastReset < RESET_INTERVAL_MS) return;
    this.lastReset = now;
    this.queue = undefined;
    void queue.close().catch(() => undefined);
  }

  async onApplicationShutdown(): Promise<void> {
    const queue = this.queue;
    this.queue = undefined;
    if (queue) await withTimeout(queue.close(), 2000, 'queue close').catch(() => undefined);
  }
}
