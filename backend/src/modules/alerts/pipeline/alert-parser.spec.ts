import { ALERT_EXAMPLES } from '@tickrelay/contracts/alert-payload/alert-payload.samples';

import { AlertParser, jsonPointer } from './alert-parser';

const parser = new AlertParser();
const parse = (body: unknown) =>
  parser.parse(typeof body === 'string' ? body : JSON.stringify(body));

describe('AlertParser', () => {
  it('accepts a valid alert and normalises it', () => {
    const result = parse({ ...ALERT_EXAMPLES.marketBuy, id: 'Long Entry', quantity: '2' });
    expect(result).toMatchObject({
      ok: true,
      order: { ticker: 'MES1!', action: 'buy', quantity: 2, orderType: 'market', price: '6012.5' },
      fields: { action: 'buy', ticker: 'MES1!', quantity: 2, alertId: 'Long Entry' },
    });
  });

  it.each([
    ['a NUL in the text', '{"ticker":"MES1!","action":"exit"}\u0000', null],
    ['a lone surrogate', '{"ticker":"MES1!","action":"exit","comment":"\ud800"}', null],
    [
      'a NUL written as a JSON escape',
      '{"ticker":"MES1!","action":"exit","comment":"a\\u0000"}',
      '/comment',
    ],
    ['a lone surrogate as an escape', '{"ticker":"MES1!","action":"exit","id":"\\udc00"}', '/id'],
    ['a NUL in a key', '{"ticker":"MES1!","action":"exit","a\\u0000":1}', null],
  ])('refuses %s as ALERT_INVALID_TEXT', (_case, body, field) => {
    expect(parse(body)).toMatchObject({ ok: false, code: 'ALERT_INVALID_TEXT', field });
  });

  it.each(['buy MES1! 1', '', '{"ticker":"MES1!",', 'null}', '['.repeat(20000)])(
    'refuses %j as ALERT_NOT_JSON',
    (body) => {
      expect(parse(body)).toMatchObject({ ok: false, code: 'ALERT_NOT_JSON', field: null });
    },
  );

  it('refuses unfilled placeholders, with their field', () => {
    expect(parse({ ticker: '{{ticker}}', action: 'exit' })).toMatchObject({
      ok: false,
      code: 'ALERT_UNFILLED_PLACEHOLDER',
      field: '/ticker',
    });
    // An id that would pass the schema, and make every later alert a duplicate of this one.
    expect(parse({ ticker: 'MES1!', action: 'exit', id: '{{strategy.order.id}}' })).toMatchObject({
      code: 'ALERT_UNFILLED_PLACEHOLDER',
      field: '/id',
    });
    expect(
      parse('{"ticker":"MES1!","action":"buy","quantity":{{strategy.order.contracts}}}'),
    ).toMatchObject({
      code: 'ALERT_UNFILLED_PLACEHOLDER',
      field: null,
    });
    // The comment is free text.
    expect(parse({ ticker: 'MES1!', action: 'exit', comment: 'on {{interval}}' }).ok).toBe(true);
  });

  it.each([
    [{ ticker: 'MES1!', action: 'buy' }, '/quantity'],
    [{ ticker: 'MES1!', action: 'buy', quantity: 0 }, '/quantity'],
    [{ ticker: 'MES1!', action: 'close' }, '/action'],
    [{ action: 'exit' }, '/ticker'],
    [{ ...ALERT_EXAMPLES.marketBuy, takeProfit: { ticks: 4, points: 2 } }, '/takeProfit'],
    [{ ...ALERT_EXAMPLES.marketBuy, takeProfit: { ticks: 0 } }, '/takeProfit/ticks'],
    [{ ...ALERT_EXAMPLES.marketBuy, price: 1e300 }, '/price'],
    [{ ...ALERT_EXAMPLES.marketBuy, time: '2026-02-30T10:00:00Z' }, '/time'],
    [{ ...ALERT_EXAMPLES.marketBuy, time: 'yesterday' }, '/time'],
    [{ ticker: 'MES1!', action: 'buy', quantity: 1, orderType: 'limit' }, '/price'],
    [[1, 2], null],
    ['"just a string"', null],
  ])('refuses %j as ALERT_INVALID at %s', (body, field) => {
    expect(parse(body)).toMatchObject({ ok: false, code: 'ALERT_INVALID', field });
  });

  it('shows what it could read of a refused alert', () => {
    expect(parse({ ticker: 'MES1!', action: 'buy', quantity: 5000, id: 'x' })).toMatchObject({
      ok: false,
      fields: { ticker: 'MES1!', action: 'buy', quantity: 5000, alertId: 'x' },
    });
    expect(parse({ ticker: 7, action: 'x'.repeat(100), quantity: 1e40 }).fields).toEqual({
      ticker: null,
      action: null,
      quantity: null,
      alertId: null,
    });
  });

  it('writes JSON pointers (RFC 6901), cut when absurdly long', () => {
    expect(jsonPointer(['a/b', 'c~d'])).toBe('/a~1b/c~0d');
    const result = parse({ ticker: 'MES1!', action: 'exit', ['x'.repeat(5000)]: 1 });
    expect(result).toMatchObject({ ok: true, format: 'tickrelay' });
    expect(result.warnings[0]?.field).toHaveLength(200);
    expect(parse({ ticker: 'MES1!', action: 'exit', 'a/b~c': 1 }).warnings).toEqual([
      { field: '/a~1b~0c', code: 'unknown_field' },
    ]);
  });

  it('reads the other formats and says which, with the keys it did not use', () => {
    const crossTrade = parse(
      'key=s3cret;command=PLACE;account=Sim101;instrument=MNQ 03-27;action=BUY;qty=2;order_type=LIMIT;limit_price=21000;tif=DAY;',
    );
    expect(crossTrade).toMatchObject({
      ok: true,
      format: 'crosstrade',
      fields: { action: 'buy', ticker: 'MNQH2027', quantity: 2 },
      warnings: [
        { field: '/key', code: 'ignored_field' },
        { field: '/account', code: 'ignored_field' },
      ],
    });
    expect(crossTrade.ok && crossTrade.order).toMatchObject({ orderType: 'limit', price: '21000' });
    const sentence = parse('order sell @ 2 filled on MES1!. New strategy position is -2');
    expect(sentence).toMatchObject({ ok: true, format: 'tradingview' });
    expect(sentence.ok && sentence.order).toMatchObject({
      action: 'sell',
      quantity: 2,
      ticker: 'MES1!',
    });
    const misspelt = parse({ ticker: 'MES1!', action: 'buy', quantitiy: 1 });
    expect(misspelt).toMatchObject({
      ok: false,
      code: 'ALERT_FIELD_MISSPELT',
      field: '/quantitiy',
      warnings: [{ field: '/quantitiy', code: 'misspelt_field', suggestion: 'quantity' }],
    });
    expect(parse({ symbol: 'MES1!', data: 'buy', quantity: 1, risk_percentage: 2 })).toMatchObject({
      ok: false,
      code: 'ALERT_SIZING_UNSUPPORTED',
      field: '/risk_percentage',
      format: 'pickmytrade',
      fields: { ticker: 'MES1!', action: 'buy', quantity: 1 },
    });
  });

  it('shows what it could read of a refused CrossTrade command', () => {
    expect(
      parse('key=k;command=PLACE;instrument=MES 12-26;action=BUY;qty=1;flatten_first=true;'),
    ).toMatchObject({
      ok: false,
      code: 'ALERT_FIELD_UNSUPPORTED',
      field: '/flatten_first',
      fields: { ticker: 'MESZ2026', action: 'buy', quantity: 1 },
    });
  });

  it('maps each format onto the same order', () => {
    const own = parse({
      ticker: 'MES1!',
      action: 'buy',
      quantity: 1,
      price: '6000',
      takeProfit: { points: 50 },
      stopLoss: { points: 20 },
    });
    const tradersPost = parse({
      ticker: 'mes1!',
      action: 'BUY',
      quantity: '1.0',
      signalPrice: 6000,
      takeProfit: { limitPrice: 6050 },
      stopLoss: { type: 'stop', amount: 20 },
    });
    const pickMyTrade = parse({
      symbol: 'MES1!',
      data: 'Buy',
      quantity: '1',
      price: '6000',
      tp: '6050',
      sl: '5980',
      token: 't',
    });
    expect(own.ok && tradersPost.ok && pickMyTrade.ok).toBe(true);
    const order = own.ok ? own.order : null;
    expect(tradersPost.ok && tradersPost.order).toEqual(order);
    expect(pickMyTrade.ok && pickMyTrade.order).toEqual(order);
  });
});
