import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';

import { recurringJob, RecurringJobs } from '@/queue/recurring-jobs';

export const DELIVERIES_MAINTENANCE_SCHEDULER_ID = 'deliveries-maintenance';
export const DELIVERIES_MAINTENANCE_EVERY_MS = 60 * 60 * 1000;

/**
 * The hourly maintenance job (one schedule however many workers); its first job runs at once,
 * which also prepares today's partition on a fresh database.
 */
@Injectable()
export class DeliveriesMaintenanceScheduler implements OnApplicationBootstrap {
  constructor(private readonly recurring: RecurringJobs) {}

  onApplicationBootstrap(): void {
    this.recurring.register('deliveries maintenance', [
      recurringJob({
        queue: 'deliveries-maintenance',
        schedulerId: DELIVERIES_MAINTENANCE_SCHEDULER_ID,
        everyMs: DELIVERIES_MAINTENANCE_EVERY_MS,
        job: 'maintain',
        payload: {},
      }),
    ]);
  }
}
