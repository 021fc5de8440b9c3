import { alertMessage, noticeMessage, relayedAlert, testMessage } from './relay-messages';
import type { LoggedDelivery } from './relays.repository';

function delivery(overrides: Partial<LoggedDelivery> = {}): LoggedDelivery {
  return {
    delivery_id: '0b8a4e5c-1f7e-4a39-9a59-6a3f8a0d2c11',
    received_at: new Date('2026-03-02T14:30:02.123Z'),
    member_id: '7d1d2a40-3a6e-4f59-8a0b-3b2c1d0e9f88',
    webhook_id: 'w',
    source_address: '52.89.214.238',
    content_type: 'application/json',
    status: 'executed',
    code: null,
    field: null,
    action: 'buy',
    ticker: 'MES1!',
    quantity: 2,
    alert_id: 'Long Entry',
    body_hash: Buffer.alloc(32),
    claimed: true,
    ack_latency_ms: 1,
    executed_latency_ms: 2,
    raw_body: JSON.stringify({
      ticker: 'CME_MINI:MES1!',
      action: 'buy',
      quantity: '2',
      orderType: 'limit',
      price: 6012.25,
      sentiment: 'long',
      time: '2026-03-02T14:30:00Z',
      id: 'Long Entry',
    }),
    raw_body_truncated: false,
    broker_result: {
      broker: 'paper',
      contract: 'MESH2026',
      events: [],
      positionAfter: 2,
    },
    executed_on: 'paper',
    test: false,
    format: 'tickrelay',
    warnings: null,
    processed_at: new Date('2026-03-02T14:30:02.200Z'),
    ...overrides,
  };
}

describe('relay messages', () => {
  it('relays the alert as the log read it, normalised', () => {
    const message = alertMessage(delivery(), 'en');
    expect(message.event).toBe('alert');
    expect(message.deliveryId).toBe('0b8a4e5c-1f7e-4a39-9a59-6a3f8a0d2c11');
    expect(message.json).toEqual({
      event: 'alert',
      deliveryId: '0b8a4e5c-1f7e-4a39-9a59-6a3f8a0d2c11',
      receivedAt: '2026-03-02T14:30:02.123Z',
      test: false,
      alert: {
        ticker: 'MES1!',
        action: 'buy',
        quantity: 2,
        orderType: 'limit',
        price: '6012.25',
        sentiment: 'bullish',
        id: 'Long Entry',
        time: '2026-03-02T14:30:00Z',
      },
      status: 'executed',
      code: null,
      contract: 'MESH2026',
    });
    expect(message.text).toBe(
      'TickRelay alert: BUY 2 MES1! limit @ 6012.25 → executed\nContract: MESH2026',
    );
  });

  it('writes the text in the member’s language, with the code of a refusal', () => {
    const message = alertMessage(
      delivery({ status: 'rejected', code: 'BROKER_REJECTED', broker_result: null, test: true }),
      'fr',
    );
    expect(message.text).toBe(
      'Alerte TickRelay : BUY 2 MES1! limit @ 6012.25 → rejetée (test)\nCode : BROKER_REJECTED',
    );
  });

  it('keeps to the row’s columns when the logged body is cut or is not JSON', () => {
    expect(relayedAlert(delivery({ raw_body_truncated: true }))).toEqual({
      ticker: 'MES1!',
      action: 'buy',
      quantity: 2,
      orderType: 'market',
      price: null,
      sentiment: null,
      id: 'Long Entry',
      time: null,
    });
    expect(relayedAlert(delivery({ raw_body: 'buy MES1!' })).orderType).toBe('market');
  });

  it('marks a test as one, in both languages', () => {
    const en = testMessage('en', new Date('2026-03-02T14:30:00Z'));
    expect(en.event).toBe('test');
    expect(en.json).toMatchObject({
      event: 'test',
      test: true,
      receivedAt: '2026-03-02T14:30:00.000Z',
    });
    expect(en.text).toContain('test message');
    expect(testMessage('fr').text).toContain('Message de test');
  });

  it('lists a notice’s failures and how many more', () => {
    const message = noticeMessage(
      {
        event: 'failure_notice',
        from: '2026-03-02T14:30:00.000Z',
        to: '2026-03-02T14:45:00.000Z',
        failures: [
          {
            at: '2026-03-02T14:30:00.000Z',
            kind: 'execution',
            deliveryId: 'd',
            destinationLabel: null,
            code: 'BROKER_REJECTED',
          },
          {
            at: '2026-03-02T14:31:00.000Z',
            kind: 'destination',
            deliveryId: 'e',
            destinationLabel: 'Desk',
            code: 'DESTINATION_TIMEOUT',
          },
        ],
      },
      3,
      'https://tickrelay.test/fr/membership/webhook',
      'fr',
    );
    expect(message.event).toBe('failure_notice');
    expect(message.deliveryId).toBeNull();
    expect(message.text.split('\n')).toEqual([
      'TickRelay : 3 échecs à examiner',
      '• 02/03/2026 14:30:00 UTC · exécution · BROKER_REJECTED',
      '• 02/03/2026 14:31:00 UTC · destination « Desk » · DESTINATION_TIMEOUT',
      '… et 1 de plus',
      'Votre journal : https://tickrelay.test/fr/membership/webhook',
    ]);
  });
});
