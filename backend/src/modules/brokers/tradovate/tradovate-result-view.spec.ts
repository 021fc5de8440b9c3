import type { BrokerResult } from '../broker.port';
import { tradovateResultView } from './tradovate-result-view';

const at = '2026-03-02T14:30:00.000Z';

describe('tradovateResultView', () => {
  it('says where the order went and carries Tradovate’s order ids and words', () => {
    const result: BrokerResult = {
      status: 'rejected',
      code: 'ORDER_REFUSED',
      contract: 'MESH2026',
      positionAfter: 1,
      events: [
        {
          kind: 'fill',
          fillId: 'f',
          orderId: '501',
          contract: 'MESH2026',
          side: 'buy',
          quantity: 1,
          price: '5000.25',
          orderType: 'market',
          closedQuantity: 0,
          realizedPnlCents: -62,
          commissionCents: 62,
          positionAfter: 1,
          at,
        },
        {
          kind: 'rejected',
          code: 'ORDER_REFUSED',
          reasonKey: 'broker.ORDER_REFUSED',
          params: {},
          reason: 'Exceeds max position',
          orderId: '502',
          at,
        },
      ],
    };
    expect(tradovateResultView(result, { environment: 'live', accountName: 'L123' })).toEqual({
      broker: 'tradovate',
      environment: 'live',
      accountName: 'L123',
      contract: 'MESH2026',
      positionAfter: 1,
      events: [
        {
          kind: 'fill',
          side: 'buy',
          quantity: 1,
          price: '5000.25',
          orderType: 'market',
          orderId: '501',
        },
        { kind: 'rejected', code: 'ORDER_REFUSED', orderId: '502', reason: 'Exceeds max position' },
      ],
    });
  });
});
