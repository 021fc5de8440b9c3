import Ajv from 'ajv';

import { ALERT_EXAMPLES, formatAlert, SAMPLE_ALERT } from '../alert-payload/alert-payload.samples';
import { ALERT_TEMPLATE_SCHEMA } from '../alert-payload/alert-payload.schema';
import { ROOT_FIELD } from '../errors/detail-codes';
import { checkAlertMessage, checkAlertTemplate, utf8Bytes } from './alert-message-check';
import { ALERT_TEMPLATE_LIMITS } from './alert-templates';

// The options the API compiles its schemas with: strict, no coercion.
const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
const isTemplate = ajv.compile(ALERT_TEMPLATE_SCHEMA);

const base = { ticker: 'MNQ1!', action: 'buy', quantity: 1 };

describe('checkAlertMessage', () => {
  it('accepts the sample and every example, and counts UTF-8 bytes', () => {
    for (const message of [SAMPLE_ALERT, ...Object.values(ALERT_EXAMPLES)]) {
      const text = formatAlert(message);
      const result = checkAlertMessage(text);
      expect([message, result.ok]).toEqual([message, true]);
      expect(result.bytes).toBe(Buffer.byteLength(text, 'utf8'));
    }
    expect(utf8Bytes('é€')).toBe(5);
    expect(utf8Bytes('a😀\ud800')).toBe(Buffer.byteLength('a😀\ud800', 'utf8'));
  });

  it('names the field and the rule it breaks', () => {
    const cases: Array<[object, Record<string, string>]> = [
      [{ ...base, takeProfit: { ticks: 0 } }, { 'takeProfit.ticks': 'too_small' }],
      [{ ...base, takeProfit: { ticks: 2.5 } }, { 'takeProfit.ticks': 'invalid_type' }],
      [{ ...base, stopLoss: {} }, { stopLoss: 'too_few' }],
      [{ ...base, stopLoss: { ticks: 4, points: 2 } }, { stopLoss: 'too_many' }],
      [{ ...base, stopLoss: { pips: 4 } }, { 'stopLoss.pips': 'unknown_field' }],
      [{ ...base, quantity: 1001 }, { quantity: 'too_large' }],
      [{ ...base, quantity: '{{close}}' }, { quantity: 'invalid_format' }],
      [{ ...base, ticker: 'mnq1!' }, { ticker: 'invalid_format' }],
      [{ ...base, action: 'hold' }, { action: 'invalid_choice' }],
      [{ ...base, colour: 'red' }, { colour: 'unknown_field' }],
      [{ ticker: 'MNQ1!', action: 'buy' }, { quantity: 'required' }],
      [{ ...base, orderType: 'limit' }, { price: 'required' }],
      [{ ...base, max_lag: 0 }, { max_lag: 'too_small' }],
      [{ ...base, max_lag: 'soon' }, { max_lag: 'invalid_format' }],
      [{ ...base, comment: 'x'.repeat(201) }, { comment: 'too_long' }],
      [{ ...base, ticker: null }, { ticker: 'required' }],
      [[1, 2], { [ROOT_FIELD]: 'invalid_type' }],
    ];
    for (const [message, expected] of cases) {
      const issues = checkAlertTemplate(message);
      expect([message, Object.fromEntries(issues.map((i) => [i.path, i.code]))]).toEqual([
        message,
        expected,
      ]);
      expect([message, isTemplate(message)]).toEqual([message, false]);
    }
  });

  it('says which placeholder is unquoted, and when the text is not JSON', () => {
    const unquoted = '{"ticker": "{{ticker}}", "action": "buy", "quantity": 1, "price": {{close}}}';
    expect(checkAlertMessage(unquoted)).toEqual({
      ok: false,
      bytes: unquoted.length,
      issues: [{ path: 'price', code: 'unquoted_placeholder' }],
    });
    expect(checkAlertMessage('{"ticker": ')).toMatchObject({
      ok: false,
      issues: [{ path: ROOT_FIELD, code: 'invalid_json' }],
    });
  });

  it('refuses a message over the receiver limit', () => {
    const comment = 'x'.repeat(ALERT_TEMPLATE_LIMITS.messageMaxBytes);
    expect(checkAlertMessage(JSON.stringify({ ...base, comment }))).toMatchObject({
      ok: false,
      issues: [{ path: ROOT_FIELD, code: 'too_long' }],
    });
  });

  // Random messages built from valid and invalid values of every field: the walk must agree
  // with ajv (the API's validator) on every one.
  it('agrees with ajv on valid and invalid messages', () => {
    const values: Record<string, unknown[]> = {
      ticker: ['MNQ1!', '{{ticker}}', 'CME_MINI:MES1!', 'mnq', '', 4, null, 'A'.repeat(41)],
      action: ['buy', 'sell', 'exit', 'reverse', '{{strategy.order.action}}', 'hold', 1],
      quantity: [1, '2', 1000, 0, 1001, '{{strategy.order.contracts}}', '01', 2.5, -1],
      orderType: ['market', 'limit', 'stop', 'twap', undefined],
      price: [5000.25, '5000.25', '{{close}}', 0, '-1', 'abc', undefined],
      takeProfit: [{ ticks: 8 }, { points: '2.5' }, { dollars: 50 }, { percent: 101 }, {}, 5],
      stopLoss: [{ ticks: '10000' }, { ticks: '10001' }, { percent: 0.5 }, { ticks: 1, points: 1 }],
      sentiment: ['long', 'flat', '{{strategy.market_position}}', 'up', undefined],
      time: ['{{timenow}}', '{{time}}', '2026-03-02T14:30:00Z', 'yesterday', undefined],
      max_lag: [30, '60', 86_401, '0', 'x', undefined],
      id: ['Long {{timenow}}', '', 'é', undefined],
      comment: ['hello {{close}}', 'x'.repeat(201), undefined],
      extra: [undefined, undefined, undefined, 'x'],
    };
    let seed = 42;
    const next = (n: number): number => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    let agreed = 0;
    for (let round = 0; round < 3000; round += 1) {
      const message: Record<string, unknown> = {};
      for (const [key, options] of Object.entries(values)) {
        const value = options[next(options.length)];
        if (value !== undefined && next(3) > 0) message[key] = value;
      }
      const ours = checkAlertTemplate(message).length === 0;
      expect([message, ours]).toEqual([message, isTemplate(message)]);
      agreed += 1;
    }
    expect(agreed).toBe(3000);
  });
});
