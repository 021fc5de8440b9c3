import { futuresContract, type FuturesContract } from '@tickrelay/contracts/futures/roll-calendar';
import type { ExitDistance } from '@tickrelay/contracts/futures/tick-math';

import type { BrokerEvent, BrokerResult, OrderIntent } from '../broker.port';
import { createPaperAccount, executeIntent, tick } from './paper-engine';
import type { PaperAccountState } from './paper-engine.types';
import { paperAccountView } from './paper-views';

const ES = futuresContract('ES', 'U', 2026);
const CL = futuresContract('CL', 'N', 2026);
const GC = futuresContract('GC', 'Q', 2026);

function account() {
  let state: PaperAccountState = createPaperAccount();
  let step = 0;
  const at = () => new Date(Date.UTC(2026, 4, 4, 14, 0, (step += 1))).toISOString();
  return {
    get state() {
      return state;
    },
    do(fields: Partial<OrderIntent>): BrokerResult {
      const intent: OrderIntent = {
        deliveryId: `d${step}`,
        contract: ES,
        action: 'buy',
        orderType: 'market',
        at: at(),
        ...fields,
      };
      const execution = executeIntent(state, intent);
      state = execution.state;
      return execution.result;
    },
    tick(price: number | string, contract: FuturesContract = ES): BrokerEvent[] {
      const result = tick(state, contract, price, at());
      state = result.state;
      return result.events;
    },
    legs() {
      return paperAccountView(state).workingOrders.map(({ type, side, quantity, price }) => ({
        type,
        side,
        quantity,
        price,
      }));
    },
    position(contract: FuturesContract = ES) {
      return state.positions[contract.symbol]?.quantity ?? 0;
    },
  };
}

const kinds = (events: BrokerEvent[] | BrokerResult) =>
  (Array.isArray(events) ? events : events.events).map((event) =>
    event.kind === 'order_cancelled' ? `cancelled:${event.reason}` : event.kind,
  );
const fills = (events: BrokerEvent[] | BrokerResult) =>
  (Array.isArray(events) ? events : events.events).filter(
    (event): event is Extract<BrokerEvent, { kind: 'fill' }> => event.kind === 'fill',
  );

describe('brackets: prices in the four units', () => {
  it.each<[string, ExitDistance, ExitDistance, string, string]>([
    ['ticks', { ticks: 8 }, { ticks: 12 }, '5002.00', '4997.00'],
    ['points', { points: 10 }, { points: '2.3' }, '5010.00', '4997.75'], // 9.2 ticks → 9
    ['dollars', { dollars: 250 }, { dollars: 110 }, '5005.00', '4997.75'], // 8.8 ticks → 9
    ['percent', { percent: 1 }, { percent: '0.5' }, '5050.00', '4975.00'], // of 5000.00
  ])(
    '%s, long: a sell limit above and a sell stop below the fill',
    (_unit, tp, sl, tpPrice, slPrice) => {
      const paper = account();
      const result = paper.do({ quantity: 2, price: 5000, takeProfit: tp, stopLoss: sl });
      expect(kinds(result)).toEqual(['fill', 'order_placed', 'order_placed']);
      const [, takeProfit, stopLoss] = result.events;
      expect(takeProfit).toMatchObject({
        kind: 'order_placed',
        side: 'sell',
        quantity: 2,
        orderType: 'take_profit',
        price: tpPrice,
      });
      expect(stopLoss).toMatchObject({
        kind: 'order_placed',
        side: 'sell',
        quantity: 2,
        orderType: 'stop_loss',
        price: slPrice,
      });
      const group = (takeProfit as { ocoGroup: string }).ocoGroup;
      expect(group).toMatch(/^g\d+$/);
      expect((stopLoss as { ocoGroup: string }).ocoGroup).toBe(group);
    },
  );

  it('short: a buy limit below and a buy stop above the fill', () => {
    const paper = account();
    paper.do({
      action: 'sell',
      quantity: 1,
      price: 5000,
      takeProfit: { ticks: 8 },
      stopLoss: { ticks: 12 },
    });
    expect(paper.legs()).toEqual([
      { type: 'take_profit', side: 'buy', quantity: 1, price: '4998.00' },
      { type: 'stop_loss', side: 'buy', quantity: 1, price: '5003.00' },
    ]);
  });

  it('uses each contract’s tick size and tick value', () => {
    const paper = account();
    paper.do({
      contract: CL,
      quantity: 1,
      price: 71.23,
      takeProfit: { dollars: 100 },
      stopLoss: { percent: 1 },
    });
    // 100 USD / 10 USD a tick = 10 ticks; 1 % of 71.23 = 71.23 ticks → 71
    paper.do({
      contract: GC,
      action: 'sell',
      quantity: 1,
      price: 2345.6,
      takeProfit: { points: 5 },
      stopLoss: { points: 2.55 },
    });
    // 5 points = 50 ticks; 2.55 points = 25.5 ticks → 26 (half up)
    expect(paper.legs().map((leg) => leg.price)).toEqual(['71.33', '70.52', '2340.6', '2348.2']);
  });

  it('never places a leg below one tick', () => {
    const paper = account();
    paper.do({ action: 'sell', quantity: 1, price: 1, takeProfit: { ticks: 10 } });
    expect(paper.legs()).toEqual([
      { type: 'take_profit', side: 'buy', quantity: 1, price: '0.25' },
    ]);
  });
});

