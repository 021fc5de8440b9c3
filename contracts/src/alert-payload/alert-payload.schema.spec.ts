import Ajv from 'ajv';

import { toAlertOrder } from './alert-order';
import {
  ALERT_EXAMPLES,
  compactAlert,
  fillPlaceholders,
  formatAlert,
  SAMPLE_ALERT,
} from './alert-payload.samples';
import { ALERT_PAYLOAD_SCHEMA, ALERT_TEMPLATE_SCHEMA } from './alert-payload.schema';

// The options the API compiles its schemas with: strict, no coercion.
const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
const isPayload = ajv.compile(ALERT_PAYLOAD_SCHEMA);
const isTemplate = ajv.compile(ALERT_TEMPLATE_SCHEMA);
const hasPlaceholder = (message: object) => JSON.stringify(message).includes('{{');

describe('alert payload schemas', () => {
  it('accept the sample and every example as templates', () => {
    for (const message of [SAMPLE_ALERT, ...Object.values(ALERT_EXAMPLES)]) {
      expect([message, isTemplate(message)]).toEqual([message, true]);
    }
  });

  it('accept the messages without placeholders as they arrive, and the filled sample', () => {
    const concrete = Object.values(ALERT_EXAMPLES).filter((message) => !hasPlaceholder(message));
    expect(concrete.length).toBeGreaterThan(3);
    for (const message of concrete) expect([message, isPayload(message)]).toEqual([message, true]);
    const filled = fillPlaceholders(SAMPLE_ALERT);
    expect(hasPlaceholder(filled)).toBe(false);
    expect(isPayload(filled)).toBe(true);
    expect(filled).toMatchObject({
      ticker: 'MES1!',
      action: 'buy',
      quantity: '2',
      sentiment: 'long',
    });
  });

  it('refuse a placeholder that reached the receiver unfilled', () => {
    expect(isPayload(SAMPLE_ALERT)).toBe(false);
  });

  it.each([
    ['an unknown field', { ticker: 'MES1!', action: 'exit', stoploss: 10 }],
    ['the old symbol field', { symbol: 'MES1!', action: 'exit' }],
    ['an unknown action', { ticker: 'MES1!', action: 'close' }],
    ['a lower-case ticker', { ticker: 'mes1!', action: 'exit' }],
    ['a buy without a size', { ticker: 'MES1!', action: 'buy', orderType: 'market' }],
    ['a sell without a size', { ticker: 'MES1!', action: 'sell' }],
    ['a limit order without a price', { ...ALERT_EXAMPLES.limitBracket, price: undefined }],
    ['a stop order without a price', { ...ALERT_EXAMPLES.sellStop, price: undefined }],
    ['a size out of range', { ...ALERT_EXAMPLES.marketBuy, quantity: 1001 }],
    ['a fractional size', { ...ALERT_EXAMPLES.marketBuy, quantity: '1.5' }],
    ['a size of zero written as text', { ...ALERT_EXAMPLES.marketBuy, quantity: '0' }],
    ['an exit given two ways', { ...ALERT_EXAMPLES.marketBuy, stopLoss: { ticks: 4, points: 2 } }],
    ['an exit in an unknown unit', { ...ALERT_EXAMPLES.marketBuy, stopLoss: { price: 6000 } }],
    ['a percent over 100', { ...ALERT_EXAMPLES.marketBuy, takeProfit: { percent: 101 } }],
    ['a negative distance', { ...ALERT_EXAMPLES.marketBuy, takeProfit: { points: -2 } }],
    ['an unknown sentiment', { ...ALERT_EXAMPLES.marketBuy, sentiment: 'neutral' }],
    ['a time that is not ISO 8601', { ...ALERT_EXAMPLES.marketBuy, time: 'yesterday' }],
    ['a max_lag of zero', { ...ALERT_EXAMPLES.marketBuy, max_lag: 0 }],
    ['a max_lag over a day', { ...ALERT_EXAMPLES.marketBuy, max_lag: 86_401 }],
    ['an id that is too long', { ...ALERT_EXAMPLES.marketBuy, id: 'x'.repeat(65) }],
    ['an id with a control character', { ...ALERT_EXAMPLES.marketBuy, id: 'a\u0000b' }],
    ['a placeholder where it makes no sense', { ...ALERT_EXAMPLES.marketBuy, ticker: '{{close}}' }],
    ['a comment that is too long', { ...ALERT_EXAMPLES.flatten, comment: 'x'.repeat(201) }],
  ])('refuse %s', (_name, message) => {
    const body = JSON.parse(JSON.stringify(message)) as unknown;
    expect(isTemplate(body)).toBe(false);
    expect(isPayload(body)).toBe(false);
  });

  it('write messages as pasted in TradingView and as sent by curl', () => {
    expect(formatAlert(ALERT_EXAMPLES.marketBracket)).toBe(
      [
        '{',
        '  "ticker": "MES1!",',
        '  "action": "buy",',
        '  "quantity": 1,',
        '  "orderType": "market",',
        '  "price": 6012.5,',
        '  "stopLoss": { "ticks": 40 },',
        '  "takeProfit": { "ticks": 80 }',
        '}',
      ].join('\n'),
    );
    for (const message of [SAMPLE_ALERT, ...Object.values(ALERT_EXAMPLES)]) {
      expect(JSON.parse(formatAlert(message))).toEqual(message);
    }
    expect(formatAlert(ALERT_EXAMPLES.flatten)).toBe(
      '{\n  "ticker": "MES1!",\n  "action": "exit"\n}',
    );
    expect(compactAlert(ALERT_EXAMPLES.flatten)).toBe('{"ticker":"MES1!","action":"exit"}');
  });

  it('accept the actions that need no size without one', () => {
    for (const action of ['exit', 'cancel', 'reverse']) {
      expect(isPayload({ ticker: 'CME_MINI:MNQ1!', action })).toBe(true);
    }
  });

  it('accept TradingView times with and without seconds, fraction and offset', () => {
    for (const time of [
      '2026-03-02T14:30:00Z',
      '2026-03-02T14:30Z',
      '2026-03-02T14:30:00.123Z',
      '2026-03-02T15:30:00+01:00',
    ]) {
      expect([time, isPayload({ ...ALERT_EXAMPLES.flatten, time })]).toEqual([time, true]);
    }
  });
});

