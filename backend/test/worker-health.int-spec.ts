// The worker's probes cover every queue consumer: a stopped consumer fails readiness (and
// liveness, since nobody asked it to stop), a stalled one fails liveness. Real Redis and Postgres,
// the real worker module and BullMQ workers; only the telemetry writer is a stand-in, so a job can
// be made to hang.
import { Test, type TestingModule } from '@nestjs/testing';
import { sparePort, waitFor } from '@tickrelay/testing/processes/process.helpers';
import { Queue, type Worker } from 'bullmq';

import { TelemetryBatchWriter } from '../src/modules/telemetry/telemetry-batch.writer';
import { type TelemetryBatchJob } from '../src/queue/job-payloads';
import { QUEUE_NAMES, QUEUES } from '../src/queue/queues';
import { CREATE_WORKER, createBullWorker, type CreateWorker } from '../src/worker/queue-consumer';
import { WorkerModule } from '../src/worker/worker.module';
import { testConfig } from './support/api-app';

interface Probe {
  status: number;
  body: {
    status: string;
    checks?: Record<string, { status: string; error?: string }>;
    consumers?: Record<string, string>;
  };
}

describe('worker health covers every consumer', () => {
  const prefix = `tickrelay-worker-health-${process.pid}`;
  const telemetrySettings = QUEUES.telemetry.consumer as { stallAfterMs: number };
  const originalStallAfterMs = telemetrySettings.stallAfterMs;
  const workers = new Map<string, Worker>();
  const releases: (() => void)[] = [];
  let hang = false;
  const writer = {
    write: jest.fn(() =>
      hang ? new Promise<void>((resolve) => releases.push(resolve)) : Promise.resolve(),
    ),
  };
  let moduleRef: TestingModule;
  let base: string;
  let telemetry: Queue<TelemetryBatchJob>;

  const probe = async (path: string): Promise<Probe> => {
    const response = await fetch(`${base}${path}`);
    return { status: response.status, body: (await response.json()) as Probe['body'] };
  };

  beforeAll(async () => {
    telemetrySettings.stallAfterMs = 1500;
    const port = await sparePort();
    const config = testConfig({
      QUEUE_PREFIX: prefix,
      WORKER_PORT: String(port),
      HOST: '127.0.0.1',
    });
    // The host's BullMQ workers, kept so a test can stop one behind the host's back.
    const recording: CreateWorker = (queue, process, options) => {
      const worker = createBullWorker(queue, process, options) as Worker;
      workers.set(queue, worker);
      return worker;
    };
    moduleRef = await Test.createTestingModule({ imports: [WorkerModule.forRoot(config)] })
      .overrideProvider(CREATE_WORKER)
      .useValue(recording)
      .overrideProvider(TelemetryBatchWriter)
      .useValue(writer)
      .compile();
    await moduleRef.init();
    base = `http://127.0.0.1:${port}`;
    telemetry = new Queue<TelemetryBatchJob>('telemetry', {
      connection: { url: config.redisUrl },
      prefix,
    });
  });

  afterAll(async () => {
    for (const release of releases) release();
    await moduleRef?.close();
    telemetrySettings.stallAfterMs = originalStallAfterMs;
    await telemetry?.close();
    for (const name of QUEUE_NAMES) {
      const queue = new Queue(name, { connection: { url: process.env.REDIS_URL ?? '' }, prefix });
      await queue.obliterate({ force: true });
      await queue.close();
    }
  });

  it('is ready and live with every queue consumed', async () => {
    const ready = await waitFor(
      async () => {
        const result = await probe('/health/ready');
        return result.status === 200 ? result : undefined;
      },
      15000,
      'worker readiness',
    );
    expect(ready.body.checks?.workers).toEqual({ status: 'up' });
    expect([...workers.keys()].sort()).toEqual([...QUEUE_NAMES].sort());
    expect(await probe('/health/live')).toEqual({ status: 200, body: { status: 'ok' } });
  });

  it('fails liveness while a telemetry job has stalled, and recovers once it settles', async () => {
    hang = true;
    await telemetry.add('batch', { receivedAt: new Date().toISOString(), events: [] });
    const stalled = await waitFor(
      async () => {
        const result = await probe('/health/live');
        return result.status === 503 ? result : undefined;
      },
      15000,
      'liveness to fail',
    );
    expect(stalled.body.status).toBe('error');
    expect(stalled.body.consumers?.telemetry).toMatch(/^stalled: job batch \S+ running for \d+ s$/);
    expect(Object.keys(stalled.body.consumers ?? {})).toEqual(['telemetry']);
    // Still consuming: a stall is for liveness (restart), not readiness.
    expect((await probe('/health/ready')).status).toBe(200);

    hang = false;
    for (const release of releases.splice(0)) release();
    await waitFor(
      async () => ((await probe('/health/live')).status === 200 ? true : undefined),
      15000,
      'liveness to recover',
    );
  });

  it('fails readiness while the telemetry consumer is stopped, naming it', async () => {
    // The consumer's BullMQ worker stops without the host asking (what a crashed loop looks like).
    await workers.get('telemetry')?.close();

    const ready = await probe('/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body.checks).toEqual({
      postgres: { status: 'up' },
      redis: { status: 'up' },
      workers: { status: 'down', error: 'telemetry: stopped' },
    });
    expect(await probe('/health/live')).toEqual({
      status: 503,
      body: { status: 'error', consumers: { telemetry: 'stopped unexpectedly' } },
    });
  });
});
