import { Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';

import { AppConfig } from '@/config/app-config';
import { MaintenanceTaskOwner, type MaintenanceTasks } from '@/queue/maintenance';

import { FailureNoticesRepository } from './failure-notices.repository';
import { RelaysRepository } from './relays.repository';

const DAY_MS = 86_400_000;
/** Failures already notified are kept this long (support questions), then dropped. */
export const NOTIFIED_FAILURES_KEPT_DAYS = 30;

/**
 * The hourly maintenance task `destinations-prune` (MAINTENANCE_SCHEDULE): relays go with the
 * deliveries they belong to (DELIVERIES_RETENTION_DAYS, the log's retention), notified failures
 * after 30 days. Idempotent.
 */
@Injectable()
@MaintenanceTaskOwner()
export class DestinationsMaintenanceTasks implements MaintenanceTasks<'destinations-prune'> {
  readonly tasks = { 'destinations-prune': () => this.maintain() };

  constructor(
    private readonly relays: RelaysRepository,
    private readonly notices: FailureNoticesRepository,
    private readonly config: AppConfig,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(DestinationsMaintenanceTasks.name);
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
