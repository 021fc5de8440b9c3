// The JSON message a TradingView alert sends to a member's TickRelay webhook: what the alert
// builder writes, what the docs describe and what the webhook receiver accepts. Two schemas from
// one definition:
//   ALERT_TEMPLATE_SCHEMA  the message as written in TradingView's Message field, where
//                          placeholders such as {{close}} stand for values TradingView fills in;
//   ALERT_PAYLOAD_SCHEMA   the message as it arrives, placeholders filled in.
// Numbers may be JSON numbers (2) or numeric strings ("2"): placeholders stay inside quotes so the
// message is valid JSON both before and after TradingView fills it.
import type { FromSchema } from 'json-schema-to-ts';

/** TradingView placeholders the builder offers, by id. */
export const PLACEHOLDERS = {
  ticker: '{{ticker}}',
  /** The ticker with TradingView's exchange prefix (CME_MINI:MES1!), as many Pine authors write it. */
  exchangeTicker: '{{exchange}}:{{ticker}}',
  close: '{{close}}',
  /** A strategy order's fill price. */
  strategyOrderPrice: '{{strategy.order.price}}',
  time: '{{time}}',
  timenow: '{{timenow}}',
  interval: '{{interval}}',
  strategyOrderAction: '{{strategy.order.action}}',
  strategyOrderContracts: '{{strategy.order.contracts}}',
  strategyOrderId: '{{strategy.order.id}}',
  strategyMarketPosition: '{{strategy.market_position}}',
  strategyPositionSize: '{{strategy.position_size}}',
} as const;
export type PlaceholderId = keyof typeof PLACEHOLDERS;
export type Placeholder = (typeof PLACEHOLDERS)[PlaceholderId];

/**
 * buy / sell: an order of `quantity` contracts (futures accounts net: a buy reduces a short).
 * exit: flatten the contract and cancel its working orders. cancel: cancel its working orders
 * only. reverse: flip the open position (to `quantity` when given, else the same size).
 */
