import { createHash } from 'node:crypto';

import type { WebhookView } from '@tickrelay/contracts/webhooks/deliveries';

import { RedisOffsetClock, testClockKey } from '../src/common/clock/clock';
import {
  onApi,
  sendAlert,
  startWebhooksApi,
  tokenOf,
  type WebhooksTestApi,
  WebhooksWorld,
} from './webhooks-helpers';

let api: WebhooksTestApi;
/** A second api instance: same database, Redis and prefix (another replica). */
let other: WebhooksTestApi;
let world: WebhooksWorld;

beforeAll(async () => {
  api = await startWebhooksApi();
  other = await startWebhooksApi({}, api.prefix);
  world = new WebhooksWorld(api);
});

afterAll(async () => {
  await world.close();
  await other.close();
  await api.close();
});

const HOUR = 3600_000;

/** The member's live events of one type, as their stream keeps them (oldest first). */
async function liveEvents(userId: string, type: string): Promise<unknown[]> {
  const entries = await world.redis.xrange(`${api.prefix}:member-events:${userId}`, '-', '+');
  return entries
    .map(([, fields]) => ({ type: fields[1], data: fields[3] }))
    .filter((event) => event.type === type)
    .map((event) => JSON.parse(event.data ?? 'null') as unknown);
}
const accept = async (url: string) => (await sendAlert(url, '{"action":"exit"}')).status;

