import { toAlertOrder } from '@tickrelay/contracts/alert-payload/alert-order';

import { deliveryCodeOf, intentOf } from './paper-alert-executor';

const at = new Date('2026-03-02T14:30:00Z');

describe('intentOf', () => {
  it('maps a continuous ticker to the front month at receipt, with the order as sent', () => {
    const order = toAlertOrder({
      ticker: 'CME_MINI:MNQ1!',
      action: 'buy',
      quantity: '2',
      orderType: 'limit',
      price: '21450.25',
      takeProfit: { ticks: 40 },
      stopLoss: { points: '15' },
      sentiment: 'long',
    });
    expect(intentOf(order, 'd-1', at)).toEqual({
      ok: true,
      intent: {
        deliveryId: 'd-1',
        contract: expect.objectContaining({ root: 'MNQ', symbol: 'MNQH2026' }) as unknown,
        action: 'buy',
        quantity: 2,
        orderType: 'limit',
        price: '21450.25',
        takeProfit: { ticks: 40 },
        stopLoss: { points: 15 },
        sentiment: 'bullish',
        at: '2026-03-02T14:30:00.000Z',
      },
    });
  });

  it('rolls to the next quarter after the roll date', () => {
    const afterRoll = new Date('2026-03-16T15:00:00Z');
    const mapped = intentOf(toAlertOrder({ ticker: 'ES1!', action: 'exit' }), 'd', afterRoll);
    expect(mapped.ok && mapped.intent.contract.symbol).toBe('ESM2026');
  });

  it.each(['ZZ1!', 'NYMEX:ES1!', 'ESF2026'])('refuses %s as an unknown symbol', (ticker) => {
    expect(intentOf(toAlertOrder({ ticker, action: 'exit' }), 'd', at)).toMatchObject({
      ok: false,
    });
  });
});

describe('deliveryCodeOf', () => {
  it('names the broker refusals the log documents, and BROKER_REJECTED for the rest', () => {
    expect(deliveryCodeOf('NO_POSITION')).toBe('NO_POSITION');
    expect(deliveryCodeOf('PRICE_REQUIRED')).toBe('PRICE_REQUIRED');
    expect(deliveryCodeOf('UNKNOWN_CONTRACT')).toBe('ALERT_UNKNOWN_SYMBOL');
    expect(deliveryCodeOf('SENTIMENT_CONFLICT')).toBe('BROKER_REJECTED');
    expect(deliveryCodeOf(null)).toBe('BROKER_REJECTED');
  });
});
