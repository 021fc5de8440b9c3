import { futuresContract, type FuturesContract } from '@tickrelay/contracts/futures/roll-calendar';

import type { BrokerEvent, BrokerResult, OrderIntent } from '../broker.port';
import {
  createPaperAccount,
  DEFAULT_STARTING_BALANCE_CENTS,
  executeIntent,
  flatten,
  tick,
} from './paper-engine';
import type { PaperAccountOptions, PaperAccountState } from './paper-engine.types';
import { paperAccountView } from './paper-views';

const ES = futuresContract('ES', 'U', 2026);
const NQ = futuresContract('NQ', 'U', 2026);
const START = Date.UTC(2026, 4, 4, 14, 0, 0); // Monday 4 May 2026, 09:00 in Chicago

/** An account driven step by step; each step one second after the previous one. */
class Account {
  state: PaperAccountState;
  private clock = 0;
  private deliveries = 0;

  constructor(options?: PaperAccountOptions) {
    this.state = createPaperAccount(options);
  }

  nextAt(): string {
    this.clock += 1;
    return new Date(START + this.clock * 1000).toISOString();
  }

  intent(fields: Partial<OrderIntent>): OrderIntent {
    this.deliveries += 1;
    return {
      deliveryId: `delivery-${this.deliveries}`,
      contract: ES,
      action: 'buy',
      orderType: 'market',
      at: this.nextAt(),
      ...fields,
    };
  }

  do(fields: Partial<OrderIntent>): BrokerResult {
    const { state, result } = executeIntent(this.state, this.intent(fields));
    this.state = state;
    return result;
  }

  tick(price: number | string, contract: FuturesContract = ES): BrokerEvent[] {
    const { state, events } = tick(this.state, contract, price, this.nextAt());
    this.state = state;
    return events;
  }

  position(contract: FuturesContract = ES): number {
    return this.state.positions[contract.symbol]?.quantity ?? 0;
  }

  working(): Array<{ type: string; side: string; quantity: number; price: string }> {
    return paperAccountView(this.state).workingOrders.map(({ type, side, quantity, price }) => ({
      type,
      side,
      quantity,
      price,
    }));
  }
}

const fills = (result: BrokerResult | BrokerEvent[]) =>
  (Array.isArray(result) ? result : result.events).filter(
    (event): event is Extract<BrokerEvent, { kind: 'fill' }> => event.kind === 'fill',
  );
const kinds = (result: BrokerResult | BrokerEvent[]) =>
  (Array.isArray(result) ? result : result.events).map((event) =>
    event.kind === 'order_cancelled' ? `cancelled:${event.reason}` : event.kind,
  );
const fillSummary = (result: BrokerResult | BrokerEvent[]) =>
  fills(result).map((fill) => [fill.side, fill.quantity, fill.price, fill.realizedPnlCents]);

describe('paper account', () => {
  it('opens with 50,000 USD, no commission, nothing open', () => {
    const state = createPaperAccount();
    expect(state.startingBalanceCents).toBe(DEFAULT_STARTING_BALANCE_CENTS);
    expect(DEFAULT_STARTING_BALANCE_CENTS).toBe(5_000_000);
    expect(state).toMatchObject({
      commissionCentsPerContractPerSide: 0,
      realizedPnlCents: 0,
      positions: {},
      workingOrders: [],
    });
    expect(createPaperAccount({ startingBalanceCents: 1_000_000 }).startingBalanceCents).toBe(
      1_000_000,
    );
  });

  it('refuses options that are not whole cents', () => {
    expect(() => createPaperAccount({ startingBalanceCents: 10.5 })).toThrow(RangeError);
    expect(() => createPaperAccount({ startingBalanceCents: -1 })).toThrow(RangeError);
    expect(() => createPaperAccount({ commissionCentsPerContractPerSide: 0.25 })).toThrow(
      RangeError,
    );
  });
});

