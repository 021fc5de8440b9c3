import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';

import { recurringJob, RecurringJobs } from '@/queue/recurring-jobs';

/**
 * Daily is the contract; the sweeps run hourly so an expiry is never almost a day late (each is
 * idempotent and cheap: a few indexed rows).
 */
export const BILLING_SWEEP_EVERY_MS = 60 * 60 * 1000;

/** The billing sweeps; one schedule however many workers. */
@Injectable()
export class BillingScheduler implements OnApplicationBootstrap {
  constructor(private readonly recurring: RecurringJobs) {}

  onApplicationBootstrap(): void {
    this.recurring.register('billing sweeps', [
      recurringJob({
        queue: 'billing',
        schedulerId: 'billing-expire',
        everyMs: BILLING_SWEEP_EVERY_MS,
        job: 'expire',
        payload: {},
      }),
      recurringJob({
        queue: 'billing',
        schedulerId: 'billing-trial-reminders',
        everyMs: BILLING_SWEEP_EVERY_MS,
        job: 'trial-reminders',
        payload: {},
      }),
    ]);
  }
}
