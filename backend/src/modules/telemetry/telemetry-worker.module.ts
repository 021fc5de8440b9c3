import { Module } from '@nestjs/common';

import { MetricsRegistryModule } from '@/common/metrics/metrics-registry.module';

import { TelemetryBatchWriter } from './telemetry-batch.writer';
import { TelemetryEventsRepository } from './telemetry-events.repository';
import { TelemetryIngestProcessor } from './telemetry-ingest.processor';
import { TelemetryMaintenanceTasks } from './telemetry-maintenance.tasks';

/** The worker side of telemetry: the `telemetry` processor and the `telemetry-partitions` task. */
@Module({
  imports: [MetricsRegistryModule],
  providers: [
    TelemetryEventsRepository,
    {
      provide: TelemetryBatchWriter,
      useFactory: (repository: TelemetryEventsRepository) => new TelemetryBatchWriter(repository),
      inject: [TelemetryEventsRepository],
    },
    TelemetryIngestProcessor,
    TelemetryMaintenanceTasks,
  ],
})
export class TelemetryWorkerModule {}
