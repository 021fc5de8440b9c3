import { Module } from '@nestjs/common';

import { MetricsRegistryModule } from '@/common/metrics/metrics-registry.module';
import { QueueModule } from '@/queue/queue.module';

import { TelemetryBatchWriter } from './telemetry-batch.writer';
import { TelemetryEventsRepository } from './telemetry-events.repository';
import { TelemetryIngestProcessor } from './telemetry-ingest.processor';
import { TelemetryMaintenanceProcessor } from './telemetry-maintenance.processor';
import { TelemetryMaintenanceScheduler } from './telemetry-maintenance.scheduler';

/** The worker side of telemetry: the `telemetry` and `telemetry-maintenance` processors. */
@Module({
  imports: [MetricsRegistryModule, QueueModule],
  providers: [
    TelemetryEventsRepository,
    {
      provide: TelemetryBatchWriter,
      useFactory: (repository: TelemetryEventsRepository) => new TelemetryBatchWriter(repository),
      inject: [TelemetryEventsRepository],
    },
    TelemetryIngestProcessor,
    TelemetryMaintenanceProcessor,
    TelemetryMaintenanceScheduler,
  ],
})
export class TelemetryWorkerModule {}