describe('market orders', () => {
  it('fills a buy at the alert price and opens a long position', () => {
    const account = new Account();
    const before = structuredClone(account.state);
    const input = account.state;
    const result = account.do({ action: 'buy', quantity: 2, price: 5123.25 });
    expect(result).toEqual({
      status: 'filled',
      code: null,
      contract: 'ESU2026',
      positionAfter: 2,
      events: [
        {
          kind: 'fill',
          fillId: 'f1',
          orderId: null,
          contract: 'ESU2026',
          side: 'buy',
          quantity: 2,
          price: '5123.25',
          orderType: 'market',
          closedQuantity: 0,
          realizedPnlCents: 0,
          commissionCents: 0,
          positionAfter: 2,
          at: '2026-05-04T14:00:01.000Z',
        },
      ],
    });
    expect(account.state.positions.ESU2026).toEqual({
      contract: 'ESU2026',
      root: 'ES',
      quantity: 2,
      lots: [{ quantity: 2, priceTicks: 20493 }],
      openedAt: '2026-05-04T14:00:01.000Z',
    });
    expect(account.state.lastPrices.ESU2026).toEqual({
      root: 'ES',
      priceTicks: 20493,
      at: '2026-05-04T14:00:01.000Z',
    });
    expect(input).toEqual(before); // the input state is never modified
  });

  it('fills a sell and opens a short position', () => {
    const account = new Account();
    const result = account.do({ action: 'sell', quantity: 3, price: '5100' });
    expect(fillSummary(result)).toEqual([['sell', 3, '5100.00', 0]]);
    expect(account.position()).toBe(-3);
    expect(account.state.positions.ESU2026?.lots).toEqual([{ quantity: 3, priceTicks: 20400 }]);
  });

  it('adds to a position: lots kept, average price weighted', () => {
    const account = new Account();
    account.do({ action: 'buy', quantity: 1, price: 5000 });
    account.do({ action: 'buy', quantity: 2, price: 5001.25 });
    expect(account.position()).toBe(3);
    expect(account.state.positions.ESU2026?.lots).toEqual([
      { quantity: 1, priceTicks: 20000 },
      { quantity: 2, priceTicks: 20005 },
    ]);
    expect(paperAccountView(account.state).positions[0]?.averagePrice).toBe('5000.833333');
  });

  it('reduces first in first out, realising each lot, then closes', () => {
    const account = new Account();
    account.do({ action: 'buy', quantity: 1, price: 5000 });
    account.do({ action: 'buy', quantity: 2, price: 5010 });
    const partial = account.do({ action: 'sell', quantity: 2, price: 5020 });
    // 1 @ 5000 → 5020: 80 ticks; 1 @ 5010 → 5020: 40 ticks; × 12.50 USD
    expect(fills(partial)[0]).toMatchObject({ closedQuantity: 2, realizedPnlCents: 150_000 });
    expect(account.state.positions.ESU2026?.lots).toEqual([{ quantity: 1, priceTicks: 20040 }]);
    const full = account.do({ action: 'sell', quantity: 1, price: 5000 });
    expect(fills(full)[0]).toMatchObject({ realizedPnlCents: -50_000, positionAfter: 0 });
    expect(account.state.positions).toEqual({});
    expect(account.state.realizedPnlCents).toBe(100_000);
  });

  it('goes through zero into the other side in one fill', () => {
    const account = new Account();
    account.do({ action: 'buy', quantity: 2, price: 5000 });
    const result = account.do({ action: 'sell', quantity: 5, price: 4990 });
    expect(fills(result)[0]).toMatchObject({
      closedQuantity: 2,
      realizedPnlCents: -100_000,
      positionAfter: -3,
    });
    expect(account.state.positions.ESU2026).toMatchObject({
      quantity: -3,
      lots: [{ quantity: 3, priceTicks: 19960 }],
      openedAt: result.events[0]?.at,
    });
  });

  it('realises a short position the other way round', () => {
    const account = new Account();
    account.do({ action: 'sell', quantity: 1, price: 5000 });
    const result = account.do({ action: 'buy', quantity: 1, price: 4990 });
    expect(fillSummary(result)).toEqual([['buy', 1, '4990.00', 50_000]]);
  });

  it('fills at the last price seen when the alert has none, else PRICE_REQUIRED', () => {
    const account = new Account();
    expect(account.do({ action: 'buy', quantity: 1 })).toMatchObject({
      status: 'rejected',
      code: 'PRICE_REQUIRED',
    });
    account.tick(5005.5);
    expect(fillSummary(account.do({ action: 'buy', quantity: 1 }))).toEqual([
      ['buy', 1, '5005.50', 0],
    ]);
  });

  it('puts a price off the grid on the nearest tick', () => {
    const account = new Account();
    expect(fills(account.do({ quantity: 1, price: '5000.3' }))[0]?.price).toBe('5000.25');
    expect(fills(account.do({ quantity: 1, price: 5000.375 }))[0]?.price).toBe('5000.50');
  });
});

