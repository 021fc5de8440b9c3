// bench/telemetry: how fast POST /api/telemetry/batch and its worker are, each against a baseline
// measured in the same run (see bench/README.md). Usage: npx tsx bench/telemetry/run.ts
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { Queue } from 'bullmq';
import { Pool } from 'pg';

import { TELEMETRY_JOB_OPTIONS } from '../../backend/src/queue/job-options';
import { startService, stopService, type Service } from '../../scripts/lib/processes';
import { build, repoRoot, startStack } from '../../scripts/lib/stack';
import { benchEndpoint } from './endpoint.bench';
import { benchIngest } from './ingest.bench';
import { benchStackEnv, ensureWrk, fixed, writeTemplate } from './lib';
import { benchSaturation } from './saturation.bench';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const ROUNDS = env('ROUNDS', 3);
const SECONDS = env('SECONDS', 10);
const INGEST_JOBS = env('INGEST_JOBS', 20000);
const FILL_SECONDS = env('FILL_SECONDS', 10);
// The writer's limits (TelemetryBatchWriter): up to 5000 events per COPY, two COPYs at once.
const COPY_CHUNK_EVENTS = env('COPY_CHUNK_EVENTS', 5000);
const COPY_CONNECTIONS = env('COPY_CONNECTIONS', 2);
const SATURATION_SECONDS = env('SATURATION_SECONDS', 60);
const WORKERS = env('WORKERS', 1);
const WORKER_CONCURRENCY = process.env.TELEMETRY_WORKER_CONCURRENCY ?? '128';
const PARTS = (process.env.PARTS ?? 'endpoint,ingest,saturation').split(',');

const databaseUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tickrelay_bench_telemetry';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/5';
const queuePrefix = 'bench-telemetry';
const ports = { web: 8395, api: 3395, worker: 3396 };

