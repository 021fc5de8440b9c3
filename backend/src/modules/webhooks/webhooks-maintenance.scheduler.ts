import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';

import { recurringJob, RecurringJobs } from '@/queue/recurring-jobs';

export const WEBHOOKS_MAINTENANCE_SCHEDULER_ID = 'webhooks-maintenance';
export const WEBHOOKS_MAINTENANCE_EVERY_MS = 60 * 60 * 1000;

/** The hourly pruning of ended webhook URLs (one schedule however many workers). */
@Injectable()
export class WebhooksMaintenanceScheduler implements OnApplicationBootstrap {
  constructor(private readonly recurring: RecurringJobs) {}

  onApplicationBootstrap(): void {
    this.recurring.register('webhooks maintenance', [
      recurringJob({
        queue: 'webhooks-maintenance',
        schedulerId: WEBHOOKS_MAINTENANCE_SCHEDULER_ID,
        everyMs: WEBHOOKS_MAINTENANCE_EVERY_MS,
        job: 'maintain',
        payload: {},
      }),
    ]);
  }
}
