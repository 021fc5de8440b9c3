// Part 1: relays. Alerts at a constant rate (the webhook bench's open-loop generator) to members
// whose one destination is the bench's HTTPS receiver; then wait until every delivery has its
// relay row final, and compare what the receiver got with delivery_relays. Latency: the delivery's
// receipt (deliveries.received_at, stamped by the webhook receiver) → the relay's POST fully
// received. Baseline: the same kind of signed POST sent straight from this process to the same
// receiver at the same rate, a new TLS connection each (as the SSRF-safe client connects).
import { randomBytes } from 'node:crypto';
import { request } from 'node:https';

import { RELAY_HEADERS } from '@tickrelay/contracts/destinations/destinations';
import type { Pool } from 'pg';

import { relaySignature } from '../../backend/src/modules/destinations/senders/relay-signature';
import { sleep } from '../telemetry/lib';
import { startAlertLoad } from '../webhook/alert-load';
import { cpuSecondsOf, summarize, type LatencySummary } from '../webhook/lib';
import type { RelayReceiver } from './receiver';

export interface RelayRunOptions {
  origin: string;
  paths: readonly string[];
  memberIds: readonly string[];
  rate: number;
  seconds: number;
  connections: number;
  runTag: string;
  pool: Pool;
  receiver: RelayReceiver;
  settleSeconds: number;
  /** api and worker pids: their CPU during the load, as a share of one core. */
  pids: Record<string, number | undefined>;
}

export interface RelayFigures {
  cpu: Record<string, number>;
  sent: number;
  acknowledged: number;
  logged: number;
  deliveryStatuses: Record<string, number>;
  relayRows: number;
  relayStatuses: Record<string, number>;
  /** Relay rows that took more than one attempt. */
  retried: number;
  /** Deliveries of the run the receiver got at least once, and more than once. */
  received: number;
  doubled: number;
  badSignatures: number;
  /** deliveries.received_at → relay received. */
  receiptToRelay: LatencySummary;
  /** The generator's scheduled send → relay received. */
  sendToRelay: LatencySummary;
  drainSeconds: number;
}

interface RelayRow {
  delivery_id: string;
  status: string;
  code: string | null;
  received_ms: number;
  relay_status: string | null;
  attempts: number | null;
}

async function rowsOfRun(options: RelayRunOptions): Promise<RelayRow[]> {
  const { rows } = await options.pool.query<RelayRow>(
    `select d.delivery_id, d.status, d.code,
            extract(epoch from d.received_at)::float8 * 1000 as received_ms,
            r.status as relay_status, r.attempts
       from deliveries d
       left join delivery_relays r on r.delivery_id = d.delivery_id
      where d.member_id = any($1::uuid[]) and d.alert_id like $2`,
    [options.memberIds, `${options.runTag}-%`],
  );
  return rows;
}

const tally = (values: string[]) =>
  values.reduce<Record<string, number>>((counts, value) => {
    counts[value] = (counts[value] ?? 0) + 1;
    return counts;
  }, {});

export async function benchRelays(options: RelayRunOptions): Promise<RelayFigures> {
  options.receiver.reset();
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
  // Every delivery row, each with its relay final (sent or failed), or no change for a while.
  let rows: RelayRow[] = [];
  let signature = '';
  let changedAt = performance.now();
  for (;;) {
    rows = await rowsOfRun(options);
    const final = rows.filter(
      (row) => row.relay_status === 'sent' || row.relay_status === 'failed',
    );
    const now = `${rows.length}/${final.length}/${options.receiver.total()}`;
    if (now !== signature) changedAt = performance.now();
    signature = now;
    if (rows.length >= load.sent() && final.length >= rows.length) break;
    if (performance.now() - changedAt > options.settleSeconds * 1000) break;
    await sleep(250);
  }
  const drainSeconds = (performance.now() - loadDone) / 1000;
  // A doubled POST would come after the row says sent: give it a moment to arrive.
  await sleep(1000);
  const scheduledOf = new Map<string, number>();
  load.deliveryIds.forEach((id, n) => {
    if (id) scheduledOf.set(id, load.scheduledAt[n] ?? NaN);
  });
  const receiptToRelay: number[] = [];
  const sendToRelay: number[] = [];
  let received = 0;
  let doubled = 0;
  for (const row of rows) {
    const at = options.receiver.firstArrival.get(row.delivery_id);
    if (at === undefined) continue;
    received++;
    if ((options.receiver.arrivals.get(row.delivery_id) ?? 0) > 1) doubled++;
    receiptToRelay.push(performance.timeOrigin + at - row.received_ms);
    const scheduled = scheduledOf.get(row.delivery_id);
    if (scheduled !== undefined) sendToRelay.push(at - scheduled);
  }
  const deliveries = new Set(rows.map((row) => row.delivery_id));
  return {
    cpu,
    sent: load.sent(),
    acknowledged: load.statuses.filter((status) => status === 202).length,
    logged: deliveries.size,
    deliveryStatuses: tally(
      rows.map((row) => (row.code ? `${row.status} ${row.code}` : row.status)),
    ),
    relayRows: rows.filter((row) => row.relay_status !== null).length,
    relayStatuses: tally(rows.map((row) => row.relay_status ?? 'none')),
    retried: rows.filter((row) => (row.attempts ?? 0) > 1).length,
    received,
    doubled,
    badSignatures: options.receiver.badSignatures(),
    receiptToRelay: summarize(receiptToRelay),
    sendToRelay: summarize(sendToRelay),
    drainSeconds,
  };
}

