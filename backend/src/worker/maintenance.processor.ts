import { Injectable, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { PinoLogger } from 'nestjs-pino';

import { isDependencyUnavailable } from '@/common/errors/dependency-errors';
import {
  JobProcessor,
  type JobHandlers,
  PostponeQueue,
  type QueueProcessor,
} from '@/queue/job-processor';
import {
  MAINTENANCE_SCHEDULE,
  MAINTENANCE_TASK_NAMES,
  MaintenanceTaskOwner,
  type MaintenanceTaskName,
} from '@/queue/maintenance';
import { recurringJob, RecurringJobs } from '@/queue/recurring-jobs';

import { buildMaintenanceTaskTable, type MaintenanceTaskTable } from './maintenance-task-table';

/** How long the maintenance queue waits after Postgres was found unreachable. */
export const MAINTENANCE_POSTGRES_PAUSE_MS = 10_000;

/**
 * The one consumer of the `maintenance` queue: finds every @MaintenanceTaskOwner() (the worker
 * refuses to start while a task of MAINTENANCE_SCHEDULE has no owner, or two), schedules each
 * task with BullMQ's job scheduler (the task name is its id: one schedule however many replicas)
 * and runs the due one. One postponement policy for every task: a dependency unreachable
 * (Postgres down) puts the job back without spending an attempt and pauses the queue, so an
 * outage of any length fails no maintenance.
 */
@Injectable()
@JobProcessor()
export class MaintenanceProcessor
  implements QueueProcessor<'maintenance'>, OnModuleInit, OnApplicationBootstrap
{
  readonly queue = 'maintenance' as const;
  readonly handlers = Object.fromEntries(
    MAINTENANCE_TASK_NAMES.map((task) => [task, () => this.run(task)]),
  ) as JobHandlers<'maintenance'>;
  private table: MaintenanceTaskTable = new Map();

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly recurring: RecurringJobs,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(MaintenanceProcessor.name);
  }

  /** Before anything connects: a task without an owner, or with two, stops the worker's start. */
  onModuleInit(): void {
    const owners = new Set<object>();
    for (const wrapper of this.discovery.getProviders({ metadataKey: MaintenanceTaskOwner.KEY })) {
      if (wrapper.instance) owners.add(wrapper.instance as object);
    }
    this.table = buildMaintenanceTaskTable(MAINTENANCE_TASK_NAMES, [...owners]);
  }

  /** Not awaited: with Redis away at boot the worker starts anyway (RecurringJobs retries). */
  onApplicationBootstrap(): void {
    this.recurring.register(
      'maintenance',
      MAINTENANCE_TASK_NAMES.map((task) =>
        recurringJob({
          queue: 'maintenance',
          schedulerId: task,
          everyMs: MAINTENANCE_SCHEDULE[task].everyMs,
          job: task,
          payload: {},
        }),
      ),
    );
  }

  /** Runs one task now, with the policy (the worker host calls it for the task's job). */
  async run(task: MaintenanceTaskName): Promise<unknown> {
    const entry = this.table.get(task);
    if (!entry) throw new Error(`maintenance task ${task} has no owner`);
    try {
      return await entry.run();
    } catch (error) {
      if (isDependencyUnavailable(error)) {
        throw new PostponeQueue(MAINTENANCE_POSTGRES_PAUSE_MS, error);
      }
      throw error;
    }
  }
}
