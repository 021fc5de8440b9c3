// Every 5 s of the soak: the memory of the api and the worker (VmRSS of their processes, V8 heap
// from their /metrics), Redis INFO used_memory, the queue backlog, and the accepted and stored
// counters, with the machine's load average beside them.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';

import { acceptedAndStored, metric, pending } from '../telemetry/lib';

export interface SoakSample {
  /** Seconds since the soak started. */
  at: number;
  apiRssMb: number;
  workerRssMb: number;
  /** What VmRSS is made of besides mapped files (code): where a leak would show. */
  apiRssAnonMb: number;
  workerRssAnonMb: number;
  /** V8 heap used and allocated, and memory outside it (Buffers), from prom-client's metrics. */
  apiHeapMb: number;
  workerHeapMb: number;
  apiHeapTotalMb: number;
  workerHeapTotalMb: number;
  apiExternalMb: number;
  workerExternalMb: number;
  redisUsedMb: number;
  /** Keys in the soak's Redis database: what would grow if something were never deleted. */
  redisKeys: number;
  backlog: number;
  /** Counters since the stack started: events answered 202, events stored, events dead-lettered. */
  accepted: number;
  stored: number;
  deadLettered: number;
  /** CPU seconds used so far by the api, the worker and this process (the load generator). */
  apiCpuS: number;
  workerCpuS: number;
  benchCpuS: number;
  /** Honest requests sent so far. */
  sent: number;
  load1: number;
}

export interface SamplerTargets {
  apiPid: number;
  workerPid: number;
  apiMetricsUrl: string;
  workerMetricsUrl: string;
  queue: Queue;
  redis: Redis;
}

const MB = 1024 * 1024;

function statusMb(pid: number, field: 'VmRSS' | 'RssAnon'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(status)?.[1];
  if (kb === undefined) throw new Error(`no ${field} for process ${pid}`);
  return Number(kb) / 1024;
}

/** utime + stime of /proc/<pid>/stat, in seconds (the kernel counts in ticks of 1/100 s). */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which is in brackets and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const text = async (url: string) => (await fetch(url)).text();

async function redisUsedMb(redis: Redis): Promise<number> {
  const info = await redis.info('memory');
  const used = /^used_memory:(\d+)/m.exec(info)?.[1];
  if (used === undefined) throw new Error('Redis INFO memory has no used_memory');
  return Number(used) / MB;
}

/**
 * One sample; a failed read is tried again twice (a keep-alive connection to /metrics that the
 * server closed while this process was busy fails once), so a soak is not lost to one hiccup.
 */
export async function takeSample(
  targets: SamplerTargets,
  startedAt: number,
  sent: number,
): Promise<SoakSample> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await readSample(targets, startedAt, sent);
    } catch (error) {
      if (attempt >= 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

async function readSample(
  targets: SamplerTargets,
  startedAt: number,
  sent: number,
): Promise<SoakSample> {
  const [counters, apiText, workerText, redis, redisKeys, backlog] = await Promise.all([
    acceptedAndStored(targets.apiMetricsUrl, [targets.workerMetricsUrl]),
    text(targets.apiMetricsUrl),
    text(targets.workerMetricsUrl),
    redisUsedMb(targets.redis),
    targets.redis.dbsize(),
    pending(targets.queue),
  ]);
  return {
    at: (performance.now() - startedAt) / 1000,
    apiRssMb: statusMb(targets.apiPid, 'VmRSS'),
    workerRssMb: statusMb(targets.workerPid, 'VmRSS'),
    apiRssAnonMb: statusMb(targets.apiPid, 'RssAnon'),
    workerRssAnonMb: statusMb(targets.workerPid, 'RssAnon'),
    apiCpuS: cpuSeconds(targets.apiPid),
    workerCpuS: cpuSeconds(targets.workerPid),
    benchCpuS: (process.cpuUsage().user + process.cpuUsage().system) / 1e6,
    apiHeapMb: metric(apiText, 'nodejs_heap_size_used_bytes') / MB,
    workerHeapMb: metric(workerText, 'nodejs_heap_size_used_bytes') / MB,
    apiHeapTotalMb: metric(apiText, 'nodejs_heap_size_total_bytes') / MB,
    workerHeapTotalMb: metric(workerText, 'nodejs_heap_size_total_bytes') / MB,
    apiExternalMb: metric(apiText, 'nodejs_external_memory_bytes') / MB,
    workerExternalMb: metric(workerText, 'nodejs_external_memory_bytes') / MB,
    redisUsedMb: redis,
    redisKeys,
    backlog,
    accepted: counters.accepted,
    stored: counters.stored,
    deadLettered: metric(workerText, 'telemetry_events_dead_lettered_total'),
    sent,
    load1: loadavg()[0] ?? NaN,
  };
}
