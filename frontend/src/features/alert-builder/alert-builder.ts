// The alert builder's rules: the form model, the JSON message a TradingView alert sends to the
// member's TickRelay webhook, and its validation. Pure functions, no React. The message format
// itself (fields, values, limits, placeholders) is the contracts' alert payload schema, and a
// test checks that every message this file accepts passes ALERT_TEMPLATE_SCHEMA.
import { formatAlert } from '@tickrelay/contracts/alert-payload/alert-payload.samples';
import {
  ACCOUNT_PATTERN,
  ALERT_ACTIONS,
  ALERT_ID_PATTERN,
  ALERT_LIMITS,
  EXIT_UNITS,
  INTEGER_TEXT_PATTERN,
  PLACEHOLDERS,
  PRICE_TEXT_PATTERN,
  SENTIMENTS,
  TICKER_PATTERN,
  type AlertTemplate,
  type ExitUnit,
  type OrderType,
  type PlaceholderId,
  type TimeInForce,
} from '@tickrelay/contracts/alert-payload/alert-payload.schema';

export const PLACEHOLDER_IDS = Object.keys(PLACEHOLDERS) as PlaceholderId[];

/** The message's actions, and `strategy`: one alert whose side TradingView fills in. */
export const ACTIONS = [...ALERT_ACTIONS, 'strategy'] as const;
export type AlertAction = (typeof ACTIONS)[number];
export const EXIT_MODES = ['off', ...EXIT_UNITS] as const;
export type ExitMode = (typeof EXIT_MODES)[number];
/** `''` leaves the field out; the placeholder lets a strategy say where its position ends. */
export const SENTIMENT_OPTIONS = ['', ...SENTIMENTS, PLACEHOLDERS.strategyMarketPosition] as const;
export type SentimentOption = (typeof SENTIMENT_OPTIONS)[number];
/** When the alert fired: {{timenow}} (recommended), the bar's {{time}}, or no time at all. */
export const TIME_OPTIONS = ['timenow', 'time', 'off'] as const;
export type TimeOption = (typeof TIME_OPTIONS)[number];

export const MAX_QUANTITY = ALERT_LIMITS.quantityMax;
export const MAX_TICKER_LENGTH = ALERT_LIMITS.tickerMaxLength;
export const MAX_ACCOUNT_LENGTH = ALERT_LIMITS.accountMaxLength;
export const MAX_COMMENT_LENGTH = ALERT_LIMITS.commentMaxLength;
export const MAX_ID_LENGTH = ALERT_LIMITS.idMaxLength;
export const MAX_LAG_SECONDS = ALERT_LIMITS.maxLagMax;
/** The largest distance each exit unit accepts. */
export const EXIT_MAX: Readonly<Record<ExitUnit, number>> = {
  ticks: ALERT_LIMITS.ticksMax,
  points: ALERT_LIMITS.pointsMax,
  dollars: ALERT_LIMITS.dollarsMax,
  percent: ALERT_LIMITS.percentMax,
};

/** Everything the member edits. Numbers stay strings so the fields can hold placeholders. */
export interface AlertForm {
  ticker: string;
  action: AlertAction;
  /** Contracts; for reverse optional (the same size when empty). */
  quantity: string;
  orderType: OrderType;
  /**
   * Limit or stop price (required), or for a market order the price when the alert fired, which
   * the paper account fills at (optional): a number or {{close}}.
   */
  price: string;
  takeProfitMode: ExitMode;
  takeProfit: string;
  stopLossMode: ExitMode;
  stopLoss: string;
  /** Left out of the message when `day`, the default. */
  timeInForce: TimeInForce;
  sentiment: SentimentOption;
  /** Makes a repeat a duplicate; placeholders allowed (`{{strategy.order.id}} {{time}}`). */
  id: string;
  time: TimeOption;
  /** Seconds; empty: the member's default from the webhook page. */
  maxLag: string;
  account: string;
  comment: string;
  /** Adds "interval": "{{interval}}" (shown in the log). */
  includeInterval: boolean;
  /** Adds "positionSize": "{{strategy.position_size}}" (shown in the log). */
  includePositionSize: boolean;
}

export type AlertField = keyof AlertForm;

export type ErrorCode =
  | 'required'
  | 'tickerInvalid'
  | 'placeholderNotAllowed'
  | 'quantityInteger'
  | 'quantityRange'
  | 'priceInvalid'
  | 'ticksInvalid'
  | 'exitInvalid'
  | 'accountInvalid'
  | 'idInvalid'
  | 'idNeedsTime'
  | 'maxLagInvalid'
  | 'maxLagNeedsTime'
  | 'tooLong';

export interface FieldError {
  code: ErrorCode;
  params?: Record<string, string | number>;
}

