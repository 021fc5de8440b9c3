import { Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';

import { AppConfig } from '@/config/app-config';
import { JobProcessor, type JobHandlers, type QueueProcessor } from '@/queue/job-processor';

import { TelemetryEventsRepository } from './telemetry-events.repository';
import { partitionName, planPartitions } from './telemetry-partitions';

/** Partitions exist this many days before their day comes. */
export const PARTITION_DAYS_AHEAD = 3;

export interface MaintenanceResult {
  created: string[];
  dropped: string[];
  expiredDefaultRows: number;
}

/**
 * The repeatable `telemetry-maintenance` job (scheduled hourly by TelemetryMaintenanceScheduler):
 * creates the coming days' partitions and drops those older than TELEMETRY_RETENTION_DAYS.
 * Idempotent, so any number of workers may run it.
 */
@Injectable()
@JobProcessor()
export class TelemetryMaintenanceProcessor implements QueueProcessor<'telemetry-maintenance'> {
  readonly queue = 'telemetry-maintenance' as const;
  readonly handlers: JobHandlers<'telemetry-maintenance'> = { maintain: () => this.maintain() };

  constructor(
    private readonly repository: TelemetryEventsRepository,
    private readonly config: AppConfig,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(TelemetryMaintenanceProcessor.name);
  }

  async maintain(now = new Date()): Promise<MaintenanceResult> {
    const plan = planPartitions(
      now,
      await this.repository.listPartitions(),
      this.config.telemetryRetentionDays,
      PARTITION_DAYS_AHEAD,
    );
    for (const day of plan.create) await this.repository.createPartition(day);
    for (const name of plan.drop) await this.repository.dropPartition(name);
    const expiredDefaultRows = await this.repository.deleteDefaultRowsBefore(plan.cutoff);
    const result = {
      created: plan.create.map((day) => partitionName(day)),
      dropped: plan.drop,
      expiredDefaultRows,
    };
    this.logger.info(
      { event: 'telemetry.maintenance', ...result },
      'telemetry partitions maintained',
    );
    return result;
  }
}
