import { Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';

import { AppConfig } from '@/config/app-config';
import { MaintenanceTaskOwner, type MaintenanceTasks } from '@/queue/maintenance';

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
 * The maintenance task `telemetry-partitions` (MAINTENANCE_SCHEDULE, hourly and when the worker
 * starts, which also prepares the partitions on a fresh database): creates the coming days'
 * partitions and drops those older than TELEMETRY_RETENTION_DAYS. Idempotent, so any number of
 * workers may run it; Postgres being away postpones it (the maintenance processor's policy).
 */
@Injectable()
@MaintenanceTaskOwner()
export class TelemetryMaintenanceTasks implements MaintenanceTasks<'telemetry-partitions'> {
  readonly tasks = { 'telemetry-partitions': () => this.maintain() };

  constructor(
    private readonly repository: TelemetryEventsRepository,
    private readonly config: AppConfig,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(TelemetryMaintenanceTasks.name);
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
