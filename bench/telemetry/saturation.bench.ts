// Part 3: end to end at the endpoint's saturation for a minute, through nginx: events accepted per
// second (202s × 10) against events stored per second by the worker(s), and the queue backlog.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

import type { Queue } from 'bullmq';

import { acceptedAndStored, fixed, pending, sleep, WRK } from './lib';

export interface SaturationOptions {
  webUrl: string;
  apiMetricsUrl: string;
  workerMetricsUrls: string[];
  queue: Queue;
  template: string;
  seconds: number;
}

export interface Sample {
  at: number;
  accepted: number;
  stored: number;
  backlog: number;
}

async function sample(options: SaturationOptions, startedAt: number): Promise<Sample> {
  const { accepted, stored } = await acceptedAndStored(
    options.apiMetricsUrl,
    options.workerMetricsUrls,
  );
  return {
    at: (performance.now() - startedAt) / 1000,
    accepted,
    stored,
    backlog: await pending(options.queue),
  };
}

export async function benchSaturation(options: SaturationOptions): Promise<{
  samples: Sample[];
  acceptedPerSecond: number;
  storedPerSecond: number;
  drainSeconds: number;
}> {
  await options.queue.resume();
  const startedAt = performance.now();
  const first = await sample(options, startedAt);
  const wrk = spawn(
    WRK,
    [
      '-t1',
      '-c50',
      `-d${options.seconds}s`,
      '--timeout',
      '5s',
      '-s',
      join(__dirname, 'post-batch.lua'),
      `${options.webUrl}/api/telemetry/batch`,
    ],
    {
      env: { ...process.env, BATCH_TEMPLATE: options.template },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const done = new Promise<void>((resolve) => wrk.once('exit', () => resolve()));
  const samples: Sample[] = [first];
  let finished = false;
  void done.then(() => (finished = true));
  while (!finished) {
    await Promise.race([sleep(5000), done]);
    const next = await sample(options, startedAt);
    samples.push(next);
    const previous = samples.at(-2) ?? first;
    const span = next.at - previous.at;
    console.log(
      `  t=${fixed(next.at, 0).padStart(3)} s  accepted ${fixed((next.accepted - previous.accepted) / span, 0).padStart(6)} ev/s  stored ${fixed((next.stored - previous.stored) / span, 0).padStart(6)} ev/s  backlog ${next.backlog} jobs`,
    );
  }
  const last = samples.at(-1) ?? first;
  const elapsed = last.at - first.at;
  const drainStart = performance.now();
  while ((await pending(options.queue)) > 0) await sleep(100);
  return {
    samples,
    acceptedPerSecond: (last.accepted - first.accepted) / elapsed,
    storedPerSecond: (last.stored - first.stored) / elapsed,
    drainSeconds: (performance.now() - drainStart) / 1000,
  };
}
