// TickRelay's own JSON and TradersPost's signal JSON: one family (ticker, action, quantity,
// orderType, takeProfit, stopLoss…), read by one mapper. A message is labelled traderspost when
// it uses anything only TradersPost writes (signalPrice, limitPrice, action "add", an exit in
// amount or at a price…), tickrelay otherwise. Field names from TradersPost's webhook reference
// (docs.traderspost.io, core-concepts/signals/webhooks and its webhook-spec.json).
import {
  checkKeys,
  exitFromLevel,
  isRecord,
  isRefusal,
  type MapResult,
  type Mapped,
  pointer,
  type Refusal,
  refuse,
} from '../alert-read-common';
import type { AlertFormat } from '../alert-reader.types';

const TICKRELAY_KEYS = [
  'ticker',
  'action',
  'quantity',
  'orderType',
  'price',
  'takeProfit',
  'stopLoss',
  'sentiment',
  'time',
  'timeInForce',
  'id',
  'max_lag',
  'account',
  'comment',
  'interval',
  'positionSize',
] as const;
const TRADERSPOST_ONLY_KEYS = [
  'signalPrice',
  'limitPrice',
  'stopPrice',
  'quantityType',
  'trailAmount',
  'trailPercent',
  'extendedHours',
  'test',
] as const;
/** TradersPost options with no meaning for a futures account here: listed, not used. */
const IGNORED_KEYS: readonly string[] = ['extendedHours', 'test'];
const KNOWN_KEYS: readonly string[] = [...TICKRELAY_KEYS, ...TRADERSPOST_ONLY_KEYS].filter(
  (key) => !IGNORED_KEYS.includes(key),
);
const OWN_EXIT_UNITS = ['ticks', 'points', 'dollars', 'percent'];
const TRADERSPOST_EXIT_KEYS = [
  'amount',
  'limitPrice',
  'stopPrice',
  'type',
  'trailAmount',
  'trailPercent',
  'pnlAmount',
];

const lower = (value: unknown): unknown =>
  typeof value === 'string' ? value.toLowerCase() : value;

/** Does the message use anything only TradersPost writes? */
export function looksLikeTradersPost(body: Record<string, unknown>): boolean {
  if (TRADERSPOST_ONLY_KEYS.some((key) => key in body)) return true;
  if (lower(body.action) === 'add') return true;
  return [body.takeProfit, body.stopLoss].some(
    (exit) =>
      isRecord(exit) && Object.keys(exit).some((key) => TRADERSPOST_EXIT_KEYS.includes(key)),
  );
}

function mapExit(
  kind: 'takeProfit' | 'stopLoss',
  exit: unknown,
  action: unknown,
  reference: { value: unknown; field: string },
): { value: unknown } | Refusal {
  const at = pointer(kind);
  if (!isRecord(exit)) return { value: exit };
  if ('trailAmount' in exit || 'trailPercent' in exit || lower(exit.type) === 'trailing_stop') {
    return { code: 'ALERT_TRAILING_UNSUPPORTED', field: `${at}/type` };
  }
  if (lower(exit.type) === 'stop_limit' || (kind === 'stopLoss' && 'limitPrice' in exit)) {
    return { code: 'ALERT_FIELD_UNSUPPORTED', field: `${at}/type` };
  }
  if ('pnlAmount' in exit) return { code: 'ALERT_FIELD_UNSUPPORTED', field: `${at}/pnlAmount` };
  const { type, ...rest } = exit;
  if (type !== undefined && lower(type) !== 'stop')
    return { code: 'ALERT_INVALID', field: `${at}/type` };
  const levelKey = kind === 'takeProfit' ? 'limitPrice' : 'stopPrice';
  const keys = Object.keys(rest);
  if (keys.length === 1 && keys[0] === levelKey) {
    const distance = exitFromLevel(
      kind,
      action,
      reference.value,
      rest[levelKey],
      `${at}/${levelKey}`,
      reference.field,
    );
    return isRefusal(distance) ? distance : { value: distance };
  }
  if (keys.length === 1 && keys[0] === 'amount') return { value: { points: rest.amount } };
  if (keys.some((key) => !OWN_EXIT_UNITS.includes(key))) {
    const odd = keys.find((key) => !OWN_EXIT_UNITS.includes(key)) ?? '';
    return { code: 'ALERT_INVALID', field: `${at}/${odd}` };
  }
  return { value: rest };
}

/** The JSON family of TickRelay and TradersPost → TickRelay's payload. */
export function mapTickerFamily(
  body: Record<string, unknown>,
): MapResult & { format: AlertFormat } {
  const format: AlertFormat = looksLikeTradersPost(body) ? 'traderspost' : 'tickrelay';
  const done = (result: MapResult) => ({ ...result, format });
  const keys = checkKeys(body, KNOWN_KEYS, IGNORED_KEYS);
  if (keys.misspelt) return done(refuse(keys.misspelt.code, keys.misspelt.field, keys.warnings));
  const fail = (code: Parameters<typeof refuse>[0], field: string) =>
    done(refuse(code, field, keys.warnings));

  if (body.quantityType !== undefined && lower(body.quantityType) !== 'fixed_quantity') {
    return fail('ALERT_SIZING_UNSUPPORTED', '/quantityType');
  }
  if ('trailAmount' in body) return fail('ALERT_TRAILING_UNSUPPORTED', '/trailAmount');
  if ('trailPercent' in body) return fail('ALERT_TRAILING_UNSUPPORTED', '/trailPercent');
  const orderType = lower(body.orderType);
  if (orderType === 'trailing_stop') return fail('ALERT_TRAILING_UNSUPPORTED', '/orderType');
  if (orderType === 'stop_limit') return fail('ALERT_FIELD_UNSUPPORTED', '/orderType');

  const payload: Record<string, unknown> = {};
  const sources: Record<string, string> = {};
  for (const key of TICKRELAY_KEYS) {
    if (key in body) {
      payload[key] = body[key];
      sources[key] = pointer(key);
    }
  }
  let action = lower(body.action);
  if (action === 'add') {
    // "add" adds to the position the sentiment names: a buy for a long, a sell for a short.
    const sentiment = lower(body.sentiment);
    if (sentiment === 'bullish' || sentiment === 'long') action = 'buy';
    else if (sentiment === 'bearish' || sentiment === 'short') action = 'sell';
    else return fail('ALERT_INVALID', '/sentiment');
    payload.action = action;
  }
  const priceKey =
    orderType === 'limit' && 'limitPrice' in body
      ? 'limitPrice'
      : orderType === 'stop' && 'stopPrice' in body
        ? 'stopPrice'
        : !('price' in body) && 'signalPrice' in body
          ? 'signalPrice'
          : 'price';
  if (priceKey in body) {
    payload.price = body[priceKey];
    sources.price = pointer(priceKey);
  }
  const reference = { value: payload.price, field: sources.price ?? '/price' };
  for (const kind of ['takeProfit', 'stopLoss'] as const) {
    if (!(kind in body)) continue;
    const exit = mapExit(kind, body[kind], action, reference);
    if (isRefusal(exit)) return fail(exit.code, exit.field ?? pointer(kind));
    payload[kind] = exit.value;
  }
  const mapped: Mapped = { payload, sources, warnings: keys.warnings };
  return { ok: true, mapped, format };
}
