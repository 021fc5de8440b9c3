import {
  Injectable,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';

import { QueueProducer } from '@/queue/queue-producer.service';

export const DELIVERIES_MAINTENANCE_SCHEDULER_ID = 'deliveries-maintenance';
export const DELIVERIES_MAINTENANCE_EVERY_MS = 60 * 60 * 1000;
/** While Redis is away at start, scheduling is tried again this often. */
const RETRY_MS = 5000;

/**
 * Registers the hourly maintenance job with BullMQ's job scheduler. Every worker upserts the same
 * scheduler id, so there is one schedule however many replicas run; its first job runs at once,
 * which also prepares today's partition on a fresh database.
 */
@Injectable()
export class DeliveriesMaintenanceScheduler
  implements OnApplicationBootstrap, OnApplicationShutdown
{
  private retry: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly producer: QueueProducer,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(DeliveriesMaintenanceScheduler.name);
  }

  /** Not awaited: with Redis away at boot the worker must start anyway; this keeps trying. */
  onApplicationBootstrap(): void {
    this.schedule();
  }

  private schedule(): void {
    this.producer
      .schedule(
        'deliveries-maintenance',
        DELIVERIES_MAINTENANCE_SCHEDULER_ID,
        DELIVERIES_MAINTENANCE_EVERY_MS,
        'maintain',
        {},
      )
      .then(
        () =>
          this.logger.info(
            { everyMs: DELIVERIES_MAINTENANCE_EVERY_MS },
            'deliveries maintenance scheduled',
          ),
        (error: unknown) => {
          if (this.stopped) return;
          this.logger.warn({ err: error }, 'could not schedule maintenance, trying again');
          this.retry = setTimeout(() => this.schedule(), RETRY_MS);
          this.retry.unref();
        },
      );
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    clearTimeout(this.retry);
  }
}
