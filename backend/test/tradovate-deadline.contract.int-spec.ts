import { startTradovateStub, type TradovateStub } from '@tickrelay/testing/stubs/tradovate.stub';
import type { Redis } from 'ioredis';

import type { RedisTradovateStore } from '../src/modules/brokers/tradovate/tradovate-redis.store';
import { TradovateConnectionError } from '../src/modules/brokers/tradovate/tradovate.port';
import { ordersOn } from './broker-helpers';
import { frontMonth, intent, member, testAdapter, testRedis, testStore } from './tradovate-helpers';

/**
 * One call's deadline (tradovate-deadline.ts), against the stub over real HTTP: a Tradovate that
 * answers every request slowly, each within the request timeout, cannot stretch one execute over
 * a dozen requests. Past the call's budget the request under way is abandoned and nothing more
 * is sent (the order request never leaves): a retryable BROKER_UNAVAILABLE, as for a timeout.
 */
describe('Tradovate adapter: one call’s deadline (contract, against a Tradovate stub)', () => {
  let stub: TradovateStub;
  let redis: Redis;
  let store: RedisTradovateStore;

  beforeAll(async () => {
    stub = await startTradovateStub();
    redis = testRedis();
    store = testStore(redis);
  });

  afterAll(async () => {
    await stub.stop();
    redis.disconnect();
  });

  it('gives up at the call’s deadline, before the order request, when every answer is slow', async () => {
    stub.setPrice(frontMonth().name, 5000.25);
    const session = member(stub);
    // Each answer comes after 800 ms, under the 3 s request timeout; the call may take 1.5 s:
    // the token and the account check take it all, the contract lookup is cut short.
    for (let index = 0; index < 12; index += 1) stub.hangNext({ ms: 800 });
    const adapter = testAdapter(stub, store, { requestTimeoutMs: 3000, callTimeoutMs: 1500 });
    const failure = await adapter.execute(session, intent()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TradovateConnectionError);
    expect(failure).toMatchObject({ code: 'BROKER_UNAVAILABLE', retryable: true });
    expect(stub.requestsTo('/order/placeorder')).toHaveLength(0);
    expect(ordersOn(stub, session.accountId)).toBe(0);
  });

  it('places the order with the same slow answers when the call has the time', async () => {
    stub.setPrice(frontMonth().name, 5000.25);
    const session = member(stub);
    for (let index = 0; index < 12; index += 1) stub.hangNext({ ms: 200 });
    const adapter = testAdapter(stub, store, { requestTimeoutMs: 3000, callTimeoutMs: 20_000 });
    const result = await adapter.execute(session, intent());
    expect(result.status).toBe('filled');
    expect(ordersOn(stub, session.accountId)).toBe(1);
  });
});