async function main(): Promise<void> {
  ensureWrk();
  if (process.env.SKIP_BUILD !== '1') await build();
  const stack = await startStack({
    name: 'bench-telemetry',
    webPort: ports.web,
    apiPort: ports.api,
    workerPort: ports.worker,
    databaseUrl,
    redisUrl,
    env: benchStackEnv(queuePrefix, WORKER_CONCURRENCY),
  });
  const stateDir = join(repoRoot, '.stack', 'bench-telemetry');
  mkdirSync(stateDir, { recursive: true });
  // Jobs the benchmark adds itself get the options the api gives them.
  const queue = new Queue('telemetry', {
    connection: { url: redisUrl },
    prefix: queuePrefix,
    defaultJobOptions: TELEMETRY_JOB_OPTIONS,
  });
  const pool = new Pool({ connectionString: databaseUrl, max: COPY_CONNECTIONS + 1 });
  const extraWorkers: Service[] = [];
  const template = writeTemplate(stateDir);
  const summary: string[] = [];
  try {
    await queue.obliterate({ force: true });
    console.log(
      `payload: 10 events, ${template.bytes} bytes of JSON; machine: ${(await import('node:os')).cpus().length} cores`,
    );

    if (PARTS.includes('endpoint')) {
      console.log(
        `\n1. POST /api/telemetry/batch, 50 connections, ${ROUNDS} alternating rounds of ${SECONDS} s (api measured directly, no nginx)`,
      );
      const figures = await benchEndpoint({
        apiUrl: `http://127.0.0.1:${ports.api}`,
        redisUrl,
        queuePrefix,
        queue,
        template: template.path,
        stateDir,
        rounds: ROUNDS,
        seconds: SECONDS,
      });
      const { api, express, bare } = figures as Record<
        'api' | 'express' | 'bare',
        { rps: number; p99Ms: number; errors: number }
      >;
      for (const [name, value] of Object.entries(figures)) {
        summary.push(
          `${name.padEnd(8)} ${fixed(value.rps, 0).padStart(6)} req/s (median)  p99 ${fixed(value.p99Ms, 1)} ms  errors ${value.errors}`,
        );
      }
      summary.push(
        `api / express ${fixed(api.rps / express.rps)} (goal ≥ 0.9)   api / bare ${fixed(api.rps / bare.rps)} (goal ≥ 0.22)   api p99 ${fixed(api.p99Ms, 1)} ms (goal ≤ 50)`,
      );
    }

    if (PARTS.includes('ingest') || PARTS.includes('saturation')) {
      for (let i = 1; i < WORKERS; i++) {
        const port = ports.worker + 10 + i;
        extraWorkers.push(
          startService(
            `worker-${i + 1}`,
            'node',
            ['dist/worker.js'],
            join(stack.stateDir, `worker-${i + 1}.log`),
            {
              cwd: join(repoRoot, 'backend'),
              env: {
                ...process.env,
                ...benchStackEnv(queuePrefix, WORKER_CONCURRENCY),
                DATABASE_URL: databaseUrl,
                REDIS_URL: redisUrl,
                WORKER_PORT: String(port),
                HOST: '127.0.0.1',
              },
            },
          ),
        );
      }
    }

    if (PARTS.includes('ingest')) {
      console.log(
        `\n2. Worker ingest (${WORKERS} worker process(es), TELEMETRY_WORKER_CONCURRENCY=${WORKER_CONCURRENCY}) from a pre-filled queue, against COPY of the same events (${COPY_CHUNK_EVENTS} per statement, ${COPY_CONNECTIONS} connections)`,
      );
      const ingest = await benchIngest({
        queue,
        pool,
        rounds: ROUNDS,
        copyChunkEvents: COPY_CHUNK_EVENTS,
        copyConnections: COPY_CONNECTIONS,
        jobs: INGEST_JOBS,
        fillSeconds: FILL_SECONDS,
        apiUrl: `http://127.0.0.1:${ports.api}`,
        template: template.path,
      });
      for (const [label, figures] of [
        [`queue filled by the api at saturation (${FILL_SECONDS} s)`, ingest.api],
        [`one 10-event batch per job (${INGEST_JOBS} jobs)`, ingest.single],
      ] as const) {
        summary.push(
          `ingest, ${label}: ${fixed(figures.events / figures.jobs, 1)} events per job; worker ${fixed(figures.worker, 0)} events/s, COPY ${fixed(figures.copy, 0)} events/s, ratio ${fixed(figures.worker / figures.copy)} (median of per-round ratios ${fixed(figures.roundRatio)}; goal ≥ 0.6, aim 0.75)`,
        );
      }
    }

    if (PARTS.includes('saturation')) {
      console.log(
        `\n3. End to end through nginx at saturation for ${SATURATION_SECONDS} s, 50 connections, ${WORKERS} worker process(es)`,
      );
      await pool.query('truncate telemetry_events');
      const saturation = await benchSaturation({
        webUrl: `http://127.0.0.1:${ports.web}`,
        apiMetricsUrl: `http://127.0.0.1:${ports.api}/metrics`,
        workerMetricsUrls: [ports.worker, ...extraWorkers.map((_, i) => ports.worker + 11 + i)].map(
          (port) => `http://127.0.0.1:${port}/metrics`,
        ),
        queue,
        template: template.path,
        seconds: SATURATION_SECONDS,
      });
      const backlog = saturation.samples.map((s) => s.backlog);
      summary.push(
        `end to end: accepted ${fixed(saturation.acceptedPerSecond, 0)} events/s, stored ${fixed(saturation.storedPerSecond, 0)} events/s (ratio ${fixed(saturation.storedPerSecond / saturation.acceptedPerSecond)}), backlog ${backlog.join(' → ')} jobs, drained ${fixed(saturation.drainSeconds, 1)} s after the load stopped, ${WORKERS} worker process(es)`,
      );
    }

    console.log('\nSummary');
    for (const line of summary) console.log(`  ${line}`);
  } finally {
    await Promise.all(extraWorkers.map((service) => stopService(service)));
    await queue.obliterate({ force: true }).catch(() => undefined);
    await queue.close();
    await pool.end();
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`bench/telemetry: ${(error as Error).stack ?? String(error)}`);
  process.exit(1);
});