export const ALERT_ACTIONS = ['buy', 'sell', 'exit', 'cancel', 'reverse'] as const;
export type AlertAction = (typeof ALERT_ACTIONS)[number];
/** The actions that open or add to a position and so need a size. */
export const SIZED_ACTIONS = ['buy', 'sell'] as const satisfies readonly AlertAction[];
export const ORDER_TYPES = ['market', 'limit', 'stop'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
export const TIMES_IN_FORCE = ['day', 'gtc', 'ioc', 'fok'] as const;
export type TimeInForce = (typeof TIMES_IN_FORCE)[number];
/**
 * How a take-profit or stop-loss is given, as a distance from the entry's fill: in ticks, in
 * points (price units), in dollars per contract, or in percent of the fill price.
 */
export const EXIT_UNITS = ['ticks', 'points', 'dollars', 'percent'] as const;
export type ExitUnit = (typeof EXIT_UNITS)[number];
/**
 * The side the position must be on after the order: bullish (long or flat), bearish (short or
 * flat), flat (the order only closes). long and short are what {{strategy.market_position}}
 * writes and mean bullish and bearish.
 */
export const SENTIMENTS = ['bullish', 'bearish', 'flat', 'long', 'short'] as const;
export type Sentiment = (typeof SENTIMENTS)[number];

export const ALERT_LIMITS = {
  quantityMax: 1000,
  ticksMax: 10_000,
  pointsMax: 100_000,
  dollarsMax: 1_000_000,
  percentMax: 100,
  tickerMaxLength: 40,
  accountMaxLength: 64,
  commentMaxLength: 200,
  idMaxLength: 64,
  /** Seconds: a day at most. */
  maxLagMax: 86_400,
  timeMaxLength: 40,
  intervalMaxLength: 16,
} as const;

/**
 * Continuous contracts (MNQ1!, ES2!), dated ones (MNQZ2025, NQH6), optionally with the exchange
 * prefix TradingView uses (CME_MINI:MNQ1!). Upper case: the builder upper-cases what is typed.
 */
export const TICKER_PATTERN = '^([A-Z0-9_]{1,20}:)?[A-Z0-9]{1,12}!?$';
/** A positive price written as text: up to 9 digits, up to 8 decimals. */
export const PRICE_TEXT_PATTERN = '^[0-9]{1,9}(\\.[0-9]{1,8})?$';
export const INTEGER_TEXT_PATTERN = '^[0-9]+$';
export const ACCOUNT_PATTERN = '^[A-Za-z0-9 _.:-]+$';
/**
 * Printable Unicode: a strategy's order id in any language ("Entrée longue", "Long Entry"), a
 * counter, a time; no control, format or unassigned character (\p{C}, read with the u flag).
 */
export const ALERT_ID_PATTERN = '^\\P{C}+$';
/**
 * ISO 8601 as TradingView writes {{time}} and {{timenow}} (2026-03-02T14:30:00Z), seconds and
 * fraction optional, Z or an offset.
 */
export const ALERT_TIME_PATTERN =
  '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}(:[0-9]{2}(\\.[0-9]{1,9})?)?(Z|[+-][0-9]{2}:?[0-9]{2})$';

const text = (pattern: string) => ({ type: 'string', pattern }) as const;
const placeholder = <P extends Placeholder>(value: P) => ({ const: value }) as const;
const positiveNumber = (maximum: number) =>
  ({
    anyOf: [{ type: 'number', exclusiveMinimum: 0, maximum }, text(PRICE_TEXT_PATTERN)],
  }) as const;

const price = {
  anyOf: [{ type: 'number', exclusiveMinimum: 0 }, text(PRICE_TEXT_PATTERN)],
} as const;
const exit = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  maxProperties: 1,
  properties: {
    ticks: {
      anyOf: [
        { type: 'integer', minimum: 1, maximum: ALERT_LIMITS.ticksMax },
        text('^[1-9][0-9]{0,3}$|^10000$'),
      ],
    },
    points: positiveNumber(ALERT_LIMITS.pointsMax),
    dollars: positiveNumber(ALERT_LIMITS.dollarsMax),
    percent: positiveNumber(ALERT_LIMITS.percentMax),
  },
  description:
    'A distance from the fill in exactly one unit: {ticks}, {points}, {dollars} per contract or {percent} of the fill price.',
} as const;

/** Fields whose value is the same before and after TradingView fills the message. */
const commonProperties = {
  orderType: {
    type: 'string',
    enum: ORDER_TYPES,
    description: 'market when left out; limit and stop need a price.',
  },
  timeInForce: { type: 'string', enum: TIMES_IN_FORCE, description: 'Day when left out.' },
  takeProfit: exit,
  stopLoss: exit,
  account: {
    type: 'string',
    minLength: 1,
    maxLength: ALERT_LIMITS.accountMaxLength,
    pattern: ACCOUNT_PATTERN,
  },
  // Free text, shown in the deliveries log only; any placeholder may appear in it.
  comment: { type: 'string', maxLength: ALERT_LIMITS.commentMaxLength },
  id: {
    type: 'string',
    minLength: 1,
    maxLength: ALERT_LIMITS.idMaxLength,
    pattern: ALERT_ID_PATTERN,
    description:
      'Makes a repeat with the same id a logged duplicate, never a second order. Without an id a repeat of the same body within the duplicate window is one.',
  },
  max_lag: {
    anyOf: [
      { type: 'integer', minimum: 1, maximum: ALERT_LIMITS.maxLagMax },
      text('^[1-9][0-9]{0,4}$'),
    ],
    description:
      "Seconds: an alert whose time is older than this when it arrives is logged as stale, not executed. The member's default when left out.",
  },
  interval: { type: 'string', maxLength: ALERT_LIMITS.intervalMaxLength },
} as const;

/**
 * buy and sell need a size; limit and stop orders need a price (a market order's price, when
 * given, is the reference the paper account fills at). (The `true` properties only name the
 * fields for ajv's strict mode.)
 */
