// The soak's honest traffic: 10-event batches POSTed at a fixed rate (open loop, unlike wrk, which
// sends as fast as answers come back). Request n carries events n*10 … n*10+9; event k's id is
// <run tag>-0000-4000-8000-<k in hex>, so the end check finds every event from its request number
// without keeping millions of ids. Latency counts from the time the schedule meant to send a request,
// so a stall shows in the figures instead of slowing the generator down (no coordinated omission).
import { Agent } from 'node:http';

import type { TelemetryEvent } from '@tickrelay/contracts/telemetry/telemetry-event.schema';

import { sampleEvent } from '../../backend/src/modules/telemetry/telemetry-sample';
import { post } from './http-send';

export const EVENTS_PER_BATCH = 10;

export interface HonestLoadOptions {
  url: URL;
  rate: number;
  seconds: number;
  connections: number;
  /** Client addresses the requests are spread over (127.0.1.1 …), each with its share of connections. */
  clients: number;
  runTag: string;
  sessionId: string;
  timeoutMs: number;
}

export interface HonestLoad {
  /** Requests sent, in schedule order. */
  readonly sent: () => number;
  /** Per request: HTTP status, 0 without an answer, 0xffff while still in flight. */
  readonly statuses: Uint16Array;
  /** Per request: ms from the scheduled send to the full answer. */
  readonly latencyMs: Float32Array;
  /** Per request: ms from the actual send to the full answer (what the server took). */
  readonly serviceMs: Float32Array;
  readonly errors: Map<string, number>;
  /** The largest delay between a request's scheduled and actual send (the generator's own lag). */
  readonly maxLagMs: () => number;
  /** Resolves when the schedule is over and every request has its answer. */
  readonly done: Promise<void>;
  readonly startedAt: number;
}

export const IN_FLIGHT = 0xffff;

export function honestEventId(runTag: string, counter: number): string {
  return `${runTag}-0000-4000-8000-${counter.toString(16).padStart(12, '0')}`;
}

/** The batch as JSON text cut at each event id, so a request is one join. */
function batchParts(sessionId: string): string[] {
  const events: TelemetryEvent[] = Array.from({ length: EVENTS_PER_BATCH }, () =>
    sampleEvent({ session_id: sessionId, event_id: '%%ID%%' }),
  );
  return JSON.stringify({ events }).split('%%ID%%');
}

export function startHonestLoad(options: HonestLoadOptions): HonestLoad {
  const total = Math.ceil(options.rate * options.seconds);
  const statuses = new Uint16Array(total);
  const latencyMs = new Float32Array(total);
  const serviceMs = new Float32Array(total);
  const errors = new Map<string, number>();
  // Several source addresses, as many browsers would be: the api counts its rate limit per client
  // address (one address at this rate is what found the window that did not reset, see
  // bench/README.md). nginx passes each on in X-Forwarded-For, which the api believes from loopback.
  const perClient = Math.ceil(options.connections / options.clients);
  const clients = Array.from({ length: options.clients }, (_, k) => ({
    address: `127.0.1.${k + 1}`,
    agent: new Agent({ keepAlive: true, maxSockets: perClient, maxFreeSockets: perClient }),
  }));
  const parts = batchParts(options.sessionId);
  const interval = 1000 / options.rate;
  const startedAt = performance.now();
  let issued = 0;
  let answered = 0;
  let maxLag = 0;
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (finish = resolve));

  const send = (n: number) => {
    const scheduledAt = startedAt + n * interval;
    const sentAt = performance.now();
    maxLag = Math.max(maxLag, sentAt - scheduledAt);
    let body = parts[0] ?? '';
    for (let k = 0; k < EVENTS_PER_BATCH; k++) {
      body += honestEventId(options.runTag, n * EVENTS_PER_BATCH + k) + (parts[k + 1] ?? '');
    }
    statuses[n] = IN_FLIGHT;
    const client = clients[n % clients.length];
    if (!client) return;
    void post(
      client.agent,
      options.url,
      Buffer.from(body),
      'application/json',
      options.timeoutMs,
      client.address,
    ).then((result) => {
      statuses[n] = result.status;
      latencyMs[n] = result.endedAt - scheduledAt;
      serviceMs[n] = result.endedAt - sentAt;
      if (result.status === 0) {
        const key = result.error ?? 'unknown';
        errors.set(key, (errors.get(key) ?? 0) + 1);
      }
      answered++;
      if (issued === total && answered === total) {
        for (const { agent } of clients) agent.destroy();
        finish();
      }
    });
  };

  // A short tick sends whatever the schedule owes by now; requests beyond the free connections
  // wait in the agent, and that wait counts in their latency.
  const timer = setInterval(() => {
    const due = Math.min(total, Math.floor((performance.now() - startedAt) / interval) + 1);
    while (issued < due) send(issued++);
    if (issued === total) clearInterval(timer);
  }, 2);

  return {
    sent: () => issued,
    statuses,
    latencyMs,
    serviceMs,
    errors,
    maxLagMs: () => maxLag,
    done,
    startedAt,
  };
}
