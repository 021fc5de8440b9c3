import {
  Injectable,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { Queue } from 'bullmq';
import { PinoLogger } from 'nestjs-pino';

import { AppConfig } from '@/config/app-config';
import { producerConnection } from '@/queue/bullmq-connection';
import { RECURRING_RETRY_MS } from '@/queue/recurring-jobs';

/**
 * Queues no version consumes any more. Their job schedulers would keep adding a job every hour
 * that nothing takes, and their kept jobs would stay in Redis for ever (BullMQ trims a queue's
 * completed jobs only when a later one completes), so the worker deletes them at start.
 */
export const RETIRED_QUEUES = [
  // Replaced by the one `maintenance` queue (src/queue/maintenance.ts).
  'telemetry-maintenance',
  'deliveries-maintenance',
  'destinations-maintenance',
  'webhooks-maintenance',
] as const;

/**
 * Deletes RETIRED_QUEUES (schedules, jobs, keys) once per worker start. Not awaited by the boot,
 * like RecurringJobs: with Redis away the worker starts anyway and this is tried again. A worker
 * of the previous version still running during a rollout may schedule its old job once more when
 * it restarts; the next start of a new worker deletes it again, and maintenance is idempotent.
 */
@Injectable()
export class RetiredQueues implements OnApplicationBootstrap, OnApplicationShutdown {
  private retry: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly config: AppConfig,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(RetiredQueues.name);
  }

  onApplicationBootstrap(): void {
    this.deleteAll().then(
      (deleted) => {
        if (deleted.length > 0) this.logger.info({ queues: deleted }, 'retired queues deleted');
      },
      (error: unknown) => {
        if (this.stopped) return;
        this.logger.warn({ err: error }, 'could not delete retired queues, trying again');
        this.retry = setTimeout(() => this.onApplicationBootstrap(), RECURRING_RETRY_MS);
        this.retry.unref();
      },
    );
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    clearTimeout(this.retry);
  }

  /** The names of the queues that had anything left, now deleted. */
  private async deleteAll(): Promise<string[]> {
    const deleted: string[] = [];
    for (const name of RETIRED_QUEUES) {
      const queue = new Queue(name, {
        connection: producerConnection(this.config),
        prefix: this.config.queuePrefix,
      });
      queue.on('error', () => undefined); // the rejected call below reports it
      try {
        // Counts, not a KEYS scan of the whole Redis: a schedule or a job left means delete it.
        const jobs = Object.values(await queue.getJobCounts()).reduce((sum, n) => sum + n, 0);
        if (jobs === 0 && (await queue.getJobSchedulersCount()) === 0) continue;
        await queue.obliterate({ force: true });
        deleted.push(name);
      } finally {
        await queue.close();
      }
    }
    return deleted;
  }
}
