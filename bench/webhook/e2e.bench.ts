// Part 2: end to end. With the worker running, alerts at a constant rate (alert-load.ts) through the
// real receiver; then wait until every alert has its delivery row, and read the figures the
// pipeline itself records (ack_latency_ms, executed_latency_ms) from the deliveries table, beside
// what the client saw (send → 202, send → the delivery on the member's live channel). The
// baseline: the bare receiver and a bare consumer with a trivial processor at the same rate.
import { loadavg } from 'node:os';

import { Redis } from 'ioredis';
import type { Pool } from 'pg';

import { fixed, sleep } from '../telemetry/lib';
import { startAlertLoad, type AlertLoad } from './alert-load';
import {
  cpuSecondsOf,
  cpuSecondsOfAll,
  readStats,
  resetStats,
  summarize,
  type LatencySummary,
} from './lib';

export interface E2eOptions {
  origin: string;
  paths: readonly string[];
  memberIds: readonly string[];
  rate: number;
  seconds: number;
  connections: number;
  runTag: string;
  pool: Pool;
  redisUrl: string;
  queuePrefix: string;
  /** The alerts queue's backlog (waiting + active + delayed), sampled while the load runs. */
  backlog: () => Promise<number>;
  /** Give up waiting for rows once none has appeared for this long. */
  settleSeconds: number;
  /** Processes whose CPU is reported (api, worker), by name. */
  processes: Record<string, number | undefined>;
}

/** Share of one core each process (and PostgreSQL's backends together) used during the load. */
export type CpuFigures = Record<string, number>;

export interface E2eFigures {
  sent: number;
  acknowledged: number;
  logged: number;
  /** Distinct alert ids among the rows: equal to logged when no alert was logged twice. */
  distinctAlerts: number;
  executed: number;
  statuses: Record<string, number>;
  clientErrors: Record<string, number>;
  /** Server side, from the deliveries table. */
  ack: LatencySummary;
  ackMissing: number;
  executedLatency: LatencySummary;
  /** Client side: scheduled send → 202 answered. */
  clientAck: LatencySummary;
  /** Client side: scheduled send → the delivery heard on the member's live channel. */
  clientLive: LatencySummary;
  liveHeard: number;
  generatorMaxLagMs: number;
  drainSeconds: number;
  maxBacklog: number;
  load: number[];
  cpu: CpuFigures;
}

interface DeliveryFigureRow {
  delivery_id: string;
  alert_id: string | null;
  status: string;
  code: string | null;
  ack_latency_ms: number | null;
  executed_latency_ms: number | null;
}

/** Every row of this run: the run's alert ids, for the bench's members. */
async function rowsOfRun(options: E2eOptions): Promise<DeliveryFigureRow[]> {
  const { rows } = await options.pool.query<DeliveryFigureRow>(
    `select delivery_id, alert_id, status, code, ack_latency_ms, executed_latency_ms
       from deliveries
      where member_id = any($1::uuid[]) and alert_id like $2`,
    [options.memberIds, `${options.runTag}-%`],
  );
  return rows;
}

async function countRows(options: E2eOptions): Promise<{ rows: number; ackMissing: number }> {
  const { rows } = await options.pool.query<{ rows: string; ack_missing: string }>(
    `select count(*) as rows, count(*) filter (where ack_latency_ms is null) as ack_missing
       from deliveries
      where member_id = any($1::uuid[]) and alert_id like $2`,
    [options.memberIds, `${options.runTag}-%`],
  );
  return { rows: Number(rows[0]?.rows ?? 0), ackMissing: Number(rows[0]?.ack_missing ?? 0) };
}

/** Hears each delivery on the members' live channels (the SSE fan-out), first time only. */
async function listenLive(redisUrl: string, queuePrefix: string) {
  const subscriber = new Redis(redisUrl, { maxRetriesPerRequest: null });
  const heard = new Map<string, number>();
  subscriber.on('pmessage', (_pattern: string, _channel: string, message: string) => {
    const at = performance.now();
    const first = message.indexOf('\n');
    const second = message.indexOf('\n', first + 1);
    if (first === -1 || second === -1) return;
    if (message.slice(first + 1, second) !== 'delivery') return;
    try {
      const view = JSON.parse(message.slice(second + 1)) as { id: string };
      if (!heard.has(view.id)) heard.set(view.id, at);
    } catch {
      // not a delivery view
    }
  });
  await subscriber.psubscribe(`${queuePrefix}:member-events:live:*`);
  return { heard, close: () => subscriber.quit().then(() => undefined) };
}

type LoadShape = Pick<
  E2eOptions,
  'origin' | 'paths' | 'rate' | 'seconds' | 'connections' | 'runTag'
>;

async function runLoad(
  options: LoadShape,
  label: string,
  sample: () => Promise<void>,
): Promise<AlertLoad> {
  const load = startAlertLoad({
    origin: options.origin,
    paths: options.paths,
    rate: options.rate,
    seconds: options.seconds,
    connections: options.connections,
    runTag: options.runTag,
    timeoutMs: 30_000,
  });
  let lastReport = performance.now();
  let lastSent = 0;
  const ticker = setInterval(() => {
    void sample();
    const now = performance.now();
    const sent = load.sent();
    console.log(
      `  ${label}: ${fixed(((sent - lastSent) * 1000) / (now - lastReport), 0)} alerts/s sent, ${sent}/${load.total}, load ${fixed(loadavg()[0] ?? NaN, 1)}`,
    );
    lastReport = now;
    lastSent = sent;
  }, 10_000);
  await load.done;
  clearInterval(ticker);
  return load;
}

