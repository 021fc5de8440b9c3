import { contractSpec } from '@tickrelay/contracts/futures/contract-specs';
import { futuresContract, type FuturesContract } from '@tickrelay/contracts/futures/roll-calendar';
import {
  priceToTicks,
  ticksToPrice,
  tickValueCents,
  type ExitDistance,
} from '@tickrelay/contracts/futures/tick-math';

import type { BrokerEvent, OrderIntent, Sentiment } from '../broker.port';
import { createPaperAccount, executeIntent, tick } from './paper-engine';
import type { PaperAccountState } from './paper-engine.types';
import { triggers } from './paper-triggers';
import { brokerResultView, equityCents, paperAccountView, unrealizedPnlCents } from './paper-views';

const AT = '2026-05-04T14:00:00.000Z';
const ES = futuresContract('ES', 'U', 2026);
const CONTRACTS: FuturesContract[] = [
  ES,
  futuresContract('MES', 'U', 2026),
  futuresContract('NQ', 'U', 2026),
  futuresContract('MNQ', 'U', 2026),
  futuresContract('YM', 'U', 2026),
  futuresContract('MYM', 'U', 2026),
  futuresContract('RTY', 'U', 2026),
  futuresContract('M2K', 'U', 2026),
  futuresContract('CL', 'N', 2026),
  futuresContract('MCL', 'N', 2026),
  futuresContract('GC', 'Q', 2026),
  futuresContract('MGC', 'Q', 2026),
];
const contractOf = (root: string) => CONTRACTS.find((contract) => contract.root === root)!;

let deliveries = 0;
function run(state: PaperAccountState, fields: Partial<OrderIntent>) {
  deliveries += 1;
  return executeIntent(state, {
    deliveryId: `pnl-${deliveries}`,
    contract: ES,
    action: 'buy',
    orderType: 'market',
    at: AT,
    ...fields,
  });
}

