import {
  Injectable,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';

import { QueueProducer } from '@/queue/queue-producer.service';

export const DESTINATIONS_MAINTENANCE_SCHEDULER_ID = 'destinations-maintenance';
export const DESTINATIONS_MAINTENANCE_EVERY_MS = 60 * 60 * 1000;
/** While Redis is away at start, scheduling is tried again this often. */
const RETRY_MS = 5000;

/**
 * Registers the hourly pruning of relays and notified failures with BullMQ's job scheduler. Every
 * worker upserts the same scheduler id, so there is one schedule however many replicas run.
 */
@Injectable()
export class DestinationsMaintenanceScheduler
  implements OnApplicationBootstrap, OnApplicationShutdown
{
  private retry: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly producer: QueueProducer,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(DestinationsMaintenanceScheduler.name);
  }

  /** Not awaited: with Redis away at boot the worker must start anyway; this keeps trying. */
  onApplicationBootstrap(): void {
    this.schedule();
  }

  private schedule(): void {
    this.producer
      .schedule(
        'destinations-maintenance',
        DESTINATIONS_MAINTENANCE_SCHEDULER_ID,
        DESTINATIONS_MAINTENANCE_EVERY_MS,
        'maintain',
        {},
      )
      .then(
        () =>
          this.logger.info(
            { everyMs: DESTINATIONS_MAINTENANCE_EVERY_MS },
            'destinations maintenance scheduled',
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
