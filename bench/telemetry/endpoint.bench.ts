// Part 1: POST /api/telemetry/batch of the api (no nginx in front) against two baselines doing the
// same parse-and-enqueue work: a bare node:http server and a plain express server.
import { join } from 'node:path';

import type { Queue } from 'bullmq';

import { startService, stopService, type Service } from '../../scripts/lib/processes';
import { fixed, median, runWrk, sleep, type WrkResult } from './lib';

export interface EndpointOptions {
  apiUrl: string;
  redisUrl: string;
  queuePrefix: string;
  queue: Queue;
  template: string;
  stateDir: string;
  rounds: number;
  seconds: number;
}

export interface EndpointFigures {
  rps: number;
  p99Ms: number;
  errors: number;
}

const BASELINES = [
  { name: 'bare', file: 'baselines/bare-server.ts', port: 3401 },
  { name: 'express', file: 'baselines/express-server.ts', port: 3402 },
] as const;

async function waitUp(url: string, service: Service): Promise<void> {
  const deadline = Date.now() + 30000;
  while (Date.now() < deadline) {
    if (service.child.exitCode !== null) throw new Error(`${service.name} exited while starting`);
    const ok = await fetch(url, { method: 'POST', body: '{"events":[]}' }).then(
      () => true,
      () => false,
    );
    if (ok) return;
    await sleep(200);
  }
  throw new Error(`${service.name} did not start`);
}

export async function benchEndpoint(
  options: EndpointOptions,
): Promise<Record<string, EndpointFigures>> {
  const services = BASELINES.map((baseline) =>
    startService(
      baseline.name,
      process.execPath,
      ['--import', 'tsx', join(__dirname, baseline.file)],
      join(options.stateDir, `${baseline.name}.log`),
      {
        env: {
          ...process.env,
          PORT: String(baseline.port),
          REDIS_URL: options.redisUrl,
          QUEUE_PREFIX: options.queuePrefix,
          NODE_ENV: 'production',
        },
      },
    ),
  );
  const targets = [
    ...BASELINES.map((baseline) => ({
      name: baseline.name,
      url: `http://127.0.0.1:${baseline.port}/api/telemetry/batch`,
    })),
    { name: 'api', url: `${options.apiUrl}/api/telemetry/batch` },
  ];
  const results: Record<string, WrkResult[]> = { bare: [], express: [], api: [] };
  try {
    for (const [index, service] of services.entries())
      await waitUp(targets[index]?.url ?? '', service);
    // Nothing consumes during this part: the queue is paused and emptied after every run.
    await options.queue.pause();
    for (const target of targets) {
      runWrk(target.url, 3, options.template);
      await options.queue.drain(true);
    }
    for (let round = 0; round < options.rounds; round++) {
      // Alternate the order so drift on a shared machine hits every server alike.
      const order = round % 2 === 0 ? targets : [...targets].reverse();
      for (const target of order) {
        const result = runWrk(target.url, options.seconds, options.template);
        results[target.name]?.push(result);
        console.log(
          `  round ${round + 1} ${target.name.padEnd(7)} ${fixed(result.rps, 0).padStart(6)} req/s  p50 ${fixed(result.p50Ms, 1)} ms  p99 ${fixed(result.p99Ms, 1)} ms  errors ${result.errors}`,
        );
        await options.queue.drain(true);
      }
    }
  } finally {
    await Promise.all(services.map((service) => stopService(service, 5000)));
    // Requests still in flight when wrk stopped may have queued a job after the last drain.
    await sleep(1000);
    await options.queue.drain(true);
  }
  return Object.fromEntries(
    Object.entries(results).map(([name, list]) => [
      name,
      {
        rps: median(list.map((item) => item.rps)),
        p99Ms: median(list.map((item) => item.p99Ms)),
        errors: list.reduce((sum, item) => sum + item.errors, 0),
      },
    ]),
  );
}
