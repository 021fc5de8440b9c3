import { randomBytes } from 'node:crypto';

import { WEBHOOK_LIMITS } from '@tickrelay/contracts/webhooks/deliveries';
import type { ApiAgent } from '@tickrelay/testing/http/api-agent';

import {
  sendAlert,
  startWebhooksApi,
  tokenHashHex,
  tokenOf,
  type WebhooksTestApi,
  WebhooksWorld,
} from './webhooks-helpers';

let api: WebhooksTestApi;
let world: WebhooksWorld;
let member: { agent: ApiAgent; userId: string };
let url: string;

beforeAll(async () => {
  api = await startWebhooksApi({ WEBHOOK_RATE_LIMIT_PER_MINUTE: '1000' });
  world = new WebhooksWorld(api);
  member = await world.member();
  url = (await world.webhookOf(member.agent)).url;
});

afterAll(async () => {
  await world.close();
  await api.close();
});

const randomToken = () => randomBytes(32).toString('base64url');
const hookUrl = (token: string) => `${api.url}/api/hooks/${token}`;

async function accepted(response: Response): Promise<string> {
  expect(response.status).toBe(202);
  expect(response.headers.get('cache-control')).toBe('no-store');
  const body = (await response.json()) as { id: string };
  expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
  return body.id;
}

describe('POST /api/hooks/:token', () => {
  it('queues JSON, JSON sent as text/plain and plain text as they came, with who sent it', async () => {
    const json = '{"ticker":"MES1!","action":"buy","quantity":1}';
    const cases = [
      ['application/json', json],
      ['text/plain; charset=utf-8', json],
      ['text/plain', 'BUY MES1! x1 — not JSON'],
    ] as const;
    for (const [contentType, body] of cases) {
      const before = Date.now();
      const id = await accepted(
        await sendAlert(url, body, { 'content-type': contentType, 'x-forwarded-for': '192.0.2.7' }),
      );
      const job = await world.alertJob(id);
      expect(job).toEqual({
        deliveryId: id,
        memberId: member.userId,
        webhookId: expect.any(String) as unknown,
        receivedAt: expect.any(String) as unknown,
        receivedAtMs: expect.any(Number) as unknown,
        sourceAddress: '192.0.2.7',
        contentType,
        body,
        test: false,
        refusal: null,
      });
      expect(job?.receivedAtMs).toBeGreaterThanOrEqual(before - 1);
      expect(Date.parse(job?.receivedAt ?? '')).toBe(Math.floor(job?.receivedAtMs ?? 0));
      // The receipt → acknowledgement latency, for the worker's delivery row.
      const ack = Number(await world.redis.get(`webhook:ack:${id}`));
      expect(ack).toBeGreaterThan(0);
      expect(ack).toBeLessThan(5000);
      expect(await world.redis.ttl(`webhook:ack:${id}`)).toBeGreaterThan(3500);
    }
  });

  it('queues a body with NUL as it came (the worker rejects it), never a 500', async () => {
    const id = await accepted(await sendAlert(url, '{"ticker":"ES1!\u0000","action":"exit"}'));
    expect((await world.alertJob(id))?.body).toBe('{"ticker":"ES1!\u0000","action":"exit"}');
    const bytes = await accepted(
      await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: Buffer.from([0x61, 0x00, 0xff, 0xfe, 0x62]),
      }),
    );
    expect((await world.alertJob(bytes))?.body).toBe('a\u0000\ufffd\ufffdb');
  });

  it('accepts exactly 16 KB and refuses one byte more with 413, queuing nothing', async () => {
    const limit = WEBHOOK_LIMITS.bodyMaxBytes;
    const id = await accepted(await sendAlert(url, 'x'.repeat(limit)));
    expect((await world.alertJob(id))?.body).toHaveLength(limit);
    const before = (await world.alertJobs()).length;
    const over = await sendAlert(`${url}?lang=fr`, 'x'.repeat(limit + 1));
    expect(over.status).toBe(413);
    expect(await over.json()).toEqual({
      statusCode: 413,
      error: 'PAYLOAD_TOO_LARGE',
      message: expect.any(String) as unknown,
    });
    // Streamed without a length: refused as it crosses the limit.
    const chunked = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('y'.repeat(limit)));
          controller.enqueue(new TextEncoder().encode('y'));
          controller.close();
        },
      }),
      duplex: 'half',
    });
    expect(chunked.status).toBe(413);
    expect((await world.alertJobs()).length).toBe(before);
  });

  it('refuses other content types with 415', async () => {
    const response = await sendAlert(url, 'a=b', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ error: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('answers 404 to a wrong token, localised, and queues nothing for anyone', async () => {
    const before = (await world.alertJobs()).length;
    const acksBefore = new Set(await world.redis.keys('webhook:ack:*'));
    const token = tokenOf(url);
    const wrong = [
      randomToken(),
      // One character off the real token.
      `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      'short',
      'x'.repeat(2000),
      encodeURIComponent('../webhook'),
    ];
    for (const candidate of wrong) {
      const response = await sendAlert(`${hookUrl(candidate)}?lang=fr`, '{"action":"exit"}');
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        statusCode: 404,
        error: 'NOT_FOUND',
        message: 'Rien n’a été trouvé à cette adresse.',
      });
    }
    expect((await world.alertJobs()).length).toBe(before);
    // No acknowledgement recorded either (the worker would look for one).
    const acksAfter = await world.redis.keys('webhook:ack:*');
    expect(acksAfter.filter((key) => !acksBefore.has(key))).toEqual([]);
  });

  it('keeps the token out of Redis keys: lookups and counters use its SHA-256', async () => {
    const token = tokenOf(url);
    await accepted(await sendAlert(url, '{}'));
    const keys = await world.redis.keys(`${api.prefix}:*`);
    expect(keys.some((key) => key.includes(tokenHashHex(token)))).toBe(true);
    expect(keys.some((key) => key.includes(token))).toBe(false);
  });
});
