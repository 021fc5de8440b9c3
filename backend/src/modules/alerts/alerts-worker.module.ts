import { Module } from '@nestjs/common';

import { MetricsRegistryModule } from '@/common/metrics/metrics-registry.module';
import { BillingWorkerModule } from '@/modules/billing/billing-worker.module';
import { BrokersWorkerModule } from '@/modules/brokers/brokers-worker.module';
import { DestinationsWorkerModule } from '@/modules/destinations/destinations-worker.module';
import { WebhookSettingsModule } from '@/modules/webhooks/webhook-settings.module';
import { WebhookSettingsReader } from '@/modules/webhooks/webhooks.public';
import { QueueModule } from '@/queue/queue.module';

import { DeliveriesDataExportSection } from './log/deliveries-data-export.section';
import { DeliveriesDatabase } from './log/deliveries-database';
import { DeliveriesMaintenanceTasks } from './log/deliveries-maintenance.tasks';
import { DeliveriesMemberEraser } from './log/deliveries-member.eraser';
import { DeliveriesPartitionsRepository } from './log/deliveries-partitions.repository';
import { DeliveriesWriterRepository } from './log/deliveries-writer.repository';
import { AckLatencies } from './pipeline/ack-latencies';
import { AlertDecider } from './pipeline/alert-decider';
import { ALERT_MEMBER_SLOTS_PROVIDER } from './pipeline/alert-member-share';
import { ALERT_SETTINGS_READER } from './pipeline/alert-settings';
import { AlertsProcessor } from './pipeline/alerts.processor';

/**
 * The worker side of the alerts: the `alerts` processor (pipeline/: alerts executed where the
 * member's target says, the paper account, their Tradovate account, or nowhere) and the log's
 * partitions (log/, the `deliveries-partitions` maintenance task).
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
    AckLatencies,
    { provide: ALERT_SETTINGS_READER, useExisting: WebhookSettingsReader },
    AlertDecider,
    ALERT_MEMBER_SLOTS_PROVIDER,
    AlertsProcessor,
    DeliveriesMaintenanceTasks,
    // A deleted account's log, paper account and live stream (the member-erasure job).
    DeliveriesMemberEraser,
    // Its `deliveries.json` of a member's data export.
    DeliveriesDataExportSection,
  ],
})
export class AlertsWorkerModule {}
