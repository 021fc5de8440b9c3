import { randomBytes } from 'node:crypto';

import type { ApiAgent } from '@tickrelay/testing/http/api-agent';

import {
  sendAlert,
  startWebhooksApi,
  type WebhooksTestApi,
  WebhooksWorld,
} from './webhooks-helpers';

let api: WebhooksTestApi;
/** Believes no proxy: X-Forwarded-For is ignored. */
let direct: WebhooksTestApi;
let world: WebhooksWorld;

beforeAll(async () => {
  api = await startWebhooksApi({ WEBHOOK_RATE_LIMIT_PER_MINUTE: '5' });
  direct = await startWebhooksApi({ TRUSTED_PROXY_CIDRS: 'none' }, api.prefix);
  world = new WebhooksWorld(api);
});

afterAll(async () => {
  await world.close();
  await direct.close();
  await api.close();
});

const randomToken = () => randomBytes(32).toString('base64url');
const from = (address: string) => ({ 'x-forwarded-for': address });

async function urlOf(agent: ApiAgent): Promise<string> {
  return (await world.webhookOf(agent)).url;
}

describe('per-webhook rate limit', () => {
  it('answers 429 with Retry-After past the limit, per URL, queuing nothing more', async () => {
    const [one, two] = [await world.member(), await world.member()];
    const [url, otherUrl] = [await urlOf(one.agent), await urlOf(two.agent)];
    // From many addresses: the URL is what is counted (TradingView sends from four).
    for (let index = 0; index < 5; index += 1) {
      expect((await sendAlert(url, '{}', from(`192.0.2.${index + 1}`))).status).toBe(202);
    }
    const before = (await world.alertJobs()).length;
    const limited = await sendAlert(`${url}?lang=fr`, '{}', from('192.0.2.99'));
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await limited.json()).toEqual({
      statusCode: 429,
      error: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/^Trop de requêtes/) as unknown,
    });
    expect((await world.alertJobs()).length).toBe(before);
    expect((await sendAlert(otherUrl, '{}')).status).toBe(202);
  });

  it('counts unknown URLs per client address', async () => {
    for (let index = 0; index < 5; index += 1) {
      expect(
        (await sendAlert(`${api.url}/api/hooks/${randomToken()}`, '{}', from('198.51.100.7')))
          .status,
      ).toBe(404);
    }
    const guessing = await sendAlert(
      `${api.url}/api/hooks/${randomToken()}`,
      '{}',
      from('198.51.100.7'),
    );
    expect(guessing.status).toBe(429);
    expect(
      (await sendAlert(`${api.url}/api/hooks/${randomToken()}`, '{}', from('198.51.100.8'))).status,
    ).toBe(404);
  });

  it('shows the limit on the webhook page', async () => {
    const { agent } = await world.member();
    expect((await world.webhookOf(agent)).rateLimitPerMinute).toBe(5);
  });
});

describe('TradingView allowlist', () => {
  it('accepts TradingView’s addresses through a trusted proxy; refuses others with 403, logged', async () => {
    const { agent, userId } = await world.member();
    const url = await urlOf(agent);
    await agent.request('PATCH', '/api/webhook', { allowlistEnabled: true });

    const ok = await sendAlert(url, '{"action":"exit"}', from('52.89.214.238'));
    expect(ok.status).toBe(202);
    const okJob = await world.alertJob(((await ok.json()) as { id: string }).id);
    expect(okJob).toMatchObject({ sourceAddress: '52.89.214.238', refusal: null });

    const refused = await sendAlert(`${url}?lang=fr`, '{"action":"exit"}', from('203.0.113.9'));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      statusCode: 403,
      error: 'SOURCE_NOT_ALLOWED',
      message:
        'Cette URL de webhook n’accepte que les alertes envoyées depuis les adresses de TradingView.',
    });
    // Still logged for the member, as refused.
    const jobs = await world.alertJobs();
    expect(jobs).toContainEqual(
      expect.objectContaining({
        memberId: userId,
        sourceAddress: '203.0.113.9',
        refusal: 'SOURCE_NOT_ALLOWED',
      }),
    );
    // A TradingView address put in front by the client itself is not believed.
    const spoofed = await sendAlert(url, '{}', from('52.89.214.238, 203.0.113.10'));
    expect(spoofed.status).toBe(403);
    // The direct connection (127.0.0.1) is no TradingView address either.
    expect((await sendAlert(url, '{}')).status).toBe(403);
  });

  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    const { agent } = await world.member();
    const url = await urlOf(agent);
    await agent.request('PATCH', '/api/webhook', { allowlistEnabled: true });
    const path = new URL(url).pathname;
    const response = await sendAlert(`${direct.url}${path}`, '{}', from('52.89.214.238'));
    expect(response.status).toBe(403);
  });
});
