// Part 2: the worker's ingest rate from a pre-filled queue against a raw COPY of the same events
// into the same table (same row encoder, no queue, the writer's statement size and parallelism).
// Two fillings: by the api at saturation (the jobs a backlog really holds: batches that arrive
// together share a job), and one 10-event batch per job (what a quiet api queues).
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import type { Queue } from 'bullmq';
import type { Pool } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

import { COPY_STATEMENT, copyRows } from '../../backend/src/modules/telemetry/telemetry-copy';
import { sampleBatch } from '../../backend/src/modules/telemetry/telemetry-sample';
import type { TelemetryBatchJob } from '../../backend/src/queue/job-payloads';
import { fixed, median, pending, runWrk, sleep } from './lib';

export interface IngestOptions {
  queue: Queue;
  pool: Pool;
  rounds: number;
  copyChunkEvents: number;
  copyConnections: number;
  /** One-batch jobs added directly. */
  jobs: number;
  /** Seconds of wrk against the api to fill the queue. */
  fillSeconds: number;
  apiUrl: string;
  template: string;
}

export interface IngestFigures {
  worker: number;
  copy: number;
  /** Median of the per-round worker / COPY ratios (each pair ran back to back). */
  roundRatio: number;
  jobs: number;
  events: number;
}

/** An empty table and a fresh checkpoint, so no round pays for the previous round's writes. */
async function reset(pool: Pool): Promise<void> {
  await pool.query('truncate telemetry_events');
  await pool.query('checkpoint');
}

async function rows(pool: Pool): Promise<number> {
  const result = await pool.query<{ count: number }>(
    'select count(*)::int as count from telemetry_events',
  );
  return result.rows[0]?.count ?? 0;
}

type Fill = (options: IngestOptions) => Promise<void>;

const fillOneBatchPerJob: Fill = async (options) => {
  const receivedAt = new Date().toISOString();
  for (let i = 0; i < options.jobs; i += 1000) {
    const count = Math.min(1000, options.jobs - i);
    await options.queue.addBulk(
      Array.from({ length: count }, () => ({
        name: 'batch',
        data: { receivedAt, events: sampleBatch(10).events },
        opts: { jobId: `ingest-${randomUUID()}` },
      })),
    );
  }
};

const fillThroughApi: Fill = async (options) => {
  runWrk(`${options.apiUrl}/api/telemetry/batch`, options.fillSeconds, options.template);
  // Requests in flight when wrk stopped.
  await sleep(1000);
};

/** The queued jobs' data, as JSON strings like Redis holds them (the COPY baseline's input). */
async function snapshot(queue: Queue): Promise<string[]> {
  const jobs = await queue.getJobs(['wait'], 0, -1);
  return jobs.map((job) => JSON.stringify(job.data));
}

async function workerRound(options: IngestOptions, events: number): Promise<number> {
  await reset(options.pool);
  const started = performance.now();
  await options.queue.resume();
  while ((await pending(options.queue)) > 0) await sleep(20);
  const seconds = (performance.now() - started) / 1000;
  await options.queue.pause();
  const stored = await rows(options.pool);
  if (stored !== events) throw new Error(`worker stored ${stored} rows, expected ${events}`);
  return events / seconds;
}

/** COPY text of ≥ copyChunkEvents events each, parsed and encoded from the jobs' JSON. */
function* copyChunks(stored: string[], chunkEvents: number): Generator<string> {
  let text = '';
  let rowsInText = 0;
  for (const json of stored) {
    const job = JSON.parse(json) as TelemetryBatchJob;
    text += copyRows(job);
    rowsInText += job.events.length;
    if (rowsInText >= chunkEvents) {
      yield text;
      text = '';
      rowsInText = 0;
    }
  }
  if (text) yield text;
}

/**
 * The baseline: the same events straight from their JSON into the table, as the worker's writer
 * does it but without the queue: COPYs of COPY_CHUNK_EVENTS events on COPY_CONNECTIONS
 * connections at once.
 */
async function copyRound(
  options: IngestOptions,
  stored: string[],
  events: number,
): Promise<number> {
  await reset(options.pool);
  const chunks = copyChunks(stored, options.copyChunkEvents);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: options.copyConnections }, async () => {
      const client = await options.pool.connect();
      try {
        for (let next = chunks.next(); !next.done; next = chunks.next()) {
          await pipeline(Readable.from([next.value]), client.query(copyFrom(COPY_STATEMENT)));
        }
      } finally {
        client.release();
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  if ((await rows(options.pool)) !== events) throw new Error('COPY stored an unexpected row count');
  return events / seconds;
}

async function bench(options: IngestOptions, fill: Fill, label: string): Promise<IngestFigures> {
  const worker: number[] = [];
  const copy: number[] = [];
  let jobs = 0;
  let events = 0;
  for (let round = 0; round < options.rounds; round++) {
    await options.queue.pause();
    await options.queue.drain(true);
    await fill(options);
    const stored = await snapshot(options.queue);
    jobs = stored.length;
    events = stored.reduce(
      (sum, json) => sum + (JSON.parse(json) as TelemetryBatchJob).events.length,
      0,
    );
    const runs = [
      async () => worker.push(await workerRound(options, events)),
      async () => copy.push(await copyRound(options, stored, events)),
    ];
    // COPY first in odd rounds; the queue stays paused (untouched) while it runs.
    for (const runOne of round % 2 === 0 ? runs : [...runs].reverse()) await runOne();
    console.log(
      `  ${label} round ${round + 1}: ${jobs} jobs, ${events} events (${fixed(events / jobs, 1)} per job)  worker ${fixed(worker.at(-1) ?? NaN, 0)} events/s  COPY ${fixed(copy.at(-1) ?? NaN, 0)} events/s`,
    );
  }
  const ratios = worker.map((value, index) => value / (copy[index] ?? NaN));
  return { worker: median(worker), copy: median(copy), roundRatio: median(ratios), jobs, events };
}

export async function benchIngest(
  options: IngestOptions,
): Promise<{ api: IngestFigures; single: IngestFigures }> {
  const api = await bench(options, fillThroughApi, 'filled by the api');
  const single = await bench(options, fillOneBatchPerJob, 'one batch per job');
  return { api, single };
}