function cpuNow(processes: Record<string, number | undefined>): Record<string, number> {
  return {
    ...Object.fromEntries(
      Object.entries(processes).map(([name, pid]) => [name, cpuSecondsOf(pid)]),
    ),
    postgres: cpuSecondsOfAll('postgres'),
    redis: cpuSecondsOfAll('redis-server'),
  };
}

function clientFigures(load: AlertLoad) {
  const acked: number[] = [];
  for (let n = 0; n < load.total; n++) {
    if (load.statuses[n] === 202) acked.push(load.answerMs[n] ?? NaN);
  }
  return { acknowledged: acked.length, clientAck: summarize(acked) };
}

export async function benchEndToEnd(options: E2eOptions): Promise<E2eFigures> {
  const live = await listenLive(options.redisUrl, options.queuePrefix);
  const load: number[] = [];
  let maxBacklog = 0;
  const sample = async () => {
    load.push(loadavg()[0] ?? NaN);
    maxBacklog = Math.max(maxBacklog, await options.backlog().catch(() => 0));
  };
  try {
    const cpuBefore = cpuNow(options.processes);
    const loadStarted = performance.now();
    const run = await runLoad(options, 'api', sample);
    const loadDone = performance.now();
    const cpuAfter = cpuNow(options.processes);
    const cpu = Object.fromEntries(
      Object.keys(cpuBefore).map((name) => [
        name,
        ((cpuAfter[name] ?? NaN) - (cpuBefore[name] ?? NaN)) / ((loadDone - loadStarted) / 1000),
      ]),
    );
    // Every alert that reached the receiver becomes a row: wait for them, then for the ack
    // latencies the worker fills in after the receiver wrote them (best effort, a few seconds).
    let previous = -1;
    let changedAt = performance.now();
    for (;;) {
      const { rows, ackMissing } = await countRows(options);
      if (rows !== previous) changedAt = performance.now();
      previous = rows;
      if (rows >= run.sent() && ackMissing === 0) break;
      if (rows >= run.sent() && performance.now() - changedAt > 6000) break;
      if (performance.now() - changedAt > options.settleSeconds * 1000) break;
      await sleep(250);
    }
    const drainSeconds = (performance.now() - loadDone) / 1000;
    // The last deliveries' live events follow their commit.
    await sleep(500);
    const rows = await rowsOfRun(options);
    const statuses: Record<string, number> = {};
    for (const row of rows) {
      const key = row.code ? `${row.status} ${row.code}` : row.status;
      statuses[key] = (statuses[key] ?? 0) + 1;
    }
    const executedRows = rows.filter((row) => row.status === 'executed');
    const acks = rows.flatMap((row) => (row.ack_latency_ms === null ? [] : [row.ack_latency_ms]));
    const liveMs: number[] = [];
    for (let n = 0; n < run.total; n++) {
      const heardAt = live.heard.get(run.deliveryIds[n] ?? '');
      if (heardAt !== undefined) liveMs.push(heardAt - (run.scheduledAt[n] ?? 0));
    }
    const client = clientFigures(run);
    // One row per delivery id (the table's key); counted as distinct to be sure.
    const ids = new Set(rows.map((row) => row.delivery_id));
    return {
      sent: run.sent(),
      acknowledged: client.acknowledged,
      logged: ids.size,
      distinctAlerts: new Set(rows.map((row) => row.alert_id)).size,
      executed: executedRows.length,
      statuses,
      clientErrors: Object.fromEntries(run.errors),
      ack: summarize(acks),
      ackMissing: rows.length - acks.length,
      executedLatency: summarize(
        executedRows.flatMap((row) =>
          row.executed_latency_ms === null ? [] : [row.executed_latency_ms],
        ),
      ),
      clientAck: client.clientAck,
      clientLive: summarize(liveMs),
      liveHeard: liveMs.length,
      generatorMaxLagMs: run.maxLagMs(),
      drainSeconds,
      maxBacklog,
      load,
      cpu,
    };
  } finally {
    await live.close();
  }
}

export interface BaselineE2eOptions {
  origin: string;
  paths: readonly string[];
  rate: number;
  seconds: number;
  connections: number;
  runTag: string;
  receiverStatsUrl: string;
  consumerStatsUrl: string;
  settleSeconds: number;
}

export interface BaselineE2eFigures {
  sent: number;
  acknowledged: number;
  consumed: number;
  /** The bare receiver's own receipt → job added. */
  ack: LatencySummary;
  /** Receipt at the bare receiver → the trivial processor running. */
  consumedLatency: LatencySummary;
  clientAck: LatencySummary;
  load: number[];
}

export async function benchBaselineEndToEnd(
  options: BaselineE2eOptions,
): Promise<BaselineE2eFigures> {
  await resetStats(options.receiverStatsUrl);
  await resetStats(options.consumerStatsUrl);
  const load: number[] = [];
  const run = await runLoad(options, 'baseline', () => {
    load.push(loadavg()[0] ?? NaN);
    return Promise.resolve();
  });
  const client = clientFigures(run);
  let consumed = await readStats(options.consumerStatsUrl);
  let changedAt = performance.now();
  while (consumed.count < client.acknowledged) {
    if (performance.now() - changedAt > options.settleSeconds * 1000) break;
    await sleep(250);
    const next = await readStats(options.consumerStatsUrl);
    if (next.count !== consumed.count) changedAt = performance.now();
    consumed = next;
  }
  const acks = await readStats(options.receiverStatsUrl);
  return {
    sent: run.sent(),
    acknowledged: client.acknowledged,
    consumed: consumed.count,
    ack: summarize(acks.latenciesMs),
    consumedLatency: summarize(consumed.latenciesMs),
    clientAck: client.clientAck,
    load,
  };
}