describe('reverse, exit and cancel', () => {
  it('reverses long N into short N, or into short `quantity`', () => {
    const account = new Account();
    account.do({ action: 'buy', quantity: 2, price: 5000 });
    const reversed = account.do({ action: 'reverse', price: 5010 });
    expect(fillSummary(reversed)).toEqual([['sell', 4, '5010.00', 100_000]]);
    expect(reversed.positionAfter).toBe(-2);
    const again = account.do({ action: 'reverse', quantity: 1, price: 5008 });
    expect(fillSummary(again)).toEqual([['buy', 3, '5008.00', 2 * 8 * 1250]]);
    expect(account.position()).toBe(1);
  });

  it('reverses at the last price when the alert has none', () => {
    const account = new Account();
    account.do({ action: 'sell', quantity: 1, price: 5000 });
    account.tick(4999);
    expect(fillSummary(account.do({ action: 'reverse' }))).toEqual([
      ['buy', 2, '4999.00', 4 * 1250],
    ]);
  });

  it('refuses to reverse nothing, or at a limit', () => {
    const account = new Account();
    expect(account.do({ action: 'reverse', price: 5000 })).toMatchObject({
      status: 'rejected',
      code: 'NO_POSITION',
    });
    account.do({ action: 'buy', quantity: 1, price: 5000 });
    expect(account.do({ action: 'reverse', orderType: 'limit', price: 5000 })).toMatchObject({
      code: 'ORDER_TYPE_NOT_SUPPORTED',
    });
  });

  it('exit flattens at the alert price and cancels the working orders first', () => {
    const account = new Account();
    account.do({ action: 'buy', quantity: 2, price: 5000 });
    account.do({ action: 'buy', orderType: 'limit', quantity: 1, price: 4900 });
    const result = account.do({ action: 'exit', price: 5005 });
    expect(kinds(result)).toEqual(['cancelled:exit', 'fill']);
    expect(fillSummary(result)).toEqual([['sell', 2, '5005.00', 2 * 20 * 1250]]);
    expect(result).toMatchObject({ status: 'filled', positionAfter: 0 });
    expect(account.state.workingOrders).toEqual([]);
  });

  it('exit with only working orders cancels them; with nothing at all it is NO_POSITION', () => {
    const account = new Account();
    account.do({ action: 'sell', orderType: 'stop', quantity: 1, price: 4900 });
    expect(account.do({ action: 'exit' })).toMatchObject({
      status: 'cancelled',
      events: [{ kind: 'order_cancelled', reason: 'exit' }],
    });
    expect(account.do({ action: 'exit' })).toMatchObject({
      status: 'rejected',
      code: 'NO_POSITION',
      events: [
        {
          kind: 'rejected',
          code: 'NO_POSITION',
          reasonKey: 'broker.NO_POSITION',
          params: { contract: 'ESU2026' },
        },
      ],
    });
  });

  it('cancel removes working orders and leaves the position alone', () => {
    const account = new Account();
    account.do({ action: 'buy', quantity: 1, price: 5000 });
    account.do({ action: 'buy', orderType: 'limit', quantity: 1, price: 4990 });
    account.do({ action: 'sell', orderType: 'limit', quantity: 1, price: 5050 });
    account.do({ contract: NQ, action: 'buy', orderType: 'limit', quantity: 1, price: 18000 });
    const result = account.do({ action: 'cancel' });
    expect(kinds(result)).toEqual(['cancelled:requested', 'cancelled:requested']);
    expect(result).toMatchObject({ status: 'cancelled', positionAfter: 1 });
    expect(account.state.workingOrders.map((order) => order.contract)).toEqual(['NQU2026']);
    expect(account.do({ action: 'cancel' })).toMatchObject({ code: 'NO_WORKING_ORDERS' });
  });
});

