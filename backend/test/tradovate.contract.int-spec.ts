import { startTradovateStub, type TradovateStub } from '@tickrelay/testing/stubs/tradovate.stub';
import type { Redis } from 'ioredis';

import type { BrokerEvent } from '../src/modules/brokers/broker.port';
import type { RedisTradovateStore } from '../src/modules/brokers/tradovate/tradovate-redis.store';
import { clientOrderId } from '../src/modules/brokers/tradovate/tradovate-symbols';
import type { TradovateBrokerAdapter } from '../src/modules/brokers/tradovate/tradovate.broker';
import { TradovateConnectionError } from '../src/modules/brokers/tradovate/tradovate.port';
import { frontMonth, intent, member, testAdapter, testRedis, testStore } from './tradovate-helpers';

/**
 * Contract tests of the Tradovate adapter against a local stub of Tradovate's REST API
 * (testing/src/stubs/tradovate.stub.ts) over real HTTP, with the real Redis token store: tokens
 * (request, reuse, renewal, expiry, approval, credentials, penalty tickets) and account list.
 * Orders: tradovate-orders.contract.int-spec.ts.
 */
describe('Tradovate adapter: connection and tokens (contract, against a Tradovate stub)', () => {
  let stub: TradovateStub;
  let redis: Redis;
  let store: RedisTradovateStore;
  let adapter: TradovateBrokerAdapter;
  const { name: contractName } = frontMonth();

  beforeAll(async () => {
    stub = await startTradovateStub();
    redis = testRedis();
    store = testStore(redis);
    adapter = testAdapter(stub, store);
  });

  afterAll(async () => {
    await stub.stop();
    redis.disconnect();
  });

  beforeEach(() => {
    stub.setPrice(contractName, 5000.25);
  });

  async function refusal(promise: Promise<unknown>): Promise<TradovateConnectionError> {
    const error = await promise.then(
      () => new Error('expected a TradovateConnectionError'),
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(TradovateConnectionError);
    return error as TradovateConnectionError;
  }

  it('checks a connection: a new token, then the account list', async () => {
    const session = member(stub, ['DEMO111', 'DEMO222']);
    const before = stub.counts.tokenRequests;
    const check = await adapter.check(session.connectionId, session.credentials);
    expect(check.environment).toBe('demo');
    expect(check.accounts.map((account) => account.name)).toEqual(['DEMO111', 'DEMO222']);
    expect(check.accounts[0]).toEqual({ id: session.accountId, name: 'DEMO111', active: true });
    expect(stub.counts.tokenRequests).toBe(before + 1);
    const [tokenRequest] = stub.requestsTo('/auth/accesstokenrequest').slice(-1);
    expect(tokenRequest?.body).toEqual({
      name: session.credentials.username,
      password: 'pw-1',
      appId: 'TickRelay',
      appVersion: '1.0',
      cid: 42,
      sec: 'secret-1',
      deviceId: session.credentials.deviceId,
    });
    const [accountList] = stub.requestsTo('/account/list').slice(-1);
    expect(accountList?.authorization).toMatch(/^Bearer stub-/);
  });

  it('keeps the token sealed in Redis until its expiry, and reuses it for later calls', async () => {
    const session = member(stub);
    await adapter.check(session.connectionId, session.credentials);
    const cached = await store.get(session.connectionId);
    expect(cached?.accessToken).toMatch(/^stub-/);
    const keys = await redis.keys(`*token:${session.connectionId}`);
    expect(keys).toHaveLength(1);
    const raw = await redis.get(keys[0]!);
    expect(raw).not.toContain(cached!.accessToken);
    const ttl = await redis.pttl(keys[0]!);
    expect(ttl).toBeGreaterThan(79 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(80 * 60 * 1000);

    const before = stub.counts.tokenRequests;
    await adapter.execute(session, intent());
    await adapter.execute(session, intent({ action: 'sell' }));
    expect(stub.counts.tokenRequests).toBe(before);
    expect(stub.counts.renewals).toBe(0);
  });

  it('renews a token shortly before its expiry (same session, no new token request)', async () => {
    const session = member(stub);
    await adapter.check(session.connectionId, session.credentials);
    const cached = (await store.get(session.connectionId))!;
    // As if it had been issued 75 minutes ago: 5 minutes left, inside the renewal window.
    await store.set(session.connectionId, { ...cached, expiresAt: Date.now() + 5 * 60 * 1000 });
    const requests = stub.counts.tokenRequests;
    const renewals = stub.counts.renewals;
    const result = await adapter.execute(session, intent());
    expect(result.status).toBe('filled');
    expect(stub.counts.renewals).toBe(renewals + 1);
    expect(stub.counts.tokenRequests).toBe(requests);
    const [renewal] = stub.requestsTo('/auth/renewaccesstoken').slice(-1);
    expect(renewal?.authorization).toBe(`Bearer ${cached.accessToken}`);
    const renewed = await store.get(session.connectionId);
    expect(renewed?.accessToken).not.toBe(cached.accessToken);
    expect(renewed!.expiresAt).toBeGreaterThan(Date.now() + 79 * 60 * 1000);
  });

  it('answers an expired token (401) with one new token and one retry', async () => {
    const session = member(stub);
    await adapter.check(session.connectionId, session.credentials);
    stub.expireAllTokens();
    const before = stub.counts.tokenRequests;
    const order = intent();
    const result = await adapter.execute(session, order);
    expect(result.status).toBe('filled');
    expect(stub.counts.tokenRequests).toBe(before + 1);
    expect(stub.ordersWithClOrdId(clientOrderId(order.deliveryId, 'entry'))).toBe(1);
  });

  it('refuses with BROKER_APP_NOT_APPROVED while the member has not approved the device (401)', async () => {
    const session = member(stub);
    stub.requireApproval(session.credentials.username);
    const error = await refusal(adapter.check(session.connectionId, session.credentials));
    expect(error.code).toBe('BROKER_APP_NOT_APPROVED');
    expect(error.retryable).toBe(false);
    expect(await store.get(session.connectionId)).toBeNull();

    stub.approveDevice(session.credentials.username, session.credentials.deviceId);
    const check = await adapter.check(session.connectionId, session.credentials);
    expect(check.accounts).toHaveLength(1);
  });

  it('refuses wrong credentials with BROKER_AUTH_FAILED (Tradovate errorText)', async () => {
    const session = member(stub);
    const wrong = { ...session.credentials, password: 'not-it' };
    const error = await refusal(adapter.check(session.connectionId, wrong));
    expect(error.code).toBe('BROKER_AUTH_FAILED');
    expect(error.retryable).toBe(false);
    const wrongSecret = { ...session.credentials, secret: 'other' };
    expect((await refusal(adapter.check(session.connectionId, wrongSecret))).code).toBe(
      'BROKER_AUTH_FAILED',
    );
  });

  it('waits out a short penalty ticket and sends the identical body back with the p-ticket', async () => {
    const session = member(stub);
    stub.penalizeNext(1, { pTimeSeconds: 1, path: '/auth/accesstokenrequest' });
    const redeemed = stub.counts.ticketsRedeemed;
    const started = Date.now();
    const check = await adapter.check(session.connectionId, session.credentials);
    expect(check.accounts).toHaveLength(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(stub.counts.ticketsRedeemed).toBe(redeemed + 1);
    const [penalized, resent] = stub.requestsTo('/auth/accesstokenrequest').slice(-2);
    const { 'p-ticket': ticket, ...rest } = resent!.body as Record<string, unknown>;
    expect(typeof ticket).toBe('string');
    expect(rest).toEqual(penalized!.body);
  });

  it('reports a longer penalty as BROKER_RATE_LIMITED with its time, and sends the ticket on the retry', async () => {
    const impatient = testAdapter(stub, store, { penaltyInlineWaitMaxMs: 0 });
    const session = member(stub);
    stub.penalizeNext(1, { pTimeSeconds: 1, path: '/auth/accesstokenrequest' });
    const error = await refusal(impatient.check(session.connectionId, session.credentials));
    expect(error.code).toBe('BROKER_RATE_LIMITED');
    expect(error.retryable).toBe(true);
    expect(error.retryAfterMs).toBe(1000);

    await new Promise((resolve) => setTimeout(resolve, 1100));
    const redeemed = stub.counts.ticketsRedeemed;
    await impatient.check(session.connectionId, session.credentials);
    expect(stub.counts.ticketsRedeemed).toBe(redeemed + 1);
    const [retry] = stub.requestsTo('/auth/accesstokenrequest').slice(-1);
    expect(retry?.body).toHaveProperty('p-ticket');
  });

  it('does not retry a penalty that wants a captcha', async () => {
    const session = member(stub);
    stub.penalizeNext(1, { pTimeSeconds: 1, captcha: true, path: '/auth/accesstokenrequest' });
    const error = await refusal(adapter.check(session.connectionId, session.credentials));
    expect(error.code).toBe('BROKER_RATE_LIMITED');
    expect(error.retryable).toBe(false);
  });

  it('reports Tradovate unreachable as BROKER_UNAVAILABLE, retryable', async () => {
    const down = testAdapter(stub, store, { demoUrl: 'http://127.0.0.1:1/v1' });
    const session = member(stub);
    const error = await refusal(down.check(session.connectionId, session.credentials));
    expect(error.code).toBe('BROKER_UNAVAILABLE');
    expect(error.retryable).toBe(true);
  });

  it('reports 429 as BROKER_RATE_LIMITED with Retry-After, and a 5xx as BROKER_UNAVAILABLE', async () => {
    const session = member(stub);
    stub.answerNext(429, { path: '/auth/accesstokenrequest', retryAfterSeconds: 30 });
    const limited = await refusal(adapter.check(session.connectionId, session.credentials));
    expect([limited.code, limited.retryable, limited.retryAfterMs]).toEqual([
      'BROKER_RATE_LIMITED',
      true,
      30_000,
    ]);
    stub.answerNext(503, { path: '/account/list' });
    const down = await refusal(adapter.check(session.connectionId, session.credentials));
    expect([down.code, down.retryable]).toEqual(['BROKER_UNAVAILABLE', true]);
  });

  it('refuses an account that is no longer in the list (BROKER_ACCOUNT_NOT_FOUND)', async () => {
    const session = member(stub);
    const placed = stub.requestsTo('/order/placeorder').length;
    const error = await refusal(adapter.execute({ ...session, accountId: 999_999 }, intent()));
    expect(error.code).toBe('BROKER_ACCOUNT_NOT_FOUND');
    expect(error.retryable).toBe(false);
    expect(stub.requestsTo('/order/placeorder')).toHaveLength(placed);
  });

  it('forgets a connection: its token is dropped and the next call requests a new one', async () => {
    const session = member(stub);
    await adapter.check(session.connectionId, session.credentials);
    await adapter.forget(session.connectionId);
    expect(await store.get(session.connectionId)).toBeNull();
    const before = stub.counts.tokenRequests;
    const result = await adapter.execute(session, intent());
    expect(result.events.some((event: BrokerEvent) => event.kind === 'fill')).toBe(true);
    expect(stub.counts.tokenRequests).toBe(before + 1);
  });
});
