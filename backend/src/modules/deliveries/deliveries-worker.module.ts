import { Module } from '@nestjs/common';

import { QueueModule } from '@/queue/queue.module';

import { AlertsProcessor } from './alerts.processor';
import { DeliveriesDatabase } from './deliveries-database';
import { DeliveriesMaintenanceProcessor } from './deliveries-maintenance.processor';
import { DeliveriesMaintenanceScheduler } from './deliveries-maintenance.scheduler';
import { DeliveriesPartitionsRepository } from './deliveries-partitions.repository';

/** The worker side of deliveries: the `alerts` and `deliveries-maintenance` processors. */
@Module({
  imports: [QueueModule],
  providers: [
    DeliveriesDatabase,
    DeliveriesPartitionsRepository,
    AlertsProcessor,
    DeliveriesMaintenanceProcessor,
    DeliveriesMaintenanceScheduler,
  ],
})
export class DeliveriesWorkerModule {}
