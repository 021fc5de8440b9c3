import { contractSpec } from '@tickrelay/contracts/futures/contract-specs';

import type { TradovateFill } from './tradovate-api.types';
import { reject } from './tradovate-intents';
import { fillEvents, rejectedResult } from './tradovate-results';

const MES = contractSpec('MES');
const fill = (id: number, action: 'Buy' | 'Sell', qty: number, price: number): TradovateFill => ({
  id,
  orderId: 77,
  contractId: 5,
  timestamp: '2026-11-20T15:00:00.000Z',
  action,
  qty,
  price,
});

describe('Tradovate fills as broker events', () => {
  it('reports each fill with what it closed, its P&L from the average price, and the position', () => {
    const { events, positionAfter } = fillEvents(
      [fill(1, 'Sell', 2, 5001.25), fill(2, 'Sell', 3, 5001)],
      {
        spec: MES,
        symbol: 'MESZ2026',
        orderType: 'market',
        positionBefore: 3,
        averagePrice: 5000.25,
      },
    );
    expect(positionAfter).toBe(-2);
    expect(events).toEqual([
      expect.objectContaining({
        kind: 'fill',
        fillId: '1',
        orderId: '77',
        side: 'sell',
        quantity: 2,
        price: '5001.25',
        closedQuantity: 2,
        realizedPnlCents: 1000,
        commissionCents: 0,
        positionAfter: 1,
      }),
      // closes the last long (0.75 point × $5), then opens 2 short
      expect.objectContaining({
        fillId: '2',
        closedQuantity: 1,
        realizedPnlCents: 375,
        positionAfter: -2,
      }),
    ]);
  });

  it('reports an opening fill with nothing closed', () => {
    const { events } = fillEvents([fill(3, 'Buy', 1, 5000)], {
      spec: MES,
      symbol: 'MESZ2026',
      orderType: 'limit',
      positionBefore: 0,
      averagePrice: null,
      requestedQuantity: 4,
    });
    expect(events[0]).toMatchObject({
      closedQuantity: 0,
      realizedPnlCents: 0,
      requestedQuantity: 4,
      orderType: 'limit',
      price: '5000.00',
    });
  });

  it('writes a refusal with its message key, parameters and Tradovate words', () => {
    const result = rejectedResult(reject('ORDER_REFUSED'), '2026-11-20T15:00:00Z', 'MESZ2026', 0, {
      reason: 'Insufficient margin',
    });
    expect(result).toEqual({
      status: 'rejected',
      code: 'ORDER_REFUSED',
      contract: 'MESZ2026',
      positionAfter: 0,
      events: [
        {
          kind: 'rejected',
          code: 'ORDER_REFUSED',
          reasonKey: 'broker.ORDER_REFUSED',
          params: {},
          reason: 'Insufficient margin',
          at: '2026-11-20T15:00:00Z',
        },
      ],
    });
  });
});
