import { startProjectXStub, type ProjectXStub } from '@tickrelay/testing/stubs/projectx.stub';
import type { Redis } from 'ioredis';

import type { BrokerEvent } from '../src/modules/brokers/broker.port';
import { customTag } from '../src/modules/brokers/projectx/projectx-symbols';
import type { ProjectXBrokerAdapter } from '../src/modules/brokers/projectx/projectx.broker';
import {
  ProjectXConnectionError,
  ProjectXOrderWithheld,
} from '../src/modules/brokers/projectx/projectx.port';
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
 * Orders at the ProjectX stub over real HTTP, each counted at the stub: brackets in ticks, an
 * account without bracket support (protective orders after the fill), a retry after a lost answer
 * (customTag: never a second order), exit that also cancels the resting stop, cancel, reverse,
 * liquidate, the kill switch's "place nothing new", ProjectX's refusal, and the NQ contract that
 * must not be natural gas.
 */
describe('ProjectX adapter: orders (contract, against a ProjectX stub)', () => {
  let stub: ProjectXStub;
  let redis: Redis;
  let adapter: ProjectXBrokerAdapter;
  let nq: { id: string };

  beforeAll(async () => {
    stub = await startProjectXStub();
    nq = listFrontMonth(stub, 'NQ', 5);
    redis = testRedis();
    adapter = projectXAdapter(stub, projectXStore(redis));
  });

  afterAll(async () => {
    await stub.stop();
    redis.disconnect();
  });

  beforeEach(() => {
    stub.setPrice(nq.id, 21000);
  });

  const kinds = (events: BrokerEvent[]) => events.map((event) => event.kind);

  it('buys NQ on ProjectX ENQ by id, never natural gas or crude from the same "NQ" search', async () => {
    const session = projectXMember(stub);
    const intent = pxIntent();
    const result = await adapter.execute(session, intent);
    expect(result).toMatchObject({ status: 'filled', code: null, positionAfter: 1 });
    const [search] = stub.requestsTo('/contract/search').slice(-1);
    expect(search?.body).toEqual({ live: false, searchText: 'ENQ' });
    const orders = ordersOf(stub, session.accountId);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      contractId: nq.id,
      type: 2,
      side: 0,
      size: 1,
      customTag: customTag(intent.deliveryId, 'entry'),
    });
    expect(result.events[0]).toMatchObject({ kind: 'fill', price: '21000.00', quantity: 1 });
  });

  it('sends the bracket in ticks where the account allows it: one order, its two legs resting', async () => {
    const session = projectXMember(stub, { bracketsAllowed: true });
    const intent = pxIntent({ takeProfit: { ticks: 20 }, stopLoss: { ticks: 10 } });
    const result = await adapter.execute(session, intent);
    expect(result.status).toBe('filled');
    const [place] = stub.requestsTo('/order/place').slice(-1);
    expect(place?.body).toMatchObject({
      stopLossBracket: { ticks: 10, type: 4 },
      takeProfitBracket: { ticks: 20, type: 1 },
    });
    expect(stub.ordersWithTag(customTag(intent.deliveryId, 'entry'))).toBe(1);
    const resting = ordersOf(stub, session.accountId).filter((order) => order.status === 1);
    expect(resting.map((order) => [order.type, order.stopPrice ?? order.limitPrice])).toEqual([
      [4, 20997.5],
      [1, 21005],
    ]);
    expect(kinds(result.events)).toEqual(['fill', 'order_placed', 'order_placed']);
  });

  it('places the stop and the target after the fill where the account has no bracket support', async () => {
    const session = projectXMember(stub, { bracketsAllowed: false });
    const intent = pxIntent({ takeProfit: { ticks: 20 }, stopLoss: { ticks: 10 } });
    const result = await adapter.execute(session, intent);
    expect(result.status).toBe('filled');
    // The bracketed entry was refused (no order), then the entry alone, then the two legs.
    const orders = ordersOf(stub, session.accountId);
    expect(orders.map((order) => order.customTag)).toEqual([
      customTag(intent.deliveryId, 'entry'),
      customTag(intent.deliveryId, 'sl'),
      customTag(intent.deliveryId, 'tp'),
    ]);
    expect(orders.slice(1).map((o) => [o.type, o.side, o.stopPrice ?? o.limitPrice])).toEqual([
      [4, 1, 20997.5],
      [1, 1, 21005],
    ]);
    expect(result.events.filter((event) => event.kind === 'order_placed')).toHaveLength(2);
  });

  it('sends no bracket at all for a connection set to protective orders after the fill', async () => {
    const session = projectXMember(stub, { bracketsAllowed: true, brackets: 'after_fill' });
    const before = stub.requestsTo('/order/place').length;
    await adapter.execute(session, pxIntent({ stopLoss: { ticks: 8 } }));
    const places = stub.requestsTo('/order/place').slice(before);
    expect(places).toHaveLength(2);
    expect(places.every((request) => !('stopLossBracket' in (request.body as object)))).toBe(true);
  });

  it('a retry after a lost answer places no second order: the customTag is found', async () => {
    const session = projectXMember(stub);
    const impatient = projectXAdapter(stub, projectXStore(redis), { requestTimeoutMs: 300 });
    const intent = pxIntent();
    stub.holdNext({ path: '/order/place', ms: 1500 });
    const lost = await impatient.execute(session, intent).catch((error: unknown) => error);
    expect(lost).toBeInstanceOf(ProjectXConnectionError);
    expect((lost as ProjectXConnectionError).code).toBe('BROKER_UNAVAILABLE');
    const tag = customTag(intent.deliveryId, 'entry');
    expect(stub.ordersWithTag(tag)).toBe(1); // ProjectX took it; we never heard
    const retried = await adapter.execute(session, intent, { lookupFirst: true });
    expect(retried).toMatchObject({ status: 'filled', positionAfter: 1 });
    // Without the lookup, ProjectX's own refusal of the used tag leads to the same order.
    const again = await adapter.execute(session, intent);
    expect(again.status).toBe('filled');
    expect(stub.ordersWithTag(tag)).toBe(1);
    expect(ordersOf(stub, session.accountId)).toHaveLength(1);
  });

  it('exits by closeContract and cancels the resting stop and target the close leaves behind', async () => {
    const session = projectXMember(stub);
    await adapter.execute(
      session,
      pxIntent({ takeProfit: { ticks: 20 }, stopLoss: { ticks: 10 } }),
    );
    const exit = await adapter.execute(session, pxIntent({ action: 'exit' }));
    expect(exit).toMatchObject({ status: 'filled', positionAfter: 0 });
    expect(kinds(exit.events)).toEqual(['fill', 'order_cancelled', 'order_cancelled']);
    expect(stub.state.positionOf(session.accountId, nq.id)).toBeUndefined();
    expect(ordersOf(stub, session.accountId).filter((order) => order.status === 1)).toEqual([]);
    // The price through the old stop now opens nothing.
    stub.setPrice(nq.id, 20900);
    expect(stub.state.positionOf(session.accountId, nq.id)).toBeUndefined();
    const again = await adapter.execute(session, pxIntent({ action: 'exit' }));
    expect(again.code).toBe('NO_POSITION');
  });

  it('cancels working orders, reverses, and liquidates the account', async () => {
    const session = projectXMember(stub);
    const limit = await adapter.execute(session, pxIntent({ orderType: 'limit', price: '20950' }));
    expect(limit.status).toBe('working');
    const cancel = await adapter.execute(session, pxIntent({ action: 'cancel' }));
    expect(cancel).toMatchObject({ status: 'cancelled' });
    await adapter.execute(session, pxIntent({ quantity: 2 }));
    // Without a quantity, the same size on the other side: one market order of 4.
    const reverse = await adapter.execute(
      session,
      pxIntent({ action: 'reverse', quantity: undefined }),
    );
    expect(reverse).toMatchObject({ status: 'filled', positionAfter: -2 });
    expect(stub.state.positionOf(session.accountId, nq.id)).toMatchObject({ type: 2, size: 2 });
    expect(ordersOf(stub, session.accountId).at(-1)).toMatchObject({ side: 1, size: 4 });
    const flat = await adapter.liquidate(session);
    expect(flat.status).toBe('filled');
    expect(stub.state.positionOf(session.accountId, nq.id)).toBeUndefined();
    const nothing = await adapter.liquidate(session);
    expect(nothing.code).toBe('NO_POSITION');
  });

  it('places nothing new when told so (kill switch): withheld before any order request', async () => {
    const session = projectXMember(stub);
    const before = stub.requestsTo('/order/place').length;
    const error = await adapter
      .execute(session, pxIntent(), { placeNew: false })
      .catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ProjectXOrderWithheld);
    expect(stub.requestsTo('/order/place')).toHaveLength(before);
    expect(ordersOf(stub, session.accountId)).toHaveLength(0);
  });

  it("keeps ProjectX's words when it refuses an order", async () => {
    const session = projectXMember(stub);
    stub.rejectNextOrder('Outside of trading hours');
    const result = await adapter.execute(session, pxIntent());
    expect(result).toMatchObject({ status: 'rejected', code: 'ORDER_REFUSED' });
    expect(result.events.at(-1)).toMatchObject({
      kind: 'rejected',
      reasonKey: 'broker.ORDER_REFUSED',
      reason: 'Outside of trading hours',
    });
    expect(ordersOf(stub, session.accountId)).toHaveLength(0);
  });
});
