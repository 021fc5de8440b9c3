import {
  Injectable,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { Queue } from 'bullmq';
import { PinoLogger } from 'nestjs-pino';

import { withTimeout } from '@/common/async/with-timeout';
import { AppConfig } from '@/config/app-config';
import { workerConnection } from '@/queue/bullmq-connection';

export const MAINTENANCE_SCHEDULER_ID = 'telemetry-maintenance';
export const MAINTENANCE_EVERY_MS = 60 * 60 * 1000;

/**
 * Registers the hourly maintenance job with BullMQ's job scheduler. Every worker upserts the same
 * scheduler id, so there is one schedule however many replicas run; its first job runs at once,
 * which also prepares the partitions on a fresh database.
 */
@Injectable()
export class TelemetryMaintenanceScheduler
  implements OnApplicationBootstrap, OnApplicationShutdown
{
  private readonly queue: Queue;

  constructor(
    config: AppConfig,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(TelemetryMaintenanceScheduler.name);
    this.queue = new Queue('telemetry-maintenance', {
      connection: workerConnection(config),
      prefix: config.queuePrefix,
    });
    this.queue.on('error', (error: Error) => this.logger.warn({ err: error }, 'maintenance queue'));
  }

  onApplicationBootstrap(): void {
    // Not awaited: with Redis away at boot this waits for it, and the worker must start anyway.
    this.queue
      .upsertJobScheduler(
        MAINTENANCE_SCHEDULER_ID,
        { every: MAINTENANCE_EVERY_MS },
        {
          name: 'maintain',
          data: {},
          opts: { removeOnComplete: 50, removeOnFail: 200, attempts: 3, backoff: 10_000 },
        },
      )
      .then(
        () =>
          this.logger.info({ everyMs: MAINTENANCE_EVERY_MS }, 'telemetry maintenance scheduled'),
        (error: unknown) => this.logger.warn({ err: error }, 'could not schedule maintenance'),
      );
  }

  async onApplicationShutdown(): Promise<void> {
    await withTimeout(this.queue.close(), 2000, 'maintenance queue close').catch(() => undefined);
  }
}