describe('limit and stop orders', () => {
  it('a buy limit waits, then fills at its price when a later price is at or below it', () => {
    const account = new Account();
    const placed = account.do({ action: 'buy', orderType: 'limit', quantity: 1, price: 4990 });
    expect(placed).toMatchObject({
      status: 'working',
      positionAfter: 0,
      events: [
        {
          kind: 'order_placed',
          orderId: 'o1',
          side: 'buy',
          quantity: 1,
          orderType: 'limit',
          price: '4990.00',
          ocoGroup: null,
        },
      ],
    });
    expect(account.tick(4990.25)).toEqual([]);
    const events = account.tick(4990);
    expect(kinds(events)).toEqual(['order_triggered', 'fill']);
    expect(fills(events)[0]).toMatchObject({ orderId: 'o1', price: '4990.00', orderType: 'limit' });
    expect(account.position()).toBe(1);
  });

  it('a limit gapped through fills at the limit price, never better', () => {
    const account = new Account();
    account.do({ action: 'buy', orderType: 'limit', quantity: 1, price: 4990 });
    const events = account.tick(4980);
    expect(events[0]).toMatchObject({ kind: 'order_triggered', price: '4980.00' });
    expect(fillSummary(events)).toEqual([['buy', 1, '4990.00', 0]]);
    account.do({ action: 'sell', orderType: 'limit', quantity: 1, price: 5010 });
    expect(account.tick(5009.75)).toEqual([]);
    expect(fillSummary(account.tick(5030))).toEqual([['sell', 1, '5010.00', 20 * 4 * 1250]]);
  });

  it('a buy stop fills at the price that reached it, gaps included', () => {
    const account = new Account();
    account.do({ action: 'buy', orderType: 'stop', quantity: 2, price: 5010 });
    expect(account.tick(5009.75)).toEqual([]);
    expect(fillSummary(account.tick(5020))).toEqual([['buy', 2, '5020.00', 0]]);
  });

  it('a sell stop triggers at or below its price', () => {
    const account = new Account();
    account.do({ action: 'buy', quantity: 1, price: 5000 });
    account.do({ action: 'sell', orderType: 'stop', quantity: 1, price: 4990 });
    expect(account.tick(4990.25)).toEqual([]);
    expect(fillSummary(account.tick(4990))).toEqual([['sell', 1, '4990.00', -50_000]]);
  });

  it('rounds order prices to the tick on the cautious side', () => {
    const account = new Account();
    account.do({ action: 'buy', orderType: 'limit', quantity: 1, price: '4900.3' });
    account.do({ action: 'sell', orderType: 'limit', quantity: 1, price: '5100.3' });
    account.do({ action: 'buy', orderType: 'stop', quantity: 1, price: '5100.3' });
    account.do({ action: 'sell', orderType: 'stop', quantity: 1, price: '4900.3' });
    expect(account.working().map((order) => order.price)).toEqual([
      '4900.25',
      '5100.50',
      '5100.50',
      '4900.25',
    ]);
  });

  it('a later alert on the same contract is a price first: orders trigger, then it executes', () => {
    const account = new Account();
    account.do({ action: 'buy', quantity: 1, price: 5000 });
    account.do({ action: 'sell', orderType: 'limit', quantity: 1, price: 5010 });
    const result = account.do({ action: 'buy', quantity: 1, price: 5012 });
    expect(kinds(result)).toEqual(['order_triggered', 'fill', 'fill']);
    expect(fillSummary(result)).toEqual([
      ['sell', 1, '5010.00', 40 * 1250],
      ['buy', 1, '5012.00', 0],
    ]);
    expect(account.position()).toBe(1);
  });

  it('an alert on another contract, or a limit/stop order price, is not a price tick', () => {
    const account = new Account();
    account.do({ action: 'buy', quantity: 1, price: 5000 });
    account.do({ action: 'sell', orderType: 'limit', quantity: 1, price: 5010 });
    expect(kinds(account.do({ contract: NQ, quantity: 1, price: 99_999 }))).toEqual(['fill']);
    expect(
      kinds(account.do({ action: 'sell', orderType: 'stop', quantity: 1, price: 4000 })),
    ).toEqual(['order_placed']);
    expect(account.state.lastPrices.ESU2026?.priceTicks).toBe(20000);
    expect(account.working().map((order) => order.price)).toEqual(['5010.00', '4000.00']);
  });

  it('an order already through the last price fills at once (limit at its price, stop at the last price)', () => {
    const account = new Account();
    account.tick(5000);
    const limit = account.do({ action: 'buy', orderType: 'limit', quantity: 1, price: 5020 });
    expect(limit.status).toBe('filled');
    expect(kinds(limit)).toEqual(['order_placed', 'order_triggered', 'fill']);
    expect(fillSummary(limit)).toEqual([['buy', 1, '5020.00', 0]]);
    const stop = account.do({ action: 'buy', orderType: 'stop', quantity: 1, price: 4990 });
    expect(fillSummary(stop)).toEqual([['buy', 1, '5000.00', 0]]);
    expect(account.state.workingOrders).toEqual([]);
  });

  it('triggers several orders on one price oldest first', () => {
    const account = new Account();
    account.do({ action: 'buy', orderType: 'limit', quantity: 1, price: 4990 });
    account.do({ action: 'buy', orderType: 'limit', quantity: 2, price: 4995 });
    account.do({ action: 'buy', orderType: 'limit', quantity: 3, price: 4980 });
    const events = account.tick(4985);
    expect(fills(events).map((fill) => [fill.orderId, fill.price])).toEqual([
      ['o1', '4990.00'],
      ['o2', '4995.00'],
    ]);
    expect(account.position()).toBe(3);
    expect(account.working()).toEqual([
      { type: 'limit', side: 'buy', quantity: 3, price: '4980.00' },
    ]);
  });
});

