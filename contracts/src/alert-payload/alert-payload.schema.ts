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
  close: '{{close}}',
  time: '{{time}}',
  interval: '{{interval}}',
  strategyOrderAction: '{{strategy.order.action}}',
  strategyOrderContracts: '{{strategy.order.contracts}}',
  strategyPositionSize: '{{strategy.position_size}}',
} as const;
export type PlaceholderId = keyof typeof PLACEHOLDERS;
export type Placeholder = (typeof PLACEHOLDERS)[PlaceholderId];

export const ALERT_ACTIONS = ['buy', 'sell', 'close', 'reverse'] as const;
export type AlertAction = (typeof ALERT_ACTIONS)[number];
export const ORDER_TYPES = ['market', 'limit', 'stop'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
export const TIMES_IN_FORCE = ['day', 'gtc', 'ioc', 'fok'] as const;
export type TimeInForce = (typeof TIMES_IN_FORCE)[number];
/** How a take-profit or stop-loss is given: a distance in ticks from the fill, or a price. */
export const EXIT_KINDS = ['ticks', 'price'] as const;
export type ExitKind = (typeof EXIT_KINDS)[number];

export const ALERT_LIMITS = {
  quantityMax: 1000,
  ticksMax: 10_000,
  symbolMaxLength: 40,
  accountMaxLength: 64,
  commentMaxLength: 200,
  /** Bar time and timeframe as TradingView writes them ({{time}}, {{interval}}). */
  barFieldMaxLength: 64,
} as const;

/**
 * Continuous contracts (MNQ1!, ES2!), dated ones (MNQZ2025, NQH6), optionally with the exchange
 * prefix TradingView uses (CME_MINI:MNQ1!). Upper case: the builder upper-cases what is typed.
 */
export const SYMBOL_PATTERN = '^([A-Z0-9_]{1,20}:)?[A-Z0-9]{1,12}!?$';
/** A positive price written as text: up to 9 digits, up to 8 decimals. */
export const PRICE_TEXT_PATTERN = '^\\d{1,9}(\\.\\d{1,8})?$';
export const INTEGER_TEXT_PATTERN = '^\\d+$';
/** A position after a fill: negative when short, 0 when flat. */
export const SIGNED_NUMBER_TEXT_PATTERN = '^-?\\d{1,9}(\\.\\d{1,8})?$';
export const ACCOUNT_PATTERN = '^[A-Za-z0-9 _.:-]+$';

const text = (pattern: string) => ({ type: 'string', pattern }) as const;
const placeholder = <P extends Placeholder>(value: P) => ({ const: value }) as const;

const quantity = { type: 'integer', minimum: 1, maximum: ALERT_LIMITS.quantityMax } as const;
const price = { type: 'number', exclusiveMinimum: 0 } as const;
const exit = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  maxProperties: 1,
  properties: {
    ticks: { type: 'integer', minimum: 1, maximum: ALERT_LIMITS.ticksMax },
    price,
  },
} as const;

/** Fields whose value is the same before and after TradingView fills the message. */
const commonProperties = {
  orderType: { type: 'string', enum: ORDER_TYPES },
  timeInForce: { type: 'string', enum: TIMES_IN_FORCE },
  takeProfit: exit,
  stopLoss: exit,
  account: { type: 'string', maxLength: ALERT_LIMITS.accountMaxLength, pattern: ACCOUNT_PATTERN },
  // Free text, shown in the alert log only; any placeholder may appear in it.
  comment: { type: 'string', maxLength: ALERT_LIMITS.commentMaxLength },
} as const;

/**
 * Opening a position needs a size and an order type; limit and stop orders need a price. (The
 * `true` properties only name the fields for ajv's strict mode; the top level checks them.)
 */
const conditions = [
  {
    if: { properties: { action: { not: { const: 'close' } } } },
    then: { required: ['quantity', 'orderType'], properties: { quantity: true, orderType: true } },
  },
  {
    if: { required: ['orderType'], properties: { orderType: { enum: ['limit', 'stop'] } } },
    then: { required: ['price'], properties: { price: true } },
  },
] as const;

export const ALERT_PAYLOAD_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['symbol', 'action'],
  properties: {
    symbol: {
      type: 'string',
      maxLength: ALERT_LIMITS.symbolMaxLength,
      pattern: SYMBOL_PATTERN,
    },
    action: { type: 'string', enum: ALERT_ACTIONS },
    quantity: { anyOf: [quantity, text(INTEGER_TEXT_PATTERN)] },
    price: { anyOf: [price, text(PRICE_TEXT_PATTERN)] },
    positionSize: { anyOf: [{ type: 'number' }, text(SIGNED_NUMBER_TEXT_PATTERN)] },
    time: { type: 'string', maxLength: ALERT_LIMITS.barFieldMaxLength },
    interval: { type: 'string', maxLength: ALERT_LIMITS.barFieldMaxLength },
    ...commonProperties,
  },
  allOf: conditions,
} as const;

/** A placeholder is accepted only where it makes sense: {{ticker}} as the symbol, and so on. */
export const ALERT_TEMPLATE_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['symbol', 'action'],
  properties: {
    symbol: {
      anyOf: [ALERT_PAYLOAD_SCHEMA.properties.symbol, placeholder(PLACEHOLDERS.ticker)],
    },
    action: {
      anyOf: [
        ALERT_PAYLOAD_SCHEMA.properties.action,
        placeholder(PLACEHOLDERS.strategyOrderAction),
      ],
    },
    quantity: {
      anyOf: [
        ...ALERT_PAYLOAD_SCHEMA.properties.quantity.anyOf,
        placeholder(PLACEHOLDERS.strategyOrderContracts),
      ],
    },
    price: {
      anyOf: [...ALERT_PAYLOAD_SCHEMA.properties.price.anyOf, placeholder(PLACEHOLDERS.close)],
    },
    positionSize: {
      anyOf: [
        ...ALERT_PAYLOAD_SCHEMA.properties.positionSize.anyOf,
        placeholder(PLACEHOLDERS.strategyPositionSize),
      ],
    },
    time: ALERT_PAYLOAD_SCHEMA.properties.time,
    interval: ALERT_PAYLOAD_SCHEMA.properties.interval,
    ...commonProperties,
  },
  allOf: conditions,
} as const;

/** A message as the webhook receives it. */
export type AlertPayload = FromSchema<typeof ALERT_PAYLOAD_SCHEMA>;
/** A message as written in TradingView, placeholders included. */
export type AlertTemplate = FromSchema<typeof ALERT_TEMPLATE_SCHEMA>;
