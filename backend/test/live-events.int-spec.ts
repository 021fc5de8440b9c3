// Issue 22: one Redis pub/sub subscriber per process (common/live-events). Before, each listener
// opened its own subscriber connection: the members' stream, the checkout stream, the session
// ends and the webhook token cache's invalidations made four per api process. The api here runs
// on a throwaway redis-server of its own, so the connections counted are this process' only.
import type { CheckoutView } from '@tickrelay/contracts/billing/billing';
import { RENEW_SUBSCRIPTION_ACTION } from '@tickrelay/contracts/recaptcha-actions';
import { signUpMember } from '@tickrelay/testing/accounts/member.fixture';
import type { ApiAgent } from '@tickrelay/testing/http/api-agent';
import { sparePort, waitFor } from '@tickrelay/testing/processes/process.helpers';
import { ThrowawayRedis } from '@tickrelay/testing/servers/throwaway-redis';
import {
  recaptchaTestToken,
  type SiteverifyStub,
  startSiteverifyStub,
} from '@tickrelay/testing/stubs/siteverify.stub';
import { Redis } from 'ioredis';

import { type BillingTestApi, startBillingApi } from './billing-helpers';

let siteverify: SiteverifyStub;
let redis: ThrowawayRedis;
let inspector: Redis;
let api: BillingTestApi;

beforeAll(async () => {
  siteverify = await startSiteverifyStub({ secret: 'test-secret' });
  redis = new ThrowawayRedis(await sparePort());
  await redis.start();
  inspector = new Redis(redis.url, { connectionName: 'live-events-test' });
  api = await startBillingApi({
    REDIS_URL: redis.url,
    RECAPTCHA_PROVIDER: 'google',
    RECAPTCHA_SECRET_KEY: 'test-secret',
    RECAPTCHA_VERIFY_URL: siteverify.url,
    RECAPTCHA_EXPECTED_HOSTNAMES: 'localhost',
  });
});

afterAll(async () => {
  await api?.close();
  inspector?.disconnect();
  await redis?.stop();
  await siteverify?.stop();
});

/** Opens a text/event-stream with the agent's cookies; `close()` is the browser leaving. */
async function open(path: string, agent: ApiAgent): Promise<{ status: number; close(): void }> {
  const abort = new AbortController();
  const cookie = [...agent.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await fetch(`${api.url}${path}`, {
    headers: { cookie, 'x-forwarded-for': agent.address },
    signal: abort.signal,
  });
  void (async () => {
    try {
      for await (const _chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        // Read so the server can write; the content is the other tests' subject.
      }
    } catch {
      // Aborted by close().
    }
  })();
  return { status: response.status, close: () => abort.abort() };
}

/** The server's pub/sub connections (one line each). */
async function pubsubConnections(): Promise<string[]> {
  const list = (await inspector.call('CLIENT', 'LIST', 'TYPE', 'pubsub')) as string;
  return list.split('\n').filter((line) => line.trim() !== '');
}

async function subscribers(channel: string): Promise<number> {
  const [, count] = (await inspector.pubsub('NUMSUB', channel)) as [string, number];
  return Number(count);
}

describe('live events: one pub/sub subscriber per process', () => {
  it('serves every stream, the session ends and the token cache from one connection, subscribing each channel while it is used', async () => {
    const agent = api.agent();
    const { userId } = await signUpMember(agent, api.mail);
    const started = await agent.post<{ checkout: CheckoutView }>('/api/subscription/checkout', {
      plan: 'monthly',
      currency: 'usd',
      recaptchaToken: recaptchaTestToken(RENEW_SUBSCRIPTION_ACTION, 'localhost'),
    });
    expect(started.status).toBe(201);
    const checkoutChannel = `${api.prefix}:billing:checkout:${started.body.checkout.id}`;
    const memberChannel = `${api.prefix}:member-events:live:${userId}`;

    const firstTab = await open('/api/webhook/events', agent);
    const secondTab = await open('/api/webhook/events', agent);
    const checkout = await open(
      `/api/subscription/checkouts/${started.body.checkout.id}/events`,
      agent,
    );
    expect([firstTab.status, secondTab.status, checkout.status]).toEqual([200, 200, 200]);

    const connections = await pubsubConnections();
    expect(connections).toHaveLength(1);
    expect(connections[0]).toContain('name=tickrelay-live-events');
    // Two tabs of one member: one subscription, shared.
    expect(await subscribers(memberChannel)).toBe(1);
    expect(await subscribers(checkoutChannel)).toBe(1);
    expect(await subscribers(`${api.prefix}:session-ended`)).toBe(1);
    const invalidations = await inspector.pubsub('CHANNELS', `${api.prefix}*invalidate`);
    expect(invalidations).toHaveLength(1);

    // One tab closed: the other still hears the member's channel.
    firstTab.close();
    checkout.close();
    await waitFor(
      async () => ((await subscribers(checkoutChannel)) === 0 ? true : undefined),
      10_000,
      'the checkout channel unsubscribed with its last stream',
    );
    expect(await subscribers(memberChannel)).toBe(1);
    secondTab.close();
    await waitFor(
      async () => ((await subscribers(memberChannel)) === 0 ? true : undefined),
      10_000,
      'the member channel unsubscribed with its last stream',
    );
    // Session ends and invalidations stay subscribed, on the same one connection.
    expect(await subscribers(`${api.prefix}:session-ended`)).toBe(1);
    expect(await pubsubConnections()).toHaveLength(1);
  }, 60_000);
});
