import { EventEmitter } from 'node:events';

import { DelayedError, type Job, UnrecoverableError, type WorkerOptions } from 'bullmq';
import type { PinoLogger } from 'nestjs-pino';

import { MetricsRegistry } from '@/common/metrics/metrics-registry';
import { PostponeQueue } from '@/queue/job-processor';

import type { HandlerEntry } from './job-handler-table';
import { type ConsumerWorker, QueueConsumer } from './queue-consumer';
import { WorkerMetrics } from './worker-metrics.service';

/** Stands in for a BullMQ Worker: the test drives its state and calls its processor. */
class FakeWorker extends EventEmitter {
  running = true;
  paused = false;
  readonly limits: number[] = [];

  constructor(
    readonly process: (job: Job, token?: string) => Promise<unknown>,
    readonly options: WorkerOptions,
  ) {
    super();
  }

  isRunning(): boolean {
    return this.running;
  }

  isPaused(): boolean {
    return this.paused;
  }

  close(): Promise<void> {
    this.running = false;
    return Promise.resolve();
  }

  rateLimit(ms: number): Promise<void> {
    this.limits.push(ms);
    return Promise.resolve();
  }
}

const logger = { info: jest.fn(), warn: jest.fn() } as unknown as PinoLogger;
const job = (name: string, id = '1') => ({ name, id }) as Job;

const START = 1_000_000;
const retry = { firstDelayMs: 100, maxDelayMs: 800, giveUpAfterMs: 3_600_000 };

/** A job as BullMQ hands it over, recording where the consumer moves it. */
function heldJob(options: { ageMs?: number; attemptsStarted?: number; attemptsMade?: number }) {
  const moves: { timestamp: number; token: string }[] = [];
  const held = {
    name: 'batch',
    id: '7',
    timestamp: START - (options.ageMs ?? 0),
    attemptsStarted: options.attemptsStarted ?? 1,
    attemptsMade: options.attemptsMade ?? 0,
    moveToDelayed: (timestamp: number, token: string) => {
      moves.push({ timestamp, token });
      return Promise.resolve();
    },
  };
  return { job: held as unknown as Job, moves };
}

const transient = () => Object.assign(new Error('too many connections'), { code: '53300' });

function setUp(handlers: Record<string, HandlerEntry['handle']>, stallAfterMs = 60_000) {
  let clock = START;
  let fake: FakeWorker | undefined;
  const metrics = new WorkerMetrics(new MetricsRegistry());
  const consumer = new QueueConsumer(
    'telemetry',
    new Map(Object.entries(handlers).map(([name, handle]) => [name, { processor: 'P', handle }])),
    { concurrency: () => 4, lockDurationMs: 10_000, stallAfterMs },
    {
      workerOptions: { prefix: 'test', connection: {} },
      concurrency: 4,
      createWorker: (_queue, process, options) => {
        fake = new FakeWorker(process, options);
        return fake as unknown as ConsumerWorker;
      },
      metrics,
      logger,
      retry,
      now: () => clock,
      random: () => 0,
    },
  );
  return {
    consumer,
    metrics,
    worker: () => fake as FakeWorker,
    advance: (ms: number) => (clock += ms),
  };
}

async function count(metrics: WorkerMetrics, status: string): Promise<number> {
  const { values } = await metrics.jobs.get();
  return values.find((value) => value.labels.status === status)?.value ?? 0;
}

