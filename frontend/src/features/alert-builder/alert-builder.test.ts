import {
  formatAlert,
  SAMPLE_ALERT,
} from '@tickrelay/contracts/alert-payload/alert-payload.samples';
import {
  ALERT_TEMPLATE_SCHEMA,
  PLACEHOLDERS,
} from '@tickrelay/contracts/alert-payload/alert-payload.schema';
import Ajv from 'ajv';

import {
  buildAlertMessage,
  formatAlertMessage,
  isValid,
  MAX_COMMENT_LENGTH,
  MAX_QUANTITY,
  MAX_TICKS,
  validateAlert,
  type AlertForm,
} from './alert-builder';
import { matchingPreset, PRESET_IDS, PRESETS, presetForm } from './alert-builder-presets';

const long = (patch: Partial<AlertForm> = {}): AlertForm => ({
  ...presetForm('simpleLong'),
  ...patch,
});

describe('buildAlertMessage', () => {
  it('builds a market order with brackets in ticks', () => {
    expect(buildAlertMessage(long())).toEqual({
      symbol: 'MNQ1!',
      action: 'buy',
      quantity: 1,
      orderType: 'market',
      timeInForce: 'day',
      takeProfit: { ticks: 40 },
      stopLoss: { ticks: 20 },
      time: '{{time}}',
      interval: '{{interval}}',
    });
  });

  it('keeps the key order of the preview', () => {
    expect(Object.keys(buildAlertMessage(long({ account: 'apex-1', comment: 'hi' })))).toEqual([
      'symbol',
      'action',
      'quantity',
      'orderType',
      'timeInForce',
      'takeProfit',
      'stopLoss',
      'account',
      'comment',
      'time',
      'interval',
    ]);
  });

  it('adds the price for limit and stop orders, numeric or {{close}}', () => {
    expect(buildAlertMessage(long({ orderType: 'limit', price: '18250.25' })).price).toBe(18250.25);
    expect(buildAlertMessage(long({ orderType: 'stop', price: '{{close}}' })).price).toBe(
      '{{close}}',
    );
    expect(buildAlertMessage(long({ orderType: 'market', price: '5' }))).not.toHaveProperty(
      'price',
    );
  });

  it('uses the strategy placeholders for a strategy alert', () => {
    const message = buildAlertMessage(presetForm('strategy'));
    expect(message).toMatchObject({
      symbol: '{{ticker}}',
      action: '{{strategy.order.action}}',
      quantity: '{{strategy.order.contracts}}',
      positionSize: '{{strategy.position_size}}',
    });
  });

  it('reduces close/flatten to the symbol and routing fields', () => {
    const message = buildAlertMessage({
      ...presetForm('flatten'),
      account: 'main',
      includeBarInfo: false,
    });
    expect(message).toEqual({ symbol: '{{ticker}}', action: 'close', account: 'main' });
  });

  it('upper-cases explicit symbols and trims text', () => {
    const message = buildAlertMessage(
      long({ symbol: ' es1! ', account: '  acc ', comment: ' go ' }),
    );
    expect(message).toMatchObject({ symbol: 'ES1!', account: 'acc', comment: 'go' });
  });

  it('writes price exits and omits disabled ones', () => {
    const message = buildAlertMessage(
      long({ takeProfitMode: 'price', takeProfit: '18300.5', stopLossMode: 'off' }),
    );
    expect(message.takeProfit).toEqual({ price: 18300.5 });
    expect(message).not.toHaveProperty('stopLoss');
  });

  it('produces valid JSON that stays valid once TradingView fills the placeholders', () => {
    const text = formatAlertMessage({
      ...presetForm('strategy'),
      comment: 'He said "buy" {{close}}',
    });
    expect(() => JSON.parse(text) as unknown).not.toThrow();
    const filled = text
      .replace('{{ticker}}', 'MNQZ2025')
      .replace('{{strategy.order.action}}', 'sell')
      .replace('{{strategy.order.contracts}}', '3')
      .replace('{{close}}', '18250.25');
    expect(JSON.parse(filled)).toMatchObject({ symbol: 'MNQZ2025', action: 'sell', quantity: '3' });
    expect(text).toContain('\n  "symbol"');
  });
});

