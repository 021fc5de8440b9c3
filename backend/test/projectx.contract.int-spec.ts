import { startProjectXStub, type ProjectXStub } from '@tickrelay/testing/stubs/projectx.stub';
import type { Redis } from 'ioredis';

import type { RedisProjectXStore } from '../src/modules/brokers/projectx/projectx-redis.store';
import type { ProjectXBrokerAdapter } from '../src/modules/brokers/projectx/projectx.broker';
import { ProjectXConnectionError } from '../src/modules/brokers/projectx/projectx.port';
import {
  listFrontMonth,
  ordersOf,
  projectXAdapter,
  projectXMember,
  projectXStore,
  pxIntent,
} from './projectx-helpers';
import { testRedis } from './tradovate-helpers';

/**
 * Contract tests of the ProjectX adapter against a local stub of the Gateway API
 * (testing/src/stubs/projectx.stub.ts) over real HTTP, with the real Redis token store: the
 * connection check, the token (one login shared by every adapter instance, renewal by
 * Auth/validate, a 401, a refused login), 429 and a hung host. Orders:
 * projectx-orders.contract.int-spec.ts.
 */
describe('ProjectX adapter: connection and tokens (contract, against a ProjectX stub)', () => {
  let stub: ProjectXStub;
  let redis: Redis;
  let store: RedisProjectXStore;
  let adapter: ProjectXBrokerAdapter;

  beforeAll(async () => {
    stub = await startProjectXStub();
    listFrontMonth(stub, 'NQ', 5);
    redis = testRedis();
    store = projectXStore(redis);
    adapter = projectXAdapter(stub, store);
  });

  afterAll(async () => {
    await stub.stop();
    redis.disconnect();
  });

  afterEach(() => {
    stub.setRateLimit(200);
  });

  async function refusal(promise: Promise<unknown>): Promise<ProjectXConnectionError> {
    const error = await promise.then(
      () => new Error('expected a ProjectXConnectionError'),
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(ProjectXConnectionError);
    return error as ProjectXConnectionError;
  }

  it('checks a connection: a fresh login with user name and API key, then the accounts', async () => {
    const session = projectXMember(stub);
    const before = stub.counts.logins;
    const check = await adapter.check(session.connectionId, session.credentials);
    expect(check.environment).toBe('topstepx');
    expect(check.accounts).toEqual([
      { id: session.accountId, name: session.accountName, active: true },
    ]);
    expect(stub.counts.logins).toBe(before + 1);
    const [login] = stub.requestsTo('/auth/loginkey').slice(-1);
    expect(login?.body).toEqual({ userName: session.credentials.userName, apiKey: 'key-1' });
    const [search] = stub.requestsTo('/account/search').slice(-1);
    expect(search?.body).toEqual({ onlyActiveAccounts: true });
    expect(search?.authorization).toMatch(/^Bearer px-/);
  });

  it('refuses a wrong API key: BROKER_AUTH_FAILED, not retryable, nothing cached', async () => {
    const session = projectXMember(stub);
    const error = await refusal(
      adapter.check(session.connectionId, { ...session.credentials, apiKey: 'wrong' }),
    );
    expect(error.code).toBe('BROKER_AUTH_FAILED');
    expect(error.retryable).toBe(false);
    expect(await store.get(session.connectionId)).toBeNull();
  });

  it('shares one token, sealed in Redis, between every adapter (worker): never a login per order', async () => {
    const session = projectXMember(stub);
    const other = projectXAdapter(stub, store); // a second worker process, same Redis
    const before = stub.counts.logins;
    await adapter.execute(session, pxIntent());
    await other.execute(session, pxIntent());
    await adapter.execute(session, pxIntent({ action: 'sell', quantity: 2 }));
    expect(stub.counts.logins).toBe(before + 1);
    const cached = await store.get(session.connectionId);
    expect(cached?.accessToken).toMatch(/^px-/);
    const keys = await redis.keys(`*token:${session.connectionId}`);
    expect(keys).toHaveLength(1);
    expect(await redis.get(keys[0]!)).not.toContain(cached!.accessToken);
    const ttl = await redis.pttl(keys[0]!);
    expect(ttl).toBeGreaterThan(23 * 60 * 60 * 1000);
  });

  it('renews a token near its expiry with Auth/validate (newToken), without a new login', async () => {
    const session = projectXMember(stub);
    await adapter.check(session.connectionId, session.credentials);
    const first = (await store.get(session.connectionId))!.accessToken;
    // The same store read 23.5 hours later: half an hour left, under the renewal margin.
    const later = () => Date.now() + 23.5 * 60 * 60 * 1000;
    const lateAdapter = projectXAdapter(stub, store, { now: later });
    const logins = stub.counts.logins;
    const validations = stub.counts.validations;
    await lateAdapter.execute(session, pxIntent());
    expect(stub.counts.validations).toBe(validations + 1);
    expect(stub.counts.logins).toBe(logins);
    const [validate] = stub.requestsTo('/auth/validate').slice(-1);
    expect(validate?.authorization).toBe(`Bearer ${first}`);
    const renewed = (await store.get(session.connectionId))!.accessToken;
    expect(renewed).not.toBe(first);
    const [place] = stub.requestsTo('/order/place').slice(-1);
    expect(place?.authorization).toBe(`Bearer ${renewed}`);
  });

  it('logs in again once when ProjectX answers 401 to the cached token', async () => {
    const session = projectXMember(stub);
    await adapter.check(session.connectionId, session.credentials);
    stub.expireAllTokens();
    const before = stub.counts.logins;
    const result = await adapter.execute(session, pxIntent());
    expect(result.status).toBe('filled');
    expect(stub.counts.logins).toBe(before + 1);
  });

  it('backs off a 429: BROKER_RATE_LIMITED, retryable, for the Retry-After or the whole window', async () => {
    const session = projectXMember(stub);
    await adapter.check(session.connectionId, session.credentials);
    stub.setRateLimit(1, 60_000);
    const windowed = await refusal(adapter.execute(session, pxIntent()));
    expect(windowed.code).toBe('BROKER_RATE_LIMITED');
    expect(windowed.retryable).toBe(true);
    expect(windowed.retryAfterMs).toBe(60_000);
    stub.setRateLimit(0, 60_000, 7);
    const told = await refusal(adapter.execute(session, pxIntent()));
    expect(told.retryAfterMs).toBe(7_000);
    expect(ordersOf(stub, session.accountId)).toHaveLength(0);
  });

  it('answers 429 past 200 requests a minute, as documented', async () => {
    const session = projectXMember(stub);
    await adapter.check(session.connectionId, session.credentials);
    const token = (await store.get(session.connectionId))!.accessToken;
    const statuses: number[] = [];
    for (let i = 0; i < 201; i += 1) {
      const response = await fetch(`${stub.url}/Account/search`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ onlyActiveAccounts: true }),
      });
      statuses.push(response.status);
    }
    // The check above spent two of this user's 200 (login, account search).
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
  });

  it('gives up on a host that never answers within the call deadline: BROKER_UNAVAILABLE', async () => {
    const session = projectXMember(stub);
    const quick = projectXAdapter(stub, store, { requestTimeoutMs: 5000, callTimeoutMs: 800 });
    stub.hangUser(session.credentials.userName);
    const error = await refusal(quick.execute(session, pxIntent()));
    expect(error.code).toBe('BROKER_UNAVAILABLE');
    expect(error.retryable).toBe(true);
    stub.hangUser(session.credentials.userName, false);
    expect(ordersOf(stub, session.accountId)).toHaveLength(0);
  });
});
