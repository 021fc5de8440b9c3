import { Module } from '@nestjs/common';

import { MetricsRegistryModule } from '@/common/metrics/metrics-registry.module';
import { BillingWorkerModule } from '@/modules/billing/billing-worker.module';
import { BrokerConnectionsWorkerModule } from '@/modules/broker-connections/broker-connections-worker.module';
import {
  PaperAccountsRepository,
  PaperAlertExecutor,
  PaperBroker,
  RoutingAlertExecutor,
  TradovateAlertExecutor,
} from '@/modules/deliveries/deliveries.public';
import { DestinationsWorkerModule } from '@/modules/destinations/destinations-worker.module';
import { WebhookSettingsModule } from '@/modules/webhooks/webhook-settings.module';
import { WebhookSettingsReader } from '@/modules/webhooks/webhooks.public';
import { QueueModule } from '@/queue/queue.module';

import { DeliveriesDatabase } from './log/deliveries-database';
import { DeliveriesMaintenanceTasks } from './log/deliveries-maintenance.tasks';
import { DeliveriesMemberEraser } from './log/deliveries-member.eraser';
import { DeliveriesPartitionsRepository } from './log/deliveries-partitions.repository';
import { DeliveriesWriterRepository } from './log/deliveries-writer.repository';
import { AckLatencies } from './pipeline/ack-latencies';
import { AlertDecider } from './pipeline/alert-decider';
import { ALERT_EXECUTOR } from './pipeline/alert-executor';
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
    // The member's execution target, Tradovate connection and audit; the Tradovate adapter.
    BrokerConnectionsWorkerModule,
    DestinationsWorkerModule,
  ],
  providers: [
    DeliveriesDatabase,
    DeliveriesPartitionsRepository,
    DeliveriesWriterRepository,
    AckLatencies,
    { provide: ALERT_SETTINGS_READER, useExisting: WebhookSettingsReader },
    PaperAccountsRepository,
    PaperBroker,
    PaperAlertExecutor,
    TradovateAlertExecutor,
    { provide: ALERT_EXECUTOR, useClass: RoutingAlertExecutor },
    AlertDecider,
    ALERT_MEMBER_SLOTS_PROVIDER,
    AlertsProcessor,
    DeliveriesMaintenanceTasks,
    // A deleted account's log, paper account and live stream (the member-erasure job).
    DeliveriesMemberEraser,
  ],
})
export class AlertsWorkerModule {}
