import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';

import { AppConfig } from '@/config/app-config';
import { recurringJob, RecurringJobs } from '@/queue/recurring-jobs';

export const SANDBOX_CYCLE_SCHEDULER_ID = 'payments-sandbox-cycle';
export const SANDBOX_CYCLE_EVERY_MS = 60_000;

/** The sandbox's minute-by-minute billing cycle, only while PAYMENT_PROVIDER=sandbox. */
@Injectable()
export class SandboxCycleScheduler implements OnApplicationBootstrap {
  constructor(
    private readonly config: AppConfig,
    private readonly recurring: RecurringJobs,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.billing.provider !== 'sandbox') return;
    this.recurring.register('sandbox billing cycle', [
      recurringJob({
        queue: 'payments-sandbox',
        schedulerId: SANDBOX_CYCLE_SCHEDULER_ID,
        everyMs: SANDBOX_CYCLE_EVERY_MS,
        job: 'cycle',
        payload: {},
      }),
    ]);
  }
}
