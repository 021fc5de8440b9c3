// Shared by the deliveries integration tests: alert jobs queued as the receiver queues them,
// members with or without a subscription, and the rows the worker writes.
import { randomBytes, randomUUID } from 'node:crypto';

import { waitFor } from '@tickrelay/testing/processes/process.helpers';
import { Queue } from 'bullmq';
import { Pool } from 'pg';

import { ALERT_JOB_OPTIONS } from '../src/queue/job-options';
import { type AlertJob } from '../src/queue/job-payloads';

export const TEST_DATABASE_URL = process.env.DATABASE_URL ?? '';
export const TEST_REDIS_URL = process.env.REDIS_URL ?? '';

export function alertsQueue(prefix: string, redisUrl = TEST_REDIS_URL): Queue {
  return new Queue('alerts', { connection: { url: redisUrl }, prefix });
}

/** An alert job as the receiver writes it, received now. */
export function alertJob(
  memberId: string,
  body: unknown,
  overrides: Partial<AlertJob> = {},
): AlertJob {
  const receivedAtMs = overrides.receivedAtMs ?? Date.now();
  return {
    deliveryId: randomUUID(),
    memberId,
    webhookId: randomUUID(),
    receivedAt: new Date(receivedAtMs).toISOString(),
    receivedAtMs,
    sourceAddress: '52.89.214.238',
    contentType: 'application/json',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    test: false,
    refusal: null,
    ...overrides,
  };
}

/** Queued like the receiver does: job id = delivery id, the registry's options. */
export async function enqueueAlert(queue: Queue, job: AlertJob): Promise<AlertJob> {
  await queue.add('alert', job, { ...ALERT_JOB_OPTIONS, jobId: job.deliveryId });
  return job;
}

/** A member whose subscription entitles (active for a month) or not (expired). */
export async function memberWith(
  pool: Pool,
  status: 'active' | 'expired' | 'none',
): Promise<string> {
  const memberId = randomUUID();
  if (status === 'none') return memberId;
  const day = 24 * 3600 * 1000;
  await pool.query(
    `insert into subscriptions (user_id, provider, provider_subscription_id, provider_customer_id,
       status, plan, currency, amount, current_period_end, ended_at)
     values ($1, 'sandbox', $2, $3, $4, 'monthly', 'usd', 2900, $5, $6)`,
    [
      memberId,
      `sub_${randomUUID()}`,
      `cus_${randomUUID()}`,
      status,
      new Date(Date.now() + (status === 'active' ? 30 : -1) * day),
      status === 'expired' ? new Date(Date.now() - day) : null,
    ],
  );
  return memberId;
}

/** The member's current webhook row with the kill switch and default max_lag as given. */
export async function webhookSettings(
  pool: Pool,
  memberId: string,
  settings: { paused: boolean; defaultMaxLagSeconds?: number },
): Promise<void> {
  await pool.query('delete from webhooks where member_id = $1', [memberId]);
  await pool.query(
    `insert into webhooks (id, member_id, token_hash, token_sealed, token_key_id, created_at,
       paused, default_max_lag_seconds, updated_at)
     values ($1, $2, $3, $4, 'test', now(), $5, $6, now())`,
    [
      randomUUID(),
      memberId,
      randomBytes(32),
      randomBytes(48),
      settings.paused,
      settings.defaultMaxLagSeconds ?? 300,
    ],
  );
}

export interface StoredDelivery {
  delivery_id: string;
  member_id: string;
  status: string;
  code: string | null;
  field: string | null;
  action: string | null;
  ticker: string | null;
  quantity: number | null;
  alert_id: string | null;
  raw_body: string;
  raw_body_truncated: boolean;
  broker_result: unknown;
  ack_latency_ms: number | null;
  executed_latency_ms: number | null;
  source_address: string;
  content_type: string;
  executed_on: 'paper' | 'tradovate' | null;
  test: boolean;
  received_at: Date;
}

export async function deliveryRows(pool: Pool, ids: string[]): Promise<StoredDelivery[]> {
  const result = await pool.query<StoredDelivery>(
    'select * from deliveries where delivery_id = any($1::uuid[]) order by received_at, delivery_id',
    [ids],
  );
  return result.rows;
}

/** Waits until every delivery has its row; returns them in the order of `ids`. */
export async function waitForDeliveries(
  pool: Pool,
  ids: string[],
  timeoutMs = 15000,
): Promise<StoredDelivery[]> {
  const rows = await waitFor(
    async () => {
      const found = await deliveryRows(pool, ids);
      return found.length >= ids.length ? found : undefined;
    },
    timeoutMs,
    `${ids.length} delivery rows`,
  );
  const byId = new Map(rows.map((row) => [row.delivery_id, row]));
  return ids.map((id) => byId.get(id)!);
}

export function poolFor(databaseUrl = TEST_DATABASE_URL, max = 2): Pool {
  return new Pool({ connectionString: databaseUrl, max });
}

export interface StreamEvent {
  id: string | undefined;
  type: string;
  data: unknown;
}

export interface OpenStream {
  status: number;
  contentType: string | null;
  events: StreamEvent[];
  /** Comment lines (heartbeats) seen. */
  comments: string[];
  /** Resolves with the first event `accept` takes, among those seen so far and later ones. */
  next(accept: (event: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  close(): void;
}

/** Opens a text/event-stream with the agent's cookies and reads it in the background. */
export async function openStream(
  url: string,
  agent: { cookies: Map<string, string>; address: string },
  headers: Record<string, string> = {},
): Promise<OpenStream> {
  const abort = new AbortController();
  const cookie = [...agent.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await fetch(url, {
    headers: { cookie, 'x-forwarded-for': agent.address, ...headers },
    signal: abort.signal,
  });
  const events: StreamEvent[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  if (response.status === 200 && response.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const lines = frame.split('\n');
            for (const line of lines) if (line.startsWith(':')) comments.push(line);
            const field = (name: string) =>
              lines.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
            const type = field('event');
            if (type === undefined) continue;
            events.push({ id: field('id'), type, data: JSON.parse(field('data') ?? 'null') });
            for (const wake of waiters) wake();
          }
        }
      } catch {
        // Aborted by close().
      }
    })();
  } else {
    await response.text().catch(() => undefined);
  }
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    events,
    comments,
    next: (accept, timeoutMs = 10000) =>
      new Promise<StreamEvent>((resolve, reject) => {
        const check = () => {
          const found = events.find(accept);
          if (!found) return;
          cleanup();
          resolve(found);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no such event within ${timeoutMs} ms: ${JSON.stringify(events)}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      }),
    close: () => abort.abort(),
  };
}
