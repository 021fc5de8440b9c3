import { futuresContract } from '@tickrelay/contracts/futures/roll-calendar';

import type { OrderIntent } from '../broker.port';
import { isRejection, planIntent } from './tradovate-intents';

const AT = '2026-11-20T15:00:00Z';
const base: OrderIntent = {
  deliveryId: 'd-1',
  contract: futuresContract('MES', 'Z', 2026),
  action: 'buy',
  quantity: 1,
  orderType: 'market',
  price: '5000.25',
  at: AT,
};
const plan = (overrides: Partial<OrderIntent>) => planIntent({ ...base, ...overrides });
const codeOf = (overrides: Partial<OrderIntent>) => {
  const planned = plan(overrides);
  return isRejection(planned) ? [planned.code, planned.params] : 'accepted';
};

describe('planIntent (what is refused before anything is sent to Tradovate)', () => {
  it('maps the contract and puts prices on the grid', () => {
    const planned = plan({ orderType: 'limit', price: '5000.1' });
    expect(isRejection(planned)).toBe(false);
    if (isRejection(planned)) return;
    expect(planned).toMatchObject({ symbol: 'MESZ2026', name: 'MESZ6', side: 'buy' });
    expect(planned.priceTicks).toBe(20000);
    expect(plan({ action: 'exit', quantity: undefined })).toMatchObject({ side: null });
  });

  it('refuses what the paper broker refuses, with the same codes', () => {
    expect(codeOf({ at: 'yesterday' })).toEqual(['INVALID_INTENT', { field: 'at' }]);
    expect(codeOf({ contract: futuresContract('MES', 'F', 2027) })).toEqual([
      'UNKNOWN_CONTRACT',
      { contract: 'MESF2027' },
    ]);
    expect(codeOf({ quantity: 0 })).toEqual(['INVALID_QUANTITY', { quantity: '0' }]);
    expect(codeOf({ quantity: undefined })).toEqual(['QUANTITY_REQUIRED', {}]);
    expect(codeOf({ orderType: 'limit', price: undefined })).toEqual([
      'PRICE_REQUIRED',
      { orderType: 'limit' },
    ]);
    expect(codeOf({ price: 'abc' })).toEqual(['INVALID_PRICE', { price: 'abc' }]);
    expect(codeOf({ action: 'exit', orderType: 'limit' })).toEqual([
      'ORDER_TYPE_NOT_SUPPORTED',
      { action: 'exit', orderType: 'limit' },
    ]);
    expect(codeOf({ takeProfit: { ticks: 0 } })).toEqual([
      'INVALID_BRACKET',
      { field: 'takeProfit' },
    ]);
    expect(codeOf({ contract: futuresContract('MES', 'Z', 2025) })).toEqual([
      'CONTRACT_EXPIRED',
      { contract: 'MESZ2025', lastTradeDate: '2025-12-19' },
    ]);
  });

  it('keeps to the quantity one alert may ask of Tradovate', () => {
    expect(codeOf({ quantity: 100 })).toBe('accepted');
    expect(codeOf({ quantity: 101 })).toEqual(['INVALID_QUANTITY', { quantity: '101' }]);
  });

  it('needs a price for brackets on a market entry, but not for a flat close', () => {
    expect(codeOf({ price: undefined, stopLoss: { ticks: 4 } })).toEqual([
      'PRICE_REQUIRED',
      { orderType: 'market' },
    ]);
    expect(codeOf({ price: undefined })).toBe('accepted');
    expect(codeOf({ quantity: undefined, sentiment: 'flat' })).toBe('accepted');
    expect(
      codeOf({ action: 'exit', quantity: undefined, contract: futuresContract('MES', 'Z', 2025) }),
    ).toBe('accepted');
  });
});
