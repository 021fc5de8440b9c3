import type { Job } from 'bullmq';

import type { JobRun } from '@/queue/job-processor';

/** A handler as the worker host calls it, whatever its payload type. */
export type AnyJobHandler = (job: Job, run?: JobRun) => Promise<unknown>;

export interface HandlerEntry {
  /** The processor class that handles the job, for logs and error messages. */
  processor: string;
  handle: AnyJobHandler;
}

/** queue → job name → its one handler. */
export type HandlerTable = ReadonlyMap<string, ReadonlyMap<string, HandlerEntry>>;

/** The worker cannot start: the registry and the processors disagree. */
export class HandlerRegistryError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`the worker cannot start:\n  - ${problems.join('\n  - ')}`);
    this.name = 'HandlerRegistryError';
  }
}

function nameOf(processor: object): string {
  return processor.constructor.name || 'anonymous processor';
}

function asProcessor(candidate: unknown): { queue: string; handlers: object } | undefined {
  if (typeof candidate !== 'object' || candidate === null) return undefined;
  const { queue, handlers } = candidate as { queue?: unknown; handlers?: unknown };
  if (typeof queue !== 'string' || typeof handlers !== 'object' || handlers === null) {
    return undefined;
  }
  return { queue, handlers };
}

/**
 * The start-up check: every job name of the registry gets exactly one handler among the
 * processors, and no processor handles a queue or job the registry does not know. Collects every
 * problem before failing, so one start names them all.
 */
export function buildHandlerTable(
  registry: ReadonlyMap<string, readonly string[]>,
  processors: readonly object[],
): HandlerTable {
  const problems: string[] = [];
  const found = new Map<string, Map<string, HandlerEntry[]>>();
  for (const [queue, names] of registry) {
    found.set(queue, new Map(names.map((name) => [name, []])));
  }

  for (const candidate of processors) {
    const processor = asProcessor(candidate);
    const name = nameOf(candidate);
    if (!processor) {
      problems.push(`${name} is marked @JobProcessor() but has no queue name and handlers`);
      continue;
    }
    const jobs = found.get(processor.queue);
    if (!jobs) {
      problems.push(`${name} consumes queue "${processor.queue}", which the job registry lacks`);
      continue;
    }
    for (const [jobName, handle] of Object.entries(processor.handlers)) {
      const entries = jobs.get(jobName);
      if (!entries) {
        problems.push(
          `${name} handles ${processor.queue}/${jobName}, which the job registry lacks`,
        );
      } else if (typeof handle !== 'function') {
        problems.push(`${name}'s handler of ${processor.queue}/${jobName} is not a function`);
      } else {
        entries.push({ processor: name, handle: (handle as AnyJobHandler).bind(candidate) });
      }
    }
  }

  const table = new Map<string, Map<string, HandlerEntry>>();
  for (const [queue, jobs] of found) {
    const handlers = new Map<string, HandlerEntry>();
    for (const [jobName, entries] of jobs) {
      const [only] = entries;
      if (!only) problems.push(`${queue}/${jobName} has no handler`);
      else if (entries.length > 1) {
        const owners = entries.map((entry) => entry.processor).join(' and ');
        problems.push(`${queue}/${jobName} has ${entries.length} handlers: ${owners}`);
      } else handlers.set(jobName, only);
    }
    table.set(queue, handlers);
  }

  if (problems.length > 0) throw new HandlerRegistryError(problems);
  return table;
}
