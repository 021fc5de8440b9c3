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
  timeMaxLength: 40,
  intervalMaxLength: 16,
} as const;

/**
 * Continuous contracts (MNQ1!, ES2!), dated ones (MNQZ2025, NQH6), optionally with the exchange
 * prefix TradingView uses (CME_MINI:MNQ1!). Upper case: the builder upper-cases what is typed.
 */
export const SYMBOL_PATTERN = '^([A-Z0-9_]{1,20}:)?[A-Z0-9]{1,12}!?$';
/** A positive price written as text: up to 9 digits, up to 8 decimals. */
export const PRICE_TEXT_PATTERN = '^[0-9]{1,9}(\\.[0-9]{1,8})?$';
export const INTEGER_TEXT_PATTERN = '^[0-9]+$';
export const ACCOUNT_PATTERN = '^[A-Za-z0-9 _.:-]+$';

const text = (pattern: string) => ({ type: 'string', pattern }) as const;
const placeholder = <P extends Placeholder>(value: P) => ({ const: value }) as const;

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
    price,
  },
  description: '{ticks} from the fill or an absolute {price}.',
} as const;

/** Fields whose value is the same before and after TradingView fills the message. */
const commonProperties = {
  orderType: { type: 'string', enum: ORDER_TYPES },
  timeInForce: { type: 'string', enum: TIMES_IN_FORCE, description: 'Day when left out.' },
  takeProfit: exit,
  stopLoss: exit,
  account: {
    type: 'string',
    minLength: 1,
    maxLength: ALERT_LIMITS.accountMaxLength,
    pattern: ACCOUNT_PATTERN,
  },
  // Free text, shown in the alert log only; any placeholder may appear in it.
  comment: { type: 'string', maxLength: ALERT_LIMITS.commentMaxLength },
  time: { type: 'string', maxLength: ALERT_LIMITS.timeMaxLength },
  interval: { type: 'string', maxLength: ALERT_LIMITS.intervalMaxLength },
} as const;

/**
 * Opening a position needs a size and an order type; limit and stop orders need a price, market
 * orders take none. (The `true` properties only name the fields for ajv's strict mode.)
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
  {
    if: { required: ['orderType'], properties: { orderType: { const: 'market' } } },
    then: { not: { required: ['price'], properties: { price: true } } },
  },
] as const;

const payloadProperties = {
  symbol: {
    type: 'string',
    maxLength: ALERT_LIMITS.symbolMaxLength,
    pattern: SYMBOL_PATTERN,
    description:
      'TradingView symbol: continuous (MES1!), dated (MESZ2026), optionally with the exchange prefix (CME_MINI:MES1!).',
  },
  action: { type: 'string', enum: ALERT_ACTIONS },
  quantity: {
    anyOf: [
      { type: 'integer', minimum: 1, maximum: ALERT_LIMITS.quantityMax },
      text('^[1-9][0-9]{0,2}$|^1000$'),
    ],
    description: 'Contracts, 1 to 1000; required to open a position.',
  },
  price: {
    ...price,
    description: 'Required for limit and stop orders; absent for market orders.',
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
  required: ['symbol', 'action'],
  properties: payloadProperties,
  allOf: conditions,
} as const;

/** A placeholder is accepted only where it makes sense: {{ticker}} as the symbol, and so on. */
export const ALERT_TEMPLATE_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['symbol', 'action'],
  properties: {
    ...payloadProperties,
    symbol: { anyOf: [payloadProperties.symbol, placeholder(PLACEHOLDERS.ticker)] },
    action: {
      anyOf: [payloadProperties.action, placeholder(PLACEHOLDERS.strategyOrderAction)],
    },
    quantity: {
      anyOf: [
        ...payloadProperties.quantity.anyOf,
        placeholder(PLACEHOLDERS.strategyOrderContracts),
      ],
    },
    price: { anyOf: [...price.anyOf, placeholder(PLACEHOLDERS.close)] },
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
