import { Module } from '@nestjs/common';

import { QueueModule } from '@/queue/queue.module';

import { BillingCoreModule } from './billing-core.module';
import { BillingProcessor } from './billing.processor';
import { BillingScheduler } from './billing.scheduler';

/** The worker side of billing: the expiry and trial-reminder sweeps, and their schedule. */
@Module({
  imports: [QueueModule, BillingCoreModule.forWorker()],
  providers: [BillingProcessor, BillingScheduler],
})
export class BillingWorkerModule {}
