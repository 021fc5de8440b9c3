// Saving the builder's state (localStorage) and sharing it (URL query), with every incoming
// value checked: both come from outside the app. Links and saved states of the first version of
// the payload (`symbol`, `close`, exits at a fixed price, `bar`) are migrated: what has a v2
// meaning is carried over, an exit at a fixed price is dropped and the page says so.
import {
  ORDER_TYPES,
  PLACEHOLDERS,
  TIMES_IN_FORCE,
} from '@tickrelay/contracts/alert-payload/alert-payload.schema';

import {
  ACTIONS,
  EXIT_MODES,
  MAX_ACCOUNT_LENGTH,
  MAX_COMMENT_LENGTH,
  MAX_ID_LENGTH,
  MAX_TICKER_LENGTH,
  SENTIMENT_OPTIONS,
  TIME_OPTIONS,
  type AlertForm,
  type ExitMode,
} from './alert-builder';
import { DEFAULT_PRESET, presetForm } from './alert-builder-presets';

export const STORAGE_KEY = 'tickrelay.alertBuilder';
const STORAGE_VERSION = 2;
/** The first payload version's saved state: still read, migrated. */
const LEGACY_STORAGE_VERSION = 1;
/** Generous caps for free text arriving from outside; validation reports the real limits. */
const MAX_INCOMING_TEXT = 40;

/** What the migration of a first-version link or saved state could not carry over. */
export interface LegacyMigration {
  /** A take-profit or stop-loss at a fixed price: v2 exits are distances from the fill. */
  priceExitsDropped: boolean;
}

export interface LoadedForm {
  form: AlertForm;
  /** Set when the input was of the first payload version. */
  legacy: LegacyMigration | null;
}

function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return typeof value === 'string' && (values as readonly string[]).includes(value)
    ? (value as T)
    : undefined;
}

function text(value: unknown, max: number): string | undefined {
  return typeof value === 'string' ? value.slice(0, max) : undefined;
}

const bool = (value: unknown): boolean | undefined =>
  typeof value === 'boolean' ? value : undefined;

/** A complete, well-typed form from untrusted input; anything missing or wrong takes the default. */
export function sanitizeForm(
  input: unknown,
  fallback: AlertForm = presetForm(DEFAULT_PRESET),
): AlertForm {
  const raw = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  return {
    ticker: text(raw.ticker, MAX_TICKER_LENGTH * 2) ?? fallback.ticker,
    action: oneOf(ACTIONS, raw.action) ?? fallback.action,
    quantity: text(raw.quantity, MAX_INCOMING_TEXT) ?? fallback.quantity,
    orderType: oneOf(ORDER_TYPES, raw.orderType) ?? fallback.orderType,
    price: text(raw.price, MAX_INCOMING_TEXT) ?? fallback.price,
    takeProfitMode: oneOf(EXIT_MODES, raw.takeProfitMode) ?? fallback.takeProfitMode,
    takeProfit: text(raw.takeProfit, MAX_INCOMING_TEXT) ?? fallback.takeProfit,
    stopLossMode: oneOf(EXIT_MODES, raw.stopLossMode) ?? fallback.stopLossMode,
    stopLoss: text(raw.stopLoss, MAX_INCOMING_TEXT) ?? fallback.stopLoss,
    timeInForce: oneOf(TIMES_IN_FORCE, raw.timeInForce) ?? fallback.timeInForce,
    sentiment: oneOf(SENTIMENT_OPTIONS, raw.sentiment) ?? fallback.sentiment,
    id: text(raw.id, MAX_ID_LENGTH * 2) ?? fallback.id,
    time: oneOf(TIME_OPTIONS, raw.time) ?? fallback.time,
    maxLag: text(raw.maxLag, MAX_INCOMING_TEXT) ?? fallback.maxLag,
    account: text(raw.account, MAX_ACCOUNT_LENGTH * 2) ?? fallback.account,
    comment: text(raw.comment, MAX_COMMENT_LENGTH * 2) ?? fallback.comment,
    includeInterval: bool(raw.includeInterval) ?? fallback.includeInterval,
    includePositionSize: bool(raw.includePositionSize) ?? fallback.includePositionSize,
  };
}

/**
 * A first-version form (as saved, or as decoded from a first-version link) in v2 terms: `symbol`
 * is the ticker, `close` is exit, `includeBarInfo` asked for the time and the interval (the time
 * is now {{timenow}}: the bar's {{time}} is its opening, too old on long bars), a strategy alert
 * followed the strategy's position (now its sentiment, {{strategy.market_position}}; the position
 * size stays), and an exit at a fixed price has no v2 equivalent.
 */
function migrateLegacy(raw: Record<string, unknown>): {
  input: Record<string, unknown>;
  migration: LegacyMigration;
} {
  let priceExitsDropped = false;
  const exitMode = (mode: unknown): unknown => {
    if (mode !== 'price') return mode;
    priceExitsDropped = true;
    return 'off';
  };
  const barInfo = bool(raw.includeBarInfo);
  const input: Record<string, unknown> = {
    ...raw,
    ticker: raw.ticker ?? raw.symbol,
    action: raw.action === 'close' ? 'exit' : raw.action,
    takeProfitMode: exitMode(raw.takeProfitMode),
    stopLossMode: exitMode(raw.stopLossMode),
    time: barInfo === undefined ? undefined : barInfo ? 'timenow' : 'off',
    includeInterval: barInfo,
    sentiment: raw.action === 'strategy' ? PLACEHOLDERS.strategyMarketPosition : raw.sentiment,
    includePositionSize: raw.action === 'strategy' ? true : undefined,
  };
  return { input, migration: { priceExitsDropped } };
}

