import { Inject, Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { Counter } from 'prom-client';

import { isDependencyUnavailable } from '@/common/errors/dependency-errors';
import { MetricsRegistry } from '@/common/metrics/metrics-registry';
import type { TelemetryBatchJob } from '@/queue/job-payloads';
import {
  JobProcessor,
  type JobHandlers,
  PostponeQueue,
  type QueueProcessor,
} from '@/queue/job-processor';

import { TelemetryBatchWriter, type WriteResult } from './telemetry-batch.writer';

/** How long every worker stops taking telemetry jobs after Postgres was found unreachable. */
export const POSTGRES_PAUSE_MS = 2000;

/**
 * Consumes the `telemetry` queue (its concurrency, TELEMETRY_WORKER_CONCURRENCY, and lock come
 * from the job registry): the jobs held at once are what the writer groups into one COPY.
 *
 * - Postgres unreachable: the job goes back to waiting without spending an attempt and the queue
 *   pauses briefly (PostponeQueue), so an outage of any length leaves jobs queued, never failed.
 * - Events PostgreSQL refuses for their data: the writer stores the rest of the job and keeps
 *   them in telemetry_dead_letters (telemetry_events_dead_lettered_total); the job completes.
 * - Other transient errors (disk full, too many connections, read-only, statement or lock
 *   timeout, deadlock): the worker host puts the job back as delayed without spending an attempt,
 *   with capped exponential delays (JOB_RETRY_*), so they never end failed; never dead-lettered.
 * - Anything else (a bug): retried with backoff (TELEMETRY_JOB_OPTIONS), then failed.
 * - A killed worker: its jobs' locks lapse and another worker takes them again; the writer's
 *   conflict handling keeps one row per event.
 */
@Injectable()
@JobProcessor()
export class TelemetryIngestProcessor implements QueueProcessor<'telemetry'> {
  readonly queue = 'telemetry' as const;
  readonly handlers: JobHandlers<'telemetry'> = { batch: (job) => this.ingest(job) };
  private readonly events: Counter;
  private readonly deadLetters: Counter;

  constructor(
    @Inject(TelemetryBatchWriter) private readonly writer: TelemetryBatchWriter,
    metrics: MetricsRegistry,
  ) {
    this.events = new Counter({
      name: 'telemetry_events_stored_total',
      help: 'Telemetry events written to Postgres by this worker (redeliveries included)',
      registers: [metrics.registry],
    });
    this.deadLetters = new Counter({
      name: 'telemetry_events_dead_lettered_total',
      help: 'Telemetry events PostgreSQL refused for their data, kept in telemetry_dead_letters',
      registers: [metrics.registry],
    });
  }

  private async ingest(job: Job<TelemetryBatchJob>): Promise<WriteResult> {
    let result: WriteResult;
    try {
      result = await this.writer.write(job.data);
    } catch (error) {
      if (isDependencyUnavailable(error)) throw new PostponeQueue(POSTGRES_PAUSE_MS, error);
      throw error;
    }
    this.events.inc(result.stored);
    if (result.deadLettered > 0) this.deadLetters.inc(result.deadLettered);
    return result;
  }
}
