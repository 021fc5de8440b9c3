// The alert builder's rules: the form model and the JSON message a TradingView alert sends to the
// member's TickRelay webhook (its validation is in alert-validation.ts). Pure functions, no React.
// The message format itself (fields, values, limits, placeholders) is the contracts' alert payload
// schema, and a test checks that every message the validation accepts passes ALERT_TEMPLATE_SCHEMA.
import { formatAlert } from '@tickrelay/contracts/alert-payload/alert-payload.samples';
import {
  ALERT_ACTIONS,
  ALERT_LIMITS,
  EXIT_UNITS,
  PLACEHOLDERS,
  SENTIMENTS,
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
/** Placeholders each field offers: the whole value, or inside the text for id and comment. */
export const FIELD_PLACEHOLDERS: Partial<Record<AlertField, readonly PlaceholderId[]>> = {
  ticker: ['ticker', 'exchangeTicker'],
  quantity: ['strategyOrderContracts'],
  price: ['close', 'strategyOrderPrice'],
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
export const takesExits = (action: AlertAction): boolean => takesQuantity(action);
/** Sentiment caps an order so the position ends on its side. */
export const takesSentiment = (action: AlertAction): boolean => placesOrder(action);
/** The price is the order's own for limit and stop orders, required then. */
export const needsPrice = (form: Pick<AlertForm, 'action' | 'orderType'>): boolean =>
  placesOrder(form.action) && form.orderType !== 'market';

/** A {{placeholder}} anywhere in a value: TradingView fills it in, so it stays a string. */
export const PLACEHOLDER_PATTERN = /\{\{[^}]*\}\}/;

export function normalizeTicker(ticker: string): string {
  const trimmed = ticker.trim();
  return trimmed === PLACEHOLDERS.ticker || trimmed === PLACEHOLDERS.exchangeTicker
    ? trimmed
    : trimmed.toUpperCase();
}

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
