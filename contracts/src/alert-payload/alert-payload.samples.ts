// The alert messages the site shows. SAMPLE_ALERT is the one sample: the alert builder's strategy
// preset writes exactly it, and the home page, the webhook page, the code snippets and the docs
// show it. The examples illustrate particular cases in the docs and the blog, in both languages.
// A test checks every one against the schemas, so the site never shows a message TickRelay
// would refuse.
import { PLACEHOLDERS, type AlertPayload, type AlertTemplate } from './alert-payload.schema';

/**
 * One alert for a whole Pine strategy: TradingView fills in the side, the size, the side the
 * position ends on and the time; the close is the paper account's fill price.
 */
export const SAMPLE_ALERT = {
  ticker: PLACEHOLDERS.ticker,
  action: PLACEHOLDERS.strategyOrderAction,
  quantity: PLACEHOLDERS.strategyOrderContracts,
  orderType: 'market',
  price: PLACEHOLDERS.close,
  sentiment: PLACEHOLDERS.strategyMarketPosition,
  time: PLACEHOLDERS.timenow,
  max_lag: 60,
} as const satisfies AlertTemplate;

/** What TradingView puts in place of each placeholder of SAMPLE_ALERT when the alert fires. */
export const SAMPLE_FILLED_VALUES: Record<string, string> = {
  [PLACEHOLDERS.ticker]: 'MES1!',
  [PLACEHOLDERS.strategyOrderAction]: 'buy',
  [PLACEHOLDERS.strategyOrderContracts]: '2',
  [PLACEHOLDERS.strategyOrderId]: 'Long Entry',
  [PLACEHOLDERS.strategyMarketPosition]: 'long',
  [PLACEHOLDERS.strategyPositionSize]: '2',
  [PLACEHOLDERS.time]: '2026-03-02T14:30:00Z',
  [PLACEHOLDERS.timenow]: '2026-03-02T14:30:02Z',
  [PLACEHOLDERS.interval]: '5',
  [PLACEHOLDERS.close]: '6012.5',
  [PLACEHOLDERS.strategyOrderPrice]: '6012.25',
  // Filled on its own inside {{exchange}}:{{ticker}}.
  '{{exchange}}': 'CME_MINI',
};

export const ALERT_EXAMPLES = {
  /** Buy one Micro E-mini S&P 500 contract at market, in the front month. */
  marketBuy: { ticker: 'MES1!', action: 'buy', quantity: 1, orderType: 'market', price: 6012.5 },
  /** A limit entry with a bracket: the target 40 ticks away, the stop 15 points away. */
  limitBracket: {
    ticker: 'MNQ1!',
    action: 'buy',
    quantity: 2,
    orderType: 'limit',
    price: 21450.25,
    timeInForce: 'day',
    takeProfit: { ticks: 40 },
    stopLoss: { points: 15 },
    account: 'DEMO4471023',
    comment: 'ORB long',
  },
  /** A market entry with its stop 40 ticks below the fill and its target 80 ticks above. */
  marketBracket: {
    ticker: 'MES1!',
    action: 'buy',
    quantity: 1,
    orderType: 'market',
    price: 6012.5,
    stopLoss: { ticks: 40 },
    takeProfit: { ticks: 80 },
  },
  /** Risk in money: a stop $250 per contract away and a target 1 % above the fill. */
  dollarsPercent: {
    ticker: 'ES1!',
    action: 'buy',
    quantity: 1,
    orderType: 'market',
    price: 6012.5,
    stopLoss: { dollars: 250 },
    takeProfit: { percent: 1 },
  },
  /** A sell stop on Micro Gold with a protective stop 100 ticks away, good until cancelled. */
  sellStop: {
    ticker: 'MGC1!',
    action: 'sell',
    quantity: 1,
    orderType: 'stop',
    price: 2391.5,
    timeInForce: 'gtc',
    stopLoss: { ticks: 100 },
  },
  /** Entry on the chart's contract with a protective stop 20 ticks from the fill. */
  chartEntry: {
    ticker: PLACEHOLDERS.ticker,
    action: 'buy',
    quantity: 1,
    orderType: 'market',
    price: PLACEHOLDERS.close,
    stopLoss: { ticks: 20 },
  },
  /** A strategy's orders as limits at the bar's close: numeric placeholders stay in quotes. */
  strategyLimit: {
    ticker: PLACEHOLDERS.ticker,
    action: PLACEHOLDERS.strategyOrderAction,
    quantity: PLACEHOLDERS.strategyOrderContracts,
    orderType: 'limit',
    price: PLACEHOLDERS.close,
    sentiment: PLACEHOLDERS.strategyMarketPosition,
  },
  /** Each order once: the strategy's order id with the time makes a repeat a duplicate. */
  withId: {
    ticker: PLACEHOLDERS.ticker,
    action: PLACEHOLDERS.strategyOrderAction,
    quantity: PLACEHOLDERS.strategyOrderContracts,
    price: PLACEHOLDERS.close,
    id: `${PLACEHOLDERS.strategyOrderId} ${PLACEHOLDERS.time}`,
    time: PLACEHOLDERS.timenow,
    max_lag: 30,
  },
  /** Closes what a sell can close and never goes short: sentiment caps the order. */
  closeOnly: { ticker: 'MES1!', action: 'sell', quantity: 2, price: 6020, sentiment: 'flat' },
  /** Flattens the chart's contract (working orders included). */
  chartExit: { ticker: PLACEHOLDERS.ticker, action: 'exit', price: PLACEHOLDERS.close },
  /** Flattens a given contract. */
  flatten: { ticker: 'MES1!', action: 'exit' },
  /** Cancels the working orders on a contract, leaving the position. */
  cancelOrders: { ticker: 'MNQ1!', action: 'cancel' },
  /** Turns the open position around at market. */
  reverse: { ticker: 'MES1!', action: 'reverse', price: 6015.25 },
} as const satisfies Record<string, AlertTemplate>;

export type AlertExampleId = keyof typeof ALERT_EXAMPLES;

const inline = (value: unknown): string =>
  typeof value === 'object' && value !== null
    ? `{ ${Object.entries(value)
        .map(([key, item]) => `${JSON.stringify(key)}: ${JSON.stringify(item)}`)
        .join(', ')} }`
    : JSON.stringify(value);

/**
 * The message as a member pastes it: one field a line in the order given, two-space indent, an
 * exit such as `{ "ticks": 40 }` on its field's line.
 */
export function formatAlert(message: AlertTemplate | AlertPayload): string {
  const fields = Object.entries(message).map(([key, value]) => `  "${key}": ${inline(value)}`);
  return `{\n${fields.join(',\n')}\n}`;
}

/** On one line, as in a curl command or a Pine string. */
export function compactAlert(message: AlertTemplate | AlertPayload): string {
  return JSON.stringify(message);
}

/** The message TickRelay receives once TradingView has filled in the placeholders. */
export function fillPlaceholders(
  message: AlertTemplate,
  values: Record<string, string> = SAMPLE_FILLED_VALUES,
): AlertPayload {
  const filled = JSON.parse(
    JSON.stringify(message).replace(/\{\{[^}]*\}\}/g, (name) => values[name] ?? name),
  ) as unknown;
  return filled as AlertPayload;
}
