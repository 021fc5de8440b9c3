import { Module } from '@nestjs/common';

import { TelemetryBatchWriter } from './telemetry-batch.writer';
import { TelemetryEventsRepository } from './telemetry-events.repository';
import { TelemetryMaintenanceProcessor } from './telemetry-maintenance.processor';
import { TelemetryMaintenanceScheduler } from './telemetry-maintenance.scheduler';

/**
 * The worker side of telemetry. The queue consumer itself (TelemetryIngestConsumer) is provided by
 * WorkerModule, next to the worker metrics it reports to.
 */
@Module({
  providers: [
    TelemetryEventsRepository,
    {
      provide: TelemetryBatchWriter,
      useFactory: (repository: TelemetryEventsRepository) => new TelemetryBatchWriter(repository),
      inject: [TelemetryEventsRepository],
    },
    TelemetryMaintenanceProcessor,
    TelemetryMaintenanceScheduler,
  ],
  exports: [TelemetryBatchWriter, TelemetryMaintenanceProcessor, TelemetryEventsRepository],
})
export class TelemetryWorkerModule {}