describe('brackets: one cancels the other', () => {
  function bracketed() {
    const paper = account();
    paper.do({ quantity: 2, price: 5000, takeProfit: { ticks: 8 }, stopLoss: { ticks: 12 } });
    return paper;
  }

  it('the take-profit fills at its price and cancels the stop-loss', () => {
    const paper = bracketed();
    expect(paper.tick(5001.75)).toEqual([]);
    const events = paper.tick(5002);
    expect(kinds(events)).toEqual(['order_triggered', 'cancelled:oco', 'fill']);
    expect(fills(events)[0]).toMatchObject({
      side: 'sell',
      quantity: 2,
      price: '5002.00',
      orderType: 'take_profit',
      realizedPnlCents: 2 * 8 * 1250,
      positionAfter: 0,
    });
    expect(paper.state.workingOrders).toEqual([]);
  });

  it('the stop-loss gapped through fills at the price reached and cancels the take-profit', () => {
    const paper = bracketed();
    const events = paper.tick(4990);
    expect(kinds(events)).toEqual(['order_triggered', 'cancelled:oco', 'fill']);
    expect(fills(events)[0]).toMatchObject({
      price: '4990.00',
      orderType: 'stop_loss',
      realizedPnlCents: 2 * -40 * 1250,
    });
    expect(paper.state.workingOrders).toEqual([]);
  });

  it('an alert’s price can be what fills a leg', () => {
    const paper = bracketed();
    const result = paper.do({ contract: ES, action: 'buy', quantity: 1, price: 5002.5 });
    expect(kinds(result)).toEqual(['order_triggered', 'cancelled:oco', 'fill', 'fill']);
    expect(paper.position()).toBe(1);
  });
});

describe('brackets: orphans', () => {
  it('are cancelled when another order closes the position', () => {
    const paper = account();
    paper.do({ quantity: 2, price: 5000, takeProfit: { ticks: 8 }, stopLoss: { ticks: 12 } });
    const result = paper.do({ action: 'sell', quantity: 2, price: 5001 });
    expect(kinds(result)).toEqual([
      'fill',
      'cancelled:position_closed',
      'cancelled:position_closed',
    ]);
  });

  it('are cancelled by a reverse, which may attach its own', () => {
    const paper = account();
    paper.do({ quantity: 1, price: 5000, takeProfit: { ticks: 8 }, stopLoss: { ticks: 12 } });
    const result = paper.do({ action: 'reverse', price: 5001, takeProfit: { ticks: 8 } });
    expect(kinds(result)).toEqual([
      'fill',
      'cancelled:position_closed',
      'cancelled:position_closed',
      'order_placed',
    ]);
    expect(paper.legs()).toEqual([
      { type: 'take_profit', side: 'buy', quantity: 1, price: '4999.00' },
    ]);
  });

  it('a reverse whose price reaches a leg finds the position already closed', () => {
    const paper = account();
    paper.do({ quantity: 1, price: 5000, takeProfit: { ticks: 8 }, stopLoss: { ticks: 12 } });
    const result = paper.do({ action: 'reverse', price: 5010 });
    expect(kinds(result)).toEqual(['order_triggered', 'cancelled:oco', 'fill', 'rejected']);
    expect(result.code).toBe('NO_POSITION');
  });

  it('are cancelled by an exit, with the other working orders', () => {
    const paper = account();
    paper.do({ quantity: 1, price: 5000, takeProfit: { ticks: 8 }, stopLoss: { ticks: 12 } });
    paper.do({ action: 'buy', orderType: 'limit', quantity: 1, price: 4900 });
    const result = paper.do({ action: 'exit', price: 5001 });
    expect(kinds(result)).toEqual(['cancelled:exit', 'cancelled:exit', 'cancelled:exit', 'fill']);
  });

  it('shrink with the position, so they never close more than is open', () => {
    const paper = account();
    paper.do({ quantity: 3, price: 5000, takeProfit: { ticks: 8 }, stopLoss: { ticks: 12 } });
    const result = paper.do({ action: 'sell', quantity: 1, price: 5001 });
    expect(kinds(result)).toEqual([
      'fill',
      'cancelled:position_reduced',
      'cancelled:position_reduced',
      'order_placed',
      'order_placed',
    ]);
    expect(paper.legs()).toEqual([
      { type: 'take_profit', side: 'sell', quantity: 2, price: '5002.00' },
      { type: 'stop_loss', side: 'sell', quantity: 2, price: '4997.00' },
    ]);
    const groups = new Set(paper.state.workingOrders.map((order) => order.ocoGroup));
    expect(groups.size).toBe(1);
    const events = paper.tick(4997);
    expect(fills(events)[0]).toMatchObject({ quantity: 2, positionAfter: 0 });
  });

  it('shrink oldest first, like the lots', () => {
    const paper = account();
    paper.do({ quantity: 1, price: 5000, takeProfit: { ticks: 8 }, stopLoss: { ticks: 12 } });
    paper.do({ quantity: 1, price: 5001, takeProfit: { ticks: 8 }, stopLoss: { ticks: 12 } });
    const result = paper.do({ action: 'sell', quantity: 1, price: 5001 });
    expect(fills(result)[0]?.realizedPnlCents).toBe(4 * 1250); // the 5000 lot closed
    expect(kinds(result)).toEqual([
      'fill',
      'cancelled:position_reduced',
      'cancelled:position_reduced',
    ]);
    expect(paper.legs()).toEqual([
      { type: 'take_profit', side: 'sell', quantity: 1, price: '5003.00' },
      { type: 'stop_loss', side: 'sell', quantity: 1, price: '4998.00' },
    ]);
  });

  it('a replaced bracket keeps its age', () => {
    const paper = account();
    paper.do({ quantity: 2, price: 5000, takeProfit: { ticks: 8 } }); // group A, 2
    paper.do({ quantity: 1, price: 5001, takeProfit: { ticks: 8 } }); // group B, 1
    paper.do({ action: 'sell', quantity: 1, price: 5001 }); // A → 1, replaced after B
    paper.do({ action: 'sell', quantity: 1, price: 5001 }); // A again, not B
    expect(paper.legs()).toEqual([
      { type: 'take_profit', side: 'sell', quantity: 1, price: '5003.00' },
    ]);
  });
});