/** mulberry32: a small seeded generator, so every run draws the same numbers. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('P&L per contract specification (hand-computed)', () => {
  it.each<[string, 'buy' | 'sell', number, string, string, string]>([
    // root, opening side, contracts, entry, exit, USD
    ['ES', 'buy', 1, '5000.00', '5010.00', '500.00'], // 40 ticks × 12.50
    ['MES', 'buy', 1, '5000.00', '5010.00', '50.00'], // 40 ticks × 1.25
    ['NQ', 'buy', 2, '18000.00', '18010.25', '410.00'], // 41 ticks × 5.00 × 2
    ['MNQ', 'buy', 2, '18000.00', '18010.25', '41.00'], // 41 ticks × 0.50 × 2
    ['YM', 'buy', 1, '39000', '38950', '-250.00'], // -50 ticks × 5.00
    ['MYM', 'buy', 1, '39000', '38950', '-25.00'], // -50 ticks × 0.50
    ['RTY', 'buy', 1, '2071.3', '2075.0', '185.00'], // 37 ticks × 5.00
    ['M2K', 'buy', 1, '2071.3', '2075.0', '18.50'], // 37 ticks × 0.50
    ['CL', 'sell', 2, '71.23', '70.98', '500.00'], // short: 25 ticks × 10.00 × 2
    ['MCL', 'sell', 2, '71.23', '70.98', '50.00'], // 25 ticks × 1.00 × 2
    ['GC', 'buy', 3, '2345.6', '2350.1', '1350.00'], // 45 ticks × 10.00 × 3
    ['MGC', 'buy', 3, '2345.6', '2350.1', '135.00'], // 45 ticks × 1.00 × 3
  ])('%s: %s %d at %s, out at %s → %s USD', (root, side, quantity, entry, exit, usd) => {
    const contract = contractOf(root);
    const opened = run(createPaperAccount(), { contract, action: side, quantity, price: entry });
    const closed = run(opened.state, { contract, action: 'exit', price: exit });
    expect(paperAccountView(closed.state).realizedPnl).toBe(usd);
    expect(brokerResultView(closed.result).events[0]).toMatchObject({ realizedPnl: usd });
    expect(paperAccountView(closed.state).unrealizedPnl).toBe('0.00');
  });
});

describe('unrealised P&L, equity and commissions', () => {
  it('values open positions at the last price', () => {
    let { state } = run(createPaperAccount(), { quantity: 2, price: 5000 });
    state = run(state, {
      contract: contractOf('CL'),
      action: 'sell',
      quantity: 1,
      price: 71.23,
    }).state;
    state = tick(state, ES, '5012.50', AT).state; // +50 ticks × 2 × 12.50 = +1250
    state = tick(state, contractOf('CL'), 71.5, AT).state; // short, -27 ticks × 10 = -270
    expect(unrealizedPnlCents(state)).toBe(125_000 - 27_000);
    expect(equityCents(state)).toBe(5_000_000 + 98_000);
    expect(paperAccountView(state)).toEqual({
      startingBalance: '50000.00',
      realizedPnl: '0.00',
      unrealizedPnl: '980.00',
      equity: '50980.00',
      positions: [
        {
          contract: 'CLN2026',
          root: 'CL',
          quantity: -1,
          averagePrice: '71.23',
          lastPrice: '71.50',
          unrealizedPnl: '-270.00',
        },
        {
          contract: 'ESU2026',
          root: 'ES',
          quantity: 2,
          averagePrice: '5000.00',
          lastPrice: '5012.50',
          unrealizedPnl: '1250.00',
        },
      ],
      workingOrders: [],
      updatedAt: AT,
    });
  });

  it('charges the commission per contract and side, inside realised P&L', () => {
    const account = createPaperAccount({ commissionCentsPerContractPerSide: 250 });
    const opened = run(account, { quantity: 2, price: 5000 });
    expect(opened.result.events[0]).toMatchObject({ commissionCents: 500, realizedPnlCents: -500 });
    const closed = run(opened.state, { action: 'sell', quantity: 2, price: 5010 });
    expect(closed.result.events[0]).toMatchObject({
      commissionCents: 500,
      realizedPnlCents: 2 * 40 * 1250 - 500,
    });
    expect(closed.state.realizedPnlCents).toBe(100_000 - 1_000);
    expect(closed.state.commissionsCents).toBe(1_000);
    expect(equityCents(closed.state)).toBe(5_000_000 + 99_000);
  });

  it('shows working orders and brackets for the account page', () => {
    let { state } = run(createPaperAccount(), {
      quantity: 1,
      price: 5000,
      takeProfit: { ticks: 8 },
    });
    state = run(state, { action: 'sell', orderType: 'stop', quantity: 1, price: 4990 }).state;
    expect(paperAccountView(state).workingOrders).toEqual([
      {
        id: 'o3',
        contract: 'ESU2026',
        side: 'sell',
        quantity: 1,
        type: 'take_profit',
        price: '5002.00',
        placedAt: AT,
      },
      {
        id: 'o4',
        contract: 'ESU2026',
        side: 'sell',
        quantity: 1,
        type: 'stop',
        price: '4990.00',
        placedAt: AT,
      },
    ]);
  });

  it('turns a result into the log’s broker result', () => {
    const opened = run(createPaperAccount(), { quantity: 1, price: 5000, stopLoss: { ticks: 4 } });
    expect(brokerResultView(opened.result)).toEqual({
      broker: 'paper',
      contract: 'ESU2026',
      positionAfter: 1,
      events: [
        { kind: 'fill', side: 'buy', quantity: 1, price: '5000.00', orderType: 'market' },
        {
          kind: 'order_placed',
          side: 'sell',
          quantity: 1,
          price: '4999.00',
          orderType: 'stop_loss',
        },
      ],
    });
    const stopped = run(opened.state, {
      action: 'sell',
      quantity: 1,
      price: 4998,
      sentiment: 'bullish',
    });
    expect(brokerResultView(stopped.result).events).toEqual([
      { kind: 'order_triggered', price: '4998.00' },
      {
        kind: 'fill',
        side: 'sell',
        quantity: 1,
        price: '4998.00',
        orderType: 'stop_loss',
        realizedPnl: '-100.00',
      },
      { kind: 'rejected', code: 'NO_POSITION' },
    ]);
    const cancelled = run(
      run(createPaperAccount(), { orderType: 'limit', quantity: 1, price: 4000 }).state,
      { action: 'cancel' },
    );
    expect(brokerResultView(cancelled.result).events).toEqual([
      { kind: 'order_cancelled', code: 'requested' },
    ]);
  });
});

describe('no floating drift', () => {
  it('10,000 random round trips over every contract add up to the exact cent', () => {
    const random = seeded(20_260_504);
    const draw = (n: number) => Math.floor(random() * n);
    const commission = 37;
    let state = createPaperAccount({ commissionCentsPerContractPerSide: commission });
    let expected = 0n;
    let naive = 0;
    for (let trip = 0; trip < 10_000; trip += 1) {
      const contract = CONTRACTS[draw(CONTRACTS.length)]!;
      const spec = contractSpec(contract.root);
      const quantity = 1 + draw(10);
      const side = random() < 0.5 ? 'buy' : 'sell';
      const direction = side === 'buy' ? 1 : -1;
      const entry = 1 + draw(800_000);
      // A price as a JSON number half the time, as text the other half.
      const priceOf = (ticks: number) =>
        random() < 0.5 ? Number(ticksToPrice(spec, ticks)) : ticksToPrice(spec, ticks);
      state = run(state, { contract, action: side, quantity, price: priceOf(entry) }).state;
      const parts = quantity > 1 && random() < 0.5 ? [1 + draw(quantity - 1)] : [];
      parts.push(quantity - parts.reduce((sum, part) => sum + part, 0));
      for (const part of parts) {
        const exit = Math.max(1, entry + draw(4_001) - 2_000);
        const closing = side === 'buy' ? 'sell' : 'buy';
        state = run(state, {
          contract,
          action: closing,
          quantity: part,
          price: priceOf(exit),
        }).state;
        const ticks = BigInt((exit - entry) * direction * part);
        expected += ticks * BigInt(tickValueCents(spec));
        naive +=
          (Number(ticksToPrice(spec, exit)) - Number(ticksToPrice(spec, entry))) *
          direction *
          part *
          (Number(spec.pointValueUsd) * 100);
      }
      expected -= BigInt(2 * quantity * commission);
      naive -= 2 * quantity * commission;
      expect(state.positions).toEqual({});
    }
    expect(state.realizedPnlCents).toBe(Number(expected));
    expect(equityCents(state)).toBe(5_000_000 + Number(expected));
    expect(unrealizedPnlCents(state)).toBe(0);
    // The same sums in floating point drift away from the cent (why the engine counts in ticks).
    expect(Math.abs(naive - Number(expected))).toBeGreaterThan(0);
  });

  it('random orders of every kind keep the books consistent (3,000 steps)', () => {
    const random = seeded(7);
    const draw = (n: number) => Math.floor(random() * n);
    const pick = <T>(list: readonly T[]): T => list[draw(list.length)]!;
    const contracts = [ES, contractOf('CL'), contractOf('MGC')];
    const prices = new Map(contracts.map((contract) => [contract.symbol, 20_000]));
    const exits: ExitDistance[] = [{ ticks: 4 }, { points: 3 }, { dollars: 75 }, { percent: 0.2 }];
    let state = createPaperAccount({ commissionCentsPerContractPerSide: 59 });
    let cash = 0;
    const account = (events: BrokerEvent[]) => {
      for (const event of events) {
        if (event.kind !== 'fill') continue;
        const spec = contractSpec(contracts.find((c) => c.symbol === event.contract)!.root);
        const ticks = priceToTicks(spec, event.price, 'exact')!;
        cash += (event.side === 'sell' ? 1 : -1) * event.quantity * ticks * tickValueCents(spec);
      }
    };

    for (let step = 0; step < 3_000; step += 1) {
      const contract = pick(contracts);
      const spec = contractSpec(contract.root);
      const last = Math.max(50, prices.get(contract.symbol)! + draw(61) - 30);
      prices.set(contract.symbol, last);
      const price = ticksToPrice(spec, last);
      const away = ticksToPrice(spec, Math.max(1, last + draw(41) - 20));
      const roll = random();
      let events: BrokerEvent[];
      if (roll < 0.25) {
        ({ state, events } = tick(state, contract, price, AT));
      } else {
        const fields: Partial<OrderIntent> =
          roll < 0.55
            ? { action: pick(['buy', 'sell'] as const), quantity: 1 + draw(4), price }
            : roll < 0.75
              ? {
                  action: pick(['buy', 'sell'] as const),
                  orderType: pick(['limit', 'stop'] as const),
                  quantity: 1 + draw(4),
                  price: away,
                }
              : { action: pick(['exit', 'cancel', 'reverse'] as const), price };
        if (random() < 0.4) fields.takeProfit = pick(exits);
        if (random() < 0.4) fields.stopLoss = pick(exits);
        if (random() < 0.2) fields.sentiment = pick<Sentiment>(['bullish', 'bearish', 'flat']);
        const execution = run(state, { contract, ...fields });
        state = execution.state;
        events = execution.result.events;
      }
      account(events);

      let marked = cash;
      for (const position of Object.values(state.positions)) {
        const spec = contractSpec(position.root);
        expect(position.lots.reduce((sum, lot) => sum + lot.quantity, 0)).toBe(
          Math.abs(position.quantity),
        );
        const lastTicks = state.lastPrices[position.contract]!.priceTicks;
        marked += position.quantity * lastTicks * tickValueCents(spec);
      }
      // FIFO realised + unrealised = cash flows + open positions at the last price, to the cent.
      expect(state.realizedPnlCents + state.commissionsCents + unrealizedPnlCents(state)).toBe(
        marked,
      );

      for (const { symbol } of contracts) {
        const position = state.positions[symbol]?.quantity ?? 0;
        const legs = state.workingOrders.filter((o) => o.contract === symbol && o.role !== 'entry');
        const groups = new Map<string, number[]>();
        for (const leg of legs) {
          expect(leg.side).toBe(position > 0 ? 'sell' : 'buy');
          groups.set(leg.ocoGroup!, [...(groups.get(leg.ocoGroup!) ?? []), leg.quantity]);
        }
        let covered = 0;
        for (const quantities of groups.values()) {
          expect(new Set(quantities).size).toBe(1);
          covered += quantities[0]!;
        }
        expect(covered).toBeLessThanOrEqual(Math.abs(position));
        const lastPrice = state.lastPrices[symbol];
        if (lastPrice) {
          const ready = state.workingOrders.filter(
            (o) => o.contract === symbol && triggers(o, lastPrice.priceTicks),
          );
          expect(ready).toEqual([]);
        }
      }
      if (step % 250 === 0) {
        expect(JSON.parse(JSON.stringify(state))).toEqual(state);
      }
    }
    expect(Number.isSafeInteger(equityCents(state))).toBe(true);
  });
});
