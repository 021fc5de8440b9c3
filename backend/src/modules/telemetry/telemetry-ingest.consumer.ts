import {
  type BeforeApplicationShutdown,
  Inject,
  Injectable,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { type Job, UnrecoverableError, Worker } from 'bullmq';
import { PinoLogger } from 'nestjs-pino';
import { Counter } from 'prom-client';

import { isDependencyUnavailable } from '@/common/errors/dependency-errors';
import { AppConfig } from '@/config/app-config';
import { workerConnection } from '@/queue/bullmq-connection';
import type { TelemetryBatchJob } from '@/queue/queues';
import { WorkerMetrics } from '@/worker/worker-metrics.service';

import { TelemetryBatchWriter } from './telemetry-batch.writer';

/** How long every worker stops taking telemetry jobs after Postgres was found unreachable. */
export const POSTGRES_PAUSE_MS = 2000;

/**
 * Consumes the `telemetry` queue with its own concurrency (TELEMETRY_WORKER_CONCURRENCY, much
 * higher than other queues: the jobs it holds at once are what the writer groups into one COPY).
 *
 * - Postgres unreachable: the job goes back to waiting without spending an attempt and the queue
 *   pauses briefly, so an outage of any length leaves jobs queued, never failed.
 * - Other errors: retried with backoff (DEFAULT_JOB_OPTIONS), then kept in the failed set.
 * - A killed worker: its jobs' locks lapse within LOCK_MS and another worker takes them again;
 *   the writer's conflict handling keeps one row per event.
 * - SIGTERM: takes no new jobs and lets the held ones finish (WorkerHost-style close).
 */
@Injectable()
export class TelemetryIngestConsumer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  static readonly LOCK_MS = 10_000;
  private worker: Worker<TelemetryBatchJob> | undefined;
  private readonly events: Counter;

  constructor(
    private readonly config: AppConfig,
    @Inject(TelemetryBatchWriter) private readonly writer: TelemetryBatchWriter,
    private readonly metrics: WorkerMetrics,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(TelemetryIngestConsumer.name);
    this.events = new Counter({
      name: 'telemetry_events_stored_total',
      help: 'Telemetry events written to Postgres by this worker (redeliveries included)',
      registers: [metrics.registry],
    });
  }

  onApplicationBootstrap(): void {
    const worker = new Worker<TelemetryBatchJob>('telemetry', (job) => this.process(job), {
      connection: workerConnection(this.config),
      prefix: this.config.queuePrefix,
      concurrency: this.config.telemetryWorkerConcurrency,
      lockDuration: TelemetryIngestConsumer.LOCK_MS,
      stalledInterval: TelemetryIngestConsumer.LOCK_MS,
      maxStalledCount: 3,
    });
    worker.on('failed', (job, error) => {
      this.logger.warn(
        { queue: 'telemetry', jobId: job?.id, attempts: job?.attemptsMade, err: error },
        'job failed',
      );
    });
    worker.on('error', (error) =>
      this.logger.warn({ queue: 'telemetry', err: error }, 'worker error'),
    );
    this.worker = worker;
    this.logger.info(
      { queue: 'telemetry', concurrency: this.config.telemetryWorkerConcurrency },
      'consuming queue',
    );
  }

  isRunning(): boolean {
    return this.worker?.isRunning() ?? false;
  }

  private async process(job: Job<TelemetryBatchJob>): Promise<number> {
    if (job.name !== 'batch') throw new UnrecoverableError(`unknown telemetry job "${job.name}"`);
    const labels = { queue: 'telemetry', name: job.name };
    const stop = this.metrics.jobDuration.startTimer(labels);
    try {
      await this.writer.write(job.data);
    } catch (error) {
      if (isDependencyUnavailable(error) && this.worker) {
        stop({ status: 'postponed' });
        await this.worker.rateLimit(POSTGRES_PAUSE_MS);
        throw Worker.RateLimitError();
      }
      this.metrics.jobs.inc({ ...labels, status: 'failed' });
      stop({ status: 'failed' });
      throw error;
    }
    this.metrics.jobs.inc({ ...labels, status: 'completed' });
    stop({ status: 'completed' });
    this.events.inc(job.data.events.length);
    return job.data.events.length;
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.worker?.close();
    this.logger.info({ queue: 'telemetry' }, 'worker closed');
  }
}
