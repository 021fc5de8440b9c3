import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';

import { recurringJob, RecurringJobs } from '@/queue/recurring-jobs';

export const MAINTENANCE_SCHEDULER_ID = 'telemetry-maintenance';
export const MAINTENANCE_EVERY_MS = 60 * 60 * 1000;

/**
 * The hourly maintenance job (one schedule however many workers); its first job runs at once,
 * which also prepares the partitions on a fresh database.
 */
@Injectable()
export class TelemetryMaintenanceScheduler implements OnApplicationBootstrap {
  constructor(private readonly recurring: RecurringJobs) {}

  onApplicationBootstrap(): void {
    this.recurring.register('telemetry maintenance', [
      recurringJob({
        queue: 'telemetry-maintenance',
        schedulerId: MAINTENANCE_SCHEDULER_ID,
        everyMs: MAINTENANCE_EVERY_MS,
        job: 'maintain',
        payload: {},
      }),
    ]);
  }
}
