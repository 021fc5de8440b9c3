// Part 2: execution at Tradovate. Alerts at a constant rate to members whose execution target is
// tradovate (connected to the in-process Tradovate stub), then the same load to members on paper
// (the baseline): wait until every alert has its delivery row, read receipt → executed
// (deliveries.executed_latency_ms, as the worker stamps it) and, for Tradovate, count the stub's
// orders of each delivery by its client order id (exactly one each).
import type { TradovateStub } from '@tickrelay/testing/stubs/tradovate.stub';
import type { Pool } from 'pg';

import { clientOrderId } from '../../backend/src/modules/brokers/tradovate/tradovate-symbols';
import { sleep } from '../telemetry/lib';
import { startAlertLoad } from '../webhook/alert-load';
import { cpuSecondsOf, summarize, type LatencySummary } from '../webhook/lib';

export interface ExecutionRunOptions {
  origin: string;
  paths: readonly string[];
  memberIds: readonly string[];
  rate: number;
  seconds: number;
  connections: number;
  runTag: string;
  pool: Pool;
  settleSeconds: number;
  /** api and worker pids: their CPU during the load, as a share of one core. */
  pids: Record<string, number | undefined>;
  /** Given for the Tradovate members: orders are counted at the stub. */
  stub?: TradovateStub;
}

export interface ExecutionFigures {
  cpu: Record<string, number>;
  sent: number;
  acknowledged: number;
  logged: number;
  statuses: Record<string, number>;
  executed: LatencySummary;
  /** At the stub: orders placed during the run, deliveries with exactly one order, more than one. */
  stubOrders: number | null;
  oneOrder: number | null;
  doubledOrders: number | null;
  clientAck: LatencySummary;
  drainSeconds: number;
}

interface Row {
  delivery_id: string;
  status: string;
  code: string | null;
  executed_latency_ms: number | null;
}

async function rowsOfRun(options: ExecutionRunOptions): Promise<Row[]> {
  const { rows } = await options.pool.query<Row>(
    `select delivery_id, status, code, executed_latency_ms
       from deliveries
      where member_id = any($1::uuid[]) and alert_id like $2`,
    [options.memberIds, `${options.runTag}-%`],
  );
  return rows;
}

export async function benchExecution(options: ExecutionRunOptions): Promise<ExecutionFigures> {
  const ordersBefore = options.stub?.state.orders.size ?? 0;
  const cpuBefore = Object.values(options.pids).map(cpuSecondsOf);
  const loadStarted = performance.now();
  const load = startAlertLoad({ ...options, timeoutMs: 30_000 });
  await load.done;
  const loadDone = performance.now();
  const cpu = Object.fromEntries(
    Object.entries(options.pids).map(([name, pid], i) => [
      name,
      (cpuSecondsOf(pid) - (cpuBefore[i] ?? NaN)) / ((loadDone - loadStarted) / 1000),
    ]),
  );
  let rows: Row[] = [];
  let previous = -1;
  let changedAt = performance.now();
  for (;;) {
    rows = await rowsOfRun(options);
    if (rows.length !== previous) changedAt = performance.now();
    previous = rows.length;
    if (rows.length >= load.sent()) break;
    if (performance.now() - changedAt > options.settleSeconds * 1000) break;
    await sleep(250);
  }
  const drainSeconds = (performance.now() - loadDone) / 1000;
  const statuses: Record<string, number> = {};
  for (const row of rows) {
    const key = row.code ? `${row.status} ${row.code}` : row.status;
    statuses[key] = (statuses[key] ?? 0) + 1;
  }
  let oneOrder: number | null = null;
  let doubledOrders: number | null = null;
  if (options.stub) {
    oneOrder = 0;
    doubledOrders = 0;
    for (const row of rows) {
      const orders = options.stub.ordersWithClOrdId(clientOrderId(row.delivery_id, 'entry'));
      if (orders === 1) oneOrder++;
      if (orders > 1) doubledOrders++;
    }
  }
  const acked: number[] = [];
  for (let n = 0; n < load.total; n++) {
    if (load.statuses[n] === 202) acked.push(load.answerMs[n] ?? NaN);
  }
  return {
    cpu,
    sent: load.sent(),
    acknowledged: acked.length,
    logged: new Set(rows.map((row) => row.delivery_id)).size,
    statuses,
    executed: summarize(
      rows.flatMap((row) =>
        row.status === 'executed' && row.executed_latency_ms !== null
          ? [row.executed_latency_ms]
          : [],
      ),
    ),
    stubOrders: options.stub ? options.stub.state.orders.size - ordersBefore : null,
    oneOrder,
    doubledOrders,
    clientAck: summarize(acked),
    drainSeconds,
  };
}
