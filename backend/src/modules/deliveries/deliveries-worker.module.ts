import { Module } from '@nestjs/common';

import { MetricsRegistryModule } from '@/common/metrics/metrics-registry.module';
import { BillingWorkerModule } from '@/modules/billing/billing-worker.module';
import { QueueModule } from '@/queue/queue.module';

import { AckLatencies } from './ack-latencies';
import { ALERT_EXECUTOR } from './alert-executor';
import { ALERT_SETTINGS_READER, DEFAULT_ALERT_SETTINGS } from './alert-settings';
import { AlertsProcessor } from './alerts.processor';
import { DeliveriesDatabase } from './deliveries-database';
import { DeliveriesMaintenanceProcessor } from './deliveries-maintenance.processor';
import { DeliveriesMaintenanceScheduler } from './deliveries-maintenance.scheduler';
import { DeliveriesPartitionsRepository } from './deliveries-partitions.repository';
import { DeliveriesWriterRepository } from './deliveries-writer.repository';
import { MemberEvents } from './member-events';
import { UnavailableBroker } from './unavailable-broker';

/** The worker side of deliveries: the `alerts` and `deliveries-maintenance` processors. */
@Module({
  imports: [QueueModule, MetricsRegistryModule, BillingWorkerModule],
  providers: [
    DeliveriesDatabase,
    DeliveriesPartitionsRepository,
    DeliveriesWriterRepository,
    MemberEvents,
    AckLatencies,
    // Until the webhooks module's settings reader is wired: nobody paused, the default max_lag.
    {
      provide: ALERT_SETTINGS_READER,
      useValue: { settingsOf: () => Promise.resolve(DEFAULT_ALERT_SETTINGS) },
    },
    { provide: ALERT_EXECUTOR, useClass: UnavailableBroker },
    AlertsProcessor,
    DeliveriesMaintenanceProcessor,
    DeliveriesMaintenanceScheduler,
  ],
})
export class DeliveriesWorkerModule {}