describe('sentiment', () => {
  it('bullish caps a sell at the long position, reporting what was asked', () => {
    const account = new Account();
    account.do({ action: 'buy', quantity: 2, price: 5000 });
    const result = account.do({ action: 'sell', quantity: 5, sentiment: 'bullish', price: 5001 });
    expect(fills(result)[0]).toMatchObject({ quantity: 2, requestedQuantity: 5, positionAfter: 0 });
  });

  it('bearish caps a buy at the short position', () => {
    const account = new Account();
    account.do({ action: 'sell', quantity: 3, price: 5000 });
    const result = account.do({ action: 'buy', quantity: 5, sentiment: 'bearish', price: 4999 });
    expect(fills(result)[0]).toMatchObject({ quantity: 3, requestedQuantity: 5, positionAfter: 0 });
  });

  it('an order towards its side is not capped', () => {
    const account = new Account();
    expect(account.do({ quantity: 2, sentiment: 'bullish', price: 5000 }).positionAfter).toBe(2);
    const result = account.do({ action: 'sell', quantity: 10, sentiment: 'bearish', price: 5000 });
    expect(result.positionAfter).toBe(-8);
    expect(fills(result)[0]?.requestedQuantity).toBeUndefined();
  });

  it('flat closes the whole position whatever the quantity, and needs one', () => {
    const account = new Account();
    expect(account.do({ action: 'sell', sentiment: 'flat', price: 5000 })).toMatchObject({
      code: 'NO_POSITION',
    });
    account.do({ action: 'buy', quantity: 4, price: 5000 });
    const result = account.do({ action: 'sell', quantity: 1, sentiment: 'flat', price: 5001 });
    expect(fills(result)[0]).toMatchObject({ quantity: 4, requestedQuantity: 1, positionAfter: 0 });
    account.do({ action: 'sell', quantity: 2, price: 5000 });
    expect(account.do({ action: 'buy', sentiment: 'flat', price: 4999 }).positionAfter).toBe(0);
  });

  it.each([
    ['flat buy while long', 1, 'buy', 'flat', 'SENTIMENT_CONFLICT'],
    ['bullish buy that stays short', -5, 'buy', 'bullish', 'SENTIMENT_CONFLICT'],
    ['bullish sell while short', -1, 'sell', 'bullish', 'SENTIMENT_CONFLICT'],
    ['bearish buy while long', 1, 'buy', 'bearish', 'SENTIMENT_CONFLICT'],
    ['bullish sell while flat', 0, 'sell', 'bullish', 'NO_POSITION'],
    ['bearish buy while flat', 0, 'buy', 'bearish', 'NO_POSITION'],
  ] as const)('refuses a %s', (_name, position, action, sentiment, code) => {
    const account = new Account();
    if (position !== 0) {
      account.do({
        action: position > 0 ? 'buy' : 'sell',
        quantity: Math.abs(position),
        price: 5000,
      });
    }
    const before = account.state.positions;
    expect(account.do({ action, quantity: 2, sentiment, price: 5000 })).toMatchObject({
      status: 'rejected',
      code,
      positionAfter: position,
    });
    expect(account.state.positions).toEqual(before);
  });

  it('is checked when a limit order is placed and again when it fills', () => {
    const account = new Account();
    expect(
      account.do({
        action: 'sell',
        orderType: 'limit',
        quantity: 1,
        price: 5010,
        sentiment: 'bullish',
      }),
    ).toMatchObject({ code: 'NO_POSITION' });
    account.do({ action: 'buy', quantity: 2, price: 5000 });
    account.do({
      action: 'sell',
      orderType: 'limit',
      quantity: 5,
      price: 5010,
      sentiment: 'bullish',
    });
    account.do({ action: 'sell', quantity: 2, price: 5000 }); // flat before the limit is reached
    const events = account.tick(5010);
    expect(kinds(events)).toEqual(['order_triggered', 'cancelled:sentiment']);
    expect(account.position()).toBe(0);
  });

  it('caps a limit order at fill time to what the position then allows', () => {
    const account = new Account();
    account.do({ action: 'buy', quantity: 3, price: 5000 });
    account.do({
      action: 'sell',
      orderType: 'limit',
      quantity: 5,
      price: 5010,
      sentiment: 'bullish',
    });
    account.do({ action: 'sell', quantity: 1, price: 5000 });
    expect(fills(account.tick(5010))[0]).toMatchObject({ quantity: 2, requestedQuantity: 5 });
  });
});

