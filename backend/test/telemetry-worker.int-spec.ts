import { resetDatabase } from '@tickrelay/testing/database/database-reset';
import { waitFor } from '@tickrelay/testing/processes/process.helpers';
import type { Queue } from 'bullmq';
import type { Pool } from 'pg';
import request from 'supertest';

import { addDays, partitionName, utcDay } from '../src/modules/telemetry/telemetry-partitions';
import { sampleBatch, sampleEvent } from '../src/modules/telemetry/telemetry-sample';
import type { TelemetryBatchJob } from '../src/queue/job-payloads';
import { MAINTENANCE_TASK_NAMES } from '../src/queue/maintenance';
import { type RunningApi, startApi } from './support/api-app';
import { startWorker, type WorkerProcess } from './support/worker-process';
import {
  countRows,
  poolFor,
  TEST_DATABASE_URL,
  TEST_REDIS_URL,
  telemetryQueue,
} from './telemetry-helpers';

async function partitions(pool: Pool): Promise<string[]> {
  const result = await pool.query<{ name: string }>(
    `select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
     where i.inhparent = 'telemetry_events'::regclass order by 1`,
  );
  return result.rows.map((row) => row.name);
}

describe('telemetry worker', () => {
  const prefix = `tickrelay-telemetry-worker-${process.pid}`;
  let pool: Pool;
  let api: RunningApi;
  let worker: WorkerProcess;
  let queue: Queue;
  let maintenance: Queue;

  beforeAll(async () => {
    pool = poolFor(TEST_DATABASE_URL);
    await resetDatabase(pool, ['telemetry_events']);
    // Leftovers of earlier runs: only today's partitions and later should exist at the start.
    for (const name of await partitions(pool)) {
      if (name !== 'telemetry_events_default') await pool.query(`drop table ${name}`);
    }
    api = await startApi({ QUEUE_PREFIX: prefix });
    worker = await startWorker({ QUEUE_PREFIX: prefix, TELEMETRY_RETENTION_DAYS: '30' });
    queue = telemetryQueue(TEST_REDIS_URL, prefix);
    maintenance = telemetryQueue(TEST_REDIS_URL, prefix, 'maintenance');
  }, 60000);

  afterAll(async () => {
    await worker?.kill();
    await api?.close();
    await queue?.obliterate({ force: true });
    await maintenance?.obliterate({ force: true });
    await queue?.close();
    await maintenance?.close();
    await pool?.end();
  });

  it('schedules maintenance hourly and prepares the coming days’ partitions at start', async () => {
    // Registered without blocking the worker's start: wait for it.
    const schedulers = await waitFor(
      async () => {
        const list = await maintenance.getJobSchedulers();
        return list.length >= MAINTENANCE_TASK_NAMES.length ? list : undefined;
      },
      15000,
      'the maintenance scheduler',
    );
    // Telemetry's task is one line of the one maintenance schedule, next to the other features'.
    expect(schedulers.map((scheduler) => scheduler.key).sort()).toEqual(
      [...MAINTENANCE_TASK_NAMES].sort(),
    );
    expect(schedulers).toContainEqual(
      expect.objectContaining({
        key: 'telemetry-partitions',
        every: 3_600_000,
        name: 'telemetry-partitions',
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
  });

  it('stores every field of an accepted batch, keyed by the time the API accepted it', async () => {
    const error = sampleEvent({
      event_type: 'error',
      event_name: 'Global Error Handler',
      error_message: 'Cannot read “alert”\twith a tab',
      stack_trace: 'TypeError: x\n    at C:\\app\\main.js:1:2\r\n    at é',
      event_data: { source: 'window', count: 2, handled: false, extra: null },
      user_id: 'user-42',
      referrer: null,
    });
    const trace = sampleEvent({
      event_type: 'trace',
      event_name: 'alert-builder.render',
      duration_ms: 12.75,
    });
    const batch = { events: [error, trace] };
    const before = Date.now();
    await request(api.url)
      .post('/api/telemetry/batch')
      .set('X-Forwarded-For', '198.51.100.77')
      .send(batch)
      .expect(202);
    const after = Date.now();

    await waitFor(
      async () =>
        (await countRows(pool, [error.event_id, trace.event_id])).rows === 2 ? true : undefined,
      15000,
      'the batch to land',
    );
    const { rows } = await pool.query<Record<string, unknown>>(
      'select * from telemetry_events where event_id = $1',
      [error.event_id],
    );
    const receivedAt = (rows[0]?.received_at as Date).getTime();
    expect(receivedAt).toBeGreaterThanOrEqual(before);
    expect(receivedAt).toBeLessThanOrEqual(after);
    expect(rows[0]).toEqual({ ...error, received_at: new Date(receivedAt) });
    const stored = await pool.query<{ duration_ms: number; event_data: unknown }>(
      'select duration_ms, event_data from telemetry_events where event_id = $1',
      [trace.event_id],
    );
    expect(stored.rows[0]).toEqual({ duration_ms: 12.75, event_data: trace.event_data });
  });

  it('never duplicates rows when a job is delivered again', async () => {
    // What the API queued: the payload, receivedAt included, is all a redelivery carries.
    const first: TelemetryBatchJob = {
      receivedAt: new Date().toISOString(),
      events: sampleBatch(10).events,
    };
    const firstIds = first.events.map((event) => event.event_id);
    await queue.add('batch', first, { jobId: 'delivery-1' });
    await waitFor(
      async () => ((await countRows(pool, firstIds)).rows === 10 ? true : undefined),
      15000,
      'the first delivery',
    );
    // The same payload again (a redelivery after a crash), together with a fresh batch.
    const fresh: TelemetryBatchJob = {
      receivedAt: new Date().toISOString(),
      events: sampleBatch(5).events,
    };
    await queue.addBulk([
      { name: 'batch', data: first, opts: { jobId: 'redelivery-1' } },
      { name: 'batch', data: fresh, opts: { jobId: 'fresh-1' } },
    ]);
    await waitFor(
      async () =>
        (await queue.getJobState('redelivery-1')) === 'completed' &&
        (await queue.getJobState('fresh-1')) === 'completed'
          ? true
          : undefined,
      15000,
      'both jobs',
    );
    expect(await countRows(pool, firstIds)).toEqual({ rows: 10, distinct: 10 });
    expect(
      await countRows(
        pool,
        fresh.events.map((event) => event.event_id),
      ),
    ).toEqual({
      rows: 5,
      distinct: 5,
    });
  });

  it('dead-letters an event the database refuses and completes its job (issue 8)', async () => {
    const refused = { ...sampleEvent(), event_type: 'not-a-type' as never };
    const bad: TelemetryBatchJob = {
      receivedAt: new Date().toISOString(),
      events: [refused],
    };
    const good: TelemetryBatchJob = {
      receivedAt: new Date().toISOString(),
      events: sampleBatch(3).events,
    };
    await queue.addBulk([
      { name: 'batch', data: bad, opts: { jobId: 'bad-1', attempts: 2, backoff: 100 } },
      { name: 'batch', data: good, opts: { jobId: 'good-1' } },
    ]);
    await waitFor(
      async () => ((await queue.getJobState('bad-1')) === 'completed' ? true : undefined),
      15000,
      'the bad job to complete',
    );
    const letters = await pool.query<{ sqlstate: string }>(
      'select sqlstate from telemetry_dead_letters where strpos(event, $1) > 0',
      [refused.event_id],
    );
    expect(letters.rows).toEqual([{ sqlstate: '23514' }]);
    expect(await queue.getJobState('good-1')).toBe('completed');
    expect(
      (
        await countRows(
          pool,
          good.events.map((event) => event.event_id),
        )
      ).rows,
    ).toBe(3);
  });

  it('moves rows caught by the default partition into the day’s partition when it is created', async () => {
    const day = addDays(utcDay(new Date()), 12);
    const early = { ...sampleEvent(), received_at: new Date(day.getTime() + 1000).toISOString() };
    await pool.query(
      'insert into telemetry_events select * from json_populate_recordset(null::telemetry_events, $1)',
      [JSON.stringify([early])],
    );
    const later: TelemetryBatchJob = {
      receivedAt: new Date(day.getTime() + 5000).toISOString(),
      events: sampleBatch(2).events,
    };
    await queue.add('batch', later, { jobId: 'future-day' });
    await waitFor(
      async () => ((await queue.getJobState('future-day')) === 'completed' ? true : undefined),
      15000,
      'the future-day job',
    );
    const { rows } = await pool.query<{ partition: string; count: number }>(
      `select tableoid::regclass::text as partition, count(*)::int as count from telemetry_events
       where received_at >= $1 and received_at < $2 group by 1`,
      [day.toISOString(), addDays(day, 1).toISOString()],
    );
    expect(rows).toEqual([{ partition: partitionName(day), count: 3 }]);
  });

  it('drops partitions past the retention (30 days here) and expired rows of the default partition', async () => {
    const today = utcDay(new Date());
    const expired = addDays(today, -45);
    const kept = addDays(today, -20);
    for (const day of [expired, kept]) {
      await pool.query(
        `create table ${partitionName(day)} partition of telemetry_events
         for values from ('${day.toISOString()}') to ('${addDays(day, 1).toISOString()}')`,
      );
    }
    const rows = [
      { ...sampleEvent(), received_at: new Date(expired.getTime() + 60_000).toISOString() },
      { ...sampleEvent(), received_at: new Date(kept.getTime() + 60_000).toISOString() },
      // No partition for that day: the default partition holds it.
      { ...sampleEvent(), received_at: addDays(today, -50).toISOString() },
    ];
    await pool.query(
      'insert into telemetry_events select * from json_populate_recordset(null::telemetry_events, $1)',
      [JSON.stringify(rows)],
    );

    await maintenance.add('telemetry-partitions', {}, { jobId: 'maintain-now' });
    await waitFor(
      async () =>
        (await maintenance.getJobState('maintain-now')) === 'completed' ? true : undefined,
      15000,
      'the maintenance job',
    );
    const result = (await maintenance.getJob('maintain-now'))?.returnvalue as Record<
      string,
      unknown
    >;
    expect(result).toEqual({
      created: [],
      dropped: [partitionName(expired)],
      expiredDefaultRows: 1,
    });

    const names = await partitions(pool);
    expect(names).not.toContain(partitionName(expired));
    expect(names).toContain(partitionName(kept));
    const left = await pool.query<{ event_id: string }>(
      'select event_id from telemetry_events where event_id = any($1::uuid[])',
      [rows.map((row) => row.event_id)],
    );
    expect(left.rows.map((row) => row.event_id)).toEqual([rows[1]?.event_id]);
  });

  it('stops gracefully on SIGTERM with exit code 0', async () => {
    const result = await worker.kill('SIGTERM');
    expect(result).toEqual({ code: 0, signal: null });
    expect(worker.logs()).toContain('"msg":"shutdown complete"');
  });
});
