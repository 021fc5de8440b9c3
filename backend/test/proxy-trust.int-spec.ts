import { Redis } from 'ioredis';
import request from 'supertest';

import { sampleBatch } from '@/modules/telemetry/telemetry-sample';

import { type RunningApi, startApi } from './support/api-app';
import { type SiteNginx, startSiteNginx } from './support/site-nginx';
import {
  sendAlert,
  startWebhooksApi,
  type WebhooksTestApi,
  WebhooksWorld,
} from './webhooks-helpers';

// The tests reach the api from 127.0.0.1: a proxy list without loopback makes them an untrusted
// peer whose X-Forwarded-For must be ignored, on Nest routes and on the hot-route kit alike.
describe('trusted proxies (TRUSTED_PROXY_CIDRS)', () => {
  const prefix = `tickrelay-proxy-trust-${process.pid}`;
  let redis: Redis;
  let untrusted: RunningApi;
  let trusted: RunningApi;

  /** The client addresses the rate limits counted, per limit name. */
  async function countedAddresses(): Promise<string[]> {
    const keys = await redis.keys(`{${prefix}:throttle:*`);
    return keys
      .map((key) => /^\{[^:]+:throttle:(.+):(\w+)\}:hits$/.exec(key))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match) => `${match[1]} ${match[2]}`)
      .sort();
  }

  async function sendAsClient(api: RunningApi, claimed: string): Promise<void> {
    await request(api.url).get('/api/auth/session').set('X-Forwarded-For', claimed).expect(401);
    await request(api.url)
      .post('/api/telemetry/batch')
      .set('X-Forwarded-For', claimed)
      .send(sampleBatch(1))
      .expect(202);
  }

  beforeAll(async () => {
    redis = new Redis(process.env.REDIS_URL ?? '');
    untrusted = await startApi({ QUEUE_PREFIX: prefix, TRUSTED_PROXY_CIDRS: '10.0.0.0/8' });
    trusted = await startApi({ QUEUE_PREFIX: prefix, TRUSTED_PROXY_CIDRS: '127.0.0.1/32' });
  });

  beforeEach(async () => {
    const keys = await redis.keys(`{${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
  });

  afterAll(async () => {
    await untrusted.close();
    await trusted.close();
    const keys = await redis.keys(`{${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('counts a peer outside the list by its socket address, whatever it claims', async () => {
    await sendAsClient(untrusted, '198.51.100.9');
    const counted = await countedAddresses();
    expect(counted).toEqual(expect.arrayContaining(['127.0.0.1 default', '127.0.0.1 telemetry']));
    expect(counted.filter((entry) => entry.startsWith('198.51.100.9'))).toEqual([]);
  });

  it('believes X-Forwarded-For from a listed proxy on both kinds of route', async () => {
    await sendAsClient(trusted, '198.51.100.9');
    const counted = await countedAddresses();
    expect(counted).toEqual(
      expect.arrayContaining(['198.51.100.9 default', '198.51.100.9 telemetry']),
    );
    expect(counted.filter((entry) => entry.startsWith('127.0.0.1'))).toEqual([]);
  });
});

// The real cause of a client naming its own address: the api trusts the address it gets from its
// proxy (nginx) AND, very often, the address nginx itself sees the client at (Docker's gateway for
// compose's published port, a node behind a load balancer, loopback here). When nginx appended to
// the client's X-Forwarded-For, the api walked past both into the client-written part: per-address
// limits and the TradingView allowlist were the client's to choose. nginx now sends one address.
describe('behind the web image’s nginx (docker/nginx/default.conf.template)', () => {
  let api: WebhooksTestApi;
  let world: WebhooksWorld;
  let edge: SiteNginx;
  let behindProxy: SiteNginx;
  let hookPath: string;

  const TRADINGVIEW = '52.89.214.238';

  /** The client addresses the rate limits counted on this api, per limit name. */
  async function counted(): Promise<string[]> {
    const keys = await world.redis.keys(`{${api.prefix}:throttle:*`);
    return keys
      .map((key) => /^\{[^:]+:throttle:(.+):(\w+)\}:hits$/.exec(key)?.slice(1, 3).join(' '))
      .filter((entry): entry is string => entry !== undefined)
      .sort();
  }

  beforeAll(async () => {
    // The api trusts loopback, as the local harness does (compose: the private ranges, which hold
    // both the web container and Docker's gateway): nginx and the client's peer alike.
    api = await startWebhooksApi({ TRUSTED_PROXY_CIDRS: 'loopback' });
    world = new WebhooksWorld(api);
    const { agent } = await world.member();
    hookPath = new URL((await world.webhookOf(agent)).url).pathname;
    await agent.request('PATCH', '/api/webhook', { allowlistEnabled: true });
    edge = await startSiteNginx(api.url);
    // nginx told that a proxy in front of it (here: anything on loopback) may name the client.
    behindProxy = await startSiteNginx(api.url, { TRUSTED_PROXY_CIDRS: '127.0.0.0/8' });
  }, 120_000);

  afterAll(async () => {
    await edge?.stop();
    await behindProxy?.stop();
    await world?.close();
    await api?.close();
  });

  it('as the edge, drops the client’s own X-Forwarded-For: limits count the address nginx saw', async () => {
    await fetch(`${edge.url}/api/auth/session`, { headers: { 'X-Forwarded-For': '198.51.100.9' } });
    const addresses = await counted();
    expect(addresses).toContain('127.0.0.1 default');
    expect(addresses.filter((entry) => entry.startsWith('198.51.100.9'))).toEqual([]);
  });

  it('as the edge, refuses a webhook whose client claims TradingView’s address', async () => {
    const claimed = await sendAlert(`${edge.url}${hookPath}`, '{}', {
      'X-Forwarded-For': TRADINGVIEW,
    });
    expect(claimed.status).toBe(403);
    expect(((await claimed.json()) as { error: string }).error).toBe('SOURCE_NOT_ALLOWED');
  });

  it('behind a proxy it trusts, passes on the client that proxy names, and only that', async () => {
    const named = await sendAlert(`${behindProxy.url}${hookPath}`, '{}', {
      'X-Forwarded-For': TRADINGVIEW,
    });
    expect(named.status).toBe(202);
    const job = await world.alertJob(((await named.json()) as { id: string }).id);
    expect(job?.sourceAddress).toBe(TRADINGVIEW);
    // What the client wrote before the trusted proxy's entry is not believed.
    const prepended = await sendAlert(`${behindProxy.url}${hookPath}`, '{}', {
      'X-Forwarded-For': `${TRADINGVIEW}, 203.0.113.10`,
    });
    expect(prepended.status).toBe(403);
  });
});