describe('toAlertOrder', () => {
  it('parses numbers, applies defaults and maps the sentiment', () => {
    const payload = fillPlaceholders(ALERT_EXAMPLES.withId);
    expect(isPayload(payload)).toBe(true);
    expect(toAlertOrder(payload)).toEqual({
      ticker: 'MES1!',
      exchange: null,
      action: 'buy',
      quantity: 2,
      orderType: 'market',
      price: '6012.5',
      takeProfit: null,
      stopLoss: null,
      sentiment: null,
      time: '2026-03-02T14:30:02Z',
      id: 'Long Entry 2026-03-02T14:30:00Z',
      maxLagSeconds: 30,
      timeInForce: 'day',
      account: null,
      comment: null,
    });
    const filled = fillPlaceholders(SAMPLE_ALERT);
    expect(toAlertOrder(filled)).toMatchObject({
      sentiment: 'bullish',
      quantity: 2,
      price: '6012.5',
    });
    expect(
      toAlertOrder({
        ticker: 'CME_MINI:MNQ1!',
        action: 'sell',
        quantity: '3',
        sentiment: 'short',
        stopLoss: { dollars: '125.5' },
      }),
    ).toMatchObject({
      ticker: 'MNQ1!',
      exchange: 'CME_MINI',
      quantity: 3,
      sentiment: 'bearish',
      stopLoss: { unit: 'dollars', value: 125.5 },
    });
  });

  it('keeps a price exactly as sent and never in exponent form', () => {
    expect(toAlertOrder({ ...ALERT_EXAMPLES.limitBracket }).price).toBe('21450.25');
    expect(toAlertOrder({ ticker: 'CL1!', action: 'buy', quantity: 1, price: '71.07' }).price).toBe(
      '71.07',
    );
    expect(
      toAlertOrder({ ticker: 'CL1!', action: 'buy', quantity: 1, price: 0.0000001 }).price,
    ).toBe('0.0000001');
  });
});
