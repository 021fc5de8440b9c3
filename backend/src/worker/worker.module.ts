import { type DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';

import { loggerParams } from '@/common/logging/logger-options';
import type { AppConfig } from '@/config/app-config';
import { ConfigModule } from '@/config/config.module';
import { DatabaseModule } from '@/database/database.module';
import { MailModule } from '@/modules/mail/mail.module';
import { MailProcessor } from '@/modules/mail/mail.processor';
import { TelemetryIngestConsumer } from '@/modules/telemetry/telemetry-ingest.consumer';
import { TelemetryMaintenanceProcessor } from '@/modules/telemetry/telemetry-maintenance.processor';
import { TelemetryWorkerModule } from '@/modules/telemetry/telemetry-worker.module';
import { RedisModule } from '@/redis/redis.module';

import { QUEUE_PROCESSORS, type QueueProcessor } from './queue-processor';
import { WorkerHost } from './worker-host.service';
import { WorkerHttpServer } from './worker-http.server';
import { WorkerMetrics } from './worker-metrics.service';

/** Root module of the worker process: queue consumers plus a tiny health/metrics server, no API. */
@Module({})
export class WorkerModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot(loggerParams(config, 'worker')),
        DatabaseModule,
        RedisModule,
        MailModule,
        TelemetryWorkerModule,
      ],
      providers: [
        WorkerMetrics,
        WorkerHost,
        WorkerHttpServer,
        // Runs its own BullMQ worker: telemetry needs a far higher concurrency than other queues.
        TelemetryIngestConsumer,
        {
          // Register a new queue's processor here.
          provide: QUEUE_PROCESSORS,
          useFactory: (...processors: QueueProcessor[]) => processors,
          inject: [MailProcessor, TelemetryMaintenanceProcessor],
        },
      ],
    };
  }
}
