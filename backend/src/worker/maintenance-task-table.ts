import type { MaintenanceTaskRun } from '@/queue/maintenance';

import { HandlerRegistryError } from './job-handler-table';

export interface MaintenanceTaskEntry {
  /** The owner class, for logs and error messages. */
  owner: string;
  run: MaintenanceTaskRun;
}

/** task name → its one run. */
export type MaintenanceTaskTable = ReadonlyMap<string, MaintenanceTaskEntry>;

function nameOf(owner: object): string {
  return owner.constructor.name || 'anonymous owner';
}

/**
 * The start-up check of the maintenance schedule, as the job handler table's: every scheduled task
 * gets exactly one run among the owners, and no owner runs a task the schedule lacks (it would
 * never be scheduled). Collects every problem before failing, so one start names them all.
 */
export function buildMaintenanceTaskTable(
  schedule: readonly string[],
  owners: readonly object[],
): MaintenanceTaskTable {
  const problems: string[] = [];
  const found = new Map<string, MaintenanceTaskEntry[]>(schedule.map((task) => [task, []]));

  for (const owner of owners) {
    const name = nameOf(owner);
    const { tasks } = owner as { tasks?: unknown };
    if (typeof tasks !== 'object' || tasks === null) {
      problems.push(`${name} is marked @MaintenanceTaskOwner() but has no tasks`);
      continue;
    }
    for (const [task, run] of Object.entries(tasks)) {
      const entries = found.get(task);
      if (!entries)
        problems.push(`${name} runs maintenance task ${task}, which the schedule lacks`);
      else if (typeof run !== 'function') {
        problems.push(`${name}'s run of maintenance task ${task} is not a function`);
      } else entries.push({ owner: name, run: (run as MaintenanceTaskRun).bind(owner) });
    }
  }

  const table = new Map<string, MaintenanceTaskEntry>();
  for (const [task, entries] of found) {
    const [only] = entries;
    if (!only) problems.push(`maintenance task ${task} has no owner`);
    else if (entries.length > 1) {
      const owners = entries.map((entry) => entry.owner).join(' and ');
      problems.push(`maintenance task ${task} has ${entries.length} owners: ${owners}`);
    } else table.set(task, only);
  }

  if (problems.length > 0) throw new HandlerRegistryError(problems);
  return table;
}