describe('brackets: what they cover', () => {
  it('cover only what the fill opened', () => {
    const paper = account();
    paper.do({ action: 'sell', quantity: 2, price: 5000 });
    paper.do({ quantity: 5, price: 4990, takeProfit: { ticks: 8 } });
    expect(paper.legs()).toEqual([
      { type: 'take_profit', side: 'sell', quantity: 3, price: '4992.00' },
    ]);
  });

  it('none for a fill that only closes', () => {
    const paper = account();
    paper.do({ action: 'sell', quantity: 2, price: 5000 });
    expect(kinds(paper.do({ quantity: 1, price: 4990, takeProfit: { ticks: 8 } }))).toEqual([
      'fill',
    ]);
  });

  it('a single leg when only one is given; adding without a bracket leaves it as it is', () => {
    const paper = account();
    paper.do({ quantity: 1, price: 5000, stopLoss: { ticks: 4 } });
    paper.do({ quantity: 1, price: 5000 });
    expect(paper.legs()).toEqual([
      { type: 'stop_loss', side: 'sell', quantity: 1, price: '4999.00' },
    ]);
    expect(fills(paper.tick(4999))[0]).toMatchObject({ quantity: 1, positionAfter: 1 });
    expect(paper.legs()).toEqual([]);
  });

  it('a limit entry’s bracket is placed when it fills, from its fill price', () => {
    const paper = account();
    const placed = paper.do({
      orderType: 'limit',
      quantity: 1,
      price: 4990,
      takeProfit: { ticks: 8 },
      stopLoss: { ticks: 12 },
    });
    expect(kinds(placed)).toEqual(['order_placed']);
    const events = paper.tick(4990);
    expect(kinds(events)).toEqual(['order_triggered', 'fill', 'order_placed', 'order_placed']);
    expect(paper.legs().map((leg) => leg.price)).toEqual(['4992.00', '4987.00']);
  });

  it('a limit entry gapped through its stop-loss is stopped out on the same price', () => {
    const paper = account();
    paper.do({
      orderType: 'limit',
      quantity: 1,
      price: 4990,
      takeProfit: { ticks: 8 },
      stopLoss: { ticks: 12 },
    });
    const events = paper.tick(4980);
    expect(kinds(events)).toEqual([
      'order_triggered',
      'fill',
      'order_placed',
      'order_placed',
      'order_triggered',
      'cancelled:oco',
      'fill',
    ]);
    expect(
      fills(events).map((fill) => [fill.price, fill.orderType, fill.realizedPnlCents]),
    ).toEqual([
      ['4990.00', 'limit', 0],
      ['4980.00', 'stop_loss', -40 * 1250],
    ]);
    expect(paper.position()).toBe(0);
  });

  it('a stop entry’s bracket starts from the price it filled at', () => {
    const paper = account();
    paper.do({ orderType: 'stop', quantity: 1, price: 5010, takeProfit: { points: 5 } });
    paper.tick(5012);
    expect(paper.legs()).toEqual([
      { type: 'take_profit', side: 'sell', quantity: 1, price: '5017.00' },
    ]);
  });
});
