import { toAlertOrder } from '@tickrelay/contracts/alert-payload/alert-order';
import {
  fillPlaceholders,
  formatAlert,
  SAMPLE_ALERT,
} from '@tickrelay/contracts/alert-payload/alert-payload.samples';
import {
  ALERT_PAYLOAD_SCHEMA,
  ALERT_TEMPLATE_SCHEMA,
  EXIT_UNITS,
  ORDER_TYPES,
  PLACEHOLDERS,
} from '@tickrelay/contracts/alert-payload/alert-payload.schema';
import Ajv from 'ajv';

import {
  ACTIONS,
  buildAlertMessage,
  EXIT_MAX,
  formatAlertMessage,
  MAX_COMMENT_LENGTH,
  MAX_LAG_SECONDS,
  MAX_QUANTITY,
  SENTIMENT_OPTIONS,
  TIME_OPTIONS,
  type AlertForm,
} from './alert-builder';
import { matchingPreset, PRESET_IDS, PRESETS, presetForm } from './alert-builder-presets';
import { isValid, validateAlert } from './alert-validation';

const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
const acceptsTemplate = ajv.compile(ALERT_TEMPLATE_SCHEMA);
const acceptsPayload = ajv.compile(ALERT_PAYLOAD_SCHEMA);

const long = (patch: Partial<AlertForm> = {}): AlertForm => ({
  ...presetForm('simpleLong'),
  ...patch,
});

