import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { type Job, Worker } from 'bullmq';
import { PinoLogger } from 'nestjs-pino';

import { AppConfig } from '@/config/app-config';
import { workerConnection } from '@/queue/bullmq-connection';

import { QUEUE_PROCESSORS, type QueueProcessor } from './queue-processor';
import { WorkerMetrics } from './worker-metrics.service';

/** Runs one BullMQ Worker per registered processor and stops them gracefully. */
@Injectable()
export class WorkerHost implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly workers: Worker[] = [];
  private closing = false;

  constructor(
    @Inject(QUEUE_PROCESSORS) private readonly processors: QueueProcessor[],
    private readonly config: AppConfig,
    private readonly metrics: WorkerMetrics,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(WorkerHost.name);
  }

  onApplicationBootstrap(): void {
    for (const processor of this.processors) {
      const worker = new Worker(processor.queue, (job: Job) => this.run(processor, job), {
        connection: workerConnection(this.config),
        prefix: this.config.queuePrefix,
        concurrency: this.config.workerConcurrency,
      });
      worker.on('failed', (job, error) => {
        this.logger.warn(
          {
            queue: processor.queue,
            jobId: job?.id,
            jobName: job?.name,
            attempts: job?.attemptsMade,
            err: error,
          },
          'job failed',
        );
      });
      worker.on('error', (error) =>
        this.logger.warn({ queue: processor.queue, err: error }, 'worker error'),
      );
      this.workers.push(worker);
      this.logger.info({ queue: processor.queue }, 'consuming queue');
    }
  }

  /** True while every worker is running (used by the readiness probe). */
  isRunning(): boolean {
    return !this.closing && this.workers.every((worker) => worker.isRunning());
  }

  private async run(processor: QueueProcessor, job: Job): Promise<unknown> {
    const labels = { queue: processor.queue, name: job.name };
    const stop = this.metrics.jobDuration.startTimer(labels);
    try {
      const result = await processor.process(job);
      this.metrics.jobs.inc({ ...labels, status: 'completed' });
      stop({ status: 'completed' });
      return result;
    } catch (error) {
      this.metrics.jobs.inc({ ...labels, status: 'failed' });
      stop({ status: 'failed' });
      throw error;
    }
  }

  /** Runs before connections close: lets active jobs finish, takes no new ones. */
  async beforeApplicationShutdown(): Promise<void> {
    this.closing = true;
    await Promise.all(this.workers.map((worker) => worker.close()));
    this.logger.info('workers closed');
  }
}
