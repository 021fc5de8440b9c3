import { DiscoveryService } from '@nestjs/core';

const HOUR_MS = 60 * 60 * 1000;

/** One line of the maintenance schedule. */
export interface MaintenanceTaskSpec {
  /** The feature module whose @MaintenanceTaskOwner() runs it. */
  readonly feature: string;
  /** BullMQ's job scheduler adds one every `everyMs`, its first one when the worker starts. */
  readonly everyMs: number;
  /** For the reader and the log: what a run does. */
  readonly does: string;
}

/**
 * The maintenance schedule: every recurring housekeeping task of every feature, run on the one
 * `maintenance` queue. The task name is the job name and the job scheduler's id, so every worker
 * replica upserts the same schedule and a task is never doubled. Every task is idempotent (any
 * worker may run it, any number of times). Add a task here, then implement it in its feature's
 * @MaintenanceTaskOwner(): the worker refuses to start while a task has no runner, or two.
 */
export const MAINTENANCE_SCHEDULE = {
  'telemetry-partitions': {
    feature: 'telemetry',
    everyMs: HOUR_MS,
    does: "creates the coming days' telemetry partitions, drops those past TELEMETRY_RETENTION_DAYS",
  },
  'deliveries-partitions': {
    feature: 'deliveries',
    everyMs: HOUR_MS,
    does:
      "creates the coming days' deliveries-log partitions, drops those past " +
      "DELIVERIES_RETENTION_DAYS and the broker audit's entries past the same retention",
  },
  'destinations-prune': {
    feature: 'destinations',
    everyMs: HOUR_MS,
    does: 'deletes relays past DELIVERIES_RETENTION_DAYS and notified failures past 30 days',
  },
  'webhooks-prune': {
    feature: 'webhooks',
    everyMs: HOUR_MS,
    does: 'deletes rotated or revoked webhook URLs whose grace has ended',
  },
  'data-exports-expire': {
    feature: 'data-export',
    everyMs: HOUR_MS,
    does:
      "deletes the archive of members' data exports past their 7 days, and the rows of those " +
      'ended more than 30 days ago',
  },
} as const satisfies Record<string, MaintenanceTaskSpec>;

export type MaintenanceTaskName = keyof typeof MAINTENANCE_SCHEDULE;

export const MAINTENANCE_TASK_NAMES = Object.keys(MAINTENANCE_SCHEDULE) as MaintenanceTaskName[];

/** Maintenance jobs carry nothing: each task reads what is due at its clock's now. */
export type MaintenanceJob = Record<string, never>;

/** A task's run; its result is the job's return value (kept with the completed job, logged). */
export type MaintenanceTaskRun = () => Promise<unknown>;

/**
 * What a feature implements to own maintenance tasks: the runs of some of the schedule's tasks.
 * A run just does its work; the one maintenance processor (src/worker) applies the postponement
 * policy to all (Postgres unreachable: the queue waits, no attempt spent). Mark the class with
 * @MaintenanceTaskOwner() and provide it in a module the worker imports.
 */
export interface MaintenanceTasks<T extends MaintenanceTaskName = MaintenanceTaskName> {
  readonly tasks: { readonly [K in T]: MaintenanceTaskRun };
}

/** Marks a provider as a MaintenanceTasks owner for the maintenance processor to discover. */
export const MaintenanceTaskOwner = DiscoveryService.createDecorator<void>();
