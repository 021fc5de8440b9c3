// The one reader of alert messages: the webhook worker, the alert builder's paste panel and the
// docs all read a message through it, so they agree on every verdict. It recognises TickRelay's
// own JSON, TradersPost's and PickMyTrade's JSON, CrossTrade's `key=value;` commands and
// TradingView's default strategy sentence, maps each onto TickRelay's payload, normalises what
// Pine authors write loosely (case, "1.0", numbers in quotes) and checks the result against
// ALERT_PAYLOAD_SCHEMA. Format detection is a few cheap checks on the first character and keys.
import { checkAlertPayload } from '../alert-templates/alert-message-check';
import { ROOT_FIELD } from '../errors/detail-codes';
import type { AlertPayload } from './alert-payload.schema';
import { isRecord, type MapResult, pointer } from './alert-read-common';
import type { AlertFormat, AlertReadCode, AlertWarning } from './alert-reader.types';
import { ALERT_WARNINGS_MAX } from './alert-reader.types';
import { crossTradeFields, looksLikeCrossTrade, mapCrossTrade } from './formats/crosstrade';
import { looksLikePickMyTrade, mapPickMyTrade } from './formats/pickmytrade';
import { looksLikeTradersPost, mapTickerFamily } from './formats/traderspost';
import {
  looksLikeTradingViewSentence,
  mapTradingViewSentence,
} from './formats/tradingview-sentence';

export type AlertRead =
  | {
      ok: true;
      format: AlertFormat;
      payload: AlertPayload;
      warnings: AlertWarning[];
      /** Where a payload field came from in the member's message ('price' → '/limitPrice'). */
      fieldOf: (key: string) => string;
    }
  | {
      ok: false;
      /** Null when the message is not any format (not JSON, not a command, not the sentence). */
      format: AlertFormat | null;
      code: AlertReadCode;
      /** JSON pointer of the field in the member's own message ('/qty'); null for the whole. */
      field: string | null;
      warnings: AlertWarning[];
      /** As much of TickRelay's payload as could be mapped (the log shows its ticker, action…). */
      partial: Record<string, unknown>;
    };

/** Where each format writes TickRelay's fields, for a field it left out (a `required` issue). */
const SOURCE_NAMES: Partial<Record<AlertFormat, Record<string, string>>> = {
  pickmytrade: { ticker: '/symbol', action: '/data', orderType: '/order_type', time: '/date' },
  crosstrade: {
    ticker: '/instrument',
    quantity: '/qty',
    price: '/limit_price',
    orderType: '/order_type',
    timeInForce: '/tif',
  },
};

const PLACEHOLDER = /\{\{[^{}]*\}\}/;
const QUANTITY_TEXT = /^\s*[0-9]+(\.0+)?\s*$/;
const NUMBER_TEXT = /^\s*[0-9]+(\.[0-9]+)?\s*$/;

const lower = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value);
const numeric = (value: unknown, pattern: RegExp) =>
  typeof value === 'string' && pattern.test(value) ? Number(value) : value;

/**
 * What Pine authors write loosely, made exact: words in any case, a ticker in lower case, a
 * whole quantity as "1.0", numbers in quotes (so the schema's limits apply to them). A fractional
 * quantity stays text and is refused by the schema.
 */
function normalise(payload: Record<string, unknown>): Record<string, unknown> {
  const out = { ...payload };
  for (const key of ['action', 'sentiment', 'orderType', 'timeInForce']) {
    if (key in out) out[key] = lower(out[key]);
  }
  if (typeof out.ticker === 'string') out.ticker = out.ticker.toUpperCase();
  if ('quantity' in out) out.quantity = numeric(out.quantity, QUANTITY_TEXT);
  if ('max_lag' in out) out.max_lag = numeric(out.max_lag, /^\s*[0-9]+\s*$/);
  for (const kind of ['takeProfit', 'stopLoss']) {
    const exit = out[kind];
    if (isRecord(exit)) {
      out[kind] = Object.fromEntries(
        Object.entries(exit).map(([unit, value]) => [unit, numeric(value, NUMBER_TEXT)]),
      );
    }
  }
  return out;
}

