// The alert builder's rules: the form model, the JSON message a TradingView alert sends to the
// member's TickRelay webhook, and its validation. Pure functions, no React. The message format
// itself (fields, values, limits, placeholders) is the contracts' alert payload schema.
import { formatAlert } from '@tickrelay/contracts/alert-payload/alert-payload.samples';
import {
  ACCOUNT_PATTERN,
  ALERT_ACTIONS,
  ALERT_LIMITS,
  EXIT_KINDS,
  INTEGER_TEXT_PATTERN,
  PLACEHOLDERS,
  PRICE_TEXT_PATTERN,
  SYMBOL_PATTERN,
  type AlertTemplate,
  type OrderType,
  type PlaceholderId,
  type TimeInForce,
} from '@tickrelay/contracts/alert-payload/alert-payload.schema';

export const PLACEHOLDER_IDS = Object.keys(PLACEHOLDERS) as PlaceholderId[];

/** The message's actions, and `strategy`: one alert whose side TradingView fills in. */
export const ACTIONS = [...ALERT_ACTIONS, 'strategy'] as const;
export type AlertAction = (typeof ACTIONS)[number];
export const EXIT_MODES = ['off', ...EXIT_KINDS] as const;
export type ExitMode = (typeof EXIT_MODES)[number];

export const MAX_QUANTITY = ALERT_LIMITS.quantityMax;
export const MAX_TICKS = ALERT_LIMITS.ticksMax;
export const MAX_SYMBOL_LENGTH = ALERT_LIMITS.symbolMaxLength;
export const MAX_ACCOUNT_LENGTH = ALERT_LIMITS.accountMaxLength;
export const MAX_COMMENT_LENGTH = ALERT_LIMITS.commentMaxLength;

/** Everything the member edits. Numbers stay strings so the fields can hold placeholders. */
export interface AlertForm {
  symbol: string;
  action: AlertAction;
  quantity: string;
  orderType: OrderType;
  /** Limit or stop price: a number or {{close}}. */
  price: string;
  takeProfitMode: ExitMode;
  takeProfit: string;
  stopLossMode: ExitMode;
  stopLoss: string;
  timeInForce: TimeInForce;
  account: string;
  comment: string;
  /** Adds {{time}} and {{interval}} so TickRelay can reject stale alerts and log the timeframe. */
  includeBarInfo: boolean;
}

export type AlertField = keyof AlertForm;

export type ErrorCode =
  | 'required'
  | 'symbolInvalid'
  | 'placeholderNotAllowed'
  | 'quantityInteger'
  | 'quantityRange'
  | 'priceInvalid'
  | 'ticksInvalid'
  | 'accountInvalid'
  | 'tooLong'
  | 'bracketLong'
  | 'bracketShort';

export interface FieldError {
  code: ErrorCode;
  params?: Record<string, string | number>;
}

export type AlertErrors = Partial<Record<AlertField, FieldError>>;

/** Placeholders that make sense as the whole value of each field (the comment takes any). */
export const FIELD_PLACEHOLDERS: Partial<Record<AlertField, readonly PlaceholderId[]>> = {
  symbol: ['ticker'],
  quantity: ['strategyOrderContracts'],
  price: ['close'],
  comment: PLACEHOLDER_IDS,
};

/** Close/flatten only needs the symbol: quantity, order and brackets do not apply. */
export const opensPosition = (action: AlertAction): boolean => action !== 'close';

const SYMBOL = new RegExp(SYMBOL_PATTERN);
const PRICE = new RegExp(PRICE_TEXT_PATTERN);
const INTEGER = new RegExp(INTEGER_TEXT_PATTERN);
const ACCOUNT = new RegExp(ACCOUNT_PATTERN);
const PLACEHOLDER_PATTERN = /\{\{[^}]*\}\}/;

export function normalizeSymbol(symbol: string): string {
  const trimmed = symbol.trim();
  return trimmed === PLACEHOLDERS.ticker ? trimmed : trimmed.toUpperCase();
}

function checkPlaceholderValue(
  value: string,
  field: AlertField,
): FieldError | 'placeholder' | null {
  if (!PLACEHOLDER_PATTERN.test(value)) return null;
  const allowed = (FIELD_PLACEHOLDERS[field] ?? []).map((id) => PLACEHOLDERS[id]);
  return allowed.includes(value as (typeof PLACEHOLDERS)[PlaceholderId])
    ? 'placeholder'
    : { code: 'placeholderNotAllowed', params: { allowed: allowed.join(', ') } };
}

function validatePrice(value: string, field: AlertField): FieldError | null {
  const trimmed = value.trim();
  if (!trimmed) return { code: 'required' };
  const placeholder = checkPlaceholderValue(trimmed, field);
  if (placeholder === 'placeholder') return null;
  if (placeholder) return placeholder;
  return PRICE.test(trimmed) && Number(trimmed) > 0 ? null : { code: 'priceInvalid' };
}

function validateExit(mode: ExitMode, value: string): FieldError | null {
  if (mode === 'off') return null;
  const trimmed = value.trim();
  if (!trimmed) return { code: 'required' };
  if (mode === 'price') {
    return PRICE.test(trimmed) && Number(trimmed) > 0 ? null : { code: 'priceInvalid' };
  }
  const ticks = Number(trimmed);
  return INTEGER.test(trimmed) && ticks >= 1 && ticks <= MAX_TICKS
    ? null
    : { code: 'ticksInvalid', params: { max: MAX_TICKS } };
}