export type AlertErrors = Partial<Record<AlertField, FieldError>>;

/** Placeholders each field offers: the whole value, or inside the text for id and comment. */
export const FIELD_PLACEHOLDERS: Partial<Record<AlertField, readonly PlaceholderId[]>> = {
  ticker: ['ticker'],
  quantity: ['strategyOrderContracts'],
  price: ['close'],
  id: ['strategyOrderId', 'time', 'timenow', 'ticker', 'interval'],
  comment: PLACEHOLDER_IDS,
};

/** buy, sell and a strategy's orders: a sized order with an order type. */
export const placesOrder = (action: AlertAction): boolean =>
  action === 'buy' || action === 'sell' || action === 'strategy';
/** The actions whose message carries a size: required to place an order, optional to reverse. */
export const takesQuantity = (action: AlertAction): boolean =>
  placesOrder(action) || action === 'reverse';
/** A price: the order's, or the market reference the paper account fills at. */
export const takesPrice = (action: AlertAction): boolean => action !== 'cancel';
/** Take-profit and stop-loss go with an order that opens a position. */
export const takesExits = takesQuantity;
/** Sentiment caps an order so the position ends on its side. */
export const takesSentiment = placesOrder;
/** The price is the order's own for limit and stop orders, required then. */
export const needsPrice = (form: Pick<AlertForm, 'action' | 'orderType'>): boolean =>
  placesOrder(form.action) && form.orderType !== 'market';

const TICKER = new RegExp(TICKER_PATTERN);
const PRICE = new RegExp(PRICE_TEXT_PATTERN);
const INTEGER = new RegExp(INTEGER_TEXT_PATTERN);
const ACCOUNT = new RegExp(ACCOUNT_PATTERN);
const ALERT_ID = new RegExp(ALERT_ID_PATTERN);
const PLACEHOLDER_PATTERN = /\{\{[^}]*\}\}/;
const PLACEHOLDERS_IN_TEXT = /\{\{[^}]*\}\}/g;
const TIME_PLACEHOLDERS: readonly string[] = [PLACEHOLDERS.time, PLACEHOLDERS.timenow];

export function normalizeTicker(ticker: string): string {
  const trimmed = ticker.trim();
  return trimmed === PLACEHOLDERS.ticker ? trimmed : trimmed.toUpperCase();
}

const allowedPlaceholders = (field: AlertField): string[] =>
  (FIELD_PLACEHOLDERS[field] ?? []).map((id) => PLACEHOLDERS[id]);

function checkPlaceholderValue(
  value: string,
  field: AlertField,
): FieldError | 'placeholder' | null {
  if (!PLACEHOLDER_PATTERN.test(value)) return null;
  const allowed = allowedPlaceholders(field);
  return allowed.includes(value)
    ? 'placeholder'
    : { code: 'placeholderNotAllowed', params: { allowed: allowed.join(', ') } };
}

function validatePrice(value: string, required: boolean): FieldError | null {
  const trimmed = value.trim();
  if (!trimmed) return required ? { code: 'required' } : null;
  const placeholder = checkPlaceholderValue(trimmed, 'price');
  if (placeholder === 'placeholder') return null;
  if (placeholder) return placeholder;
  return PRICE.test(trimmed) && Number(trimmed) > 0 ? null : { code: 'priceInvalid' };
}

function validateQuantity(value: string, required: boolean): FieldError | null {
  const quantity = value.trim();
  if (!quantity) return required ? { code: 'required' } : null;
  const placeholder = checkPlaceholderValue(quantity, 'quantity');
  if (placeholder === 'placeholder') return null;
  if (placeholder) return placeholder;
  if (!INTEGER.test(quantity)) return { code: 'quantityInteger' };
  const count = Number(quantity);
  return count >= 1 && count <= MAX_QUANTITY
    ? null
    : { code: 'quantityRange', params: { max: MAX_QUANTITY } };
}

function validateExit(mode: ExitMode, value: string): FieldError | null {
  if (mode === 'off') return null;
  const trimmed = value.trim();
  if (!trimmed) return { code: 'required' };
  const max = EXIT_MAX[mode];
  const amount = Number(trimmed);
  if (mode === 'ticks') {
    return INTEGER.test(trimmed) && amount >= 1 && amount <= max
      ? null
      : { code: 'ticksInvalid', params: { max } };
  }
  return PRICE.test(trimmed) && amount > 0 && amount <= max
    ? null
    : { code: 'exitInvalid', params: { max } };
}

/** Text where placeholders may appear among other characters (id, comment). */
function validatePlaceholdersInText(value: string, field: AlertField): FieldError | null {
  const allowed = allowedPlaceholders(field);
  const wrong = (value.match(PLACEHOLDERS_IN_TEXT) ?? []).find((found) => !allowed.includes(found));
  return wrong ? { code: 'placeholderNotAllowed', params: { allowed: allowed.join(', ') } } : null;
}

