// The alerts pipeline in the compiled worker, against real Postgres and Redis: each job queued as
// the receiver queues it becomes exactly one delivery row with its status and code.
import { ALERT_EXAMPLES } from '@tickrelay/contracts/alert-payload/alert-payload.samples';
import { resetDatabase } from '@tickrelay/testing/database/database-reset';
import { waitFor } from '@tickrelay/testing/processes/process.helpers';
import { Queue } from 'bullmq';
import type { Pool } from 'pg';

import { addDays, partitionName, utcDay } from '../src/modules/alerts/log/deliveries-partitions';
import {
  alertJob,
  alertsQueue,
  enqueueAlert,
  memberWith,
  poolFor,
  TEST_REDIS_URL,
  waitForDeliveries,
  webhookSettings,
} from './deliveries-helpers';
import { startWorker, type WorkerProcess } from './support/worker-process';

async function partitions(pool: Pool): Promise<string[]> {
  const result = await pool.query<{ name: string }>(
    `select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
     where i.inhparent = 'deliveries'::regclass order by 1`,
  );
  return result.rows.map((row) => row.name);
}

describe('alerts pipeline', () => {
  const prefix = `tr-deliveries-${process.pid}`;
  let pool: Pool;
  let worker: WorkerProcess;
  let queue: Queue;
  let member: string;
  let maintenance: Queue;

  beforeAll(async () => {
    pool = poolFor();
    await resetDatabase(pool, ['deliveries', 'subscriptions', 'paper_accounts', 'webhooks']);
    worker = await startWorker({ QUEUE_PREFIX: prefix, DELIVERIES_RETENTION_DAYS: '30' });
    queue = alertsQueue(prefix);
    maintenance = new Queue('maintenance', {
      connection: { url: TEST_REDIS_URL },
      prefix,
    });
    member = await memberWith(pool, 'active');
  }, 60000);

  afterAll(async () => {
    await worker?.kill();
    await maintenance?.obliterate({ force: true });
    await maintenance?.close();
    await queue?.obliterate({ force: true });
    await queue?.close();
    await pool?.end();
  });

  it('logs malformed and invalid alerts as rejected with their code and field, never a crash', async () => {
    const jobs = await Promise.all(
      [
        alertJob(member, '{"ticker":"MES1!","action":"buy",', { contentType: 'text/plain' }),
        alertJob(member, 'buy MES1! 1', { contentType: 'text/plain' }),
        alertJob(member, '{"ticker":"MES1!","action":"exit"}\u0000'),
        alertJob(member, '{"ticker":"MES1!","action":"exit","comment":"\\u0000"}'),
        alertJob(member, { ticker: 'MES1!', action: 'buy' }),
        alertJob(member, { ticker: '{{ticker}}', action: 'exit' }),
        // JSON sent as text/plain is read as JSON all the same.
        alertJob(
          member,
          { ticker: 'MES1!', action: 'buy', quantity: 0 },
          { contentType: 'text/plain' },
        ),
      ].map((job) => enqueueAlert(queue, job)),
    );
    const rows = await waitForDeliveries(
      pool,
      jobs.map((job) => job.deliveryId),
    );
    expect(rows.map((row) => [row.status, row.code, row.field])).toEqual([
      ['rejected', 'ALERT_NOT_JSON', null],
      ['rejected', 'ALERT_NOT_JSON', null],
      ['rejected', 'ALERT_INVALID_TEXT', null],
      ['rejected', 'ALERT_INVALID_TEXT', '/comment'],
      ['rejected', 'ALERT_INVALID', '/quantity'],
      ['rejected', 'ALERT_UNFILLED_PLACEHOLDER', '/ticker'],
      ['rejected', 'ALERT_INVALID', '/quantity'],
    ]);
    // The NUL is stored as U+FFFD; what could be read of the alert is shown.
    expect(rows[2]!.raw_body).toBe('{"ticker":"MES1!","action":"exit"}\ufffd');
    expect(rows[6]).toMatchObject({ action: 'buy', ticker: 'MES1!', quantity: 0 });
    expect(rows[6]!.content_type).toBe('text/plain');
  });

  it('rejects an alert for a lapsed membership with SUBSCRIPTION_REQUIRED, never executed', async () => {
    const lapsed = await memberWith(pool, 'expired');
    const never = await memberWith(pool, 'none');
    const jobs = await Promise.all(
      [alertJob(lapsed, ALERT_EXAMPLES.marketBuy), alertJob(never, ALERT_EXAMPLES.marketBuy)].map(
        (job) => enqueueAlert(queue, job),
      ),
    );
    const rows = await waitForDeliveries(
      pool,
      jobs.map((job) => job.deliveryId),
    );
    for (const row of rows) {
      expect(row).toMatchObject({
        status: 'rejected',
        code: 'SUBSCRIPTION_REQUIRED',
        broker_result: null,
        action: 'buy',
        ticker: 'MES1!',
        quantity: 1,
      });
    }
  });

  it('logs the receiver’s refusal as rejected SOURCE_NOT_ALLOWED', async () => {
    const job = await enqueueAlert(
      queue,
      alertJob(member, ALERT_EXAMPLES.marketBuy, {
        refusal: 'SOURCE_NOT_ALLOWED',
        sourceAddress: '203.0.113.9',
      }),
    );
    const [row] = await waitForDeliveries(pool, [job.deliveryId]);
    expect(row).toMatchObject({
      status: 'rejected',
      code: 'SOURCE_NOT_ALLOWED',
      source_address: '203.0.113.9',
    });
  });

  it('makes a repeated id a duplicate, and the same body within the window', async () => {
    const withId = { ...ALERT_EXAMPLES.marketBuy, id: `entry-${Date.now()}` };
    const first = await enqueueAlert(queue, alertJob(member, withId));
    await waitForDeliveries(pool, [first.deliveryId]);
    const again = await enqueueAlert(queue, alertJob(member, { ...withId, quantity: 3 }));
    const [repeat] = await waitForDeliveries(pool, [again.deliveryId]);
    expect(repeat).toMatchObject({
      status: 'duplicate',
      code: 'ALERT_DUPLICATE',
      alert_id: withId.id,
    });

    const body = JSON.stringify({ ...ALERT_EXAMPLES.marketBuy, comment: `body-${Date.now()}` });
    const one = await enqueueAlert(queue, alertJob(member, body));
    await waitForDeliveries(pool, [one.deliveryId]);
    const two = await enqueueAlert(queue, alertJob(member, body));
    // Past the window (60 s after the first), the same body is a new alert.
    const later = await enqueueAlert(
      queue,
      alertJob(member, body, { receivedAtMs: one.receivedAtMs + 61_000 }),
    );
    const [second, third] = await waitForDeliveries(pool, [two.deliveryId, later.deliveryId]);
    expect(second).toMatchObject({ status: 'duplicate', code: 'ALERT_DUPLICATE' });
    expect(third!.status).not.toBe('duplicate');
  });

  it('logs an alert older than max_lag (or the default) at receipt as stale', async () => {
    const now = Date.now();
    const jobs = await Promise.all(
      [
        alertJob(member, {
          ...ALERT_EXAMPLES.marketBuy,
          time: new Date(now - 61_000).toISOString(),
          max_lag: 60,
        }),
        alertJob(member, {
          ...ALERT_EXAMPLES.marketBuy,
          time: new Date(now - 301_000).toISOString(),
        }),
        alertJob(member, {
          ...ALERT_EXAMPLES.marketBuy,
          time: new Date(now - 5_000).toISOString(),
          max_lag: 60,
        }),
      ].map((job) => enqueueAlert(queue, job)),
    );
    const rows = await waitForDeliveries(
      pool,
      jobs.map((job) => job.deliveryId),
    );
    expect(rows.map((row) => row.code)).toEqual([
      'ALERT_STALE',
      'ALERT_STALE',
      expect.not.stringMatching(/ALERT_STALE/),
    ]);
    expect(rows[0]!.status).toBe('stale');
  });

  it('keeps the row once: a job queued again with the same delivery changes nothing', async () => {
    const job = alertJob(member, 'not json');
    await enqueueAlert(queue, job);
    await waitForDeliveries(pool, [job.deliveryId]);
    // The same delivery under another job id (as a stalled job taken again): the key keeps one row.
    await queue.add('alert', job, { jobId: `${job.deliveryId}-again` });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const { rows } = await pool.query<{ n: number }>(
      'select count(*)::int as n from deliveries where delivery_id = $1',
      [job.deliveryId],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('executes a valid alert on the member’s paper account, the position visible', async () => {
    const trader = await memberWith(pool, 'active');
    const buy = await enqueueAlert(
      queue,
      alertJob(trader, { ticker: 'MES1!', action: 'buy', quantity: 2, price: 6012.5 }),
    );
    const [row] = await waitForDeliveries(pool, [buy.deliveryId]);
    expect(row).toMatchObject({ status: 'executed', code: null, action: 'buy', quantity: 2 });
    expect(row!.broker_result).toMatchObject({
      broker: 'paper',
      positionAfter: 2,
      events: [{ kind: 'fill', side: 'buy', quantity: 2, price: '6012.50', orderType: 'market' }],
    });
    // MES1! is the front quarterly month at receipt.
    expect((row!.broker_result as { contract: string }).contract).toMatch(/^MES[HMUZ]20\d\d$/);
    const { rows } = await pool.query<{
      state: { positions: Record<string, { quantity: number }> };
    }>('select state from paper_accounts where member_id = $1', [trader]);
    expect(Object.values(rows[0]!.state.positions).map((position) => position.quantity)).toEqual([
      2,
    ]);

    // Nothing to close on another contract: refused by the broker with its code.
    const exit = await enqueueAlert(
      queue,
      alertJob(trader, { ticker: 'MNQ1!', action: 'exit', price: 21000 }),
    );
    const unknown = await enqueueAlert(queue, alertJob(trader, { ticker: 'ZZ1!', action: 'exit' }));
    const [exitRow, unknownRow] = await waitForDeliveries(pool, [
      exit.deliveryId,
      unknown.deliveryId,
    ]);
    expect(exitRow).toMatchObject({ status: 'rejected', code: 'NO_POSITION' });
    expect(unknownRow).toMatchObject({ status: 'rejected', code: 'ALERT_UNKNOWN_SYMBOL' });
  });

  it('logs alerts as paused while the kill switch is on, and reads the member’s default max_lag', async () => {
    const paused = await memberWith(pool, 'active');
    await webhookSettings(pool, paused, { paused: true, defaultMaxLagSeconds: 10 });
    const jobs = await Promise.all(
      [
        alertJob(paused, ALERT_EXAMPLES.marketBuy),
        // Stale is decided before paused: the member's default of 10 s applies.
        alertJob(paused, {
          ...ALERT_EXAMPLES.marketBuy,
          time: new Date(Date.now() - 11_000).toISOString(),
        }),
      ].map((job) => enqueueAlert(queue, job)),
    );
    const rows = await waitForDeliveries(
      pool,
      jobs.map((job) => job.deliveryId),
    );
    expect(rows.map((row) => [row.status, row.code])).toEqual([
      ['paused', 'EXECUTION_PAUSED'],
      ['stale', 'ALERT_STALE'],
    ]);
    const { rows: accounts } = await pool.query(
      'select 1 from paper_accounts where member_id = $1',
      [paused],
    );
    expect(accounts).toHaveLength(0);

    // Switched off: the next alert is executed.
    await webhookSettings(pool, paused, { paused: false });
    const next = await enqueueAlert(
      queue,
      alertJob(paused, { ...ALERT_EXAMPLES.marketBuy, id: 'after-pause' }),
    );
    const [row] = await waitForDeliveries(pool, [next.deliveryId]);
    expect(row!.status).toBe('executed');
  });

  it('runs one member’s alerts in the order received, even queued together', async () => {
    const trader = await memberWith(pool, 'active');
    const start = Date.now();
    const jobs = Array.from({ length: 20 }, (_, index) =>
      alertJob(
        trader,
        index % 2 === 0
          ? { ticker: 'MES1!', action: 'buy', quantity: 1, price: 6000 + index }
          : { ticker: 'MES1!', action: 'exit', price: 6000 + index },
        { receivedAtMs: start + index },
      ),
    );
    await queue.addBulk(
      jobs.map((data) => ({ name: 'alert', data, opts: { jobId: data.deliveryId } })),
    );
    const rows = await waitForDeliveries(
      pool,
      jobs.map((job) => job.deliveryId),
    );
    // Each exit found the position its buy opened: none refused with NO_POSITION.
    expect(rows.map((row) => row.status)).toEqual(jobs.map(() => 'executed'));
    expect(
      rows.map((row) => (row.broker_result as { positionAfter: number }).positionAfter),
    ).toEqual(jobs.map((_, index) => (index % 2 === 0 ? 1 : 0)));
  });

  it('redacts secrets and truncates the raw body', async () => {
    const job = await enqueueAlert(
      queue,
      alertJob(
        member,
        `{"ticker":"MES1!","action":"exit","password":"hunter2","comment":"${'x'.repeat(5000)}"}`,
      ),
    );
    const [row] = await waitForDeliveries(pool, [job.deliveryId]);
    expect(row!.raw_body).not.toContain('hunter2');
    expect(row!.raw_body).toHaveLength(4096);
    expect(row!.raw_body_truncated).toBe(true);
    expect(row!.executed_latency_ms).toBeGreaterThan(0);
  });

  it('keeps daily partitions ahead and drops those past DELIVERIES_RETENTION_DAYS', async () => {
    const schedulers = await waitFor(
      async () => {
        const list = await maintenance.getJobSchedulers();
        return list.some((scheduler) => scheduler.key === 'deliveries-partitions')
          ? list
          : undefined;
      },
      15000,
      'the maintenance scheduler',
    );
    expect(schedulers).toContainEqual(
      expect.objectContaining({
        key: 'deliveries-partitions',
        every: 3_600_000,
        name: 'deliveries-partitions',
      }),
    );
    const today = utcDay(new Date());
    const expected = [0, 1, 2, 3].map((offset) => partitionName(addDays(today, offset)));
    await waitFor(
      async () => {
        const names = await partitions(pool);
        return expected.every((name) => names.includes(name)) ? true : undefined;
      },
      15000,
      'partitions for today and three days ahead',
    );
    // A day 31 days ago is past a 30-day retention; 29 days ago is kept.
    const old = addDays(today, -31);
    const kept = addDays(today, -29);
    for (const day of [old, kept]) {
      await pool.query(
        `create table if not exists ${partitionName(day)} partition of deliveries
         for values from ('${day.toISOString()}') to ('${addDays(day, 1).toISOString()}')`,
      );
    }
    await maintenance.add('deliveries-partitions', {}, { jobId: `maintain-now-${Date.now()}` });
    await waitFor(
      async () => ((await partitions(pool)).includes(partitionName(old)) ? undefined : true),
      15000,
      'the expired partition to be dropped',
    );
    expect(await partitions(pool)).toContain(partitionName(kept));
    await pool.query(`drop table if exists ${partitionName(kept)}`);
  });
});
