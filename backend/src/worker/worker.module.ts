import { type DynamicModule, Module, type ModuleMetadata } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { LoggerModule } from 'nestjs-pino';

import { MemberEventsModule } from '@/common/live-events/member-events.module';
import { loggerParams } from '@/common/logging/logger-options';
import { MetricsRegistryModule } from '@/common/metrics/metrics-registry.module';
import type { AppConfig } from '@/config/app-config';
import { ConfigModule } from '@/config/config.module';
import { DatabaseModule } from '@/database/database.module';
import { AccountWorkerModule } from '@/modules/account/account-worker.module';
import { AlertTemplatesWorkerModule } from '@/modules/alert-templates/alert-templates-worker.module';
import { AlertsWorkerModule } from '@/modules/alerts/alerts-worker.module';
import { AuthWorkerModule } from '@/modules/auth/auth-worker.module';
import { BillingWorkerModule } from '@/modules/billing/billing-worker.module';
import { PaymentsSandboxWorkerModule } from '@/modules/billing/payments-sandbox-worker.module';
import { DataExportWorkerModule } from '@/modules/data-export/data-export-worker.module';
import { MailModule } from '@/modules/mail/mail.module';
import { SecurityLogWorkerModule } from '@/modules/security-log/security-log.module';
import { TelemetryWorkerModule } from '@/modules/telemetry/telemetry-worker.module';
import { WebhooksWorkerModule } from '@/modules/webhooks/webhooks-worker.module';
import { QueueModule } from '@/queue/queue.module';
import { RedisModule } from '@/redis/redis.module';

import { MaintenanceProcessor } from './maintenance.processor';
import { CREATE_WORKER, createBullWorker } from './queue-consumer';
import { RetiredQueues } from './retired-queues';
import { WorkerHost } from './worker-host.service';
import { WorkerHttpServer } from './worker-http.server';
import { WorkerMetrics } from './worker-metrics.service';
import { WorkerStateMetrics } from './worker-state.metrics';

type Imports = NonNullable<ModuleMetadata['imports']>;

/**
 * The feature modules whose @JobProcessor() providers the worker runs. A new queue's processor
 * lives in its feature's module; add that module here if the worker does not import it yet.
 */
export const WORKER_FEATURES: Imports = [
  MailModule,
  TelemetryWorkerModule,
  AuthWorkerModule,
  PaymentsSandboxWorkerModule,
  BillingWorkerModule,
  AlertsWorkerModule,
  WebhooksWorkerModule,
  AlertTemplatesWorkerModule,
  SecurityLogWorkerModule,
  // Builds "your data" exports from every @DataExportSectionProvider() of the modules above.
  DataExportWorkerModule,
  // Runs every @MemberEraser() of the modules above (a deleted account's data).
  AccountWorkerModule,
];

/** Root module of the worker process: queue consumers plus a tiny health/metrics server, no API. */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig, features: Imports = WORKER_FEATURES): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot(loggerParams(config, 'worker')),
        DiscoveryModule,
        DatabaseModule,
        RedisModule,
        MemberEventsModule,
        MetricsRegistryModule,
        QueueModule,
        ...features,
      ],
      providers: [
        WorkerMetrics,
        WorkerHost,
        // Runs every feature's @MaintenanceTaskOwner() tasks on the one `maintenance` queue.
        MaintenanceProcessor,
        // Deletes the queues no version consumes any more (their schedules would run for ever).
        RetiredQueues,
        WorkerHttpServer,
        // queue_jobs, dependency_up and worker_consumer_up, read on scrape.
        WorkerStateMetrics,
        { provide: CREATE_WORKER, useValue: createBullWorker },
      ],
    };
  }
}
