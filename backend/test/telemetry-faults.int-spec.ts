import { sleep, sparePort, waitFor } from '@tickrelay/testing/processes/process.helpers';
import { jobCount, pendingCount, waitForQueueEmpty } from '@tickrelay/testing/queues/queue-wait';
import { ThrowawayPostgres } from '@tickrelay/testing/servers/throwaway-postgres';
import { DurableThrowawayRedis } from '@tickrelay/testing/servers/throwaway-redis';
import type { Pool } from 'pg';
import request from 'supertest';

import { sampleBatch } from '../src/modules/telemetry/telemetry-sample';
import type { TelemetryBatchJob } from '../src/queue/job-payloads';
import { startApi } from './support/api-app';
import { migrate } from './support/test-database';
import { startWorker, type WorkerProcess } from './support/worker-process';
import {
  countRows,
  poolFor,
  TEST_DATABASE_URL,
  TEST_REDIS_URL,
  telemetryQueue,
} from './telemetry-helpers';

const jobOf = (size: number): TelemetryBatchJob => ({
  receivedAt: new Date().toISOString(),
  events: sampleBatch(size).events,
});

describe('telemetry faults', () => {
  let pool: Pool;

  beforeAll(() => {
    pool = poolFor(TEST_DATABASE_URL);
  });

  afterAll(() => pool.end());

  it('answers fast 503s while Redis is down, recovers by itself, and loses no accepted batch', async () => {
    const prefix = `tickrelay-telemetry-redis-${process.pid}`;
    const redis = new DurableThrowawayRedis(await sparePort());
    await redis.start();
    const api = await startApi({
      REDIS_URL: redis.url,
      QUEUE_PREFIX: prefix,
      TELEMETRY_RATE_LIMIT_PER_MINUTE: '100000',
    });
    const worker = await startWorker({ REDIS_URL: redis.url, QUEUE_PREFIX: prefix });
    const accepted: string[] = [];
    const outcomes: { status: number; ms: number; phase: string }[] = [];
    let phase = 'before';
    try {
      const send = async () => {
        const batch = sampleBatch(5);
        const started = Date.now();
        const response = await request(api.url)
          .post('/api/telemetry/batch')
          .set('X-Forwarded-For', '192.0.2.61')
          .send(batch)
          .timeout(5000);
        outcomes.push({ status: response.status, ms: Date.now() - started, phase });
        if (response.status === 202) accepted.push(...batch.events.map((event) => event.event_id));
      };
      const sendFor = async (ms: number) => {
        const until = Date.now() + ms;
        while (Date.now() < until) await Promise.all([send(), send(), send()]);
      };

      await sendFor(1500);
      phase = 'down';
      await redis.stop();
      await sendFor(2500);
      phase = 'restarted';
      await redis.start();
      await waitFor(
        async () => {
          await send();
          return outcomes.at(-1)?.status === 202 ? true : undefined;
        },
        15000,
        'the api to accept batches again',
      );
      await sendFor(1000);

      expect(outcomes.every((outcome) => outcome.status === 202 || outcome.status === 503)).toBe(
        true,
      );
      const down = outcomes.filter((outcome) => outcome.phase === 'down');
      expect(down.filter((outcome) => outcome.status === 503).length).toBeGreaterThan(0);
      expect(Math.max(...down.map((outcome) => outcome.ms))).toBeLessThan(2500);
      expect(outcomes.filter((o) => o.phase === 'before').every((o) => o.status === 202)).toBe(
        true,
      );

      // Every batch answered 202 was durably queued: it lands after the restart.
      await waitFor(
        async () => ((await countRows(pool, accepted)).rows === accepted.length ? true : undefined),
        30000,
        `all ${accepted.length} accepted events to land`,
      );
      expect(await countRows(pool, accepted)).toEqual({
        rows: accepted.length,
        distinct: accepted.length,
      });
    } finally {
      await worker.kill();
      await api.close();
      await redis.destroy();
    }
  }, 90000);

  it('keeps exactly one row per event when the worker is killed mid-batch and restarted', async () => {
    const prefix = `tickrelay-telemetry-kill-${process.pid}`;
    const queue = telemetryQueue(TEST_REDIS_URL, prefix);
    const jobs = Array.from({ length: 1500 }, () => jobOf(10));
    const ids = jobs.flatMap((job) => job.events.map((event) => event.event_id));
    let first: WorkerProcess | undefined;
    let second: WorkerProcess | undefined;
    try {
      for (let i = 0; i < jobs.length; i += 500) {
        await queue.addBulk(
          jobs
            .slice(i, i + 500)
            .map((data, index) => ({ name: 'batch', data, opts: { jobId: `kill-${i + index}` } })),
        );
      }
      first = await startWorker({ QUEUE_PREFIX: prefix, TELEMETRY_WORKER_CONCURRENCY: '16' });
      await waitFor(
        async () => ((await countRows(pool, ids)).rows >= 1000 ? true : undefined),
        30000,
        'the first rows',
      );
      await first.kill('SIGKILL');
      const atKill = await countRows(pool, ids);
      const active = (await queue.getJobCounts('active')).active ?? 0;
      // Killed part-way: some events stored, some jobs held by the dead worker.
      expect(atKill.rows).toBeLessThan(ids.length);
      expect(active).toBeGreaterThan(0);

      second = await startWorker({ QUEUE_PREFIX: prefix });
      await waitFor(
        async () => {
          const counts = await queue.getJobCounts(
            'completed',
            'active',
            'wait',
            'failed',
            'delayed',
          );
          if (counts.completed === jobs.length) return true;
          throw new Error(JSON.stringify(counts));
        },
        60000,
        'every job to complete after the restart',
      );
      expect(await countRows(pool, ids)).toEqual({ rows: ids.length, distinct: ids.length });
      expect((await queue.getJobCounts('failed')).failed).toBe(0);
    } finally {
      await first?.kill();
      await second?.kill();
      await queue.obliterate({ force: true });
      await queue.close();
    }
  }, 120000);

  it('leaves jobs queued while Postgres is down and stores them once it is back', async () => {
    const prefix = `tickrelay-telemetry-pg-${process.pid}`;
    const postgres = new ThrowawayPostgres(await sparePort());
    const queue = telemetryQueue(TEST_REDIS_URL, prefix);
    let worker: WorkerProcess | undefined;
    let privatePool: Pool | undefined;
    try {
      postgres.init();
      postgres.start();
      const databaseUrl = postgres.url('tickrelay_outage');
      await migrate(databaseUrl);
      worker = await startWorker({ QUEUE_PREFIX: prefix, DATABASE_URL: databaseUrl });
      await queue.add('batch', jobOf(10), { jobId: 'before-outage' });
      await waitFor(
        async () => ((await queue.getJobState('before-outage')) === 'completed' ? true : undefined),
        15000,
        'a job before the outage',
      );

      postgres.stop();
      const jobs = Array.from({ length: 20 }, () => jobOf(10));
      await queue.addBulk(
        jobs.map((data, index) => ({ name: 'batch', data, opts: { jobId: `outage-${index}` } })),
      );
      await sleep(5000);
      expect((await queue.getJobCounts('failed')).failed).toBe(0);
      expect(await pendingCount(queue)).toBe(20);
      // Put back without spending attempts: an outage of any length cannot exhaust them.
      expect((await queue.getJob('outage-0'))?.attemptsMade).toBe(0);

      postgres.start();
      privatePool = poolFor(databaseUrl);
      const ids = jobs.flatMap((job) => job.events.map((event) => event.event_id));
      // A ceiling, not a wait: alone this takes about 2 s; in the loaded full run a restarted
      // throwaway cluster and the worker's reconnects once took longer than 30 s.
      await waitFor(
        async () =>
          (await countRows(privatePool as Pool, ids)).rows === ids.length ? true : undefined,
        60000,
        'the queued jobs to land',
      );
      expect(await countRows(privatePool, ids)).toEqual({ rows: 200, distinct: 200 });
      expect(await waitForQueueEmpty(queue, 10000)).toBe(0);
      expect(await jobCount(queue)).toBe(21);
    } finally {
      await privatePool?.end();
      await worker?.kill();
      await queue.obliterate({ force: true });
      await queue.close();
      postgres.destroy();
    }
  }, 120000);
});
