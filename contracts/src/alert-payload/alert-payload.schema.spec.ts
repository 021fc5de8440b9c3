import Ajv from 'ajv';

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
    expect(filled).toMatchObject({ symbol: 'MES1!', action: 'buy', quantity: '2' });
  });

  it('refuse a placeholder that reached the receiver unfilled', () => {
    expect(isPayload(SAMPLE_ALERT)).toBe(false);
  });

  it.each([
    ['an unknown field', { symbol: 'MES1!', action: 'close', stoploss: 10 }],
    ['an unknown action', { symbol: 'MES1!', action: 'exit' }],
    ['a lower-case symbol', { symbol: 'mes1!', action: 'close' }],
    ['an entry without a size', { symbol: 'MES1!', action: 'buy', orderType: 'market' }],
    ['an entry without an order type', { symbol: 'MES1!', action: 'sell', quantity: 1 }],
    ['a limit order without a price', { ...ALERT_EXAMPLES.limitBracket, price: undefined }],
    ['a market order with a price', { ...ALERT_EXAMPLES.marketBuy, price: 5000 }],
    ['a size out of range', { ...ALERT_EXAMPLES.marketBuy, quantity: 1001 }],
    ['a fractional size', { ...ALERT_EXAMPLES.marketBuy, quantity: '1.5' }],
    ['a size of zero written as text', { ...ALERT_EXAMPLES.marketBuy, quantity: '0' }],
    ['an exit given two ways', { ...ALERT_EXAMPLES.marketBuy, stopLoss: { ticks: 4, price: 2 } }],
    ['a placeholder where it makes no sense', { ...ALERT_EXAMPLES.marketBuy, symbol: '{{close}}' }],
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
        '  "symbol": "MES1!",',
        '  "action": "buy",',
        '  "quantity": 1,',
        '  "orderType": "market",',
        '  "stopLoss": { "ticks": 40 },',
        '  "takeProfit": { "ticks": 80 }',
        '}',
      ].join('\n'),
    );
    for (const message of [SAMPLE_ALERT, ...Object.values(ALERT_EXAMPLES)]) {
      expect(JSON.parse(formatAlert(message))).toEqual(message);
    }
    expect(formatAlert(ALERT_EXAMPLES.flatten)).toBe(
      '{\n  "symbol": "MES1!",\n  "action": "close"\n}',
    );
    expect(compactAlert(ALERT_EXAMPLES.flatten)).toBe('{"symbol":"MES1!","action":"close"}');
  });
});
