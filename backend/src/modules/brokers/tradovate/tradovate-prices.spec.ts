import { contractSpec } from '@tickrelay/contracts/futures/contract-specs';

import { orderPriceTicks } from '../order-intent.validation';
import { bracketLegs, priceNumber, realizedPnlCents, reportedPriceText } from './tradovate-prices';

const MES = contractSpec('MES');
const CL = contractSpec('CL');

describe('Tradovate order prices', () => {
  it('puts limit and stop prices on the grid on the cautious side', () => {
    expect(orderPriceTicks(MES, '5000.1', 'buy', 'limit')).toBe(20000);
    expect(orderPriceTicks(MES, '5000.1', 'sell', 'limit')).toBe(20001);
    expect(orderPriceTicks(MES, '5000.1', 'buy', 'stop')).toBe(20001);
    expect(orderPriceTicks(MES, '5000.1', 'sell', 'stop')).toBe(20000);
    expect(orderPriceTicks(MES, '5000.1', 'buy', 'market')).toBe(20000);
    expect(orderPriceTicks(MES, '-1', 'buy', 'market')).toBeUndefined();
  });

  it('sends prices as the exact decimal of their ticks', () => {
    expect(priceNumber(MES, 20001)).toBe(5000.25);
    expect(priceNumber(CL, 7123)).toBe(71.23);
  });

  it('computes a take-profit limit and a stop-loss stop from the entry, for both sides', () => {
    const entry = 20001; // 5000.25
    expect(bracketLegs(MES, 'buy', entry, { ticks: 8 }, { points: 2 })).toEqual([
      { role: 'take_profit', side: 'sell', ticks: 20009, price: '5002.25' },
      { role: 'stop_loss', side: 'sell', ticks: 19993, price: '4998.25' },
    ]);
    expect(bracketLegs(MES, 'sell', entry, { dollars: 5 }, { percent: '0.1' })).toEqual([
      { role: 'take_profit', side: 'buy', ticks: 19997, price: '4999.25' },
      { role: 'stop_loss', side: 'buy', ticks: 20021, price: '5005.25' },
    ]);
    expect(bracketLegs(MES, 'buy', entry, undefined, { ticks: 4 })).toEqual([
      { role: 'stop_loss', side: 'sell', ticks: 19997, price: '4999.25' },
    ]);
  });

  it('never places a leg below one tick, and refuses a bad distance', () => {
    expect(bracketLegs(MES, 'sell', 3, { ticks: 10 }, undefined)?.[0]?.ticks).toBe(1);
    expect(bracketLegs(MES, 'buy', 20001, { ticks: 1.5 }, undefined)).toBeUndefined();
    expect(bracketLegs(MES, 'buy', 20001, { ticks: -1 }, undefined)).toBeUndefined();
  });

  it('writes a reported double as exact decimal text', () => {
    expect(reportedPriceText(MES, 5000.25)).toBe('5000.25');
    expect(reportedPriceText(CL, 71.23)).toBe('71.23');
    expect(reportedPriceText(CL, 71.2300000001)).toBe('71.23');
  });

  it('computes realized P&L from an average price between ticks, exactly, to the cent', () => {
    // long 2 at 5000.25, sold at 5001.25: 1 point × $5 × 2
    expect(realizedPnlCents(MES, 5000.25, 5001.25, 2, true)).toBe(1000);
    expect(realizedPnlCents(MES, 5000.25, 5001.25, 2, false)).toBe(-1000);
    // average 5000.375 (two lots a tick apart), one closed at 5000.25: −0.125 × $5
    expect(realizedPnlCents(MES, 5000.375, 5000.25, 1, true)).toBe(-63);
    expect(realizedPnlCents(CL, 71.23, 71.2, 3, true)).toBe(-9000);
    expect(realizedPnlCents(MES, 5000, 5001, 0, true)).toBe(0);
  });
});
