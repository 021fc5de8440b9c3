import { Logger } from '@nestjs/common';

import { isDependencyUnavailable } from '@/common/errors/dependency-errors';
import type { TelemetryBatchJob } from '@/queue/queues';

import { copyRows, jsonRows } from './telemetry-copy';
import { isUniqueViolation, type TelemetryEventsRepository } from './telemetry-events.repository';
import { utcDay } from './telemetry-partitions';

/** What the writer needs from the database (TelemetryEventsRepository; a fake in unit tests). */
export type TelemetryStore = Pick<
  TelemetryEventsRepository,
  'copy' | 'insertIgnoringDuplicates' | 'createPartition'
>;

interface Pending {
  job: TelemetryBatchJob;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export interface WriterOptions {
  /** Events per COPY at most. */
  maxEvents: number;
  /** COPYs running at once. */
  maxInFlight: number;
}

const DEFAULTS: WriterOptions = { maxEvents: 5000, maxInFlight: 2 };

/**
 * Group commit for telemetry: the jobs the worker holds at once are written together, one COPY
 * (one transaction) for many batches instead of one per batch. Each job's promise settles when
 * its rows are durably stored.
 *
 * COPY cannot skip rows that exist, so when a redelivered job makes it fail with a unique
 * violation the group is written again with INSERT … ON CONFLICT DO NOTHING. Any other data error
 * is isolated by writing each job alone, so one bad job never fails its neighbours.
 */
export class TelemetryBatchWriter {
  private readonly logger = new Logger(TelemetryBatchWriter.name);
  private readonly options: WriterOptions;
  /** UTC days ('2025-03-10') whose partition this process has created or found. */
  private readonly knownDays = new Set<string>();
  private pending: Pending[] = [];
  private inFlight = 0;
  private scheduled = false;

  constructor(
    private readonly store: TelemetryStore,
    options: Partial<WriterOptions> = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
  }

  /** Resolves once the job's events are stored (or were already stored). */
  write(job: TelemetryBatchJob): Promise<void> {
    return new Promise((resolve, reject) => {
      this.pending.push({ job, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.inFlight >= this.options.maxInFlight || this.pending.length === 0) {
      return;
    }
    this.scheduled = true;
    // Wait one turn of the event loop so the jobs arriving together share one COPY.
    setImmediate(() => {
      this.scheduled = false;
      this.flush();
    });
  }

  private flush(): void {
    if (this.inFlight >= this.options.maxInFlight || this.pending.length === 0) return;
    const group = this.takeGroup();
    this.inFlight++;
    void this.writeGroup(group).finally(() => {
      this.inFlight--;
      this.schedule();
    });
    this.schedule();
  }

  private takeGroup(): Pending[] {
    let events = 0;
    let count = 0;
    while (count < this.pending.length) {
      const size = this.pending[count]?.job.events.length ?? 0;
      if (count > 0 && events + size > this.options.maxEvents) break;
      events += size;
      count++;
    }
    const group = this.pending.slice(0, count);
    this.pending = this.pending.slice(count);
    return group;
  }

  private async writeGroup(group: Pending[]): Promise<void> {
    const jobs = group.map((item) => item.job);
    try {
      await this.ensurePartitions(jobs);
      await this.store.copy(jobs.map(copyRows).join(''));
      for (const item of group) item.resolve();
      return;
    } catch (error) {
      if (isDependencyUnavailable(error)) {
        for (const item of group) item.reject(error);
        return;
      }
      if (isUniqueViolation(error)) {
        try {
          await this.store.insertIgnoringDuplicates(jsonRows(jobs));
          for (const item of group) item.resolve();
          return;
        } catch (retryError) {
          if (isDependencyUnavailable(retryError)) {
            for (const item of group) item.reject(retryError);
            return;
          }
        }
      }
      if (group.length > 1)
        this.logger.warn(`COPY of ${group.length} jobs failed; writing each alone`);
    }
    await Promise.all(
      group.map(async (item) => {
        try {
          await this.store.insertIgnoringDuplicates(jsonRows([item.job]));
          item.resolve();
        } catch (error) {
          item.reject(error);
        }
      }),
    );
  }

  private async ensurePartitions(jobs: readonly TelemetryBatchJob[]): Promise<void> {
    for (const job of jobs) {
      // The API writes toISOString() (UTC, 'Z'): its first ten characters are the day. Anything
      // else goes through Date.
      const iso = job.receivedAt;
      const known = iso.length === 24 && iso.endsWith('Z') && this.knownDays.has(iso.slice(0, 10));
      if (known) continue;
      const day = utcDay(new Date(iso));
      const key = day.toISOString().slice(0, 10);
      if (this.knownDays.has(key)) continue;
      await this.store.createPartition(day);
      this.knownDays.add(key);
    }
  }

  /** Jobs waiting for a COPY right now (for tests and shutdown logs). */
  get backlog(): number {
    return this.pending.length;
  }
}