describe('buildAlertMessage', () => {
  it('builds a market order filled at the close, with brackets in ticks and the firing time', () => {
    expect(buildAlertMessage(long())).toEqual({
      ticker: 'MNQ1!',
      action: 'buy',
      quantity: 1,
      orderType: 'market',
      price: '{{close}}',
      takeProfit: { ticks: 40 },
      stopLoss: { ticks: 20 },
      time: '{{timenow}}',
    });
  });

  it('keeps the key order of the preview and of the contracts’ samples', () => {
    const message = buildAlertMessage(
      long({
        orderType: 'limit',
        price: '18250.25',
        timeInForce: 'gtc',
        sentiment: 'bullish',
        id: 'ORB {{time}}',
        maxLag: '30',
        account: 'apex-1',
        comment: 'hi',
        includeInterval: true,
        includePositionSize: true,
      }),
    );
    expect(Object.keys(message)).toEqual([
      'ticker',
      'action',
      'quantity',
      'orderType',
      'price',
      'timeInForce',
      'takeProfit',
      'stopLoss',
      'sentiment',
      'id',
      'time',
      'max_lag',
      'account',
      'comment',
      'interval',
      'positionSize',
    ]);
    expect(message).toMatchObject({
      price: 18250.25,
      timeInForce: 'gtc',
      sentiment: 'bullish',
      id: 'ORB {{time}}',
      max_lag: 30,
      interval: '{{interval}}',
      positionSize: '{{strategy.position_size}}',
    });
  });

  it('writes the price of limit and stop orders, and a market order’s only when given', () => {
    expect(buildAlertMessage(long({ orderType: 'limit', price: '18250.25' })).price).toBe(18250.25);
    expect(buildAlertMessage(long({ orderType: 'stop', price: '{{close}}' })).price).toBe(
      '{{close}}',
    );
    expect(buildAlertMessage(long({ price: '6012.5' })).price).toBe(6012.5);
    expect(buildAlertMessage(long({ price: ' ' }))).not.toHaveProperty('price');
  });

  it('leaves the time in force out for market orders and when it is the default day', () => {
    expect(buildAlertMessage(long({ timeInForce: 'gtc' }))).not.toHaveProperty('timeInForce');
    expect(buildAlertMessage(long({ orderType: 'limit', price: '1' }))).not.toHaveProperty(
      'timeInForce',
    );
    expect(
      buildAlertMessage(long({ orderType: 'stop', price: '1', timeInForce: 'ioc' })).timeInForce,
    ).toBe('ioc');
  });

  it.each([
    ['ticks', '40', { ticks: 40 }],
    ['points', '12.5', { points: 12.5 }],
    ['dollars', '250', { dollars: 250 }],
    ['percent', '0.75', { percent: 0.75 }],
  ] as const)('writes an exit in %s', (mode, value, expected) => {
    const message = buildAlertMessage(
      long({ stopLossMode: mode, stopLoss: value, takeProfitMode: 'off' }),
    );
    expect(message.stopLoss).toEqual(expected);
    expect(message).not.toHaveProperty('takeProfit');
  });

  it('the strategy preset writes the site’s one sample message', () => {
    expect(buildAlertMessage(presetForm('strategy'))).toEqual(SAMPLE_ALERT);
    expect(formatAlertMessage(presetForm('strategy'))).toBe(formatAlert(SAMPLE_ALERT));
  });

  it('reduces exit to the ticker, its fill price and the checks', () => {
    const message = buildAlertMessage({
      ...presetForm('flatten'),
      quantity: '3',
      sentiment: 'flat',
      takeProfitMode: 'ticks',
      takeProfit: '5',
      account: 'main',
    });
    expect(message).toEqual({
      ticker: '{{ticker}}',
      action: 'exit',
      price: '{{close}}',
      time: '{{timenow}}',
      account: 'main',
    });
  });

  it('reduces cancel to the ticker and the checks', () => {
    expect(buildAlertMessage({ ...presetForm('cancelOrders'), price: '5', time: 'off' })).toEqual({
      ticker: '{{ticker}}',
      action: 'cancel',
    });
  });

  it('writes reverse with an optional size and exits, without order type or sentiment', () => {
    const same = buildAlertMessage(long({ action: 'reverse', quantity: '', sentiment: 'flat' }));
    expect(same).toEqual({
      ticker: 'MNQ1!',
      action: 'reverse',
      price: '{{close}}',
      takeProfit: { ticks: 40 },
      stopLoss: { ticks: 20 },
      time: '{{timenow}}',
    });
    expect(buildAlertMessage(long({ action: 'reverse', quantity: '2' })).quantity).toBe(2);
  });

  it('writes the sentiment, including the strategy’s market position', () => {
    expect(buildAlertMessage(long({ sentiment: 'flat' })).sentiment).toBe('flat');
    expect(
      buildAlertMessage(long({ sentiment: PLACEHOLDERS.strategyMarketPosition })).sentiment,
    ).toBe('{{strategy.market_position}}');
    expect(buildAlertMessage(long({ sentiment: '' }))).not.toHaveProperty('sentiment');
  });

  it('writes the chosen time placeholder, or none', () => {
    expect(buildAlertMessage(long({ time: 'time' })).time).toBe('{{time}}');
    expect(buildAlertMessage(long({ time: 'off' }))).not.toHaveProperty('time');
  });

  it('upper-cases explicit tickers and trims text', () => {
    const message = buildAlertMessage(
      long({ ticker: ' es1! ', account: '  acc ', comment: ' go ', id: ' a {{time}} ' }),
    );
    expect(message).toMatchObject({
      ticker: 'ES1!',
      account: 'acc',
      comment: 'go',
      id: 'a {{time}}',
    });
  });

  it('produces valid JSON that stays valid once TradingView fills the placeholders', () => {
    const text = formatAlertMessage({
      ...presetForm('strategy'),
      comment: 'He said "buy" {{close}}',
      id: '{{strategy.order.id}} {{time}}',
    });
    expect(() => JSON.parse(text) as unknown).not.toThrow();
    const filled = fillPlaceholders(JSON.parse(text) as never);
    expect(filled).toMatchObject({
      ticker: 'MES1!',
      action: 'buy',
      quantity: '2',
      sentiment: 'long',
      id: 'Long Entry 2026-03-02T14:30:00Z',
      comment: 'He said "buy" 6012.5',
    });
    expect(text).toContain('\n  "ticker"');
  });
});

