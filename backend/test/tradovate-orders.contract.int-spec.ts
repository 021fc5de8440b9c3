import { startTradovateStub, type TradovateStub } from '@tickrelay/testing/stubs/tradovate.stub';
import type { Redis } from 'ioredis';

import type { BrokerEvent, BrokerResult } from '../src/modules/brokers/broker.port';
import type { RedisTradovateStore } from '../src/modules/brokers/tradovate/tradovate-redis.store';
import { clientOrderId } from '../src/modules/brokers/tradovate/tradovate-symbols';
import type { TradovateBrokerAdapter } from '../src/modules/brokers/tradovate/tradovate.broker';
import type { TradovateSession } from '../src/modules/brokers/tradovate/tradovate.port';
import { TradovateConnectionError } from '../src/modules/brokers/tradovate/tradovate.port';
import { frontMonth, intent, member, testAdapter, testRedis, testStore } from './tradovate-helpers';

type Event<K extends BrokerEvent['kind']> = Extract<BrokerEvent, { kind: K }>;
const eventsOf = <K extends BrokerEvent['kind']>(result: BrokerResult, kind: K): Event<K>[] =>
  result.events.filter((event): event is Event<K> => event.kind === kind);

/**
 * Orders through the Tradovate adapter against the stub over real HTTP: market, limit and stop
 * entries, OSO brackets, refusals in Tradovate's words, a timeout whose retry finds the order
 * instead of placing it again, exit (liquidateposition), cancel, reverse, sentiment, flatten.
 */