describe('the member’s webhook endpoints', () => {
  it('answer 401 to a visitor and 403 SUBSCRIPTION_REQUIRED, localised, to a lapsed member', async () => {
    const visitor = world.agent();
    for (const [method, path] of [
      ['GET', '/api/webhook'],
      ['PATCH', '/api/webhook'],
      ['POST', '/api/webhook/rotate'],
      ['POST', '/api/webhook/test'],
    ] as const) {
      const response = await visitor.request(method, path, method === 'GET' ? undefined : {});
      expect([path, response.status, response.body.error]).toEqual([path, 401, 'UNAUTHORIZED']);
    }
    const { agent } = await world.member({ entitled: false, language: 'fr' });
    const response = await agent.get('/api/webhook');
    expect(response.body).toEqual({
      statusCode: 403,
      error: 'SUBSCRIPTION_REQUIRED',
      message:
        'Il faut un abonnement actif pour cela. Démarrez ou renouvelez votre abonnement pour continuer.',
    });
    expect((await agent.post('/api/webhook/test')).status).toBe(403);
  });

  it('create the URL on first read, keep it, and store the token only hashed and sealed', async () => {
    const { agent, userId } = await world.member();
    const first = await agent.get<WebhookView>('/api/webhook');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.body).toEqual({
      url: expect.stringMatching(
        /^http:\/\/127\.0\.0\.1:\d+\/api\/hooks\/[A-Za-z0-9_-]{43}$/,
      ) as unknown,
      createdAt: expect.any(String) as unknown,
      previousValidUntil: null,
      allowlistEnabled: false,
      defaultMaxLagSeconds: 300,
      paused: false,
      rateLimitPerMinute: 60,
    });
    expect(first.body.url.startsWith(api.url)).toBe(true);
    expect((await agent.get<WebhookView>('/api/webhook')).body.url).toBe(first.body.url);
    const elsewhere = await agent.clone({ baseUrl: other.url }).get<WebhookView>('/api/webhook');
    expect(tokenOf(elsewhere.body.url)).toBe(tokenOf(first.body.url));
    const token = tokenOf(first.body.url);
    const { rows } = await world.db.query<{ token_hash: Buffer; token_sealed: Buffer }>(
      'select token_hash, token_sealed from webhooks where member_id = $1',
      [userId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash.equals(createHash('sha256').update(token).digest())).toBe(true);
    expect(rows[0]?.token_sealed.includes(Buffer.from(token))).toBe(false);
    expect(await accept(first.body.url)).toBe(202);
  });

  it('create one URL when first reads race, here and on another replica', async () => {
    const { agent, userId } = await world.member();
    const views = await Promise.all(
      [api, other, api, other, api].map((target) =>
        agent.clone({ baseUrl: target.url }).get<WebhookView>('/api/webhook'),
      ),
    );
    expect(views.map((view) => view.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(views.map((view) => tokenOf(view.body.url))).size).toBe(1);
    const { rows } = await world.db.query('select id from webhooks where member_id = $1', [userId]);
    expect(rows).toHaveLength(1);
  });

  it('update the settings, validated, on every replica', async () => {
    const { agent, userId } = await world.member();
    const { url } = await world.webhookOf(agent);
    const updated = await agent.request<WebhookView>('PATCH', '/api/webhook', {
      allowlistEnabled: true,
      defaultMaxLagSeconds: 45,
      paused: true,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      url,
      allowlistEnabled: true,
      defaultMaxLagSeconds: 45,
      paused: true,
    });
    // Other tabs hear of it on the member's live stream.
    expect(await liveEvents(userId, 'webhook')).toEqual([updated.body]);
    // The allowlist applies at once, here and on the other replica.
    expect(await accept(url)).toBe(403);
    expect(await accept(onApi(other, url))).toBe(403);
    const bad = await agent.request('PATCH', '/api/webhook', {
      defaultMaxLagSeconds: 4,
      paused: 'yes',
      extra: 1,
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      error: 'VALIDATION_FAILED',
      details: {
        defaultMaxLagSeconds: expect.any(String) as unknown,
        paused: expect.any(String) as unknown,
        extra: expect.any(String) as unknown,
      },
    });
    const off = await agent.request<WebhookView>('PATCH', '/api/webhook', {
      allowlistEnabled: false,
    });
    expect(off.body).toMatchObject({ allowlistEnabled: false, defaultMaxLagSeconds: 45 });
    expect(await accept(onApi(other, url))).toBe(202);
  });

  it('rotate: the old URL works during the grace and not after it', async () => {
    const { agent, userId } = await world.member();
    const old = (await world.webhookOf(agent)).url;
    await agent.request('PATCH', '/api/webhook', { defaultMaxLagSeconds: 90 });
    const rotated = await agent.post<WebhookView>('/api/webhook/rotate', {});
    expect(rotated.status).toBe(200);
    const fresh = rotated.body.url;
    expect(fresh).not.toBe(old);
    // Settings carry over; the old URL's end is 24 hours away.
    expect(rotated.body.defaultMaxLagSeconds).toBe(90);
    expect((await liveEvents(userId, 'webhook')).at(-1)).toEqual(rotated.body);
    const until = Date.parse(rotated.body.previousValidUntil ?? '');
    const clock = new RedisOffsetClock(world.redis, testClockKey(api.prefix));
    expect(until - (await clock.now()).getTime()).toBeGreaterThan(24 * HOUR - 60_000);
    expect(until - (await clock.now()).getTime()).toBeLessThanOrEqual(24 * HOUR);
    expect(await accept(old)).toBe(202);
    expect(await accept(onApi(other, old))).toBe(202);
    expect(await accept(fresh)).toBe(202);
    // Alerts on the old URL are the same member's, under the old URL's webhook id.
    const response = await sendAlert(old, '{}');
    const job = await world.alertJob(((await response.json()) as { id: string }).id);
    const { rows } = await world.db.query<{ id: string }>(
      'select id from webhooks where token_hash = $1',
      [createHash('sha256').update(tokenOf(old)).digest()],
    );
    expect(job?.webhookId).toBe(rows[0]?.id);

    await clock.advance(23 * HOUR);
    expect(await accept(old)).toBe(202);
    await clock.advance(HOUR + 1000);
    expect(await accept(old)).toBe(404);
    expect(await accept(onApi(other, old))).toBe(404);
    expect(await accept(fresh)).toBe(202);
    expect((await agent.get<WebhookView>('/api/webhook')).body.previousValidUntil).toBeNull();
  });

  it('revoke (grace 0): the old URL is 404 at once, on this replica and on another', async () => {
    const { agent } = await world.member();
    const old = (await world.webhookOf(agent)).url;
    // Both replicas hold the old token in memory.
    expect(await accept(old)).toBe(202);
    expect(await accept(onApi(other, old))).toBe(202);
    const revoked = await agent.post<WebhookView>('/api/webhook/rotate', { graceHours: 0 });
    expect(revoked.body.previousValidUntil).toBeNull();
    expect(await accept(onApi(other, old))).toBe(404);
    expect(await accept(old)).toBe(404);
    expect(await accept(revoked.body.url)).toBe(202);
    expect(await accept(onApi(other, revoked.body.url))).toBe(202);
  });

  it('one previous URL at a time: a second rotation ends the first grace', async () => {
    const { agent } = await world.member();
    const first = (await world.webhookOf(agent)).url;
    const second = (await agent.post<WebhookView>('/api/webhook/rotate', { graceHours: 2 })).body;
    const third = (await agent.post<WebhookView>('/api/webhook/rotate', { graceHours: 5 })).body;
    expect(await accept(first)).toBe(404);
    expect(await accept(second.url)).toBe(202);
    expect(await accept(third.url)).toBe(202);
    const bad = await agent.post('/api/webhook/rotate', { graceHours: 169 });
    expect([bad.status, bad.body.error]).toEqual([400, 'VALIDATION_FAILED']);
    const fraction = await agent.post('/api/webhook/rotate', { graceHours: 1.5 });
    expect(fraction.status).toBe(400);
  });

  it('send a test alert through the public URL, logged as a test even with the allowlist on', async () => {
    const { agent, userId } = await world.member();
    await agent.request('PATCH', '/api/webhook', { allowlistEnabled: true });
    const sent = await agent.post<{ id: string }>('/api/webhook/test');
    expect(sent.status).toBe(202);
    const job = await world.alertJob(sent.body.id);
    expect(job).toMatchObject({ memberId: userId, test: true, refusal: null });
    expect(job?.sourceAddress).toBe('127.0.0.1');
    const alert = JSON.parse(job?.body ?? '{}') as Record<string, unknown>;
    expect(alert).toMatchObject({
      ticker: 'MES1!',
      action: 'buy',
      quantity: '2',
      orderType: 'market',
      price: '6012.5',
      sentiment: 'long',
      max_lag: 60,
    });
    expect(Math.abs(Date.parse(String(alert.time)) - Date.now())).toBeLessThan(10_000);
    // Without the api's signature the allowlist refuses it; carrying the header, it is still
    // logged as a test (never traded), refused.
    const { url } = await world.webhookOf(agent);
    const forged = await sendAlert(url, job?.body ?? '', {
      'x-tickrelay-test-alert': `${Date.now()}.${'A'.repeat(43)}`,
    });
    expect(forged.status).toBe(403);
    const refused = (await world.alertJobs()).find(
      (queued) => queued.memberId === userId && queued.deliveryId !== sent.body.id,
    );
    expect(refused).toMatchObject({ test: true, refusal: 'SOURCE_NOT_ALLOWED' });
  });
});
