import { createHash } from 'node:crypto';

import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';

import { withTimeout } from '@/common/async/with-timeout';
import { ServiceUnavailableError } from '@/common/errors/app.exception';
import { AppConfig } from '@/config/app-config';
import { producerConnection } from '@/queue/bullmq-connection';
import { TELEMETRY_JOB_OPTIONS, type TelemetryBatchJob } from '@/queue/queues';

import type { TelemetryEventInput } from './telemetry-event';

const ENQUEUE_TIMEOUT_MS = 2000;
/** After a failure, a fresh Queue is built at most this often (a Redis outage must not storm it). */
const RESET_INTERVAL_MS = 1000;
/** Batches queued together stop growing a job past this many events (about 300 KB). */
export const MAX_EVENTS_PER_JOB = 500;

/**
 * Same events → same job id, so a batch sent again while the first is queued is queued once.
 * Event ids are UUIDs: case does not matter.
 */
export function jobIdFor(events: readonly TelemetryEventInput[]): string {
  const hash = createHash('sha256');
  for (const event of events) hash.update(event.event_id.toLowerCase());
  return `batch-${hash.digest('base64url')}`;
}

interface Waiting {
  events: TelemetryEventInput[];
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Adds telemetry batches to the `telemetry` queue with TELEMETRY_JOB_OPTIONS.
 *
 * Group commit: while one add is on its way to Redis, the batches that arrive wait and then go
 * together as one job (up to MAX_EVENTS_PER_JOB events). A quiet API sends each batch alone at
 * once; a busy one sends fewer, bigger jobs, and the worker's cost is per job, not per event.
 * Each caller still resolves only once Redis holds its events, and fails fast (503) while Redis
 * is away.
 */
@Injectable()
export class TelemetryQueueProducer implements OnApplicationShutdown {
  private queue: Queue<TelemetryBatchJob> | undefined;
  private waiting: Waiting[] = [];
  private sending = false;
  private lastReset = 0;
  private readonly logger = new Logger(TelemetryQueueProducer.name);

  constructor(private readonly config: AppConfig) {}

  add(events: TelemetryEventInput[]): Promise<void> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ events, resolve, reject });
      if (!this.sending) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.sending = true;
    try {
      while (this.waiting.length > 0) {
        const group = this.takeGroup();
        const events =
          group.length === 1 ? (group[0]?.events ?? []) : group.flatMap((w) => w.events);
        try {
          await this.send({ receivedAt: new Date().toISOString(), events }, jobIdFor(events));
          for (const waiting of group) waiting.resolve();
        } catch (error) {
          for (const waiting of group) waiting.reject(error);
        }
      }
    } finally {
      this.sending = false;
    }
  }

  private takeGroup(): Waiting[] {
    let count = 0;
    let events = 0;
    while (count < this.waiting.length) {
      const size = this.waiting[count]?.events.length ?? 0;
      if (count > 0 && events + size > MAX_EVENTS_PER_JOB) break;
      events += size;
      count++;
    }
    return this.waiting.splice(0, count);
  }

  protected async send(job: TelemetryBatchJob, jobId: string): Promise<void> {
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
