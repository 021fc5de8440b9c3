// CrossTrade's `key=value;` commands → TickRelay's payload. Syntax and names from CrossTrade's
// payload reference (crosstrade.io/answers/faq/payload-reference, docs.crosstrade.io/webhooks):
// pairs separated by semicolons, names case-insensitive, NinjaTrader instruments ("MNQ 06-25") or
// TradingView ones ("ES1!"). Pointers name the pair's key as written ('/qty').
import { checkKeys, isOff, type MapResult, pointer, refuse } from '../alert-read-common';

const COMMAND_PATTERN = /(^|;)\s*command\s*=/i;

/** A CrossTrade command: text (not JSON) with a command= pair. Cheap: one regex. */
export const looksLikeCrossTrade = (text: string): boolean =>
  text.includes('=') && COMMAND_PATTERN.test(text);

/** Commands and the action each one is here; null: recognised, and refused (no equivalent). */
const COMMANDS: Record<string, string | null> = {
  place: 'place',
  closeposition: 'exit',
  flatten: 'exit',
  flattenpositions: 'exit',
  cancelorders: 'cancel',
  reverse: 'reverse',
  reverseposition: 'reverse',
  flatteneverything: null,
  cancelallorders: null,
  cancel: null,
  cancelreplace: null,
  change: null,
  closestrategy: null,
  flatplace: null,
  cancelandbracket: null,
};
const MAPPED_KEYS = [
  'command',
  'instrument',
  'action',
  'qty',
  'order_type',
  'limit_price',
  'stop_price',
  'tif',
];
/** Options that change what is done, which TickRelay cannot honour. */
const UNSUPPORTED_KEYS = [
  'take_profit',
  'stop_loss',
  'flatten_first',
  'sync_strategy',
  'require_market_position',
  'market_position',
  'prev_market_position',
  'max_positions',
  'strategy_tag',
  'order_id',
  'atm_strategy',
  'limit_timeout',
  'delay',
];
/** CrossTrade's secret and its NinjaTrader routing: the member's accounts here decide. */
const IGNORED_KEYS = ['key', 'account', 'accounts', 'comment'];
const ORDER_TYPES: Record<string, string | null> = {
  market: 'market',
  limit: 'limit',
  stopmarket: 'stop',
  stop: 'stop',
  stoplimit: null,
  mit: null,
};
const TRAILING_ORDER_TYPES = ['trailingstop', 'trailstop', 'trailingstoplimit'];
const MONTH_CODES = 'FGHJKMNQUVXZ';

/** NinjaTrader's "MNQ 06-25" → MNQM2025; anything else as written. */
export function instrumentTicker(instrument: string): string {
  const match = /^\s*([A-Za-z0-9]{1,6})\s+([0-9]{2})-([0-9]{2}|[0-9]{4})\s*$/.exec(instrument);
  if (!match) return instrument.trim();
  const month = Number(match[2]);
  if (month < 1 || month > 12) return instrument.trim();
  const year = match[3]!.length === 2 ? `20${match[3]}` : match[3]!;
  return `${match[1]}${MONTH_CODES[month - 1]}${year}`;
}

/** The pairs, names lower case; the first of a repeated name wins. */
export function crossTradePairs(text: string): Record<string, string> {
  const pairs: Record<string, string> = {};
  for (const part of text.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const name = part.slice(0, at).trim().toLowerCase();
    if (name !== '' && !(name in pairs)) pairs[name] = part.slice(at + 1).trim();
  }
  return pairs;
}

/** What the log can show of a command, even a refused one. */
export function crossTradeFields(text: string): Record<string, unknown> {
  const pairs = crossTradePairs(text);
  return {
    ticker: pairs.instrument === undefined ? undefined : instrumentTicker(pairs.instrument),
    action: (pairs.action ?? pairs.command)?.toLowerCase(),
    quantity: pairs.qty,
  };
}

export function mapCrossTrade(text: string): MapResult {
  const pairs = crossTradePairs(text);
  const keys = checkKeys(pairs, [...MAPPED_KEYS, ...UNSUPPORTED_KEYS], IGNORED_KEYS);
  if (keys.misspelt) return refuse(keys.misspelt.code, keys.misspelt.field, keys.warnings);
  const fail = (code: Parameters<typeof refuse>[0], key: string) =>
    refuse(code, pointer(key), keys.warnings);
  const command = COMMANDS[(pairs.command ?? '').toLowerCase()];
  if (command === null) return fail('ALERT_FIELD_UNSUPPORTED', 'command');
  if (command === undefined) return fail('ALERT_INVALID', 'command');
  for (const key of UNSUPPORTED_KEYS)
    if (!isOff(pairs[key])) return fail('ALERT_FIELD_UNSUPPORTED', key);

  const payload: Record<string, unknown> = {};
  const sources: Record<string, string> = {};
  const take = (from: string, to: string, value: unknown = pairs[from]) => {
    if (value === undefined) return;
    payload[to] = value;
    sources[to] = pointer(from);
  };
  take(
    'instrument',
    'ticker',
    pairs.instrument === undefined ? undefined : instrumentTicker(pairs.instrument),
  );
  if (command === 'place') {
    take('action', 'action');
  } else {
    take('command', 'action', command);
    // A partial close has no side here to send it as: refused rather than closing everything.
    if (command === 'exit' && pairs.qty !== undefined)
      return fail('ALERT_FIELD_UNSUPPORTED', 'qty');
  }
  if (command === 'place' || command === 'reverse') take('qty', 'quantity');
  const type = pairs.order_type?.toLowerCase().replace(/[\s_]/g, '');
  if (type !== undefined && command === 'place') {
    if (TRAILING_ORDER_TYPES.includes(type))
      return fail('ALERT_TRAILING_UNSUPPORTED', 'order_type');
    const mapped = ORDER_TYPES[type];
    if (mapped === null) return fail('ALERT_FIELD_UNSUPPORTED', 'order_type');
    take('order_type', 'orderType', mapped ?? pairs.order_type);
    if (mapped === 'limit') take('limit_price', 'price');
    if (mapped === 'stop') take('stop_price', 'price');
  }
  if (command === 'place') take('tif', 'timeInForce');
  return { ok: true, mapped: { payload, sources, warnings: keys.warnings } };
}