export interface DirectFigures {
  sent: number;
  received: number;
  errors: Record<string, number>;
  badSignatures: number;
  /** Scheduled send → received. */
  sendToReceived: LatencySummary;
}

/** The payload a relay of the bench carries, with its own ids: the same size and shape. */
function relayBody(deliveryId: string, n: number): string {
  return JSON.stringify({
    event: 'alert',
    deliveryId,
    receivedAt: new Date().toISOString(),
    test: false,
    alert: {
      ticker: 'MES1!',
      action: n % 2 === 0 ? 'buy' : 'sell',
      quantity: 1,
      orderType: 'market',
      price: 6012.5,
      sentiment: null,
      id: deliveryId,
      time: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
    },
    status: 'relayed',
    code: null,
    contract: null,
  });
}

/** Signed POSTs from this process at `rate` for `seconds` (open loop), a TLS connection each. */
export async function benchDirect(options: {
  receiver: RelayReceiver;
  ca: string;
  rate: number;
  seconds: number;
  runTag: string;
  settleSeconds: number;
}): Promise<DirectFigures> {
  const { receiver } = options;
  receiver.reset();
  const index = 9999;
  const secret = `whsec_${randomBytes(32).toString('base64url')}`;
  receiver.secrets.set(index, secret);
  const total = Math.ceil(options.rate * options.seconds);
  const scheduledAt = new Float64Array(total);
  const errors = new Map<string, number>();
  const interval = 1000 / options.rate;
  const startedAt = performance.now();
  let issued = 0;
  let answered = 0;
  const send = (n: number) => {
    scheduledAt[n] = startedAt + n * interval;
    const id = `${options.runTag}-${n}`;
    const body = relayBody(id, n);
    const timestamp = String(Math.floor(Date.now() / 1000));
    const fail = (key: string) => errors.set(key, (errors.get(key) ?? 0) + 1);
    const req = request(
      {
        host: '127.0.0.1',
        port: receiver.port,
        path: `/relay/${index}`,
        method: 'POST',
        agent: false,
        ca: options.ca,
        timeout: 10_000,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'TickRelay-Relay/1',
          [RELAY_HEADERS.timestamp]: timestamp,
          [RELAY_HEADERS.signature]: relaySignature(secret, timestamp, body),
          [RELAY_HEADERS.delivery]: id,
          [RELAY_HEADERS.event]: 'alert',
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => {
          if (res.statusCode !== 200) fail(`HTTP ${res.statusCode}`);
          answered++;
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error: NodeJS.ErrnoException) => {
      fail(error.code ?? error.message);
      answered++;
    });
    req.end(body);
  };
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const due = Math.min(total, Math.floor((performance.now() - startedAt) / interval) + 1);
      while (issued < due) send(issued++);
      if (issued === total) {
        clearInterval(timer);
        resolve();
      }
    }, 2);
  });
  const deadline = performance.now() + options.settleSeconds * 1000;
  while (answered < total && performance.now() < deadline) await sleep(100);
  const latencies: number[] = [];
  for (let n = 0; n < total; n++) {
    const at = receiver.firstArrival.get(`${options.runTag}-${n}`);
    if (at !== undefined) latencies.push(at - (scheduledAt[n] ?? NaN));
  }
  return {
    sent: issued,
    received: latencies.length,
    errors: Object.fromEntries(errors),
    badSignatures: receiver.badSignatures(),
    sendToReceived: summarize(latencies),
  };
}
