import { Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';

import { MaintenanceTaskOwner, type MaintenanceTasks } from '@/queue/maintenance';

import { DataExportsRepository } from './data-exports.repository';

/**
 * The hourly maintenance task `data-exports-expire` (MAINTENANCE_SCHEDULE): archives past their
 * DATA_EXPORT_LIMITS.keepDays are deleted (the row stays, `expired`, for the profile page), builds
 * stuck in preparation are marked failed, and ended rows go after 30 days. Idempotent.
 */
@Injectable()
@MaintenanceTaskOwner()
export class DataExportMaintenanceTasks implements MaintenanceTasks<'data-exports-expire'> {
  readonly tasks = { 'data-exports-expire': () => this.maintain() };

  constructor(
    private readonly repository: DataExportsRepository,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(DataExportMaintenanceTasks.name);
  }

  async maintain(now = new Date()): Promise<{ expired: number; stuck: number; deleted: number }> {
    const outcome = await this.repository.expire(now);
    this.logger.info({ event: 'data-exports.maintenance', ...outcome }, 'data exports expired');
    return outcome;
  }
}