describe('QueueConsumer', () => {
  it('starts one worker with the queue settings and dispatches each job by name', async () => {
    const batch = jest.fn(() => Promise.resolve(10));
    const { consumer, worker, metrics } = setUp({ batch });
    consumer.start();
    expect(worker().options).toMatchObject({
      prefix: 'test',
      concurrency: 4,
      lockDuration: 10_000,
    });
    await expect(worker().process(job('batch'))).resolves.toBe(10);
    expect(batch).toHaveBeenCalledTimes(1);
    expect(await count(metrics, 'completed')).toBe(1);
  });

  it('fails a job it has no handler for without retries', async () => {
    const { consumer, worker } = setUp({});
    consumer.start();
    await expect(worker().process(job('nope'))).rejects.toBeInstanceOf(UnrecoverableError);
  });

  it('counts a failure and rethrows it, so BullMQ retries with backoff', async () => {
    const { consumer, worker, metrics } = setUp({ batch: () => Promise.reject(new Error('bad')) });
    consumer.start();
    await expect(worker().process(job('batch'))).rejects.toThrow('bad');
    expect(await count(metrics, 'failed')).toBe(1);
  });

  it('turns PostponeQueue into a queue pause without spending an attempt', async () => {
    const { consumer, worker, metrics } = setUp({
      batch: () => Promise.reject(new PostponeQueue(2000, new Error('ECONNREFUSED'))),
    });
    consumer.start();
    // BullMQ's RateLimitError puts the job back to waiting with its attempts unchanged.
    await expect(worker().process(job('batch'))).rejects.toThrow('bullmq:rateLimitExceeded');
    expect(worker().limits).toEqual([2000]);
    expect(await count(metrics, 'failed')).toBe(0);
  });

  it('delays a job whose handler threw a transient error, without spending an attempt', async () => {
    const { consumer, worker, metrics } = setUp({ batch: () => Promise.reject(transient()) });
    consumer.start();
    // Third run, two transient retries before it: 100 ms doubled twice.
    const { job: held, moves } = heldJob({ attemptsStarted: 3 });
    const before = Date.now();
    await expect(worker().process(held, 'token-1')).rejects.toBeInstanceOf(DelayedError);
    expect(moves).toHaveLength(1);
    expect(moves[0]?.token).toBe('token-1');
    const delay = (moves[0]?.timestamp ?? 0) - before;
    expect(delay).toBeGreaterThanOrEqual(400);
    expect(delay).toBeLessThanOrEqual(400 + (Date.now() - before));
    expect(await count(metrics, 'retrying')).toBe(1);
    expect(await count(metrics, 'failed')).toBe(0);
  });

  it('counts a job its handler moved to delayed itself as delayed, not failed', async () => {
    const { consumer, worker, metrics } = setUp({
      batch: () => Promise.reject(new DelayedError()),
    });
    consumer.start();
    const { job: held, moves } = heldJob({});
    await expect(worker().process(held, 't')).rejects.toBeInstanceOf(DelayedError);
    // Moved by the handler, not by the consumer.
    expect(moves).toHaveLength(0);
    expect(await count(metrics, 'delayed')).toBe(1);
    expect(await count(metrics, 'failed')).toBe(0);
  });

  it('caps the delay of a job retried many times', async () => {
    const { consumer, worker } = setUp({ batch: () => Promise.reject(transient()) });
    consumer.start();
    const { job: held, moves } = heldJob({ attemptsStarted: 40, attemptsMade: 2 });
    const before = Date.now();
    await expect(worker().process(held, 't')).rejects.toBeInstanceOf(DelayedError);
    const delay = (moves[0]?.timestamp ?? 0) - before;
    expect(delay).toBeGreaterThanOrEqual(800);
    expect(delay).toBeLessThanOrEqual(800 + (Date.now() - before));
  });

  it('rethrows a permanent error: an attempt spent, the registry backoff', async () => {
    const { consumer, worker, metrics } = setUp({
      batch: () =>
        Promise.reject(Object.assign(new Error('no such mailbox'), { responseCode: 550 })),
    });
    consumer.start();
    const { job: held, moves } = heldJob({});
    await expect(worker().process(held, 't')).rejects.toThrow('no such mailbox');
    expect(moves).toEqual([]);
    expect(await count(metrics, 'failed')).toBe(1);
    expect(await count(metrics, 'retrying')).toBe(0);
  });

  it('rethrows a transient error once the job is past the give-up horizon', async () => {
    const error = transient();
    const { consumer, worker, metrics } = setUp({ batch: () => Promise.reject(error) });
    consumer.start();
    const { job: held, moves } = heldJob({ ageMs: retry.giveUpAfterMs + 1, attemptsStarted: 90 });
    await expect(worker().process(held, 't')).rejects.toBe(error);
    expect(moves).toEqual([]);
    expect(await count(metrics, 'failed')).toBe(1);
  });

  it('rethrows the transient error when the job cannot be moved (its lock lost)', async () => {
    const error = transient();
    const { consumer, worker } = setUp({ batch: () => Promise.reject(error) });
    consumer.start();
    const { job: held } = heldJob({});
    (held as unknown as { moveToDelayed: () => Promise<void> }).moveToDelayed = () =>
      Promise.reject(new Error('Missing lock for job 7'));
    await expect(worker().process(held, 't')).rejects.toBe(error);
  });

  it('is ready while its worker runs; not when stopped, paused or stopping', async () => {
    const { consumer, worker } = setUp({});
    expect(consumer.readinessProblem()).toBe('not started');
    consumer.start();
    expect(consumer.readinessProblem()).toBeUndefined();
    worker().paused = true;
    expect(consumer.readinessProblem()).toBe('paused');
    worker().paused = false;
    worker().running = false;
    expect(consumer.readinessProblem()).toBe('stopped');
    await consumer.stop();
    expect(consumer.readinessProblem()).toBe('stopping');
  });

  it('is dead when its worker stopped without being asked to, alive when asked', async () => {
    const { consumer, worker } = setUp({});
    consumer.start();
    expect(consumer.livenessProblem()).toBeUndefined();
    worker().running = false;
    expect(consumer.livenessProblem()).toBe('stopped unexpectedly');
    await consumer.stop();
    expect(consumer.livenessProblem()).toBeUndefined();
  });

  it('has stalled when a job runs past the queue stallAfterMs', async () => {
    let finish: () => void = () => undefined;
    const { consumer, worker, advance } = setUp(
      { batch: () => new Promise<void>((resolve) => (finish = resolve)) },
      60_000,
    );
    consumer.start();
    const running = worker().process(job('batch', '42'));
    advance(59_000);
    expect(consumer.livenessProblem()).toBeUndefined();
    advance(2_000);
    expect(consumer.livenessProblem()).toBe('stalled: job batch 42 running for 61 s');
    finish();
    await running;
    expect(consumer.livenessProblem()).toBeUndefined();
  });

  it('never counts a wait for a turn as a stall, and times the work from when the turn came', async () => {
    let turnCame: () => void = () => undefined;
    let finish: () => void = () => undefined;
    const turn = new Promise<void>((resolve) => (turnCame = resolve));
    const { consumer, worker, advance } = setUp(
      {
        batch: async (_job, run) => {
          await run!.waitFor(turn);
          await new Promise<void>((resolve) => (finish = resolve));
        },
      },
      60_000,
    );
    consumer.start();
    const running = worker().process(job('batch', '43'));
    await Promise.resolve();
    advance(10 * 60_000);
    expect(consumer.livenessProblem()).toBeUndefined();
    turnCame();
    await turn;
    await new Promise((resolve) => setImmediate(resolve));
    advance(59_000);
    expect(consumer.livenessProblem()).toBeUndefined();
    advance(2_000);
    expect(consumer.livenessProblem()).toBe('stalled: job batch 43 running for 61 s');
    finish();
    await running;
    expect(consumer.livenessProblem()).toBeUndefined();
  });
});
