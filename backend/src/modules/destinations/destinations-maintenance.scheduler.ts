import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';

import { recurringJob, RecurringJobs } from '@/queue/recurring-jobs';

export const DESTINATIONS_MAINTENANCE_SCHEDULER_ID = 'destinations-maintenance';
export const DESTINATIONS_MAINTENANCE_EVERY_MS = 60 * 60 * 1000;

/** The hourly pruning of relays and notified failures (one schedule however many workers). */
@Injectable()
export class DestinationsMaintenanceScheduler implements OnApplicationBootstrap {
  constructor(private readonly recurring: RecurringJobs) {}

  onApplicationBootstrap(): void {
    this.recurring.register('destinations maintenance', [
      recurringJob({
        queue: 'destinations-maintenance',
        schedulerId: DESTINATIONS_MAINTENANCE_SCHEDULER_ID,
        everyMs: DESTINATIONS_MAINTENANCE_EVERY_MS,
        job: 'maintain',
        payload: {},
      }),
    ]);
  }
}
