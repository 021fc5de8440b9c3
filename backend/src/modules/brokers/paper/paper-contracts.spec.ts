// The paper account's money for every root of the catalogue: a round trip through the engine is
// worth exactly what the contract specification says, to the cent, including the Treasury notes
// and M6B whose tick is not a whole number of cents.
import { contractSpecs } from '@tickrelay/contracts/futures/contract-specs';
import { continuousContract } from '@tickrelay/contracts/futures/roll-calendar';
import {
  centsToUsd,
  roundTripPnlCents,
  ticksToPrice,
} from '@tickrelay/contracts/futures/tick-math';

import { createPaperAccount, executeIntent } from './paper-engine';
import { paperAccountView } from './paper-views';

const AT = '2026-05-04T14:00:00.000Z';

describe('paper P&L for every contract of the catalogue', () => {
  it.each(contractSpecs().map((spec) => [spec.root, spec] as const))(
    '%s: buy 3, sell 2 then 1 higher: realised P&L is the specification’s, to the cent',
    (root, spec) => {
      const contract = continuousContract(root, 1, AT);
      const entry = ticksToPrice(spec, 5_000);
      const exitOne = ticksToPrice(spec, 5_013);
      const exitTwo = ticksToPrice(spec, 4_995);
      const base = { contract, orderType: 'market' as const, at: AT };
      let state = createPaperAccount({ commissionCentsPerContractPerSide: 0 });
      state = executeIntent(state, {
        ...base,
        deliveryId: `${root}-1`,
        action: 'buy',
        quantity: 3,
        price: entry,
      }).state;
      state = executeIntent(state, {
        ...base,
        deliveryId: `${root}-2`,
        action: 'sell',
        quantity: 2,
        price: exitOne,
      }).state;
      const closed = executeIntent(state, {
        ...base,
        deliveryId: `${root}-3`,
        action: 'sell',
        quantity: 1,
        price: exitTwo,
      });
      expect(closed.result.status).toBe('filled');
      const first = roundTripPnlCents(spec, {
        long: true,
        entryPrice: entry,
        exitPrice: exitOne,
        quantity: 2,
      })!;
      const second = roundTripPnlCents(spec, {
        long: true,
        entryPrice: entry,
        exitPrice: exitTwo,
        quantity: 1,
      })!;
      expect(closed.state.realizedPnlCents).toBe(first + second);
      expect(paperAccountView(closed.state).realizedPnl).toBe(centsToUsd(first + second));
      expect(closed.state.positions).toEqual({});
    },
  );

  it('ZN: 13 ticks on 2 contracts = 26 × $15.625 = $406.25; 5 ticks on 1 = $78.13', () => {
    const spec = contractSpecs().find((s) => s.root === 'ZN')!;
    const contract = continuousContract('ZN', 1, AT);
    const base = { contract, orderType: 'market' as const, at: AT };
    let state = createPaperAccount();
    state = executeIntent(state, {
      ...base,
      deliveryId: 'zn-1',
      action: 'buy',
      quantity: 3,
      price: '110.5',
    }).state;
    const two = executeIntent(state, {
      ...base,
      deliveryId: 'zn-2',
      action: 'sell',
      quantity: 2,
      price: ticksToPrice(spec, 7_072 + 13),
    });
    expect(two.state.realizedPnlCents).toBe(40_625);
    const one = executeIntent(two.state, {
      ...base,
      deliveryId: 'zn-3',
      action: 'sell',
      quantity: 1,
      price: ticksToPrice(spec, 7_072 + 5),
    });
    expect(one.state.realizedPnlCents - two.state.realizedPnlCents).toBe(7_813);
  });
});