describe('validateAlert', () => {
  it('accepts every preset', () => {
    for (const id of PRESET_IDS) expect(validateAlert(PRESETS[id])).toEqual({});
  });

  it.each([
    '{{ticker}}',
    '{{exchange}}:{{ticker}}',
    'MNQ1!',
    'ES1!',
    'MNQZ2026',
    'nqh6',
    'CME_MINI:MNQ1!',
    '6E1!',
  ])('accepts ticker %s', (ticker) => {
    expect(validateAlert(long({ ticker })).ticker).toBeUndefined();
  });

  it('rejects empty, malformed and wrong-placeholder tickers', () => {
    expect(validateAlert(long({ ticker: '  ' })).ticker).toEqual({ code: 'required' });
    expect(validateAlert(long({ ticker: 'MNQ 1!' })).ticker).toEqual({ code: 'tickerInvalid' });
    expect(validateAlert(long({ ticker: 'ES1!!' })).ticker).toEqual({ code: 'tickerInvalid' });
    expect(validateAlert(long({ ticker: '{{close}}' })).ticker).toEqual({
      code: 'placeholderNotAllowed',
      params: { allowed: '{{ticker}}, {{exchange}}:{{ticker}}' },
    });
    expect(validateAlert(long({ ticker: 'X'.repeat(41) })).ticker?.code).toBe('tooLong');
  });

  it('accepts the strategy order price as the price, like the receiver', () => {
    const form = long({
      price: PLACEHOLDERS.strategyOrderPrice,
      ticker: PLACEHOLDERS.exchangeTicker,
    });
    expect(validateAlert(form)).toEqual({});
    expect(buildAlertMessage(form)).toMatchObject({
      ticker: '{{exchange}}:{{ticker}}',
      price: '{{strategy.order.price}}',
    });
    expect(acceptsTemplate(buildAlertMessage(form))).toBe(true);
    expect(acceptsPayload(fillPlaceholders(buildAlertMessage(form)))).toBe(true);
    expect(validateAlert(long({ id: 'Entrée longue {{time}}' })).id).toBeUndefined();
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

  it('makes the quantity of a reverse optional, but checks it when given', () => {
    expect(validateAlert(long({ action: 'reverse', quantity: '' })).quantity).toBeUndefined();
    expect(validateAlert(long({ action: 'reverse', quantity: '0' })).quantity?.code).toBe(
      'quantityRange',
    );
  });

  it('does not check the order fields of exit and cancel', () => {
    const broken = { quantity: 'x', takeProfitMode: 'ticks', takeProfit: '' } as const;
    expect(validateAlert({ ...presetForm('flatten'), ...broken })).toEqual({});
    expect(validateAlert({ ...presetForm('cancelOrders'), ...broken, price: 'x' })).toEqual({});
    expect(validateAlert({ ...presetForm('flatten'), price: 'x' }).price?.code).toBe(
      'priceInvalid',
    );
  });

  it('requires a positive price for limit and stop orders, and checks a market one when given', () => {
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
    expect(validateAlert(long({ price: '' })).price).toBeUndefined();
    expect(validateAlert(long({ price: 'nonsense' })).price?.code).toBe('priceInvalid');
  });

  it('checks exits in every unit against its own limit', () => {
    expect(validateAlert(long({ takeProfit: '' })).takeProfit).toEqual({ code: 'required' });
    expect(validateAlert(long({ takeProfit: '2.5' })).takeProfit).toEqual({
      code: 'ticksInvalid',
      params: { max: EXIT_MAX.ticks },
    });
    expect(validateAlert(long({ stopLoss: '0' })).stopLoss?.code).toBe('ticksInvalid');
    expect(validateAlert(long({ stopLoss: String(EXIT_MAX.ticks + 1) })).stopLoss?.code).toBe(
      'ticksInvalid',
    );
    expect(validateAlert(long({ stopLossMode: 'points', stopLoss: '12.25' })).stopLoss).toBe(
      undefined,
    );
    expect(validateAlert(long({ stopLossMode: 'points', stopLoss: 'abc' })).stopLoss).toEqual({
      code: 'exitInvalid',
      params: { max: EXIT_MAX.points },
    });
    expect(validateAlert(long({ stopLossMode: 'dollars', stopLoss: '0' })).stopLoss?.code).toBe(
      'exitInvalid',
    );
    expect(validateAlert(long({ stopLossMode: 'percent', stopLoss: '100' })).stopLoss).toBe(
      undefined,
    );
    expect(validateAlert(long({ stopLossMode: 'percent', stopLoss: '100.5' })).stopLoss).toEqual({
      code: 'exitInvalid',
      params: { max: 100 },
    });
    expect(validateAlert(long({ stopLossMode: 'off', stopLoss: 'abc' })).stopLoss).toBeUndefined();
  });

  it('checks the id: printable, short, known placeholders, and unique per bar', () => {
    expect(validateAlert(long({ id: '{{strategy.order.id}} {{time}}' })).id).toBeUndefined();
    expect(validateAlert(long({ id: 'run-7 {{timenow}}' })).id).toBeUndefined();
    expect(validateAlert(long({ id: 'Long Entry' })).id).toEqual({ code: 'idNeedsTime' });
    expect(validateAlert(long({ id: 'Entrée {{time}}' })).id).toBeUndefined();
    expect(validateAlert(long({ id: 'tab\t {{time}}' })).id).toEqual({ code: 'idInvalid' });
    expect(validateAlert(long({ id: `${'x'.repeat(60)} {{time}}` })).id?.code).toBe('tooLong');
    expect(validateAlert(long({ id: '{{close}} {{time}}' })).id?.code).toBe(
      'placeholderNotAllowed',
    );
  });

  it('checks max_lag, which needs a time to measure from', () => {
    expect(validateAlert(long({ maxLag: '60' })).maxLag).toBeUndefined();
    expect(validateAlert(long({ maxLag: String(MAX_LAG_SECONDS) })).maxLag).toBeUndefined();
    expect(validateAlert(long({ maxLag: '0' })).maxLag).toEqual({
      code: 'maxLagInvalid',
      params: { max: MAX_LAG_SECONDS },
    });
    expect(validateAlert(long({ maxLag: '1.5' })).maxLag?.code).toBe('maxLagInvalid');
    expect(validateAlert(long({ maxLag: String(MAX_LAG_SECONDS + 1) })).maxLag?.code).toBe(
      'maxLagInvalid',
    );
    expect(validateAlert(long({ maxLag: '60', time: 'off' })).maxLag).toEqual({
      code: 'maxLagNeedsTime',
    });
    expect(validateAlert(long({ maxLag: '', time: 'off' })).maxLag).toBeUndefined();
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
    expect(isValid(validateAlert(long({ ticker: '' })))).toBe(false);
  });
});

/** Every combination of the choices the form offers, with edge values for the numbers. */
function* forms(): Generator<AlertForm> {
  const exitValues = {
    off: [''],
    ticks: ['1', String(EXIT_MAX.ticks)],
    points: ['0.25', String(EXIT_MAX.points)],
    dollars: ['1', String(EXIT_MAX.dollars)],
    percent: ['0.5', String(EXIT_MAX.percent)],
  } as const;
  const base = presetForm('simpleLong');
  for (const action of ACTIONS)
    for (const orderType of ORDER_TYPES)
      for (const unit of ['off', ...EXIT_UNITS] as const)
        for (const value of exitValues[unit])
          for (const sentiment of SENTIMENT_OPTIONS)
            for (const time of TIME_OPTIONS)
              for (const extras of [false, true]) {
                yield {
                  ...base,
                  ticker: extras ? 'CME_MINI:MESZ2026' : '{{ticker}}',
                  action,
                  quantity: action === 'strategy' ? '{{strategy.order.contracts}}' : '1000',
                  orderType,
                  price: extras ? '21450.25' : '{{close}}',
                  takeProfitMode: unit,
                  takeProfit: value,
                  stopLossMode: extras ? 'ticks' : unit,
                  stopLoss: extras ? '8' : value,
                  timeInForce: extras ? 'fok' : 'day',
                  sentiment,
                  time,
                  id: extras && time !== 'off' ? '{{strategy.order.id}} {{time}}' : '',
                  maxLag: extras && time !== 'off' ? String(MAX_LAG_SECONDS) : '',
                  account: extras ? 'DEMO 4471023' : '',
                  comment: extras ? 'Entry "A" at {{close}} on {{interval}}' : '',
                  includeInterval: extras,
                  includePositionSize: extras,
                };
              }
}

describe('the messages against the contracts’ schemas', () => {
  const all = [...forms()];

  it('covers every combination as a valid form', () => {
    expect(all.length).toBeGreaterThan(3000);
    const invalid = all.filter((form) => !isValid(validateAlert(form)));
    expect(invalid).toEqual([]);
  });

  it('writes only messages ALERT_TEMPLATE_SCHEMA accepts', () => {
    for (const form of all) {
      const message = buildAlertMessage(form);
      if (!acceptsTemplate(message)) {
        throw new Error(`${JSON.stringify(message)}: ${JSON.stringify(acceptsTemplate.errors)}`);
      }
    }
  });

  it('writes messages that, once filled by TradingView, the receiver accepts as that order', () => {
    for (const form of all) {
      const payload = fillPlaceholders(buildAlertMessage(form));
      if (!acceptsPayload(payload)) {
        throw new Error(`${JSON.stringify(payload)}: ${JSON.stringify(acceptsPayload.errors)}`);
      }
      const order = toAlertOrder(payload);
      expect(order.takeProfit?.unit ?? 'off').toBe(
        ['buy', 'sell', 'strategy', 'reverse'].includes(form.action) ? form.takeProfitMode : 'off',
      );
      if (form.maxLag) expect(order.maxLagSeconds).toBe(Number(form.maxLag));
    }
  });

  it.each(PRESET_IDS)(
    'the %s preset passes the template schema, not with an unknown field',
    (id) => {
      expect(acceptsTemplate(buildAlertMessage(presetForm(id)))).toBe(true);
      expect(acceptsTemplate({ ...buildAlertMessage(presetForm(id)), unknown: 1 })).toBe(false);
    },
  );

  it.each([
    ['ticker', { ticker: 'MNQ 1!' }],
    ['quantity', { quantity: '1001' }],
    ['price', { orderType: 'limit', price: '' }],
    ['takeProfit', { takeProfitMode: 'percent', takeProfit: '101' }],
    ['stopLoss', { stopLossMode: 'ticks', stopLoss: '10001' }],
    ['id', { id: 'a\u0007 {{time}}' }],
    ['maxLag', { maxLag: '86401' }],
    ['account', { account: 'a"b' }],
    ['comment', { comment: 'x'.repeat(201) }],
  ] as const)(
    'refuses a %s the schema refuses, before the member pastes it',
    (field, patch: Partial<AlertForm>) => {
      const form = long(patch);
      expect(validateAlert(form)[field]).toBeDefined();
      expect(acceptsTemplate(buildAlertMessage(form))).toBe(false);
    },
  );
});

describe('presets', () => {
  it('matchingPreset recognises an untouched preset only', () => {
    expect(matchingPreset(presetForm('flatten'))).toBe('flatten');
    expect(matchingPreset(presetForm('cancelOrders'))).toBe('cancelOrders');
    expect(matchingPreset(long({ quantity: '2' }))).toBeNull();
  });

  it('presetForm returns a copy', () => {
    const form = presetForm('simpleLong');
    form.ticker = 'ES1!';
    expect(PRESETS.simpleLong.ticker).toBe('MNQ1!');
  });
});
