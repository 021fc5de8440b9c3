// The end-to-end generator: alerts POSTed at a constant rate (open loop: the schedule does not wait
// for answers, unlike wrk), each a distinct paper market order. Alert n goes to member n mod M;
// a member's alerts alternate buy and sell (MES1!, one contract), so positions stay within one
// contract. Latency counts from the time the schedule meant to send an alert, so a stall of the
// server shows in the figures instead of slowing the generator down.
import { Agent, request } from 'node:http';

import { alertBody } from './lib';

export interface AlertLoadOptions {
  origin: string;
  /** /api/hooks/{token} of each member, taken in turn. */
  paths: readonly string[];
  rate: number;
  seconds: number;
  connections: number;
  runTag: string;
  timeoutMs: number;
}

export interface AlertLoad {
  readonly total: number;
  readonly sent: () => number;
  /** Per alert: HTTP status, 0 without an answer. */
  readonly statuses: Uint16Array;
  /** Per alert: the schedule's send time (performance.now()). */
  readonly scheduledAt: Float64Array;
  /** Per alert: ms from the scheduled send to the full answer. */
  readonly answerMs: Float64Array;
  /** Per alert: the delivery id of the 202 {id}, '' otherwise. */
  readonly deliveryIds: string[];
  readonly errors: Map<string, number>;
  readonly maxLagMs: () => number;
  readonly done: Promise<void>;
}

export const alertId = (runTag: string, n: number) => `${runTag}-${n}`;

export function startAlertLoad(options: AlertLoadOptions): AlertLoad {
  const total = Math.ceil(options.rate * options.seconds);
  const statuses = new Uint16Array(total);
  const scheduledAt = new Float64Array(total);
  const answerMs = new Float64Array(total);
  const deliveryIds: string[] = new Array<string>(total).fill('');
  const errors = new Map<string, number>();
  const agent = new Agent({
    keepAlive: true,
    maxSockets: options.connections,
    maxFreeSockets: options.connections,
  });
  const members = options.paths.length;
  const interval = 1000 / options.rate;
  const startedAt = performance.now();
  let issued = 0;
  let answered = 0;
  let maxLag = 0;
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (finish = resolve));

  const settle = (n: number, status: number, text: string, error?: string) => {
    statuses[n] = status;
    answerMs[n] = performance.now() - (scheduledAt[n] ?? 0);
    if (status === 202) {
      try {
        deliveryIds[n] = (JSON.parse(text) as { id: string }).id;
      } catch {
        errors.set('202 without {id}', (errors.get('202 without {id}') ?? 0) + 1);
      }
    } else {
      const key = error ?? `HTTP ${status}`;
      errors.set(key, (errors.get(key) ?? 0) + 1);
    }
    answered++;
    if (issued === total && answered === total) {
      agent.destroy();
      finish();
    }
  };

  const send = (n: number) => {
    const scheduled = startedAt + n * interval;
    scheduledAt[n] = scheduled;
    maxLag = Math.max(maxLag, performance.now() - scheduled);
    const member = n % members;
    const action = Math.floor(n / members) % 2 === 0 ? 'buy' : 'sell';
    const body = Buffer.from(alertBody(alertId(options.runTag, n), action));
    let settled = false;
    const once = (status: number, text: string, error?: string) => {
      if (settled) return;
      settled = true;
      settle(n, status, text, error);
    };
    const req = request(
      `${options.origin}${options.paths[member] ?? ''}`,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': body.length },
        timeout: options.timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', (error: NodeJS.ErrnoException) => once(0, '', error.code));
        res.on('end', () => once(res.statusCode ?? 0, Buffer.concat(chunks).toString('utf8')));
      },
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (error: NodeJS.ErrnoException) => once(0, '', error.code ?? error.message));
    req.end(body);
  };

  // A short tick sends whatever the schedule owes by now; alerts beyond the free connections wait
  // in the agent, and that wait counts in their latency.
  const timer = setInterval(() => {
    const due = Math.min(total, Math.floor((performance.now() - startedAt) / interval) + 1);
    while (issued < due) send(issued++);
    if (issued === total) clearInterval(timer);
  }, 2);

  return {
    total,
    sent: () => issued,
    statuses,
    scheduledAt,
    answerMs,
    deliveryIds,
    errors,
    maxLagMs: () => maxLag,
    done,
  };
}
