// The one maintenance queue: every feature's task scheduled on it under its name, and one
// postponement policy for all of them (telemetry's included) while Postgres is unreachable. The
// real worker module and BullMQ workers, real Redis; Postgres is a port nobody listens on.
import { Test, type TestingModule } from '@nestjs/testing';
import { sparePort, waitFor } from '@tickrelay/testing/processes/process.helpers';
import { type JobSchedulerJson, Queue } from 'bullmq';

import { MAINTENANCE_SCHEDULE, MAINTENANCE_TASK_NAMES } from '../src/queue/maintenance';
import { QUEUE_NAMES } from '../src/queue/queues';
import { WorkerMetrics } from '../src/worker/worker-metrics.service';
import { WorkerModule } from '../src/worker/worker.module';
import { testConfig } from './support/api-app';

describe('maintenance queue', () => {
  const prefix = `tickrelay-maintenance-${process.pid}`;
  let moduleRef: TestingModule;
  let maintenance: Queue;
  let retired: Queue;

  /** Runs of `task` that ended with `status`, as the worker's metrics count them. */
  const runs = async (task: string, status: string): Promise<number> => {
    const { values } = await moduleRef.get(WorkerMetrics).jobDuration.get();
    const count = values.find(
      (value) =>
        value.metricName === 'worker_job_duration_seconds_count' &&
        value.labels.queue === 'maintenance' &&
        value.labels.name === task &&
        value.labels.status === status,
    );
    return count?.value ?? 0;
  };

  beforeAll(async () => {
    const deadPostgres = await sparePort();
    const config = testConfig({
      QUEUE_PREFIX: prefix,
      WORKER_PORT: String(await sparePort()),
      HOST: '127.0.0.1',
      DATABASE_URL: `postgres://postgres@127.0.0.1:${deadPostgres}/tickrelay_test`,
    });
    maintenance = new Queue('maintenance', { connection: { url: config.redisUrl }, prefix });
    // What the previous version left: its own queue's hourly schedule and a job nobody takes now.
    retired = new Queue('telemetry-maintenance', { connection: { url: config.redisUrl }, prefix });
    await retired.upsertJobScheduler(
      'telemetry-maintenance',
      { every: 3_600_000 },
      { name: 'maintain' },
    );
    await retired.add('maintain', {}, { jobId: 'left-behind' });
    moduleRef = await Test.createTestingModule({
      imports: [WorkerModule.forRoot(config)],
    }).compile();
    await moduleRef.init();
  });

  afterAll(async () => {
    await moduleRef?.close();
    await maintenance?.close();
    await retired?.obliterate({ force: true });
    await retired?.close();
    for (const name of QUEUE_NAMES) {
      const queue = new Queue(name, { connection: { url: process.env.REDIS_URL ?? '' }, prefix });
      await queue.obliterate({ force: true });
      await queue.close();
    }
  });

  it('schedules every feature’s task on the one queue, under the task’s name', async () => {
    const schedulers = await waitFor(
      async () => {
        const list = await maintenance.getJobSchedulers();
        return list.length >= MAINTENANCE_TASK_NAMES.length ? list : undefined;
      },
      15000,
      'the maintenance schedulers',
    );
    const byKey = (a: JobSchedulerJson, b: JobSchedulerJson) => a.key.localeCompare(b.key);
    expect(schedulers.sort(byKey).map(({ key, name, every }) => ({ key, name, every }))).toEqual(
      [...MAINTENANCE_TASK_NAMES]
        .sort()
        .map((task) => ({ key: task, name: task, every: MAINTENANCE_SCHEDULE[task].everyMs })),
    );
  });

  it('postpones telemetry’s task while Postgres is unreachable: no attempt spent, nothing failed', async () => {
    await waitFor(
      async () => ((await runs('telemetry-partitions', 'postponed')) > 0 ? true : undefined),
      30000,
      'telemetry-partitions to be postponed',
    );
    expect(await runs('telemetry-partitions', 'retrying')).toBe(0);
    expect(await runs('telemetry-partitions', 'failed')).toBe(0);
    expect(await maintenance.getFailedCount()).toBe(0);
    const jobs = await maintenance.getJobs(['waiting', 'active', 'delayed', 'prioritized']);
    expect(jobs.map((job) => job.name)).toContain('telemetry-partitions');
    for (const job of jobs) expect(job.attemptsMade).toBe(0);
  });

  it('deletes the retired per-feature maintenance queues, schedule and jobs', async () => {
    await waitFor(
      async () => {
        const schedulers = await retired.getJobSchedulersCount();
        const jobs = Object.values(await retired.getJobCounts()).reduce((sum, n) => sum + n, 0);
        return schedulers === 0 && jobs === 0 ? true : undefined;
      },
      15000,
      'the retired queue to be deleted',
    );
    expect(await retired.getJob('left-behind')).toBeUndefined();
  });
});
