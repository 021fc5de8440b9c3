import { startTradovateStub, type TradovateStub } from '@tickrelay/testing/stubs/tradovate.stub';
import type { Redis } from 'ioredis';

import type { RedisTradovateStore } from '../src/modules/brokers/tradovate/tradovate-redis.store';
import { clientOrderId } from '../src/modules/brokers/tradovate/tradovate-symbols';
import {
  type TradovateSession,
  TradovateOrderWithheld,
} from '../src/modules/brokers/tradovate/tradovate.port';
import { ordersOn } from './broker-helpers';
import { frontMonth, intent, member, testAdapter, testRedis, testStore } from './tradovate-helpers';

/**
 * The adapter told to place nothing new (`placeNew: false`, a retry after the member's kill
 * switch), against the stub over real HTTP: an order an earlier call placed is found and
 * reported; anything it would have to send or cancel is withheld (TradovateOrderWithheld), and
 * when nothing of the delivery was ever noted as sent, Tradovate is not even asked.
 */
describe('Tradovate adapter: nothing new placed (contract, against a Tradovate stub)', () => {
  let stub: TradovateStub;
  let redis: Redis;
  let store: RedisTradovateStore;
  let session: TradovateSession;
  const { name } = frontMonth();
  const recover = { placeNew: false };

  beforeAll(async () => {
    stub = await startTradovateStub();
    redis = testRedis();
    store = testStore(redis);
  });

  afterAll(async () => {
    await stub.stop();
    redis.disconnect();
  });

  beforeEach(() => {
    session = member(stub);
    stub.setPrice(name, 5000.25);
  });

  const withheld = (promise: Promise<unknown>) =>
    expect(promise).rejects.toBeInstanceOf(TradovateOrderWithheld);

  it('withholds every action of a delivery never sent, without a request to Tradovate', async () => {
    const adapter = testAdapter(stub, store);
    const before = stub.requests.length;
    for (const action of ['buy', 'sell', 'exit', 'reverse', 'cancel'] as const) {
      await withheld(adapter.execute(session, intent({ action }), recover));
    }
    expect(stub.requests.length).toBe(before);
    expect(ordersOn(stub, session.accountId)).toBe(0);
  });

  it('reports the order an earlier call placed when its answer was lost: no second order', async () => {
    const quick = testAdapter(stub, store, { requestTimeoutMs: 300 });
    const order = intent();
    const tag = clientOrderId(order.deliveryId, 'entry');
    stub.hangNext({ path: '/order/placeorder', ms: 2000 });
    stub.hangNext({ path: '/command/list', ms: 2000 });
    await expect(quick.execute(session, order)).rejects.toMatchObject({
      code: 'BROKER_UNAVAILABLE',
      retryable: true,
    });
    const found = await quick.execute(session, order, recover);
    expect(found).toMatchObject({ status: 'filled', positionAfter: 1 });
    expect(stub.ordersWithClOrdId(tag)).toBe(1);
    expect(ordersOn(stub, session.accountId)).toBe(1);
  });

  it('withholds an order noted but never taken by Tradovate (answered 503): nothing sent again', async () => {
    const adapter = testAdapter(stub, store);
    const order = intent();
    stub.answerNext(503, { path: '/order/placeorder' });
    await expect(adapter.execute(session, order)).rejects.toMatchObject({
      code: 'BROKER_UNAVAILABLE',
    });
    const placements = stub.requestsTo('/order/placeorder').length;
    await withheld(adapter.execute(session, order, recover));
    expect(stub.requestsTo('/order/placeorder')).toHaveLength(placements);
    expect(ordersOn(stub, session.accountId)).toBe(0);
  });

  it('withholds the cancels of an exit an earlier call began: the working order stays', async () => {
    const adapter = testAdapter(stub, store);
    await adapter.execute(session, intent({ orderType: 'limit', price: '4990.00' }));
    const exit = intent({ action: 'exit' });
    // Noted as if an earlier call had started, though it sent nothing: cancelling is withheld.
    await store.markSent(session.connectionId, clientOrderId(exit.deliveryId, 'exit'));
    const cancels = stub.requestsTo('/order/cancelorder').length;
    await withheld(adapter.execute(session, exit, recover));
    expect(stub.requestsTo('/order/cancelorder')).toHaveLength(cancels);
    expect(ordersOn(stub, session.accountId)).toBe(1);
  });
});