describe('Tradovate adapter: orders (contract, against a Tradovate stub)', () => {
  let stub: TradovateStub;
  let redis: Redis;
  let store: RedisTradovateStore;
  let adapter: TradovateBrokerAdapter;
  let session: TradovateSession;
  const { contract, name } = frontMonth();
  const symbol = contract.symbol;

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
    session = member(stub);
    stub.setPrice(name, 5000.25);
  });

  const lastBody = (path: string) =>
    stub.requestsTo(path).slice(-1)[0]?.body as Record<string, unknown>;

  it('buys at market: Tradovate name, client order id, isAutomated, and the fill it reports', async () => {
    const order = intent({ quantity: 2 });
    const result = await adapter.execute(session, order);
    expect(lastBody('/order/placeorder')).toEqual({
      accountSpec: session.accountName,
      accountId: session.accountId,
      clOrdId: clientOrderId(order.deliveryId, 'entry'),
      action: 'Buy',
      symbol: name,
      orderQty: 2,
      orderType: 'Market',
      isAutomated: true,
    });
    expect(result).toMatchObject({
      status: 'filled',
      code: null,
      contract: symbol,
      positionAfter: 2,
    });
    const [fill] = eventsOf(result, 'fill');
    expect(fill).toMatchObject({
      contract: symbol,
      side: 'buy',
      quantity: 2,
      requestedQuantity: 2,
      price: '5000.25',
      orderType: 'market',
      closedQuantity: 0,
      positionAfter: 2,
    });
    expect(fill?.orderId).toMatch(/^\d+$/);
  });

  it('reports a refused order with Tradovate failureText (ORDER_REFUSED)', async () => {
    stub.rejectNextOrder('Order would exceed the account margin', 'OtherExecutionRelated');
    const result = await adapter.execute(session, intent());
    expect(result).toMatchObject({ status: 'rejected', code: 'ORDER_REFUSED', positionAfter: 0 });
    expect(eventsOf(result, 'rejected')[0]).toMatchObject({
      code: 'ORDER_REFUSED',
      reasonKey: 'broker.ORDER_REFUSED',
      reason: 'Order would exceed the account margin',
    });
  });

  it('never places a second order when the answer times out: the order is looked up', async () => {
    const quick = testAdapter(stub, store, { requestTimeoutMs: 300 });
    const order = intent();
    const tag = clientOrderId(order.deliveryId, 'entry');
    stub.hangNext({ path: '/order/placeorder', ms: 2000 });
    const result = await quick.execute(session, order);
    expect(result.status).toBe('filled');
    expect(stub.ordersWithClOrdId(tag)).toBe(1);
    // The same delivery again (a job's retry): found by its client order id, not sent again.
    const again = await quick.execute(session, order);
    expect(again.status).toBe('filled');
    expect(eventsOf(again, 'fill')).toEqual(eventsOf(result, 'fill'));
    expect(again.positionAfter).toBe(result.positionAfter);
    expect(stub.ordersWithClOrdId(tag)).toBe(1);
    expect(
      stub.requestsTo('/order/placeorder').filter((r) => lastTag(r.body) === tag),
    ).toHaveLength(1);
  });

  it('fails retryable when neither the order nor the lookup answers, and the retry still places one order', async () => {
    const quick = testAdapter(stub, store, { requestTimeoutMs: 300 });
    const order = intent();
    const tag = clientOrderId(order.deliveryId, 'entry');
    stub.hangNext({ path: '/order/placeorder', ms: 2000 });
    stub.hangNext({ path: '/command/list', ms: 2000 });
    const error = await quick.execute(session, order).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(TradovateConnectionError);
    expect((error as TradovateConnectionError).code).toBe('BROKER_UNAVAILABLE');
    expect((error as TradovateConnectionError).retryable).toBe(true);
    const retried = await quick.execute(session, order);
    expect(retried.status).toBe('filled');
    expect(stub.ordersWithClOrdId(tag)).toBe(1);
  });

  it('places an OSO with a take-profit limit and a stop-loss stop from the entry (tick math)', async () => {
    const order = intent({ price: '5000.25', takeProfit: { ticks: 8 }, stopLoss: { points: 2 } });
    const result = await adapter.execute(session, order);
    expect(lastBody('/order/placeoso')).toMatchObject({
      clOrdId: clientOrderId(order.deliveryId, 'entry'),
      action: 'Buy',
      symbol: name,
      orderQty: 1,
      orderType: 'Market',
      isAutomated: true,
      bracket1: {
        action: 'Sell',
        orderType: 'Limit',
        price: 5002.25,
        clOrdId: clientOrderId(order.deliveryId, 'tp'),
      },
      bracket2: {
        action: 'Sell',
        orderType: 'Stop',
        stopPrice: 4998.25,
        clOrdId: clientOrderId(order.deliveryId, 'sl'),
      },
    });
    expect(result).toMatchObject({ status: 'filled', positionAfter: 1 });
    const legs = eventsOf(result, 'order_placed');
    expect(legs.map((leg) => [leg.orderType, leg.side, leg.price])).toEqual([
      ['take_profit', 'sell', '5002.25'],
      ['stop_loss', 'sell', '4998.25'],
    ]);
    expect(legs[0]?.ocoGroup).toBe(legs[1]?.ocoGroup);
    expect(legs[0]?.ocoGroup).toBe(eventsOf(result, 'fill')[0]?.orderId);

    // The take-profit fills at Tradovate; its stop-loss is cancelled with it (OCO).
    stub.setPrice(name, 5002.5);
    const tp = stub.state.orders.get(Number(legs[0]!.orderId));
    const sl = stub.state.orders.get(Number(legs[1]!.orderId));
    expect([tp?.ordStatus, sl?.ordStatus]).toEqual(['Filled', 'Canceled']);
  });

  it('refuses brackets on a market order without a price (PRICE_REQUIRED), sending nothing', async () => {
    const sent = stub.requests.length;
    const result = await adapter.execute(
      session,
      intent({ price: undefined, takeProfit: { ticks: 4 } }),
    );
    expect(result).toMatchObject({ status: 'rejected', code: 'PRICE_REQUIRED' });
    expect(stub.requests).toHaveLength(sent);
  });

  it('places a sell limit on the grid and reports it working; a stop entry likewise', async () => {
    const limit = await adapter.execute(
      session,
      intent({ action: 'sell', orderType: 'limit', price: '5010.1' }),
    );
    expect(lastBody('/order/placeorder')).toMatchObject({ orderType: 'Limit', price: 5010.25 });
    expect(limit).toMatchObject({ status: 'working', positionAfter: 0 });
    expect(eventsOf(limit, 'order_placed')[0]).toMatchObject({
      orderType: 'limit',
      side: 'sell',
      price: '5010.25',
      ocoGroup: null,
    });
    const stop = await adapter.execute(session, intent({ orderType: 'stop', price: '5020' }));
    expect(lastBody('/order/placeorder')).toMatchObject({ orderType: 'Stop', stopPrice: 5020 });
    expect(stop.status).toBe('working');
  });

  it('exits with liquidateposition: working orders cancelled, the position closed at market', async () => {
    await adapter.execute(session, intent({ quantity: 2, price: '5000.25' }));
    await adapter.execute(session, intent({ action: 'sell', orderType: 'limit', price: '5100' }));
    stub.setPrice(name, 5001.25);
    const exit = intent({ action: 'exit', quantity: undefined });
    const result = await adapter.execute(session, exit);
    expect(lastBody('/order/liquidateposition')).toEqual({
      accountId: session.accountId,
      contractId: stub.state.findContract(name)!.id,
      admin: false,
      customTag50: clientOrderId(exit.deliveryId, 'exit'),
      isAutomated: true,
    });
    expect(result).toMatchObject({ status: 'filled', positionAfter: 0 });
    expect(eventsOf(result, 'order_cancelled')).toHaveLength(1);
    expect(eventsOf(result, 'order_cancelled')[0]?.reason).toBe('exit');
    expect(eventsOf(result, 'fill')[0]).toMatchObject({
      side: 'sell',
      quantity: 2,
      price: '5001.25',
      closedQuantity: 2,
      // 1 point × $5 × 2 contracts
      realizedPnlCents: 1000,
      positionAfter: 0,
    });
    const flat = await adapter.execute(session, intent({ action: 'exit', quantity: undefined }));
    expect(flat).toMatchObject({ status: 'rejected', code: 'NO_POSITION' });
  });

  it('cancels the contract working orders, then has none left (NO_WORKING_ORDERS)', async () => {
    const placed = await adapter.execute(
      session,
      intent({ orderType: 'limit', price: '4990', takeProfit: { ticks: 4 } }),
    );
    expect(eventsOf(placed, 'order_placed')).toHaveLength(2);
    const cancel = await adapter.execute(
      session,
      intent({ action: 'cancel', quantity: undefined }),
    );
    expect(cancel).toMatchObject({ status: 'cancelled', positionAfter: 0 });
    expect(eventsOf(cancel, 'order_cancelled').map((event) => event.reason)).toEqual([
      'requested',
      'requested',
    ]);
    const again = await adapter.execute(session, intent({ action: 'cancel', quantity: undefined }));
    expect(again).toMatchObject({ status: 'rejected', code: 'NO_WORKING_ORDERS' });
  });

  it('reverses a long position into a short one at market', async () => {
    await adapter.execute(session, intent({ quantity: 1 }));
    const result = await adapter.execute(session, intent({ action: 'reverse', quantity: 2 }));
    expect(lastBody('/order/placeorder')).toMatchObject({ action: 'Sell', orderQty: 3 });
    expect(result).toMatchObject({ status: 'filled', positionAfter: -2 });
  });

  it('reverses with brackets: the old brackets cancelled, the position closed, then an OSO opens', async () => {
    await adapter.execute(session, intent({ quantity: 2, takeProfit: { ticks: 20 } }));
    const reverse = intent({ action: 'reverse', quantity: 1, stopLoss: { ticks: 8 } });
    const result = await adapter.execute(session, reverse);
    expect(eventsOf(result, 'order_cancelled').map((event) => event.reason)).toEqual([
      'position_closed',
    ]);
    expect(
      eventsOf(result, 'fill').map((fill) => [fill.side, fill.quantity, fill.positionAfter]),
    ).toEqual([
      ['sell', 2, 0],
      ['sell', 1, -1],
    ]);
    expect(lastBody('/order/placeoso')).toMatchObject({
      clOrdId: clientOrderId(reverse.deliveryId, 'open'),
      action: 'Sell',
      orderQty: 1,
      bracket1: { action: 'Buy', orderType: 'Stop', stopPrice: 5002.25 },
    });
    expect(result).toMatchObject({ status: 'filled', positionAfter: -1 });
  });

  it('caps a bullish sell at the long position (sentiment), and refuses a bearish buy', async () => {
    await adapter.execute(session, intent({ quantity: 1 }));
    const capped = await adapter.execute(
      session,
      intent({ action: 'sell', quantity: 3, sentiment: 'bullish' }),
    );
    expect(eventsOf(capped, 'fill')[0]).toMatchObject({ quantity: 1, requestedQuantity: 3 });
    expect(capped.positionAfter).toBe(0);
    const refused = await adapter.execute(session, intent({ sentiment: 'bearish' }));
    expect(refused).toMatchObject({ status: 'rejected', code: 'NO_POSITION' });
  });

  it('refuses a contract Tradovate does not list (UNKNOWN_CONTRACT)', async () => {
    const other = frontMonth('M2K');
    stub.state.delisted.add(other.name);
    const result = await adapter.execute(session, intent({ contract: other.contract }));
    expect(result).toMatchObject({ status: 'rejected', code: 'UNKNOWN_CONTRACT' });
  });

  it('flattens every position and working order of the account (kill switch)', async () => {
    const gold = frontMonth('MGC');
    stub.setPrice(gold.name, 2400.5);
    await adapter.execute(session, intent({ quantity: 1 }));
    await adapter.execute(
      session,
      intent({ contract: gold.contract, action: 'sell', price: '2400.5' }),
    );
    await adapter.execute(session, intent({ orderType: 'limit', price: '4900' }));
    const result = await adapter.liquidate(session);
    expect(result).toMatchObject({ status: 'filled', contract: null, positionAfter: null });
    expect(eventsOf(result, 'fill').map((fill) => [fill.contract, fill.side])).toEqual(
      expect.arrayContaining([
        [symbol, 'sell'],
        [gold.contract.symbol, 'buy'],
      ]),
    );
    expect(eventsOf(result, 'order_cancelled')[0]?.reason).toBe('flatten');
    const again = await adapter.liquidate(session);
    expect(again).toMatchObject({ status: 'rejected', code: 'NO_POSITION' });
    const one = await adapter.liquidate(session, symbol);
    expect(one).toMatchObject({ status: 'rejected', code: 'NO_POSITION', contract: symbol });
  });
});

function lastTag(body: unknown): unknown {
  return typeof body === 'object' && body !== null
    ? (body as Record<string, unknown>).clOrdId
    : undefined;
}
