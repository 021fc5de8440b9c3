// Saving the builder's state (localStorage) and sharing it (URL query), with every incoming
// value checked: both come from outside the app.
import {
  ORDER_TYPES,
  TIMES_IN_FORCE,
} from '@tickrelay/contracts/alert-payload/alert-payload.schema';

import {
  ACTIONS,
  EXIT_MODES,
  MAX_ACCOUNT_LENGTH,
  MAX_COMMENT_LENGTH,
  MAX_SYMBOL_LENGTH,
  type AlertForm,
  type ExitMode,
} from './alert-builder';
import { DEFAULT_PRESET, presetForm } from './alert-builder-presets';

export const STORAGE_KEY = 'tickrelay.alertBuilder';
const STORAGE_VERSION = 1;
/** Generous caps for free text arriving from outside; validation reports the real limits. */
const MAX_INCOMING_TEXT = 40;

function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return typeof value === 'string' && (values as readonly string[]).includes(value)
    ? (value as T)
    : undefined;
}

function text(value: unknown, max: number): string | undefined {
  return typeof value === 'string' ? value.slice(0, max) : undefined;
}

/** A complete, well-typed form from untrusted input; anything missing or wrong takes the default. */
export function sanitizeForm(
  input: unknown,
  fallback: AlertForm = presetForm(DEFAULT_PRESET),
): AlertForm {
  const raw = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  return {
    symbol: text(raw.symbol, MAX_SYMBOL_LENGTH * 2) ?? fallback.symbol,
    action: oneOf(ACTIONS, raw.action) ?? fallback.action,
    quantity: text(raw.quantity, MAX_INCOMING_TEXT) ?? fallback.quantity,
    orderType: oneOf(ORDER_TYPES, raw.orderType) ?? fallback.orderType,
    price: text(raw.price, MAX_INCOMING_TEXT) ?? fallback.price,
    takeProfitMode: oneOf(EXIT_MODES, raw.takeProfitMode) ?? fallback.takeProfitMode,
    takeProfit: text(raw.takeProfit, MAX_INCOMING_TEXT) ?? fallback.takeProfit,
    stopLossMode: oneOf(EXIT_MODES, raw.stopLossMode) ?? fallback.stopLossMode,
    stopLoss: text(raw.stopLoss, MAX_INCOMING_TEXT) ?? fallback.stopLoss,
    timeInForce: oneOf(TIMES_IN_FORCE, raw.timeInForce) ?? fallback.timeInForce,
    account: text(raw.account, MAX_ACCOUNT_LENGTH * 2) ?? fallback.account,
    comment: text(raw.comment, MAX_COMMENT_LENGTH * 2) ?? fallback.comment,
    includeBarInfo:
      typeof raw.includeBarInfo === 'boolean' ? raw.includeBarInfo : fallback.includeBarInfo,
  };
}

// Short, readable query keys: ?symbol=MNQ1!&action=buy&qty=2&type=limit&price=…&tp=t40&sl=p18210.5
const QUERY_KEYS = [
  'symbol',
  'action',
  'qty',
  'type',
  'price',
  'tp',
  'sl',
  'tif',
  'account',
  'comment',
  'bar',
];

function encodeExit(mode: ExitMode, value: string): string {
  return mode === 'off' ? 'off' : `${mode === 'ticks' ? 't' : 'p'}${value}`;
}

function decodeExit(value: string | null): { mode: ExitMode; value: string } | undefined {
  if (value === null) return undefined;
  if (value === 'off') return { mode: 'off', value: '' };
  const mode = value.startsWith('t') ? 'ticks' : value.startsWith('p') ? 'price' : undefined;
  return mode ? { mode, value: value.slice(1, MAX_INCOMING_TEXT) } : undefined;
}

export function hasShareQuery(params: URLSearchParams): boolean {
  return QUERY_KEYS.some((key) => params.has(key));
}

/** The query without the builder's keys (anything else, such as campaign tags, is kept). */
export function withoutShareQuery(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  QUERY_KEYS.forEach((key) => next.delete(key));
  return next;
}

export function formToQuery(form: AlertForm): URLSearchParams {
  const params = new URLSearchParams();
  params.set('symbol', form.symbol);
  params.set('action', form.action);
  if (form.action !== 'close') {
    params.set('qty', form.quantity);
    params.set('type', form.orderType);
    if (form.orderType !== 'market') params.set('price', form.price);
    params.set('tp', encodeExit(form.takeProfitMode, form.takeProfit));
    params.set('sl', encodeExit(form.stopLossMode, form.stopLoss));
    params.set('tif', form.timeInForce);
  }
  if (form.account) params.set('account', form.account);
  if (form.comment) params.set('comment', form.comment);
  params.set('bar', form.includeBarInfo ? '1' : '0');
  return params;
}

export function formFromQuery(params: URLSearchParams): AlertForm {
  const takeProfit = decodeExit(params.get('tp'));
  const stopLoss = decodeExit(params.get('sl'));
  const bar = params.get('bar');
  // Fields a link leaves out (a "close" link has no order fields) come from the default preset.
  return sanitizeForm(
    {
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
      account: params.get('account') ?? undefined,
      comment: params.get('comment') ?? undefined,
      includeBarInfo: bar === null ? undefined : bar === '1',
    },
    presetForm(DEFAULT_PRESET),
  );
}

export function shareUrl(form: AlertForm, location: { origin: string; pathname: string }): string {
  return `${location.origin}${location.pathname}?${formToQuery(form).toString()}`;
}

export function loadStoredForm(storage: Storage | undefined = safeStorage()): AlertForm | null {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { v?: unknown; form?: unknown };
    return parsed.v === STORAGE_VERSION ? sanitizeForm(parsed.form) : null;
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