function validateId(value: string): FieldError | null {
  const id = value.trim();
  if (!id) return null;
  if (id.length > MAX_ID_LENGTH) return { code: 'tooLong', params: { max: MAX_ID_LENGTH } };
  if (!ALERT_ID.test(id)) return { code: 'idInvalid' };
  const placeholderError = validatePlaceholdersInText(id, 'id');
  if (placeholderError) return placeholderError;
  // The same id twice is a duplicate: without the time, every alert after the first would be.
  return TIME_PLACEHOLDERS.some((placeholder) => id.includes(placeholder))
    ? null
    : { code: 'idNeedsTime' };
}

function validateMaxLag(value: string, time: TimeOption): FieldError | null {
  const maxLag = value.trim();
  if (!maxLag) return null;
  const seconds = Number(maxLag);
  if (!INTEGER.test(maxLag) || seconds < 1 || seconds > MAX_LAG_SECONDS) {
    return { code: 'maxLagInvalid', params: { max: MAX_LAG_SECONDS } };
  }
  // Staleness is measured from the alert's time: without it max_lag does nothing.
  return time === 'off' ? { code: 'maxLagNeedsTime' } : null;
}

export function validateAlert(form: AlertForm): AlertErrors {
  const errors: AlertErrors = {};
  const set = (field: AlertField, error: FieldError | null): void => {
    if (error) errors[field] = error;
  };

  const ticker = normalizeTicker(form.ticker);
  if (!ticker) errors.ticker = { code: 'required' };
  else if (ticker.length > MAX_TICKER_LENGTH) {
    errors.ticker = { code: 'tooLong', params: { max: MAX_TICKER_LENGTH } };
  } else {
    const placeholder = checkPlaceholderValue(ticker, 'ticker');
    if (placeholder && placeholder !== 'placeholder') errors.ticker = placeholder;
    else if (!placeholder && !TICKER.test(ticker)) errors.ticker = { code: 'tickerInvalid' };
  }

  if (takesQuantity(form.action)) {
    set('quantity', validateQuantity(form.quantity, placesOrder(form.action)));
  }
  if (takesPrice(form.action)) set('price', validatePrice(form.price, needsPrice(form)));
  if (takesExits(form.action)) {
    set('takeProfit', validateExit(form.takeProfitMode, form.takeProfit));
    set('stopLoss', validateExit(form.stopLossMode, form.stopLoss));
  }

  set('id', validateId(form.id));
  set('maxLag', validateMaxLag(form.maxLag, form.time));

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

function exit(mode: ExitMode, value: string): Partial<Record<ExitUnit, number>> | undefined {
  return mode === 'off' ? undefined : { [mode]: Number(value.trim()) };
}

/**
 * The JSON object the alert sends; the key order is the order shown in the preview (the order of
 * the contracts' samples: the order first, then when and how to check it, then notes).
 */
export function buildAlertMessage(form: AlertForm): AlertTemplate {
  const message: AlertTemplate = {
    ticker: normalizeTicker(form.ticker),
    action: form.action === 'strategy' ? PLACEHOLDERS.strategyOrderAction : form.action,
  };
  if (takesQuantity(form.action) && form.quantity.trim()) {
    message.quantity = numberOrPlaceholder(form.quantity);
  }
  if (placesOrder(form.action)) message.orderType = form.orderType;
  if (takesPrice(form.action) && form.price.trim()) message.price = numberOrPlaceholder(form.price);
  if (needsPrice(form) && form.timeInForce !== 'day') message.timeInForce = form.timeInForce;
  if (takesExits(form.action)) {
    const takeProfit = exit(form.takeProfitMode, form.takeProfit);
    if (takeProfit) message.takeProfit = takeProfit;
    const stopLoss = exit(form.stopLossMode, form.stopLoss);
    if (stopLoss) message.stopLoss = stopLoss;
  }
  if (takesSentiment(form.action) && form.sentiment) message.sentiment = form.sentiment;
  if (form.id.trim()) message.id = form.id.trim();
  if (form.time !== 'off') message.time = PLACEHOLDERS[form.time];
  if (form.maxLag.trim()) message.max_lag = Number(form.maxLag.trim());
  if (form.account.trim()) message.account = form.account.trim();
  if (form.comment.trim()) message.comment = form.comment.trim();
  if (form.includeInterval) message.interval = PLACEHOLDERS.interval;
  if (form.includePositionSize) message.positionSize = PLACEHOLDERS.strategyPositionSize;
  return message;
}

export function formatAlertMessage(form: AlertForm): string {
  return formatAlert(buildAlertMessage(form));
}
