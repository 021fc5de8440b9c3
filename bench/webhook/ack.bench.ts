// Part 1: the acknowledgement. POST /api/hooks/:token of the api (directly, and through the repo's
// nginx config), against the bare baseline receiver, with wrk at 50 connections, alternating
// rounds. Nothing consumes meanwhile: the alerts queue is paused (the worker process keeps
// running, idle) and emptied after every run.
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';

import { median, sleep } from '../telemetry/lib';
import { fixed } from '../telemetry/lib';
import { runWrk, type WrkFigures } from './lib';

export interface AckTarget {
  name: string;
  origin: string;
}

export interface AckOptions {
  targets: AckTarget[];
  paths: readonly string[];
  queue: Queue;
  redis: Redis;
  rounds: number;
  seconds: number;
  connections: number;
  runTag: string;
}

export interface AckFigures {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  rounds: WrkFigures[];
}

/** The receiver's ack-latency keys (webhook:ack:*, 1 h TTL): removed so every run starts alike. */
async function dropAckKeys(redis: Redis): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', 'webhook:ack:*', 'COUNT', 5000);
    cursor = next;
    if (keys.length > 0) await redis.unlink(...keys);
  } while (cursor !== '0');
}

async function settle(options: AckOptions): Promise<void> {
  // Requests still in flight when wrk stopped may queue a job after it returned.
  await sleep(300);
  await options.queue.drain(true);
  await dropAckKeys(options.redis);
}

export async function benchAck(options: AckOptions): Promise<Record<string, AckFigures>> {
  const results: Record<string, WrkFigures[]> = Object.fromEntries(
    options.targets.map((target) => [target.name, []]),
  );
  await options.queue.pause();
  try {
    for (const target of options.targets) {
      runWrk(target.origin, options.paths, 3, `${options.runTag}-warm`, options.connections);
      await settle(options);
    }
    for (let round = 0; round < options.rounds; round++) {
      // Alternate the order so drift on a shared machine hits every server alike.
      const order = round % 2 === 0 ? options.targets : [...options.targets].reverse();
      for (const target of order) {
        const result = runWrk(
          target.origin,
          options.paths,
          options.seconds,
          `${options.runTag}-${round}-${target.name}`,
          options.connections,
        );
        results[target.name]?.push(result);
        console.log(
          `  round ${round + 1} ${target.name.padEnd(10)} ${fixed(result.rps, 0).padStart(6)} req/s  p50 ${fixed(result.p50Ms, 2)} ms  p99 ${fixed(result.p99Ms, 2)} ms  max ${fixed(result.maxMs, 1)} ms  errors ${result.errors}`,
        );
        await settle(options);
      }
    }
  } finally {
    await settle(options);
    await options.queue.resume();
  }
  return Object.fromEntries(
    Object.entries(results).map(([name, list]) => [
      name,
      {
        rps: median(list.map((item) => item.rps)),
        p50Ms: median(list.map((item) => item.p50Ms)),
        p99Ms: median(list.map((item) => item.p99Ms)),
        errors: list.reduce((sum, item) => sum + item.errors, 0),
        rounds: list,
      },
    ]),
  );
}
