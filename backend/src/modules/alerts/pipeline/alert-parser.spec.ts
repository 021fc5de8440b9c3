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
    [{ ticker: 'MES1!', action: 'exit', 'a/b~c': 1 }, '/a~1b~0c'],
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
    expect(result).toMatchObject({ ok: false, code: 'ALERT_INVALID' });
    expect(!result.ok && result.field).toHaveLength(200);
  });
});