/** The first string value still holding a {{…}} placeholder (outside `comment`), as a pointer. */
function unfilledPlaceholder(value: Record<string, unknown>): string | undefined {
  const stack: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (path !== '/comment' && PLACEHOLDER.test(current)) return path;
    } else if (typeof current === 'object' && current !== null && path.split('/').length < 32) {
      for (const [key, inner] of Object.entries(current).reverse()) {
        stack.push({ value: inner, path: `${path}${pointer(key)}` });
      }
    }
  }
  return undefined;
}

function sourceOf(
  path: string,
  format: AlertFormat,
  sources: Record<string, string>,
): string | null {
  if (path === ROOT_FIELD) return null;
  const [top = '', ...rest] = path.split('.');
  const exitSource = sources[`${top}.value`];
  if (exitSource !== undefined) return exitSource;
  const base = sources[top] ?? SOURCE_NAMES[format]?.[top] ?? pointer(top);
  return rest.length > 0 ? `${base}/${rest.join('/')}` : base;
}

function finish(
  format: AlertFormat,
  result: MapResult,
  partialOf: Record<string, unknown> = {},
): AlertRead {
  if (!result.ok) {
    const warnings = result.warnings.slice(0, ALERT_WARNINGS_MAX);
    return {
      ok: false,
      format,
      code: result.code,
      field: result.field,
      warnings,
      partial: partialOf,
    };
  }
  const { sources } = result.mapped;
  const warnings = result.mapped.warnings.slice(0, ALERT_WARNINGS_MAX);
  const payload = normalise(result.mapped.payload);
  const [issue] = checkAlertPayload(payload);
  if (issue) {
    const field = sourceOf(issue.path, format, sources);
    return { ok: false, format, code: 'ALERT_INVALID', field, warnings, partial: payload };
  }
  const fieldOf = (key: string) => sourceOf(key, format, sources) ?? pointer(key);
  return { ok: true, format, payload: payload as AlertPayload, warnings, fieldOf };
}

/** The JSON format a message is in, before it is read (for a refusal that comes first). */
function jsonFormatOf(value: unknown): AlertFormat | null {
  if (!isRecord(value)) return null;
  if (looksLikePickMyTrade(value)) return 'pickmytrade';
  return looksLikeTradersPost(value) ? 'traderspost' : 'tickrelay';
}

/** A message that parsed as JSON. */
export function readAlertValue(value: unknown): AlertRead {
  if (!isRecord(value)) {
    return {
      ok: false,
      format: null,
      code: 'ALERT_INVALID',
      field: null,
      warnings: [],
      partial: {},
    };
  }
  const placeholder = unfilledPlaceholder(value);
  if (placeholder !== undefined) {
    return {
      ok: false,
      format: jsonFormatOf(value),
      code: 'ALERT_UNFILLED_PLACEHOLDER',
      field: placeholder,
      warnings: [],
      partial: value,
    };
  }
  if (looksLikePickMyTrade(value)) {
    const partial = { ticker: value.symbol, action: value.data, quantity: value.quantity };
    return finish('pickmytrade', mapPickMyTrade(value), partial);
  }
  const { format, ...result } = mapTickerFamily(value);
  return finish(format, result, value);
}

/**
 * What a caller checks of the parsed JSON before it is read (the worker: text PostgreSQL cannot
 * store); a refusal it returns is the verdict. Lets the JSON be parsed once.
 */
export type JsonInspector = (
  value: unknown,
) => { code: AlertReadCode; field: string | null } | undefined;

/** A message as its text, whatever the content type it came with. */
export function readAlertMessage(text: string, inspect?: JsonInspector): AlertRead {
  const trimmed = text.trimStart();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) {
    if (looksLikeCrossTrade(text)) {
      return finish('crosstrade', mapCrossTrade(text), crossTradeFields(text));
    }
    if (looksLikeTradingViewSentence(text)) {
      return finish('tradingview', mapTradingViewSentence(text));
    }
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    const code = PLACEHOLDER.test(text) ? 'ALERT_UNFILLED_PLACEHOLDER' : 'ALERT_NOT_JSON';
    return { ok: false, format: null, code, field: null, warnings: [], partial: {} };
  }
  const problem = inspect?.(value);
  if (problem) {
    const partial = isRecord(value) ? value : {};
    return { ok: false, format: jsonFormatOf(value), ...problem, warnings: [], partial };
  }
  return readAlertValue(value);
}
