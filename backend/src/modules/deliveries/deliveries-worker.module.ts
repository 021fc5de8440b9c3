import { Module } from '@nestjs/common';

import { MetricsRegistryModule } from '@/common/metrics/metrics-registry.module';
import { BillingWorkerModule } from '@/modules/billing/billing-worker.module';
import { BrokersWorkerModule } from '@/modules/brokers/brokers-worker.module';
import { DestinationsWorkerModule } from '@/modules/destinations/destinations-worker.module';
import { WebhookSettingsModule } from '@/modules/webhooks/webhook-settings.module';
import { WebhookSettingsReader } from '@/modules/webhooks/webhooks.public';
import { QueueModule } from '@/queue/queue.module';

import { AckLatencies } from './ack-latencies';
import { AlertDecider } from './alert-decider';
import { ALERT_MEMBER_SLOTS_PROVIDER } from './alert-member-share';
import { ALERT_SETTINGS_READER } from './alert-settings';
import { AlertsProcessor } from './alerts.processor';
import { DeliveriesDatabase } from './deliveries-database';
import { DeliveriesMaintenanceTasks } from './deliveries-maintenance.tasks';
import { DeliveriesMemberEraser } from './deliveries-member.eraser';
import { DeliveriesPartitionsRepository } from './deliveries-partitions.repository';
import { DeliveriesWriterRepository } from './deliveries-writer.repository';
import { MemberEvents } from './member-events';

/**
 * The worker side of deliveries: the `alerts` processor (alerts executed where the member's
 * target says: the paper account, their Tradovate account, or nowhere) and the log's partitions
 * (the `deliveries-partitions` maintenance task).
 */
@Module({
  imports: [
    QueueModule,
    MetricsRegistryModule,
    BillingWorkerModule,
    WebhookSettingsModule,
    // ALERT_EXECUTOR (the member's execution target, the paper account, Tradovate), the audit.
    BrokersWorkerModule,
    DestinationsWorkerModule,
  ],
  providers: [
    DeliveriesDatabase,
    DeliveriesPartitionsRepository,
    DeliveriesWriterRepository,
    MemberEvents,
    AckLatencies,
    { provide: ALERT_SETTINGS_READER, useExisting: WebhookSettingsReader },
    AlertDecider,
    ALERT_MEMBER_SLOTS_PROVIDER,
    AlertsProcessor,
    DeliveriesMaintenanceTasks,
    // A deleted account's log, paper account and live stream (the member-erasure job).
    DeliveriesMemberEraser,
  ],
})
export class DeliveriesWorkerModule {}