describe('rejections', () => {
  const expired = futuresContract('ES', 'H', 2026);

  it.each<[string, Partial<OrderIntent>, string, Record<string, string | number>]>([
    [
      'a limit without price',
      { orderType: 'limit', quantity: 1 },
      'PRICE_REQUIRED',
      { orderType: 'limit' },
    ],
    [
      'a stop without price',
      { orderType: 'stop', quantity: 1 },
      'PRICE_REQUIRED',
      { orderType: 'stop' },
    ],
    ['a zero price', { quantity: 1, price: 0 }, 'INVALID_PRICE', { price: '0' }],
    ['a negative price', { quantity: 1, price: '-5' }, 'INVALID_PRICE', { price: '-5' }],
    [
      'a price that is not a number',
      { quantity: 1, price: 'abc' },
      'INVALID_PRICE',
      { price: 'abc' },
    ],
    ['a price below one tick', { quantity: 1, price: 0.1 }, 'INVALID_PRICE', { price: '0.1' }],
    [
      'a price beyond 10^8 ticks',
      { quantity: 1, price: 25_000_001 },
      'INVALID_PRICE',
      { price: '25000001' },
    ],
    ['a buy without quantity', { price: 5000 }, 'QUANTITY_REQUIRED', {}],
    ['a quantity of 0', { quantity: 0, price: 5000 }, 'INVALID_QUANTITY', { quantity: '0' }],
    [
      'a fractional quantity',
      { quantity: 1.5, price: 5000 },
      'INVALID_QUANTITY',
      { quantity: '1.5' },
    ],
    [
      'a quantity above the maximum',
      { quantity: 10_001, price: 5000 },
      'INVALID_QUANTITY',
      { quantity: '10001' },
    ],
    [
      'an unknown root',
      { contract: { ...ES, root: 'ZQ', symbol: 'ZQU2026' }, quantity: 1, price: 5000 },
      'UNKNOWN_CONTRACT',
      { contract: 'ZQU2026' },
    ],
    [
      'an unlisted month',
      {
        contract: { ...ES, monthCode: 'F', month: 1, symbol: 'ESF2027', year: 2027 },
        quantity: 1,
        price: 5000,
      },
      'UNKNOWN_CONTRACT',
      { contract: 'ESF2027' },
    ],
    [
      'a symbol that is not its contract',
      { contract: { ...ES, symbol: 'ESZ2026' }, quantity: 1, price: 5000 },
      'UNKNOWN_CONTRACT',
      { contract: 'ESZ2026' },
    ],
    [
      'an expired contract',
      { contract: expired, quantity: 1, price: 5000 },
      'CONTRACT_EXPIRED',
      { contract: 'ESH2026', lastTradeDate: '2026-03-20' },
    ],
    [
      'a take-profit of 0 ticks',
      { quantity: 1, price: 5000, takeProfit: { ticks: 0 } },
      'INVALID_BRACKET',
      { field: 'takeProfit' },
    ],
    [
      'a stop-loss in two units',
      { quantity: 1, price: 5000, stopLoss: { ticks: 1, points: 1 } },
      'INVALID_BRACKET',
      { field: 'stopLoss' },
    ],
    [
      'fractional ticks',
      { quantity: 1, price: 5000, stopLoss: { ticks: 2.5 } },
      'INVALID_BRACKET',
      { field: 'stopLoss' },
    ],
    [
      'an exit at a limit',
      { action: 'exit', orderType: 'limit', price: 5000 },
      'ORDER_TYPE_NOT_SUPPORTED',
      { action: 'exit', orderType: 'limit' },
    ],
    [
      'an unparsable time',
      { quantity: 1, price: 5000, at: 'yesterday' },
      'INVALID_INTENT',
      { field: 'at' },
    ],
    [
      'an unknown action',
      { action: 'close' as never, quantity: 1 },
      'INVALID_INTENT',
      { field: 'action' },
    ],
    [
      'an unknown order type',
      { orderType: 'trailing' as never, quantity: 1 },
      'INVALID_INTENT',
      { field: 'orderType' },
    ],
    [
      'an unknown sentiment',
      { sentiment: 'long' as never, quantity: 1 },
      'INVALID_INTENT',
      { field: 'sentiment' },
    ],
    [
      'an empty delivery id',
      { deliveryId: '', quantity: 1, price: 5000 },
      'INVALID_INTENT',
      { field: 'deliveryId' },
    ],
    [
      'a delivery id of 201 characters',
      { deliveryId: 'x'.repeat(201), quantity: 1, price: 5000 },
      'INVALID_INTENT',
      { field: 'deliveryId' },
    ],
  ])('refuses %s', (_name, fields, code, params) => {
    const account = new Account();
    const before = structuredClone(account.state);
    const result = account.do(fields);
    expect(result).toMatchObject({ status: 'rejected', code });
    expect(result.events).toEqual([
      {
        kind: 'rejected',
        code,
        reasonKey: `broker.${code}`,
        params,
        at: expect.any(String) as string,
      },
    ]);
    // Nothing but the delivery id is remembered.
    expect({ ...account.state, recentDeliveryIds: [], updatedAt: null }).toEqual({
      ...before,
      recentDeliveryIds: [],
      updatedAt: null,
    });
  });

  it('lets a position in an expired contract be closed', () => {
    const account = new Account();
    const opened = executeIntent(account.state, {
      ...account.intent({ contract: expired, quantity: 1, price: 5000 }),
      at: '2026-03-02T15:00:00Z',
    });
    account.state = opened.state;
    expect(opened.result.status).toBe('filled');
    expect(account.do({ contract: expired, action: 'exit', price: 5100 }).status).toBe('filled');
  });

  it('executes a delivery id once: the second time changes nothing', () => {
    const account = new Account();
    const intent = account.intent({ quantity: 1, price: 5000 });
    const first = executeIntent(account.state, intent);
    const second = executeIntent(first.state, intent);
    expect(second.state).toBe(first.state);
    expect(second.result).toMatchObject({
      status: 'rejected',
      code: 'DUPLICATE_DELIVERY',
      positionAfter: 1,
    });
    expect(fills(second.result)).toEqual([]);
  });

  it('remembers the last 500 delivery ids', () => {
    const account = new Account();
    const first = account.intent({ action: 'cancel' });
    account.state = executeIntent(account.state, first).state;
    for (let i = 0; i < 499; i += 1) account.do({ action: 'cancel' });
    expect(executeIntent(account.state, first).result.code).toBe('DUPLICATE_DELIVERY');
    account.do({ action: 'cancel' });
    expect(account.state.recentDeliveryIds).toHaveLength(500);
    expect(executeIntent(account.state, first).result.code).toBe('NO_WORKING_ORDERS');
  });

  it('keeps a net position within 10,000 contracts', () => {
    const account = new Account();
    expect(account.do({ quantity: 10_000, price: 5000 }).status).toBe('filled');
    expect(account.do({ quantity: 1, price: 5000 })).toMatchObject({
      code: 'POSITION_LIMIT',
      events: [{ params: { max: 10_000 } }],
    });
    expect(account.do({ action: 'reverse', quantity: 10_000, price: 5000 }).status).toBe('filled');
    expect(account.position()).toBe(-10_000);
  });

  it('cancels a working order whose fill would pass the position limit', () => {
    const account = new Account();
    account.do({ action: 'buy', orderType: 'limit', quantity: 6_000, price: 4990 });
    account.do({ action: 'buy', quantity: 5_000, price: 5000 });
    expect(kinds(account.tick(4990))).toEqual(['order_triggered', 'cancelled:position_limit']);
  });

  it('keeps working orders within 200', () => {
    const account = new Account();
    for (let i = 0; i < 199; i += 1) {
      account.do({ action: 'buy', orderType: 'limit', quantity: 1, price: 1000 });
    }
    expect(account.do({ quantity: 1, price: 5000, takeProfit: { ticks: 4 } })).toMatchObject({
      code: 'ORDER_LIMIT',
    });
    expect(account.do({ action: 'buy', orderType: 'limit', quantity: 1, price: 1000 }).status).toBe(
      'working',
    );
    expect(
      account.do({ action: 'buy', orderType: 'limit', quantity: 1, price: 1000 }),
    ).toMatchObject({ code: 'ORDER_LIMIT', events: [{ params: { max: 200 } }] });
  });

  it('still applies a rejected alert’s price to the working orders', () => {
    const account = new Account();
    account.do({ action: 'buy', orderType: 'limit', quantity: 1, price: 4990 });
    // The price fills the limit (long 1), then a bearish buy cannot leave the position ≤ 0.
    const result = account.do({ quantity: 1, sentiment: 'bearish', price: 4985 });
    expect(result).toMatchObject({
      status: 'rejected',
      code: 'SENTIMENT_CONFLICT',
      positionAfter: 1,
    });
    expect(kinds(result)).toEqual(['order_triggered', 'fill', 'rejected']);
  });

  it('refuses amounts the account cannot hold exactly, changing nothing', () => {
    const account = new Account();
    const GC = futuresContract('GC', 'Q', 2026);
    const CL = futuresContract('CL', 'N', 2026);
    account.do({ quantity: 10_000, price: 0.25 });
    account.do({ contract: GC, quantity: 10_000, price: 0.1 });
    account.do({ contract: CL, quantity: 10_000, price: 0.01 });
    account.do({ action: 'sell', quantity: 1, price: 25_000_000 }); // ES 10^8 ticks
    account.do({ contract: CL, action: 'sell', quantity: 1, price: 1_000_000 }); // CL 10^8 ticks
    const before = account.state;
    const result = account.do({ contract: GC, action: 'sell', quantity: 1, price: 10_000_000 });
    expect(result).toMatchObject({ status: 'rejected', code: 'AMOUNT_OUT_OF_RANGE' });
    expect({ ...account.state, recentDeliveryIds: [] }).toEqual({
      ...before,
      recentDeliveryIds: [],
    });
    expect(kinds(account.tick(10_000_000, GC))).toEqual(['rejected']);
    expect(account.state.lastPrices.GCQ2026?.priceTicks).toBe(1);
  });
});

