import { Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';

import { AppConfig } from '@/config/app-config';
import { BrokerAuditRepository } from '@/modules/brokers/brokers.public';
import { MaintenanceTaskOwner, type MaintenanceTasks } from '@/queue/maintenance';

import { DeliveriesDatabase } from './deliveries-database';
import { PARTITION_DAYS_AHEAD, partitionName, planPartitions } from './deliveries-partitions';
import { DeliveriesPartitionsRepository } from './deliveries-partitions.repository';

export interface DeliveriesMaintenanceResult {
  created: string[];
  dropped: string[];
  expiredDefaultRows: number;
  /** Broker audit entries older than the retention, deleted. */
  expiredAuditRows: number;
}

/**
 * The maintenance task `deliveries-partitions` (MAINTENANCE_SCHEDULE, hourly and when the worker
 * starts, which also prepares today's partition on a fresh database): creates the coming days'
 * partitions of the deliveries log and drops those older than DELIVERIES_RETENTION_DAYS, and
 * deletes the broker audit's entries older than the same retention. Idempotent, so any number of
 * workers may run it.
 */
@Injectable()
@MaintenanceTaskOwner()
export class DeliveriesMaintenanceTasks implements MaintenanceTasks<'deliveries-partitions'> {
  readonly tasks = { 'deliveries-partitions': () => this.maintain() };

  constructor(
    private readonly repository: DeliveriesPartitionsRepository,
    private readonly database: DeliveriesDatabase,
    private readonly audit: BrokerAuditRepository,
    private readonly config: AppConfig,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(DeliveriesMaintenanceTasks.name);
  }

  async maintain(now = new Date()): Promise<DeliveriesMaintenanceResult> {
    const plan = planPartitions(
      now,
      await this.repository.listPartitions(),
      this.config.deliveriesRetentionDays,
      PARTITION_DAYS_AHEAD,
    );
    for (const day of plan.create) await this.repository.createPartition(day);
    for (const name of plan.drop) await this.repository.dropPartition(name);
    const expiredDefaultRows = await this.repository.deleteDefaultRowsBefore(plan.cutoff);
    const expiredAuditRows = await this.audit.prune(this.database.db, plan.cutoff);
    const result = {
      created: plan.create.map((day) => partitionName(day)),
      dropped: plan.drop,
      expiredDefaultRows,
      expiredAuditRows,
    };
    this.logger.info(
      { event: 'deliveries.maintenance', ...result },
      'deliveries partitions maintained',
    );
    return result;
  }
}
