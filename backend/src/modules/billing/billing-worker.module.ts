import { Module } from '@nestjs/common';

import { MEMBERSHIP_CHECKER } from '@/common/guards/membership-checker';
import { QueueModule } from '@/queue/queue.module';

import { BillingCoreModule } from './billing-core.module';
import { BillingDataExportSection } from './billing-data-export.section';
import { BillingEntitlement } from './billing-entitlement';
import { BillingMemberEraser } from './billing-member.eraser';
import { BillingProcessor } from './billing.processor';
import { BillingScheduler } from './billing.scheduler';

/**
 * The worker side of billing: the expiry and trial-reminder sweeps and their schedule, and the
 * member eraser (a deleted account's subscription ends at the provider). It also exports the
 * MembershipChecker (the rule behind @Member()), for jobs that act for a member only while
 * entitled (alerts).
 */
@Module({
  imports: [QueueModule, BillingCoreModule.forWorker()],
  providers: [
    BillingProcessor,
    BillingScheduler,
    BillingMemberEraser,
    BillingDataExportSection,
    { provide: MEMBERSHIP_CHECKER, useExisting: BillingEntitlement },
  ],
  exports: [MEMBERSHIP_CHECKER],
})
export class BillingWorkerModule {}