// Short, readable query keys:
// ?ticker=MNQ1!&action=buy&qty=2&type=limit&price=…&tp=ticks:40&sl=points:15&sent=flat&lag=60
const QUERY_KEYS = [
  'ticker',
  'action',
  'qty',
  'type',
  'price',
  'tp',
  'sl',
  'tif',
  'sent',
  'id',
  'time',
  'lag',
  'account',
  'comment',
  'interval',
  'pos',
] as const;
/** Keys only a first-version link has. */
const LEGACY_QUERY_KEYS = ['symbol', 'bar'] as const;

function encodeExit(mode: ExitMode, value: string): string {
  return mode === 'off' ? 'off' : `${mode}:${value}`;
}

/** `ticks:40`; a first-version link wrote `t40` (ticks) or `p6002.25` (a fixed price). */
function decodeExit(value: string | null): { mode: ExitMode | 'price'; value: string } | undefined {
  if (value === null) return undefined;
  if (value === 'off') return { mode: 'off', value: '' };
  const separator = value.indexOf(':');
  if (separator > 0) {
    const mode = EXIT_MODES.find((candidate) => candidate === value.slice(0, separator));
    return mode ? { mode, value: value.slice(separator + 1, MAX_INCOMING_TEXT) } : undefined;
  }
  if (value.startsWith('t')) return { mode: 'ticks', value: value.slice(1, MAX_INCOMING_TEXT) };
  if (value.startsWith('p')) return { mode: 'price', value: value.slice(1, MAX_INCOMING_TEXT) };
  return undefined;
}

export function hasShareQuery(params: URLSearchParams): boolean {
  return [...QUERY_KEYS, ...LEGACY_QUERY_KEYS].some((key) => params.has(key));
}

/** The query without the builder's keys (anything else, such as campaign tags, is kept). */
export function withoutShareQuery(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  [...QUERY_KEYS, ...LEGACY_QUERY_KEYS].forEach((key) => next.delete(key));
  return next;
}

export function formToQuery(form: AlertForm): URLSearchParams {
  const params = new URLSearchParams();
  params.set('ticker', form.ticker);
  params.set('action', form.action);
  params.set('qty', form.quantity);
  params.set('type', form.orderType);
  params.set('price', form.price);
  params.set('tp', encodeExit(form.takeProfitMode, form.takeProfit));
  params.set('sl', encodeExit(form.stopLossMode, form.stopLoss));
  params.set('tif', form.timeInForce);
  params.set('sent', form.sentiment);
  if (form.id) params.set('id', form.id);
  params.set('time', form.time);
  if (form.maxLag) params.set('lag', form.maxLag);
  if (form.account) params.set('account', form.account);
  if (form.comment) params.set('comment', form.comment);
  params.set('interval', form.includeInterval ? '1' : '0');
  params.set('pos', form.includePositionSize ? '1' : '0');
  return params;
}

const flag = (value: string | null): boolean | undefined =>
  value === null ? undefined : value === '1';

export function formFromQuery(params: URLSearchParams): LoadedForm {
  const takeProfit = decodeExit(params.get('tp'));
  const stopLoss = decodeExit(params.get('sl'));
  const raw: Record<string, unknown> = {
    ticker: params.get('ticker') ?? undefined,
    symbol: params.get('symbol') ?? undefined,
    action: params.get('action') ?? undefined,
    quantity: params.get('qty') ?? undefined,
    orderType: params.get('type') ?? undefined,
    price: params.get('price') ?? undefined,
    takeProfitMode: takeProfit?.mode,
    takeProfit: takeProfit?.value,
    stopLossMode: stopLoss?.mode,
    stopLoss: stopLoss?.value,
    timeInForce: params.get('tif') ?? undefined,
    sentiment: params.get('sent') ?? undefined,
    id: params.get('id') ?? undefined,
    time: params.get('time') ?? undefined,
    maxLag: params.get('lag') ?? undefined,
    account: params.get('account') ?? undefined,
    comment: params.get('comment') ?? undefined,
    includeInterval: flag(params.get('interval')),
    includePositionSize: flag(params.get('pos')),
    includeBarInfo: flag(params.get('bar')),
  };
  const legacy =
    LEGACY_QUERY_KEYS.some((key) => params.has(key)) ||
    raw.action === 'close' ||
    takeProfit?.mode === 'price' ||
    stopLoss?.mode === 'price';
  // Fields a link leaves out come from the default preset.
  if (!legacy) return { form: sanitizeForm(raw), legacy: null };
  const { input, migration } = migrateLegacy(raw);
  return { form: sanitizeForm(input), legacy: migration };
}

export function shareUrl(form: AlertForm, location: { origin: string; pathname: string }): string {
  return `${location.origin}${location.pathname}?${formToQuery(form).toString()}`;
}

export function loadStoredForm(storage: Storage | undefined = safeStorage()): LoadedForm | null {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { v?: unknown; form?: unknown };
    if (parsed.v === STORAGE_VERSION) return { form: sanitizeForm(parsed.form), legacy: null };
    if (parsed.v !== LEGACY_STORAGE_VERSION) return null;
    const stored =
      typeof parsed.form === 'object' && parsed.form !== null
        ? (parsed.form as Record<string, unknown>)
        : {};
    const { input, migration } = migrateLegacy(stored);
    return { form: sanitizeForm(input), legacy: migration };
  } catch {
    return null;
  }
}

export function storeForm(form: AlertForm, storage: Storage | undefined = safeStorage()): void {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify({ v: STORAGE_VERSION, form }));
  } catch {
    // Storage full or disabled (private mode): the builder still works, it just forgets.
  }
}

function safeStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