export function validateAlert(form: AlertForm): AlertErrors {
  const errors: AlertErrors = {};

  const symbol = normalizeSymbol(form.symbol);
  if (!symbol) errors.symbol = { code: 'required' };
  else if (symbol.length > MAX_SYMBOL_LENGTH) {
    errors.symbol = { code: 'tooLong', params: { max: MAX_SYMBOL_LENGTH } };
  } else {
    const placeholder = checkPlaceholderValue(symbol, 'symbol');
    if (placeholder && placeholder !== 'placeholder') errors.symbol = placeholder;
    else if (!placeholder && !SYMBOL.test(symbol)) errors.symbol = { code: 'symbolInvalid' };
  }

  if (opensPosition(form.action)) {
    const quantity = form.quantity.trim();
    const placeholder = checkPlaceholderValue(quantity, 'quantity');
    if (!quantity) errors.quantity = { code: 'required' };
    else if (placeholder && placeholder !== 'placeholder') errors.quantity = placeholder;
    else if (!placeholder) {
      if (!INTEGER.test(quantity)) errors.quantity = { code: 'quantityInteger' };
      else if (Number(quantity) < 1 || Number(quantity) > MAX_QUANTITY) {
        errors.quantity = { code: 'quantityRange', params: { max: MAX_QUANTITY } };
      }
    }

    if (form.orderType !== 'market') {
      const priceError = validatePrice(form.price, 'price');
      if (priceError) errors.price = priceError;
    }

    const takeProfitError = validateExit(form.takeProfitMode, form.takeProfit);
    if (takeProfitError) errors.takeProfit = takeProfitError;
    const stopLossError = validateExit(form.stopLossMode, form.stopLoss);
    if (stopLossError) errors.stopLoss = stopLossError;

    // With both exits as prices and a known direction, the target must be on the profitable side.
    if (
      !takeProfitError &&
      !stopLossError &&
      form.takeProfitMode === 'price' &&
      form.stopLossMode === 'price'
    ) {
      const target = Number(form.takeProfit);
      const stop = Number(form.stopLoss);
      if (form.action === 'buy' && target <= stop) errors.takeProfit = { code: 'bracketLong' };
      if (form.action === 'sell' && target >= stop) errors.takeProfit = { code: 'bracketShort' };
    }
  }

  const account = form.account.trim();
  if (account.length > MAX_ACCOUNT_LENGTH) {
    errors.account = { code: 'tooLong', params: { max: MAX_ACCOUNT_LENGTH } };
  } else if (account && !ACCOUNT.test(account)) {
    errors.account = { code: 'accountInvalid' };
  }

  if (form.comment.length > MAX_COMMENT_LENGTH) {
    errors.comment = { code: 'tooLong', params: { max: MAX_COMMENT_LENGTH } };
  }

  return errors;
}

export const isValid = (errors: AlertErrors): boolean => Object.keys(errors).length === 0;

/** Placeholders stay quoted strings so the message is valid JSON before and after TradingView fills it. */
function numberOrPlaceholder(value: string): number | string {
  const trimmed = value.trim();
  return PLACEHOLDER_PATTERN.test(trimmed) || trimmed === '' ? trimmed : Number(trimmed);
}

function exit(mode: ExitMode, value: string): { ticks: number } | { price: number } | undefined {
  if (mode === 'off') return undefined;
  return mode === 'ticks' ? { ticks: Number(value.trim()) } : { price: Number(value.trim()) };
}

/** The JSON object the alert sends; the key order is the order shown in the preview. */
export function buildAlertMessage(form: AlertForm): AlertTemplate {
  const message: AlertTemplate = {
    symbol: normalizeSymbol(form.symbol),
    action: form.action === 'strategy' ? PLACEHOLDERS.strategyOrderAction : form.action,
  };
  if (opensPosition(form.action)) {
    message.quantity = numberOrPlaceholder(form.quantity);
    message.orderType = form.orderType;
    if (form.orderType !== 'market') message.price = numberOrPlaceholder(form.price);
    message.timeInForce = form.timeInForce;
    const takeProfit = exit(form.takeProfitMode, form.takeProfit);
    if (takeProfit) message.takeProfit = takeProfit;
    const stopLoss = exit(form.stopLossMode, form.stopLoss);
    if (stopLoss) message.stopLoss = stopLoss;
  }
  // A strategy's exit arrives as a buy/sell too; the resulting position size (0 when flat)
  // lets TickRelay tell an exit from an entry.
  if (form.action === 'strategy') message.positionSize = PLACEHOLDERS.strategyPositionSize;
  if (form.account.trim()) message.account = form.account.trim();
  if (form.comment.trim()) message.comment = form.comment.trim();
  if (form.includeBarInfo) {
    message.time = PLACEHOLDERS.time;
    message.interval = PLACEHOLDERS.interval;
  }
  return message;
}

export function formatAlertMessage(form: AlertForm): string {
  return formatAlert(buildAlertMessage(form));
}