const conditions = [
  {
    if: { required: ['action'], properties: { action: { enum: SIZED_ACTIONS } } },
    then: { required: ['quantity'], properties: { quantity: true } },
  },
  {
    if: { required: ['orderType'], properties: { orderType: { enum: ['limit', 'stop'] } } },
    then: { required: ['price'], properties: { price: true } },
  },
] as const;

const payloadProperties = {
  ticker: {
    type: 'string',
    maxLength: ALERT_LIMITS.tickerMaxLength,
    pattern: TICKER_PATTERN,
    description:
      'TradingView symbol: continuous (MES1!), dated (MESZ2026), optionally with the exchange prefix (CME_MINI:MES1!).',
  },
  action: { type: 'string', enum: ALERT_ACTIONS },
  quantity: {
    anyOf: [
      { type: 'integer', minimum: 1, maximum: ALERT_LIMITS.quantityMax },
      text('^[1-9][0-9]{0,2}$|^1000$'),
    ],
    description: 'Contracts, 1 to 1000; required for buy and sell.',
  },
  price: {
    ...price,
    description:
      "The order's price for limit and stop orders; for a market order the price when the alert fired ({{close}}).",
  },
  sentiment: { type: 'string', enum: SENTIMENTS },
  time: {
    type: 'string',
    maxLength: ALERT_LIMITS.timeMaxLength,
    pattern: ALERT_TIME_PATTERN,
    description: 'When the alert fired ({{timenow}}); with max_lag, how stale is too stale.',
  },
  positionSize: {
    anyOf: [{ type: 'number' }, text('^-?[0-9]+(\\.[0-9]+)?$')],
    description: "The strategy's position after the fill ({{strategy.position_size}}).",
  },
  ...commonProperties,
} as const;

export const ALERT_PAYLOAD_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['ticker', 'action'],
  properties: payloadProperties,
  allOf: conditions,
} as const;

/** A placeholder is accepted only where it makes sense: {{ticker}} as the ticker, and so on. */
export const ALERT_TEMPLATE_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['ticker', 'action'],
  properties: {
    ...payloadProperties,
    ticker: {
      anyOf: [
        payloadProperties.ticker,
        placeholder(PLACEHOLDERS.ticker),
        placeholder(PLACEHOLDERS.exchangeTicker),
      ],
    },
    action: {
      anyOf: [payloadProperties.action, placeholder(PLACEHOLDERS.strategyOrderAction)],
    },
    quantity: {
      anyOf: [
        ...payloadProperties.quantity.anyOf,
        placeholder(PLACEHOLDERS.strategyOrderContracts),
      ],
    },
    price: {
      anyOf: [
        ...price.anyOf,
        placeholder(PLACEHOLDERS.close),
        placeholder(PLACEHOLDERS.strategyOrderPrice),
      ],
    },
    sentiment: {
      anyOf: [payloadProperties.sentiment, placeholder(PLACEHOLDERS.strategyMarketPosition)],
    },
    time: {
      anyOf: [
        payloadProperties.time,
        placeholder(PLACEHOLDERS.time),
        placeholder(PLACEHOLDERS.timenow),
      ],
    },
    positionSize: {
      anyOf: [
        ...payloadProperties.positionSize.anyOf,
        placeholder(PLACEHOLDERS.strategyPositionSize),
      ],
    },
  },
  allOf: conditions,
} as const;

/** The payload schema as the downloads page offers it (frontend/public/downloads). */
export const PUBLISHED_ALERT_PAYLOAD_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'tickrelay-alert-payload.schema.json',
  title: 'TickRelay alert payload',
  description:
    'The JSON message a TradingView alert sends to a TickRelay webhook, once TradingView has filled its placeholders. Numbers may be JSON numbers or numeric strings.',
  ...ALERT_PAYLOAD_SCHEMA,
} as const;

/** A message as the webhook receives it. */
export type AlertPayload = FromSchema<typeof ALERT_PAYLOAD_SCHEMA>;
/** A message as written in TradingView, placeholders included. */
export type AlertTemplate = FromSchema<typeof ALERT_TEMPLATE_SCHEMA>;
