import type { DiscoveryService } from '@nestjs/core';
import type { PinoLogger } from 'nestjs-pino';

import { PostponeQueue } from '@/queue/job-processor';
import { MAINTENANCE_TASK_NAMES } from '@/queue/maintenance';
import type { RecurringJobs } from '@/queue/recurring-jobs';

import { MAINTENANCE_POSTGRES_PAUSE_MS, MaintenanceProcessor } from './maintenance.processor';

function processorRunning(run: () => Promise<unknown>): MaintenanceProcessor {
  const owner = {
    tasks: Object.fromEntries(MAINTENANCE_TASK_NAMES.map((task) => [task, run])),
  };
  const discovery = {
    getProviders: () => [{ instance: owner }],
  } as unknown as DiscoveryService;
  const logger = { setContext: jest.fn() } as unknown as PinoLogger;
  const processor = new MaintenanceProcessor(discovery, {} as RecurringJobs, logger);
  processor.onModuleInit();
  return processor;
}

describe('MaintenanceProcessor', () => {
  it('handles every task of the schedule and returns what the task returns', async () => {
    const processor = processorRunning(() => Promise.resolve({ pruned: 2 }));
    expect(Object.keys(processor.handlers).sort()).toEqual([...MAINTENANCE_TASK_NAMES].sort());
    await expect(processor.run('webhooks-prune')).resolves.toEqual({ pruned: 2 });
  });

  it('postpones the queue, for every task alike, while Postgres is unreachable', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const processor = processorRunning(() => Promise.reject(refused));
    for (const task of MAINTENANCE_TASK_NAMES) {
      const error = await processor.run(task).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(PostponeQueue);
      expect(error).toMatchObject({ delayMs: MAINTENANCE_POSTGRES_PAUSE_MS, cause: refused });
    }
  });

  it('lets any other error spend an attempt as usual', async () => {
    const bug = new TypeError('a bug');
    const processor = processorRunning(() => Promise.reject(bug));
    await expect(processor.run('telemetry-partitions')).rejects.toBe(bug);
  });
});