describe('tick and flatten', () => {
  it('a tick records the price and refuses what it cannot read', () => {
    const account = new Account();
    account.tick('5001.75');
    expect(account.state.lastPrices.ESU2026?.priceTicks).toBe(20007);
    const state = account.state;
    expect(tick(state, ES, 'abc', '2026-05-04T15:00:00Z')).toEqual({
      state,
      events: [
        {
          kind: 'rejected',
          code: 'INVALID_PRICE',
          reasonKey: 'broker.INVALID_PRICE',
          params: { price: 'abc' },
          at: '2026-05-04T15:00:00Z',
        },
      ],
    });
    expect(tick(state, { ...ES, root: 'ZQ' }, 1, '2026-05-04T15:00:00Z').events[0]).toMatchObject({
      code: 'UNKNOWN_CONTRACT',
    });
    expect(tick(state, ES, 1, 'later').events[0]).toMatchObject({ code: 'INVALID_INTENT' });
  });

  it('flatten closes every contract at its last price and cancels every order', () => {
    const account = new Account();
    account.do({ quantity: 2, price: 5000, stopLoss: { ticks: 8 } });
    account.do({ contract: NQ, action: 'sell', quantity: 1, price: 18000 });
    account.do({ contract: NQ, action: 'sell', orderType: 'limit', quantity: 1, price: 18100 });
    account.tick(5010);
    const { state, result } = flatten(account.state, { at: '2026-05-04T15:00:00Z' });
    expect(result).toMatchObject({
      status: 'filled',
      code: null,
      contract: null,
      positionAfter: null,
    });
    expect(kinds(result)).toEqual(['cancelled:flatten', 'fill', 'cancelled:flatten', 'fill']);
    expect(fillSummary(result)).toEqual([
      ['sell', 2, '5010.00', 2 * 40 * 1250],
      ['buy', 1, '18000.00', 0],
    ]);
    expect(state.positions).toEqual({});
    expect(state.workingOrders).toEqual([]);
    expect(flatten(state, { at: '2026-05-04T15:00:01Z' }).result.code).toBe('NO_POSITION');
  });

  it('flatten of one contract leaves the others', () => {
    const account = new Account();
    account.do({ quantity: 1, price: 5000 });
    account.do({ contract: NQ, quantity: 1, price: 18000 });
    const { state, result } = flatten(account.state, { contract: NQ, at: '2026-05-04T15:00:00Z' });
    expect(result).toMatchObject({ contract: 'NQU2026', positionAfter: 0, status: 'filled' });
    expect(Object.keys(state.positions)).toEqual(['ESU2026']);
  });
});

