// PickMyTrade's alert JSON → TickRelay's payload. Field names from PickMyTrade's alert docs
// (docs.pickmytrade.io / pickmytrade.io/pages/alert.html): symbol, data (buy, sell, close), quantity,
// price, order_type, tp / percentage_tp / dollar_tp, sl / percentage_sl / dollar_sl, date; its
// template sends every option, an unused one as 0 or false.
import {
  checkKeys,
  exitFromLevel,
  isOff,
  isRefusal,
  type MapResult,
  pointer,
  refuse,
} from '../alert-read-common';

const MAPPED_KEYS = [
  'symbol',
  'data',
  'quantity',
  'price',
  'order_type',
  'date',
  'tp',
  'percentage_tp',
  'dollar_tp',
  'sl',
  'percentage_sl',
  'dollar_sl',
] as const;
/** Options that, when on, ask for something TickRelay does not do. */
const TRAILING_KEYS = ['trail', 'trail_stop', 'trail_trigger', 'trail_freq', 'breakeven'];
const SIZING_KEYS = ['risk_percentage'];
const UNSUPPORTED_KEYS = ['update_tp', 'update_sl'];
/** PickMyTrade's own routing and secrets: the member's accounts here decide where it goes. */
const IGNORED_KEYS = [
  'token',
  'account_id',
  'multiple_accounts',
  'platform',
  'connection_name',
  'duplicate_position_allow',
  'reverse_order_close',
  'pyramid',
  'same_direction_ignore',
  'quantity_multiplier',
];
const KNOWN_KEYS: readonly string[] = [
  ...MAPPED_KEYS,
  ...TRAILING_KEYS,
  ...SIZING_KEYS,
  ...UNSUPPORTED_KEYS,
];

const ACTIONS: Record<string, string> = { buy: 'buy', sell: 'sell', close: 'exit' };
const ORDER_TYPES: Record<string, string> = {
  mkt: 'market',
  market: 'market',
  lmt: 'limit',
  limit: 'limit',
  stp: 'stop',
  stop: 'stop',
};

export const looksLikePickMyTrade = (body: Record<string, unknown>): boolean =>
  !('ticker' in body) && ('data' in body || 'symbol' in body);

type ExitSpec = {
  kind: 'takeProfit' | 'stopLoss';
  level: string;
  percent: string;
  dollars: string;
};
const EXITS: readonly ExitSpec[] = [
  { kind: 'takeProfit', level: 'tp', percent: 'percentage_tp', dollars: 'dollar_tp' },
  { kind: 'stopLoss', level: 'sl', percent: 'percentage_sl', dollars: 'dollar_sl' },
];

export function mapPickMyTrade(body: Record<string, unknown>): MapResult {
  const keys = checkKeys(body, KNOWN_KEYS, IGNORED_KEYS);
  if (keys.misspelt) return refuse(keys.misspelt.code, keys.misspelt.field, keys.warnings);
  const fail = (code: Parameters<typeof refuse>[0], key: string) =>
    refuse(code, pointer(key), keys.warnings);
  for (const key of TRAILING_KEYS)
    if (!isOff(body[key])) return fail('ALERT_TRAILING_UNSUPPORTED', key);
  for (const key of SIZING_KEYS)
    if (!isOff(body[key])) return fail('ALERT_SIZING_UNSUPPORTED', key);
  for (const key of UNSUPPORTED_KEYS)
    if (!isOff(body[key])) return fail('ALERT_FIELD_UNSUPPORTED', key);

  const payload: Record<string, unknown> = {};
  const sources: Record<string, string> = {};
  const take = (from: string, to: string, value: unknown = body[from]) => {
    if (value === undefined) return;
    payload[to] = value;
    sources[to] = pointer(from);
  };
  take('symbol', 'ticker');
  const data = typeof body.data === 'string' ? body.data.toLowerCase() : body.data;
  take('data', 'action', typeof data === 'string' ? (ACTIONS[data] ?? body.data) : body.data);
  // A close has no size; PickMyTrade's template still sends its quantity, often 0.
  if (!(payload.action === 'exit' && isOff(body.quantity))) take('quantity', 'quantity');
  take('price', 'price');
  take('date', 'time');
  if (body.order_type !== undefined) {
    const type =
      typeof body.order_type === 'string' ? ORDER_TYPES[body.order_type.toLowerCase()] : undefined;
    if (type === undefined) return fail('ALERT_FIELD_UNSUPPORTED', 'order_type');
    take('order_type', 'orderType', type);
  }
  for (const spec of EXITS) {
    const set = [spec.level, spec.percent, spec.dollars].filter((key) => !isOff(body[key]));
    if (set.length > 1) return fail('ALERT_INVALID', set[1]!);
    const [key] = set;
    if (key === undefined) continue;
    if (key === spec.level) {
      const distance = exitFromLevel(
        spec.kind,
        payload.action,
        payload.price,
        body[key],
        pointer(key),
        '/price',
      );
      if (isRefusal(distance)) return refuse(distance.code, distance.field, keys.warnings);
      take(key, spec.kind, distance);
    } else {
      take(key, spec.kind, { [key === spec.percent ? 'percent' : 'dollars']: body[key] });
    }
    sources[`${spec.kind}.value`] = pointer(key);
  }
  return { ok: true, mapped: { payload, sources, warnings: keys.warnings } };
}
