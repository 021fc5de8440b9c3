import { Logger } from '@nestjs/common';
import type { TelemetryEvent } from '@tickrelay/contracts/telemetry/telemetry-event.schema';

import type { TelemetryBatchJob } from '@/queue/job-payloads';

import { copyRows, jsonRows } from './telemetry-copy';
import {
  type DeadLetter,
  isPermanentDataError,
  isUniqueViolation,
  type TelemetryEventsRepository,
} from './telemetry-events.repository';
import { utcDay } from './telemetry-partitions';

/** What the writer needs from the database (TelemetryEventsRepository; a fake in unit tests). */
export type TelemetryStore = Pick<
  TelemetryEventsRepository,
  'copy' | 'insertIgnoringDuplicates' | 'createPartition' | 'deadLetter'
>;

/** What became of a job's events. */
export interface WriteResult {
  /** Written, or found already stored (a redelivery). */
  stored: number;
  /** Refused by PostgreSQL for their data and kept in telemetry_dead_letters. */
  deadLettered: number;
}

interface Pending {
  job: TelemetryBatchJob;
  resolve: (result: WriteResult) => void;
  reject: (error: unknown) => void;
}

function deadLetterOf(event: TelemetryEvent, receivedAt: string, error: unknown): DeadLetter {
  const time = Date.parse(receivedAt);
  const { code, message } = error as { code?: unknown; message?: unknown };
  return {
    event: JSON.stringify(event),
    reason: typeof message === 'string' ? message : String(error),
    sqlstate: typeof code === 'string' ? code : undefined,
    receivedAt: Number.isNaN(time) ? null : new Date(time).toISOString(),
  };
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
 * violation the group is written again with INSERT … ON CONFLICT DO NOTHING. A data error
 * PostgreSQL will never get past (isPermanentDataError: a NUL, a lone surrogate…) is isolated: each
 * job is written alone, a refused job is halved again and again down to single events (the job no
 * longer knows its batches; halving finds k bad events among n in about 2·k·log2(n) statements),
 * every storable event is stored and each refused one goes to telemetry_dead_letters, so the job
 * completes and no honest event is lost. Any other error (Postgres away, disk full, too many
 * connections, statement timeout, read-only…) rejects the jobs, which are retried: never a dead
 * letter.
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

  /** Resolves once each of the job's events is stored (or was already) or dead-lettered. */
  write(job: TelemetryBatchJob): Promise<WriteResult> {
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
    const rejectAll = (error: unknown) => {
      for (const item of group) item.reject(error);
    };
    try {
      await this.ensurePartitions(jobs);
      await this.store.copy(jobs.map(copyRows).join(''));
      for (const item of group) item.resolve({ stored: item.job.events.length, deadLettered: 0 });
      return;
    } catch (error) {
      if (isUniqueViolation(error)) {
        try {
          await this.store.insertIgnoringDuplicates(jsonRows(jobs));
          for (const item of group)
            item.resolve({ stored: item.job.events.length, deadLettered: 0 });
          return;
        } catch (retryError) {
          if (!isPermanentDataError(retryError)) return rejectAll(retryError);
        }
      } else if (!isPermanentDataError(error)) {
        return rejectAll(error);
      }
      if (group.length > 1)
        this.logger.warn(`COPY of ${group.length} jobs failed; writing each alone`);
    }
    await Promise.all(
      group.map(async (item) => {
        try {
          item.resolve(await this.writeEvents(item.job.receivedAt, item.job.events));
        } catch (error) {
          item.reject(error);
        }
      }),
    );
  }

  /** Writes events of one job, halving on a data error down to single events (dead-lettered). */
  private async writeEvents(
    receivedAt: string,
    events: readonly TelemetryEvent[],
  ): Promise<WriteResult> {
    if (events.length === 0) return { stored: 0, deadLettered: 0 };
    try {
      await this.store.insertIgnoringDuplicates(jsonRows([{ receivedAt, events: [...events] }]));
      return { stored: events.length, deadLettered: 0 };
    } catch (error) {
      if (!isPermanentDataError(error)) throw error;
      const [only] = events;
      if (events.length === 1 && only) {
        const letter = deadLetterOf(only, receivedAt, error);
        this.logger.warn(`telemetry event dead-lettered (${letter.sqlstate}): ${letter.reason}`);
        await this.store.deadLetter([letter]);
        return { stored: 0, deadLettered: 1 };
      }
      const half = Math.ceil(events.length / 2);
      const first = await this.writeEvents(receivedAt, events.slice(0, half));
      const second = await this.writeEvents(receivedAt, events.slice(half));
      return {
        stored: first.stored + second.stored,
        deadLettered: first.deadLettered + second.deadLettered,
      };
    }
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
