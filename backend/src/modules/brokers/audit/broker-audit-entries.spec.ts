import { continuousContract } from '@tickrelay/contracts/futures/roll-calendar';

import type { BrokerResult, OrderIntent } from '../broker.port';
import {
  type AuditScope,
  auditEntry,
  auditOfLiquidation,
  auditOfResult,
} from './broker-audit-entries';

const at = '2026-03-02T14:30:00.123Z';
const contract = continuousContract('MES', 1, new Date(at));
const scope: AuditScope = {
  memberId: 'member-1',
  broker: 'tradovate',
  environment: 'demo',
  accountName: 'DEMO1',
  trigger: 'alert',
  deliveryId: 'delivery-1',
  at: new Date(at),
};
const intent: OrderIntent = {
  deliveryId: 'delivery-1',
  contract,
  action: 'buy',
  quantity: 2,
  orderType: 'market',
  price: '5000.25',
  at,
};

describe('auditOfResult', () => {
  it('writes a market fill as the order sent (no price: a market order has none), then filled, with the broker order id', () => {
    const result: BrokerResult = {
      status: 'filled',
      code: null,
      contract: contract.symbol,
      positionAfter: 2,
      events: [
        {
          kind: 'fill',
          fillId: 'f-1',
          orderId: '9001',
          contract: contract.symbol,
          side: 'buy',
          quantity: 2,
          requestedQuantity: 2,
          price: '5000.50',
          orderType: 'market',
          closedQuantity: 0,
          realizedPnlCents: -124,
          commissionCents: 124,
          positionAfter: 2,
          at,
        },
      ],
    };
    const rows = auditOfResult(scope, result, intent);
    expect(rows.map((row) => [row.action, row.order_id, row.price, row.quantity])).toEqual([
      ['order_sent', '9001', null, 2],
      ['order_filled', '9001', '5000.50', 2],
    ]);
    expect(rows[0]).toMatchObject({
      member_id: 'member-1',
      broker: 'tradovate',
      environment: 'demo',
      account_name: 'DEMO1',
      trigger: 'alert',
      delivery_id: 'delivery-1',
      contract: contract.symbol,
      side: 'buy',
      order_type: 'market',
      code: null,
    });
    expect(new Set(rows.map((row) => row.id)).size).toBe(2);
  });

  it('writes placed orders as sent, cancels with their reason, refusals with the broker’s words', () => {
    const result: BrokerResult = {
      status: 'rejected',
      code: 'ORDER_REFUSED',
      contract: contract.symbol,
      positionAfter: 0,
      events: [
        {
          kind: 'order_placed',
          orderId: '77',
          contract: contract.symbol,
          side: 'sell',
          quantity: 1,
          orderType: 'stop_loss',
          price: '4990',
          ocoGroup: 'g',
          at,
        },
        { kind: 'order_triggered', orderId: '77', contract: contract.symbol, price: '4990', at },
        { kind: 'order_cancelled', orderId: '78', contract: contract.symbol, reason: 'oco', at },
        {
          kind: 'rejected',
          code: 'ORDER_REFUSED',
          reasonKey: 'broker.ORDER_REFUSED',
          params: {},
          reason: 'Insufficient margin',
          orderId: '79',
          at,
        },
      ],
    };
    const rows = auditOfResult(scope, result, intent);
    expect(rows.map((row) => [row.action, row.order_id, row.code, row.reason])).toEqual([
      ['order_sent', '77', null, null],
      ['order_cancelled', '78', 'oco', null],
      ['order_rejected', '79', 'ORDER_REFUSED', 'Insufficient margin'],
    ]);
    expect(rows[0]).toMatchObject({ side: 'sell', order_type: 'stop_loss', price: '4990' });
    // The refusal says what the alert asked for.
    expect(rows[2]).toMatchObject({ side: 'buy', quantity: 2, order_type: 'market' });
  });

  it('keeps the time to the millisecond and cuts an overlong reason', () => {
    const row = auditEntry(scope, 'connection_tested', { reason: 'x'.repeat(2000) });
    expect(row.at).toEqual(new Date(at));
    expect(row.reason).toHaveLength(500);
    expect(row).toMatchObject({ action: 'connection_tested', contract: null, side: null });
  });
});

describe('auditOfLiquidation', () => {
  it('records the request, with the refusal’s code when there was nothing to close', () => {
    const rows = auditOfLiquidation(
      { ...scope, trigger: 'member', deliveryId: null },
      {
        status: 'rejected',
        code: 'NO_POSITION',
        contract: null,
        positionAfter: null,
        events: [
          {
            kind: 'rejected',
            code: 'NO_POSITION',
            reasonKey: 'broker.NO_POSITION',
            params: {},
            at,
          },
        ],
      },
    );
    expect(rows.map((row) => [row.action, row.code, row.trigger])).toEqual([
      ['position_liquidated', 'NO_POSITION', 'member'],
    ]);
  });
});
