// The corpus: CrossTrade's key=value; commands and TradingView's default sentence.
import { type CorpusMessage, no, ok } from './alert-corpus-kit';

const ct = (pairs: string) => `key=xt-secret-1234;account=Sim101;${pairs}`;

export const CROSSTRADE: CorpusMessage[] = [
  ok(
    'CT payload reference',
    ct('command=PLACE;instrument=MNQ 03-27;action=BUY;qty=1;order_type=MARKET;tif=DAY;'),
    'crosstrade',
    'PRICE_REQUIRED',
    ['/key', '/account'],
  ),
  ok(
    'CT lower case, TradingView ticker',
    'key=abc;command=place;account=Sim101;instrument=ES1!;action=buy;qty=1;order_type=market;tif=day;',
    'crosstrade',
    'PRICE_REQUIRED',
  ),
  ok(
    'CT limit',
    ct(
      'command=PLACE;instrument=MES1!;action=BUY;qty=2;order_type=LIMIT;limit_price=6000;tif=GTC;',
    ),
    'crosstrade',
  ),
  ok(
    'CT stop market',
    ct(
      'command=PLACE;instrument=MES1!;action=SELL;qty=1;order_type=STOPMARKET;stop_price=5900;tif=DAY;',
    ),
    'crosstrade',
  ),
  ok(
    'CT close position',
    ct('command=CLOSEPOSITION;instrument=MES1!;'),
    'crosstrade',
    'NO_POSITION',
  ),
  ok(
    'CT cancel orders',
    ct('command=CANCELORDERS;instrument=MES1!;'),
    'crosstrade',
    'BROKER_REJECTED',
  ),
  no(
    'CT partial close',
    ct('command=CLOSEPOSITION;instrument=MES1!;qty=1;'),
    'crosstrade',
    'ALERT_FIELD_UNSUPPORTED',
    '/qty',
  ),
  no(
    'CT flatten everything',
    'key=abc;command=FLATTENEVERYTHING;',
    'crosstrade',
    'ALERT_FIELD_UNSUPPORTED',
    '/command',
  ),
  no(
    'CT cancel all orders',
    'key=abc;command=CANCELALLORDERS;',
    'crosstrade',
    'ALERT_FIELD_UNSUPPORTED',
    '/command',
  ),
  no(
    'CT trailing stop',
    ct('command=PLACE;instrument=MES1!;action=SELL;qty=1;order_type=TRAILINGSTOP;tif=DAY;'),
    'crosstrade',
    'ALERT_TRAILING_UNSUPPORTED',
    '/order_type',
  ),
  no(
    'CT bracket',
    ct(
      'command=PLACE;instrument=MES1!;action=BUY;qty=1;order_type=MARKET;tif=DAY;take_profit=6050;',
    ),
    'crosstrade',
    'ALERT_FIELD_UNSUPPORTED',
    '/take_profit',
  ),
  no(
    'CT flatten first',
    ct(
      'command=PLACE;instrument=MES1!;action=BUY;qty=1;order_type=MARKET;tif=DAY;flatten_first=true;',
    ),
    'crosstrade',
    'ALERT_FIELD_UNSUPPORTED',
    '/flatten_first',
  ),
  no(
    'CT fractional qty',
    ct('command=PLACE;instrument=MES1!;action=BUY;qty=1.5;order_type=MARKET;tif=DAY;'),
    'crosstrade',
    'ALERT_INVALID',
    '/qty',
  ),
  no(
    'CT instrumnet',
    ct('command=PLACE;instrumnet=MES1!;action=BUY;qty=1;'),
    'crosstrade',
    'ALERT_FIELD_MISSPELT',
    '/instrumnet',
  ),
  no(
    'CT no instrument',
    ct('command=PLACE;action=BUY;qty=1;order_type=MARKET;'),
    'crosstrade',
    'ALERT_INVALID',
    '/instrument',
  ),
  no(
    'CT unknown command',
    ct('command=BOGUS;instrument=MES1!;'),
    'crosstrade',
    'ALERT_INVALID',
    '/command',
  ),
  ok(
    'CT repeated command: the first wins',
    ct(
      'command=PLACE;instrument=MES1!;action=BUY;qty=1;order_type=LIMIT;limit_price=6000;command=FLATTENEVERYTHING;',
    ),
    'crosstrade',
  ),
];

export const SENTENCES: CorpusMessage[] = [
  ok(
    'TradingView default sentence',
    'order buy @ 1 filled on MES1!. New strategy position is 1',
    'tradingview',
    'PRICE_REQUIRED',
  ),
  ok(
    'TradingView default, capitalised, sell 2',
    'Order sell @ 2 filled on MNQZ2026. New strategy position is -2',
    'tradingview',
    'PRICE_REQUIRED',
  ),
  no(
    'TradingView sentence, fractional',
    'order buy @ 1.5 filled on MES1!. New strategy position is 1.5',
    'tradingview',
    'ALERT_INVALID',
    '/quantity',
  ),
  no(
    'TradingView sentence, odd action',
    'order hold @ 1 filled on MES1!. New strategy position is 1',
    'tradingview',
    'ALERT_INVALID',
    '/action',
  ),
  no('plain words', 'buy MES1! 1', null, 'ALERT_NOT_JSON', null),
  no(
    'the sentence in French',
    'ordre buy @ 1 exécuté sur MES1!. La nouvelle position est 1',
    null,
    'ALERT_NOT_JSON',
    null,
  ),
];
