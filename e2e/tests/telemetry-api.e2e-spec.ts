// POST /api/telemetry/batch through nginx: accepted batches land in Postgres (api → Redis → worker),
// bad input is refused in the one error shape and never stored, floods get 429, and the operators'
// stats endpoint is closed without its token.
import { randomUUID } from 'node:crypto';

import { freshAddress } from '@tickrelay/testing/http/api-agent';
import { waitFor } from '@tickrelay/testing/processes/process.helpers';
import { Redis } from 'ioredis';
import { Pool } from 'pg';

import { baseUrl, databaseUrl, redisUrl } from '../src/env';

const ENDPOINT = `${baseUrl}/api/telemetry/batch`;

function event(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    event_id: randomUUID(),
    session_id: randomUUID(),
    page_url: `${baseUrl}/fr/docs`,
    page_path: '/fr/docs',
    referrer: null,
    browser_name: 'E2E',
    browser_version: '1.0',
    os_name: 'Linux',
    device_type: 'desktop',
    screen_width: 1280,
    screen_height: 720,
    event_type: 'page_view',
    event_name: 'page_view',
    event_data: { suite: 'telemetry-api' },
    user_id: null,
    error_message: null,
    stack_trace: null,
    duration_ms: null,
    ...overrides,
  };
}

const idsOf = (events: Record<string, unknown>[]) => events.map((e) => e.event_id as string);

/**
 * Through nginx on loopback (the local harness, TRUST_PROXY=loopback) the api counts a client by
 * X-Forwarded-For, so each test can be its own client. Behind compose's one trusted hop the header
 * is ignored and every request counts for the same address, which afterAll resets.
 */
function post(body: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(ENDPOINT, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': freshAddress(), ...headers },
    body,
  });
}

describe('telemetry API through nginx', () => {
  const pool = new Pool({ connectionString: databaseUrl, max: 2 });
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });

  afterAll(async () => {
    // The flood test blocks its client for a minute: lift that so later suites are not refused.
    await redis.connect().catch(() => undefined);
    const keys = await redis.keys('{*:throttle:*:telemetry}:*');
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
    await pool.end();
  });

  async function stored(ids: string[]): Promise<number> {
    const result = await pool.query<{ count: number }>(
      'select count(*)::int as count from telemetry_events where event_id = any($1::uuid[])',
      [ids],
    );
    return result.rows[0]?.count ?? 0;
  }

  const waitStored = (ids: string[]): Promise<number> =>
    waitFor(
      async () => {
        const count = await stored(ids);
        return count >= ids.length ? count : undefined;
      },
      30000,
      `${ids.length} events in telemetry_events`,
    );

  it('stores an accepted JSON batch and a beacon-style text/plain batch in Postgres', async () => {
    const json = [event(), event({ event_type: 'trace', event_name: 'render', duration_ms: 42 })];
    const first = await post(JSON.stringify({ events: json }));
    expect(first.status).toBe(202);
    expect(await first.json()).toEqual({ accepted: 2 });

    const beacon = [
      event({ event_type: 'error', event_name: 'Global Error Handler', error_message: 'x' }),
    ];
    const second = await post(JSON.stringify({ events: beacon }), {
      'Content-Type': 'text/plain;charset=UTF-8',
    });
    expect(second.status).toBe(202);

    const ids = [...idsOf(json), ...idsOf(beacon)];
    expect(await waitStored(ids)).toBe(3);
    const row = await pool.query<{ duration_ms: number; event_data: unknown }>(
      'select duration_ms, event_data from telemetry_events where event_id = $1',
      [json[1]?.event_id],
    );
    expect(row.rows[0]).toEqual({ duration_ms: 42, event_data: { suite: 'telemetry-api' } });
  });

  it('refuses invalid batches with localised details and stores none of them', async () => {
    const bad = [event(), event({ event_type: 'purchase', extra: true })];
    const response = await post(JSON.stringify({ events: bad }), { 'Accept-Language': 'fr' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; message: string; details: object };
    expect(body.error).toBe('VALIDATION_FAILED');
    expect(body.message).toBe('Certains champs sont manquants ou invalides.');
    expect(body.details).toEqual({
      'events.1.event_type': 'invalid_choice',
      'events.1.extra': 'unknown_field',
    });

    const tooMany = Array.from({ length: 51 }, () => event());
    const many = await post(JSON.stringify({ events: tooMany }));
    expect(many.status).toBe(400);
    expect(((await many.json()) as { details: object }).details).toEqual({ events: 'too_many' });

    const huge = Array.from({ length: 40 }, () => event({ stack_trace: 's'.repeat(2000) }));
    const tooLarge = await post(JSON.stringify({ events: huge }));
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as { error: string }).error).toBe('PAYLOAD_TOO_LARGE');

    const form = await post('events=1', { 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);

    // Give a wrongly accepted batch time to land before asserting none did.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await stored([...idsOf(bad), ...idsOf(tooMany), ...idsOf(huge)])).toBe(0);
  });

  it('answers a flood from one client with 429 and stores none of the refused batches', async () => {
    const address = freshAddress();
    const accepted: string[] = [];
    const refused: string[] = [];
    const statuses: number[] = [];
    // Up to the first refusal (the stack's limit, 60 by default), then a few more.
    for (let i = 0, after = 0; i < 2000 && after < 5; i++) {
      if (statuses.includes(429)) after++;
      const events = [event()];
      const response = await post(JSON.stringify({ events }), { 'X-Forwarded-For': address });
      statuses.push(response.status);
      if (response.status === 202) accepted.push(...idsOf(events));
      if (response.status === 429) {
        refused.push(...idsOf(events));
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    }
    expect(statuses.every((status) => status === 202 || status === 429)).toBe(true);
    const firstRefusal = statuses.indexOf(429);
    expect(firstRefusal).toBeGreaterThan(-1);
    // Once refused, the client stays refused for the rest of the window.
    expect(statuses.slice(firstRefusal).every((status) => status === 429)).toBe(true);

    expect(await waitStored(accepted)).toBe(accepted.length);
    expect(await stored(refused)).toBe(0);
  });

  it('keeps the operators’ stats closed to anyone without the token', async () => {
    const token = process.env.TELEMETRY_OPERATOR_TOKEN;
    const anonymous = await fetch(`${baseUrl}/api/telemetry/stats`);
    if (!token) {
      // No token configured for this stack: the endpoint does not exist.
      expect(anonymous.status).toBe(404);
      return;
    }
    expect(anonymous.status).toBe(401);
    const wrong = await fetch(`${baseUrl}/api/telemetry/stats`, {
      headers: { Authorization: 'Bearer not-the-token-not-the-token' },
    });
    expect(wrong.status).toBe(401);
    const ok = await fetch(`${baseUrl}/api/telemetry/stats?days=1`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(ok.status).toBe(200);
    const stats = (await ok.json()) as { total: number; byType: Record<string, number> };
    expect(stats.total).toBeGreaterThan(0);
    expect(stats.byType.page_view).toBeGreaterThan(0);
  });
});
