// Shared helpers of bench/webhook: the alert bodies, wrk runs, percentiles, the baselines' stats.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { WRK } from '../telemetry/lib';

export interface WrkFigures {
  requests: number;
  rps: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  errors: number;
  non2xx: number;
}

/** The paper market order every alert of the bench is: MES1!, one contract, buy or sell. */
export function alertBody(id: string, action: 'buy' | 'sell', now = new Date()): string {
  return JSON.stringify({
    ticker: 'MES1!',
    action,
    quantity: 1,
    orderType: 'market',
    price: 6012.5,
    time: now.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    max_lag: 300,
    id,
  });
}

/** wrk, one thread, `connections` connections, for `seconds`, over `paths` of `origin` in turn. */
export function runWrk(
  origin: string,
  paths: readonly string[],
  seconds: number,
  runTag: string,
  connections = 50,
): WrkFigures {
  const output = execFileSync(
    WRK,
    [
      '-t1',
      `-c${connections}`,
      `-d${seconds}s`,
      '--timeout',
      '5s',
      '-s',
      join(__dirname, 'post-alert.lua'),
      `${origin}${paths[0] ?? '/'}`,
    ],
    {
      env: { ...process.env, ALERT_PATHS: paths.join(','), RUN_TAG: runTag },
      encoding: 'utf8',
      maxBuffer: 10 * 1024 * 1024,
    },
  );
  const line = output.trim().split('\n').at(-1) ?? '';
  const raw = JSON.parse(line) as Record<
    | 'requests'
    | 'durationUs'
    | 'non2xx'
    | 'connect'
    | 'read'
    | 'write'
    | 'timeout'
    | 'p50Us'
    | 'p90Us'
    | 'p99Us'
    | 'maxUs',
    number
  >;
  return {
    requests: raw.requests,
    rps: (raw.requests - raw.non2xx) / (raw.durationUs / 1e6),
    p50Ms: raw.p50Us / 1000,
    p90Ms: raw.p90Us / 1000,
    p99Ms: raw.p99Us / 1000,
    maxMs: raw.maxUs / 1000,
    errors: raw.non2xx + raw.connect + raw.read + raw.write + raw.timeout,
    non2xx: raw.non2xx,
  };
}

/** The q-quantile (0..1) of `values` by the nearest rank; NaN when empty. */
export function quantile(values: ArrayLike<number>, q: number): number {
  const sorted = Float64Array.from(values).sort();
  if (sorted.length === 0) return NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank] ?? NaN;
}

export interface LatencySummary {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

export function summarize(values: ArrayLike<number>): LatencySummary {
  const sorted = Float64Array.from(values).sort();
  return {
    count: sorted.length,
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    max: sorted.length > 0 ? (sorted[sorted.length - 1] ?? NaN) : NaN,
  };
}

/** Milliseconds since the epoch to the microsecond, as the receiver and the worker stamp them. */
export const preciseNow = () => performance.timeOrigin + performance.now();

/** What a baseline process measured (GET /stats), reset with DELETE /stats. */
export interface BaselineStats {
  count: number;
  /** Milliseconds, in arrival order. */
  latenciesMs: number[];
}

export async function readStats(url: string): Promise<BaselineStats> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return (await response.json()) as BaselineStats;
}

export async function resetStats(url: string): Promise<void> {
  await fetch(url, { method: 'DELETE' });
}

export const ratio = (a: number, b: number) => (b > 0 ? a / b : NaN);

const CLOCK_TICKS = 100;

/** CPU seconds (user + system) a process has used so far, from /proc; NaN when it is gone. */
export function cpuSecondsOf(pid: number | undefined): number {
  if (pid === undefined) return NaN;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return NaN;
  }
}

/** CPU seconds used so far by every process named `name` (all of PostgreSQL's backends). */
export function cpuSecondsOfAll(name: string): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== name) continue;
    } catch {
      continue;
    }
    const seconds = cpuSecondsOf(Number(entry));
    if (Number.isFinite(seconds)) total += seconds;
  }
  return total;
}
