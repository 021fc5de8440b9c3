import { Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';

import { isDependencyUnavailable } from '@/common/errors/dependency-errors';
import { AppConfig } from '@/config/app-config';
import { BrokerAuditRepository } from '@/modules/broker-connections/broker-connections.public';
import {
  JobProcessor,
  type JobHandlers,
  PostponeQueue,
  type QueueProcessor,
} from '@/queue/job-processor';

import { DeliveriesDatabase } from './deliveries-database';
import { PARTITION_DAYS_AHEAD, partitionName, planPartitions } from './deliveries-partitions';
import { DeliveriesPartitionsRepository } from './deliveries-partitions.repository';

/** How long maintenance waits after Postgres was found unreachable. */
const POSTGRES_PAUSE_MS = 10_000;

export interface DeliveriesMaintenanceResult {
  created: string[];
  dropped: string[];
  expiredDefaultRows: number;
  /** Broker audit entries older than the retention, deleted. */
  expiredAuditRows: number;
}

/**
 * The repeatable `deliveries-maintenance` job (hourly, DeliveriesMaintenanceScheduler): creates
 * the coming days' partitions of the deliveries log and drops those older than
 * DELIVERIES_RETENTION_DAYS, and deletes the broker audit's entries older than the same
 * retention. Idempotent, so any number of workers may run it.
 */
@Injectable()
@JobProcessor()
export class DeliveriesMaintenanceProcessor implements QueueProcessor<'deliveries-maintenance'> {
  readonly queue = 'deliveries-maintenance' as const;
  readonly handlers: JobHandlers<'deliveries-maintenance'> = { maintain: () => this.run() };

  constructor(
    private readonly repository: DeliveriesPartitionsRepository,
    private readonly database: DeliveriesDatabase,
    private readonly audit: BrokerAuditRepository,
    private readonly config: AppConfig,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(DeliveriesMaintenanceProcessor.name);
  }

  private async run(): Promise<DeliveriesMaintenanceResult> {
    try {
      return await this.maintain();
    } catch (error) {
      if (isDependencyUnavailable(error)) throw new PostponeQueue(POSTGRES_PAUSE_MS, error);
      throw error;
    }
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