describe('validateAlert', () => {
  it('accepts every preset', () => {
    for (const id of PRESET_IDS) expect(validateAlert(PRESETS[id])).toEqual({});
  });

  it.each(['{{ticker}}', 'MNQ1!', 'ES1!', 'MNQZ2025', 'nqh6', 'CME_MINI:MNQ1!', '6E1!'])(
    'accepts symbol %s',
    (symbol) => {
      expect(validateAlert(long({ symbol })).symbol).toBeUndefined();
    },
  );

  it('rejects empty, malformed and wrong-placeholder symbols', () => {
    expect(validateAlert(long({ symbol: '  ' })).symbol).toEqual({ code: 'required' });
    expect(validateAlert(long({ symbol: 'MNQ 1!' })).symbol).toEqual({ code: 'symbolInvalid' });
    expect(validateAlert(long({ symbol: 'ES1!!' })).symbol).toEqual({ code: 'symbolInvalid' });
    expect(validateAlert(long({ symbol: '{{close}}' })).symbol).toEqual({
      code: 'placeholderNotAllowed',
      params: { allowed: '{{ticker}}' },
    });
    expect(validateAlert(long({ symbol: 'X'.repeat(41) })).symbol?.code).toBe('tooLong');
  });

  it('requires an integer quantity between 1 and the maximum, or the contracts placeholder', () => {
    expect(validateAlert(long({ quantity: '' })).quantity).toEqual({ code: 'required' });
    expect(validateAlert(long({ quantity: '1.5' })).quantity).toEqual({ code: 'quantityInteger' });
    expect(validateAlert(long({ quantity: '-2' })).quantity).toEqual({ code: 'quantityInteger' });
    expect(validateAlert(long({ quantity: '0' })).quantity).toEqual({
      code: 'quantityRange',
      params: { max: MAX_QUANTITY },
    });
    expect(validateAlert(long({ quantity: String(MAX_QUANTITY + 1) })).quantity?.code).toBe(
      'quantityRange',
    );
    expect(validateAlert(long({ quantity: String(MAX_QUANTITY) })).quantity).toBeUndefined();
    expect(
      validateAlert(long({ quantity: PLACEHOLDERS.strategyOrderContracts })).quantity,
    ).toBeUndefined();
    expect(validateAlert(long({ quantity: '{{close}}' })).quantity?.code).toBe(
      'placeholderNotAllowed',
    );
  });

  it('does not check order fields of a close alert', () => {
    expect(
      validateAlert({
        ...presetForm('flatten'),
        quantity: 'x',
        takeProfitMode: 'ticks',
        takeProfit: '',
      }),
    ).toEqual({});
  });

  it('requires a positive price for limit and stop orders', () => {
    expect(validateAlert(long({ orderType: 'limit', price: '' })).price).toEqual({
      code: 'required',
    });
    expect(validateAlert(long({ orderType: 'stop', price: '0' })).price).toEqual({
      code: 'priceInvalid',
    });
    expect(validateAlert(long({ orderType: 'stop', price: '1e5' })).price).toEqual({
      code: 'priceInvalid',
    });
    expect(validateAlert(long({ orderType: 'limit', price: '18250.25' })).price).toBeUndefined();
    expect(validateAlert(long({ orderType: 'limit', price: '{{close}}' })).price).toBeUndefined();
    expect(validateAlert(long({ orderType: 'limit', price: '{{time}}' })).price?.code).toBe(
      'placeholderNotAllowed',
    );
    expect(validateAlert(long({ orderType: 'market', price: 'nonsense' })).price).toBeUndefined();
  });

  it('checks exits in ticks and in price', () => {
    expect(validateAlert(long({ takeProfit: '' })).takeProfit).toEqual({ code: 'required' });
    expect(validateAlert(long({ takeProfit: '2.5' })).takeProfit).toEqual({
      code: 'ticksInvalid',
      params: { max: MAX_TICKS },
    });
    expect(validateAlert(long({ stopLoss: '0' })).stopLoss?.code).toBe('ticksInvalid');
    expect(validateAlert(long({ stopLoss: String(MAX_TICKS + 1) })).stopLoss?.code).toBe(
      'ticksInvalid',
    );
    expect(validateAlert(long({ stopLossMode: 'price', stopLoss: 'abc' })).stopLoss).toEqual({
      code: 'priceInvalid',
    });
    expect(validateAlert(long({ stopLossMode: 'off', stopLoss: 'abc' })).stopLoss).toBeUndefined();
  });

  it('puts the take-profit on the profitable side when both exits are prices', () => {
    const prices = { takeProfitMode: 'price', stopLossMode: 'price' } as const;
    expect(
      validateAlert(long({ ...prices, takeProfit: '100', stopLoss: '110' })).takeProfit,
    ).toEqual({ code: 'bracketLong' });
    expect(
      validateAlert(long({ ...prices, takeProfit: '110', stopLoss: '100' })).takeProfit,
    ).toBeUndefined();
    expect(
      validateAlert(long({ ...prices, action: 'sell', takeProfit: '110', stopLoss: '100' }))
        .takeProfit,
    ).toEqual({
      code: 'bracketShort',
    });
    expect(
      validateAlert(long({ ...prices, action: 'reverse', takeProfit: '110', stopLoss: '100' }))
        .takeProfit,
    ).toBeUndefined();
  });

  it('limits the account label and the comment', () => {
    expect(validateAlert(long({ account: 'Apex eval-1.2:b' })).account).toBeUndefined();
    expect(validateAlert(long({ account: 'bad"quote' })).account).toEqual({
      code: 'accountInvalid',
    });
    expect(validateAlert(long({ account: 'a'.repeat(65) })).account?.code).toBe('tooLong');
    expect(
      validateAlert(long({ comment: 'x'.repeat(MAX_COMMENT_LENGTH) })).comment,
    ).toBeUndefined();
    expect(validateAlert(long({ comment: 'x'.repeat(MAX_COMMENT_LENGTH + 1) })).comment).toEqual({
      code: 'tooLong',
      params: { max: MAX_COMMENT_LENGTH },
    });
  });

  it('isValid reflects the errors', () => {
    expect(isValid(validateAlert(long()))).toBe(true);
    expect(isValid(validateAlert(long({ symbol: '' })))).toBe(false);
  });
});

describe('presets', () => {
  it('matchingPreset recognises an untouched preset only', () => {
    expect(matchingPreset(presetForm('flatten'))).toBe('flatten');
    expect(matchingPreset(long({ quantity: '2' }))).toBeNull();
  });

  it('the strategy preset writes the site’s one sample message', () => {
    expect(buildAlertMessage(presetForm('strategy'))).toEqual(SAMPLE_ALERT);
    expect(formatAlertMessage(presetForm('strategy'))).toBe(formatAlert(SAMPLE_ALERT));
  });

  it.each(PRESET_IDS)('%s writes a message the webhook schema accepts', (id) => {
    const accepts = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true }).compile(
      ALERT_TEMPLATE_SCHEMA,
    );
    expect(accepts(buildAlertMessage(presetForm(id)))).toBe(true);
    expect(accepts({ ...buildAlertMessage(presetForm(id)), unknown: 1 })).toBe(false);
  });

  it('presetForm returns a copy', () => {
    const form = presetForm('simpleLong');
    form.symbol = 'ES1!';
    expect(PRESETS.simpleLong.symbol).toBe('MNQ1!');
  });
});
