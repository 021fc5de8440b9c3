// The alerts pipeline under faults: Postgres stopped while alerts wait in the queue, and a worker
// killed (SIGKILL) in the middle of its jobs. Each alert must end as exactly one delivery row and,
// when executed, exactly one fill on the member's paper account.
import { sleep, sparePort, waitFor } from '@tickrelay/testing/processes/process.helpers';
import { pendingCount, waitForQueueEmpty } from '@tickrelay/testing/queues/queue-wait';
import { ThrowawayPostgres } from '@tickrelay/testing/servers/throwaway-postgres';
import type { Pool } from 'pg';

import type { AlertJob } from '../src/queue/job-payloads';
import {
  alertJob,
  alertsQueue,
  enqueueAlert,
  memberWith,
  poolFor,
  TEST_DATABASE_URL,
  waitForDeliveries,
} from './deliveries-helpers';
import { migrate } from './support/test-database';
import { startWorker, type WorkerProcess } from './support/worker-process';

interface PaperState {
  positions: Record<string, { quantity: number }>;
  recentDeliveryIds: string[];
}

/** Rows by status, and per member: executed rows, position and remembered executions. */
async function ledger(pool: Pool, members: string[], ids: string[]) {
  const rows = await pool.query<{ status: string; n: number; distinct: number }>(
    `select status, count(*)::int as n, count(distinct delivery_id)::int as distinct
     from deliveries where delivery_id = any($1::uuid[]) group by status`,
    [ids],
  );
  const accounts = await pool.query<{ member_id: string; state: PaperState }>(
    'select member_id, state from paper_accounts where member_id = any($1::uuid[])',
    [members],
  );
  const byMember = new Map(accounts.rows.map((row) => [row.member_id, row.state]));
  return {
    statuses: Object.fromEntries(rows.rows.map((row) => [row.status, row.n])),
    distinct: rows.rows.reduce((sum, row) => sum + row.distinct, 0),
    positions: members.map((member) =>
      Object.values(byMember.get(member)?.positions ?? {}).reduce(
        (sum, position) => sum + position.quantity,
        0,
      ),
    ),
    executions: members.map((member) => byMember.get(member)?.recentDeliveryIds.length ?? 0),
  };
}

/** A market buy of one MES at a price of its own (so no two bodies are the same). */
const buyOne = (member: string, index: number): AlertJob =>
  alertJob(member, {
    ticker: 'MES1!',
    action: 'buy',
    quantity: 1,
    price: (6000 + index * 0.25).toFixed(2),
  });

describe('alerts pipeline faults', () => {
  it('keeps alerts queued while Postgres is down, then executes and logs each once', async () => {
    const prefix = `tr-alerts-pg-${process.pid}`;
    const postgres = new ThrowawayPostgres(await sparePort());
    const queue = alertsQueue(prefix);
    let worker: WorkerProcess | undefined;
    let pool: Pool | undefined;
    try {
      postgres.init();
      postgres.start();
      const databaseUrl = postgres.url('tickrelay_alerts_outage');
      await migrate(databaseUrl);
      pool = poolFor(databaseUrl);
      const member = await memberWith(pool, 'active');
      worker = await startWorker({ QUEUE_PREFIX: prefix, DATABASE_URL: databaseUrl });
      const before = await enqueueAlert(queue, buyOne(member, 0));
      await waitForDeliveries(pool, [before.deliveryId]);

      await pool.end();
      pool = undefined;
      postgres.stop();
      const queued: AlertJob[] = [];
      for (let index = 1; index <= 20; index++)
        queued.push(await enqueueAlert(queue, buyOne(member, index)));
      await sleep(5000);
      expect((await queue.getJobCounts('failed')).failed).toBe(0);
      expect(await pendingCount(queue)).toBe(20);
      // Put back without spending attempts: an outage of any length cannot exhaust them.
      expect((await queue.getJob(queued[0]!.deliveryId))?.attemptsMade).toBe(0);

      postgres.start();
      pool = poolFor(databaseUrl);
      const ids = [before, ...queued].map((job) => job.deliveryId);
      expect(await waitForQueueEmpty(queue, 60000)).toBe(0);
      expect(await ledger(pool, [member], ids)).toEqual({
        statuses: { executed: 21 },
        distinct: 21,
        positions: [21],
        executions: [21],
      });
    } finally {
      await pool?.end();
      await worker?.kill();
      await queue.obliterate({ force: true });
      await queue.close();
      postgres.destroy();
    }
  }, 150000);

  it('executes each alert exactly once when workers are killed mid-job', async () => {
    const prefix = `tr-alerts-kill-${process.pid}`;
    const queue = alertsQueue(prefix);
    const pool = poolFor(TEST_DATABASE_URL);
    const workers: WorkerProcess[] = [];
    try {
      const members = [
        await memberWith(pool, 'active'),
        await memberWith(pool, 'active'),
        await memberWith(pool, 'active'),
      ];
      const jobs = Array.from({ length: 450 }, (_, index) => buyOne(members[index % 3]!, index));
      const ids = jobs.map((job) => job.deliveryId);
      await queue.addBulk(
        jobs.map((data) => ({ name: 'alert', data, opts: { jobId: data.deliveryId } })),
      );
      const countRows = async () =>
        (
          await pool.query<{ n: number }>(
            'select count(*)::int as n from deliveries where delivery_id = any($1::uuid[])',
            [ids],
          )
        ).rows[0]!.n;

      // Twice: a worker runs until some rows are in, then dies without a chance to clean up.
      for (const target of [100, 250]) {
        const worker = await startWorker({ QUEUE_PREFIX: prefix, ALERT_WORKER_CONCURRENCY: '32' });
        workers.push(worker);
        await waitFor(
          async () => ((await countRows()) >= target ? true : undefined),
          60000,
          `${target} rows`,
        );
        await worker.kill('SIGKILL');
        expect(await countRows()).toBeLessThan(jobs.length);
        // Killed mid-job: alerts it held stay active until their lock lapses (then stalled).
        expect((await queue.getJobCounts('active')).active).toBeGreaterThan(0);
      }

      const last = await startWorker({ QUEUE_PREFIX: prefix });
      workers.push(last);
      await waitFor(
        async () => {
          const counts = await queue.getJobCounts(
            'completed',
            'active',
            'wait',
            'failed',
            'delayed',
          );
          if ((counts.wait ?? 0) + (counts.active ?? 0) + (counts.delayed ?? 0) === 0) return true;
          throw new Error(JSON.stringify(counts));
        },
        90000,
        'every alert to be processed after the restarts',
      );
      expect((await queue.getJobCounts('failed')).failed).toBe(0);
      expect(await ledger(pool, members, ids)).toEqual({
        statuses: { executed: 450 },
        distinct: 450,
        positions: [150, 150, 150],
        executions: [150, 150, 150],
      });
    } finally {
      for (const worker of workers) await worker.kill();
      await queue.obliterate({ force: true });
      await queue.close();
      await pool.end();
    }
  }, 240000);
});
