import { Injectable } from '@nestjs/common';

import { JobProcessor, type JobHandlers, type QueueProcessor } from '@/queue/job-processor';

import { BillingExpiry } from './billing-expiry.service';

/** The billing queue's daily sweeps (scheduled by BillingScheduler). */
@Injectable()
@JobProcessor()
export class BillingProcessor implements QueueProcessor<'billing'> {
  readonly queue = 'billing' as const;
  readonly handlers: JobHandlers<'billing'> = {
    expire: () => this.expiry.expire(),
    'trial-reminders': () => this.expiry.remindTrials(),
  };

  constructor(private readonly expiry: BillingExpiry) {}
}
