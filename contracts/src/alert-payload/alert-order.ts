// A valid payload (ALERT_PAYLOAD_SCHEMA) as the pipeline and the brokers use it: numbers parsed,
// defaults applied, the exchange prefix split off, sentiment in one vocabulary. Pure, so the
// alert builder can show exactly what an alert will do.
import type {
  AlertAction,
  AlertPayload,
  ExitUnit,
  OrderType,
  TimeInForce,
} from './alert-payload.schema';

export interface AlertExit {
  unit: ExitUnit;
  value: number;
}

export interface AlertOrder {
  /** As sent, upper case, without the exchange prefix: MNQ1!, MNQZ2026. */
  ticker: string;
  /** The exchange prefix when the alert had one (CME_MINI). */
  exchange: string | null;
  action: AlertAction;
  quantity: number | null;
  orderType: OrderType;
  /** Decimal text exactly as sent (no float rounding): "6012.25". */
  price: string | null;
  takeProfit: AlertExit | null;
  stopLoss: AlertExit | null;
  sentiment: 'bullish' | 'bearish' | 'flat' | null;
  /** ISO 8601 as sent. */
  time: string | null;
  id: string | null;
  maxLagSeconds: number | null;
  timeInForce: TimeInForce;
  account: string | null;
  comment: string | null;
}

const decimalText = (value: number | string): string =>
  typeof value === 'string' ? value : numberText(value);

/** A JSON number as plain decimal text, never in exponent form. */
function numberText(value: number): string {
  const text = String(value);
  if (!/e/i.test(text)) return text;
  return value.toFixed(8).replace(/\.?0+$/, '');
}

const exitOf = (exit: Record<string, number | string> | undefined): AlertExit | null => {
  if (!exit) return null;
  const [unit, value] = Object.entries(exit)[0] as [ExitUnit, number | string];
  return { unit, value: Number(value) };
};

/** Turns a payload that passed ALERT_PAYLOAD_SCHEMA into an order. */
export function toAlertOrder(payload: AlertPayload): AlertOrder {
  const [exchange, ticker] = payload.ticker.includes(':')
    ? (payload.ticker.split(':') as [string, string])
    : [null, payload.ticker];
  const sentiment =
    payload.sentiment === 'long'
      ? 'bullish'
      : payload.sentiment === 'short'
        ? 'bearish'
        : (payload.sentiment ?? null);
  return {
    ticker,
    exchange,
    action: payload.action,
    quantity: payload.quantity === undefined ? null : Number(payload.quantity),
    orderType: payload.orderType ?? 'market',
    price: payload.price === undefined ? null : decimalText(payload.price),
    takeProfit: exitOf(payload.takeProfit),
    stopLoss: exitOf(payload.stopLoss),
    sentiment,
    time: payload.time ?? null,
    id: payload.id ?? null,
    maxLagSeconds: payload.max_lag === undefined ? null : Number(payload.max_lag),
    timeInForce: payload.timeInForce ?? 'day',
    account: payload.account ?? null,
    comment: payload.comment ?? null,
  };
}
