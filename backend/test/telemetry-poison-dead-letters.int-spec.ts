import { waitFor } from '@tickrelay/testing/processes/process.helpers';
import type { Job, Queue } from 'bullmq';
import type { Pool } from 'pg';

import { sampleEvent } from '../src/modules/telemetry/telemetry-sample';
import type { TelemetryBatchJob } from '../src/queue/job-payloads';
import { startWorker, type WorkerProcess } from './support/worker-process';
import {
  countRows,
  poolFor,
  TEST_DATABASE_URL,
  TEST_REDIS_URL,
  telemetryQueue,
} from './telemetry-helpers';

/**
 * Issue 8: a job PostgreSQL refuses never costs other batches. A job added straight to the queue
 * (as if validation had let it through) holds honest events and one with a NUL: the worker stores
 * the honest ones, keeps the other in telemetry_dead_letters, counts it, and completes the job.
 */
describe('telemetry worker: poisoned jobs', () => {
  const prefix = `tr-poison-dl-${process.pid}`;
  let pool: Pool;
  let worker: WorkerProcess;
  let queue: Queue;

  beforeAll(async () => {
    pool = poolFor(TEST_DATABASE_URL);
    worker = await startWorker({ QUEUE_PREFIX: prefix });
    queue = telemetryQueue(TEST_REDIS_URL, prefix);
  }, 60000);

  afterAll(async () => {
    await worker?.kill();
    await queue?.obliterate({ force: true });
    await queue?.close();
    await pool?.end();
  });

  async function deadLetters(eventIds: string[]): Promise<Array<Record<string, unknown>>> {
    const result = await pool.query<Record<string, unknown>>(
      `select event, reason, sqlstate, received_at from telemetry_dead_letters
       where exists (select from unnest($1::text[]) id where strpos(event, id) > 0)
       order by failed_at`,
      [eventIds],
    );
    return result.rows;
  }

  async function settled(job: Job): Promise<string> {
    return waitFor(
      async () => {
        const state = await queue.getJobState(job.id ?? '');
        return state === 'completed' || state === 'failed' || state === 'unknown'
          ? state
          : undefined;
      },
      20000,
      'the job to settle',
    );
  }

  it('stores the honest events of a job beside a NUL, dead-letters that one, completes', async () => {
    const honest = Array.from({ length: 12 }, () => sampleEvent());
    const poisoned = sampleEvent({ event_name: 'click\u0000here' });
    const receivedAt = new Date().toISOString();
    const data: TelemetryBatchJob = {
      receivedAt,
      events: [...honest.slice(0, 5), poisoned, ...honest.slice(5)],
    };
    const job = await queue.add('batch', data, { jobId: `poisoned-${Date.now()}` });

    const honestIds = honest.map((event) => event.event_id);
    await waitFor(
      async () => ((await countRows(pool, honestIds)).rows === 12 ? true : undefined),
      20000,
      'the honest events',
    );
    // Completed jobs of this queue are removed at once: completed or gone, never failed.
    expect(['completed', 'unknown']).toContain(await settled(job));
    expect((await countRows(pool, [poisoned.event_id])).rows).toBe(0);

    const letters = await deadLetters([poisoned.event_id]);
    expect(letters).toHaveLength(1);
    expect(JSON.parse(letters[0]?.event as string)).toEqual(poisoned);
    expect(letters[0]).toMatchObject({
      sqlstate: expect.stringMatching(/^22/) as unknown,
      reason: expect.any(String) as unknown,
      received_at: new Date(receivedAt),
    });

    const metrics = await fetch(`http://127.0.0.1:${worker.port}/metrics`).then((r) => r.text());
    expect(metrics).toMatch(/^telemetry_events_dead_lettered_total 1$/m);
  });

  it('keeps one dead letter when the same job is delivered again', async () => {
    const poisoned = sampleEvent({ event_name: 'again\u0000' });
    const data: TelemetryBatchJob = {
      receivedAt: new Date().toISOString(),
      events: [sampleEvent(), poisoned],
    };
    for (const attempt of [1, 2]) {
      const job = await queue.add('batch', data, { jobId: `redelivered-${attempt}-${Date.now()}` });
      expect(['completed', 'unknown']).toContain(await settled(job));
    }
    expect(await deadLetters([poisoned.event_id])).toHaveLength(1);
  });
});