describe('state', () => {
  it('survives JSON: a stored account replays to the same result', () => {
    const account = new Account({ commissionCentsPerContractPerSide: 62 });
    account.do({
      quantity: 3,
      price: 5000,
      takeProfit: { points: 10 },
      stopLoss: { dollars: 200 },
    });
    account.do({ action: 'sell', orderType: 'limit', quantity: 1, price: 5003 });
    account.tick(5001);
    const stored = JSON.parse(JSON.stringify(account.state)) as PaperAccountState;
    expect(stored).toEqual(account.state);
    const next = account.intent({ action: 'sell', quantity: 2, price: 5004 });
    const live = executeIntent(account.state, next);
    const replayed = executeIntent(stored, next);
    expect(replayed).toEqual(live);
    const later = tick(live.state, ES, 4990, '2026-05-04T15:00:00Z');
    expect(tick(replayed.state, ES, 4990, '2026-05-04T15:00:00Z')).toEqual(later);
  });

  it('issues increasing ids', () => {
    const account = new Account();
    account.do({ quantity: 1, price: 5000, takeProfit: { ticks: 4 }, stopLoss: { ticks: 4 } });
    account.do({ action: 'buy', orderType: 'limit', quantity: 1, price: 4000 });
    const ids = account.state.workingOrders.map((order) => Number(order.id.slice(1)));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
    expect(account.state.sequence).toBe(5); // f1, g2, o3, o4, o5
  });
});
