import { Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';

import { isDependencyUnavailable } from '@/common/errors/dependency-errors';
import { AppConfig } from '@/config/app-config';
import {
  JobProcessor,
  type JobHandlers,
  PostponeQueue,
  type QueueProcessor,
} from '@/queue/job-processor';

import { FailureNoticesRepository } from './failure-notices.repository';
import { RelaysRepository } from './relays.repository';

const DAY_MS = 86_400_000;
/** Failures already notified are kept this long (support questions), then dropped. */
export const NOTIFIED_FAILURES_KEPT_DAYS = 30;
const POSTGRES_PAUSE_MS = 10_000;

/**
 * The hourly `destinations-maintenance` job: relays go with the deliveries they belong to
 * (DELIVERIES_RETENTION_DAYS, the log's retention), notified failures after 30 days. Idempotent.
 */
@Injectable()
@JobProcessor()
export class DestinationsMaintenanceProcessor implements QueueProcessor<'destinations-maintenance'> {
  readonly queue = 'destinations-maintenance' as const;
  readonly handlers: JobHandlers<'destinations-maintenance'> = { maintain: () => this.run() };

  constructor(
    private readonly relays: RelaysRepository,
    private readonly notices: FailureNoticesRepository,
    private readonly config: AppConfig,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(DestinationsMaintenanceProcessor.name);
  }

  private async run(): Promise<{ relays: number; failures: number }> {
    try {
      return await this.maintain();
    } catch (error) {
      if (isDependencyUnavailable(error)) throw new PostponeQueue(POSTGRES_PAUSE_MS, error);
      throw error;
    }
  }

  async maintain(now = Date.now()): Promise<{ relays: number; failures: number }> {
    const relays = await this.relays.pruneBefore(
      new Date(now - this.config.deliveriesRetentionDays * DAY_MS),
    );
    const failures = await this.notices.pruneBefore(
      new Date(now - NOTIFIED_FAILURES_KEPT_DAYS * DAY_MS),
    );
    this.logger.info(
      { event: 'destinations.maintenance', relays, failures },
      'relays and notified failures pruned',
    );
    return { relays, failures };
  }
}
