import { readAlertMessage } from './alert-reader';
import { ALERT_WARNINGS_MAX } from './alert-reader.types';
import { instrumentTicker } from './formats/crosstrade';

const payloadOf = (text: string) => {
  const read = readAlertMessage(text);
  if (!read.ok) throw new Error(`${read.code} ${read.field}`);
  return read.payload;
};

describe('what each format maps to', () => {
  it('TradersPost: add by sentiment, amounts as points, levels as distances from the price', () => {
    expect(
      payloadOf(
        JSON.stringify({
          ticker: 'mnq1!',
          action: 'ADD',
          sentiment: 'Short',
          quantity: '2.00',
          signalPrice: 21000,
          takeProfit: { limitPrice: 20950.5 },
          stopLoss: { type: 'stop', amount: '25' },
        }),
      ),
    ).toEqual({
      ticker: 'MNQ1!',
      action: 'sell',
      sentiment: 'short',
      quantity: 2,
      price: 21000,
      takeProfit: { points: 49.5 },
      stopLoss: { points: 25 },
    });
    expect(
      payloadOf(
        '{"ticker":"MES1!","action":"buy","quantity":1,"orderType":"Limit","limitPrice":"6000","price":"6010"}',
      ),
    ).toMatchObject({ orderType: 'limit', price: '6000' });
  });

  it('PickMyTrade: symbol, data, date; options at 0 ask for nothing', () => {
    expect(
      payloadOf(
        JSON.stringify({
          symbol: 'nqh7',
          data: 'CLOSE',
          date: '2026-03-02T14:30:00Z',
          quantity: 0,
          tp: 0,
          trail: '0',
          update_sl: 'false',
          token: 't',
        }),
      ),
    ).toEqual({ ticker: 'NQH7', action: 'exit', time: '2026-03-02T14:30:00Z' });
    expect(
      payloadOf(
        JSON.stringify({
          symbol: 'MES1!',
          data: 'sell',
          quantity: 1,
          price: 6000,
          sl: 6012.25,
          dollar_tp: '50',
        }),
      ),
    ).toMatchObject({ stopLoss: { points: 12.25 }, takeProfit: { dollars: 50 } });
  });

  it('CrossTrade: NinjaTrader instruments, stop orders, names in any case', () => {
    expect(instrumentTicker('MNQ 03-27')).toBe('MNQH2027');
    expect(instrumentTicker('ES 12-2026')).toBe('ESZ2026');
    expect(instrumentTicker('ES 13-26')).toBe('ES 13-26');
    expect(
      payloadOf(
        'Key=k; COMMAND=place; Instrument=MES 12-26; Action=Sell; QTY=3; Order_Type=StopMarket; Stop_Price=5900; TIF=Gtc;',
      ),
    ).toEqual({
      ticker: 'MESZ2026',
      action: 'sell',
      quantity: 3,
      orderType: 'stop',
      price: '5900',
      timeInForce: 'gtc',
    });
    expect(payloadOf('key=k;command=REVERSEPOSITION;instrument=MES1!;qty=2;')).toEqual({
      ticker: 'MES1!',
      action: 'reverse',
      quantity: 2,
    });
  });

  it('TradingView’s sentence, in any case, with a dated ticker', () => {
    expect(payloadOf('ORDER SELL @ 3 FILLED ON MNQZ2026. NEW STRATEGY POSITION IS 0')).toEqual({
      ticker: 'MNQZ2026',
      action: 'sell',
      quantity: 3,
      positionSize: '0',
    });
  });
});

describe('warnings and typos', () => {
  it('lists at most a few dozen unknown keys, and suggests nothing for a key far from any', () => {
    const body: Record<string, unknown> = { ticker: 'MES1!', action: 'exit' };
    for (let index = 0; index < 500; index += 1) body[`unrelated_key_${index}`] = index;
    const read = readAlertMessage(JSON.stringify(body));
    expect(read.ok).toBe(true);
    expect(read.warnings).toHaveLength(ALERT_WARNINGS_MAX);
    expect(read.warnings.every((warning) => warning.code === 'unknown_field')).toBe(true);
  });

  it('suggests the nearest known key, transpositions counted once', () => {
    for (const [key, suggestion] of [
      ['acton', 'action'],
      ['ticekr', 'ticker'],
      ['stoploss', 'stopLoss'],
      ['max-lag', 'max_lag'],
    ] as const) {
      const read = readAlertMessage(JSON.stringify({ ticker: 'MES1!', action: 'exit', [key]: 1 }));
      expect(read).toMatchObject({
        ok: false,
        code: 'ALERT_FIELD_MISSPELT',
        field: `/${key}`,
        warnings: [{ field: `/${key}`, code: 'misspelt_field', suggestion }],
      });
    }
  });

  it('never reads an unknown key into the order, even __proto__ or constructor', () => {
    const read = readAlertMessage(
      '{"ticker":"MES1!","action":"buy","quantity":1,"__proto__":{"quantity":9},"constructor":{"x":1}}',
    );
    expect(read.ok && read.payload).toEqual({ ticker: 'MES1!', action: 'buy', quantity: 1 });
  });
});
