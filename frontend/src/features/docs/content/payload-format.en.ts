import {
  ALERT_EXAMPLES,
  formatAlert,
} from '@tickrelay/contracts/alert-payload/alert-payload.samples';

import type { ContentBody } from '@/components/content/content-block.types';

const body: ContentBody = [
  {
    type: 'paragraph',
    text: 'The alert message is a JSON object. Your webhook URL answers `202 Accepted` as soon as the alert is safely queued; TickRelay then checks it strictly: an unknown field, a wrong type or a missing required value rejects the whole alert, which is logged with a code explaining why (see [Error codes](/docs/errors)) and never executed. The [alert builder](/tools/alert-builder) produces exactly this format.',
  },
  {
    type: 'code',
    language: 'json',
    code: formatAlert(ALERT_EXAMPLES.limitBracket),
    caption:
      'A limit entry with a bracket: the target 40 ticks and the stop 15 points from the fill.',
  },
  { type: 'heading', level: 2, text: 'Fields', id: 'fields' },
  {
    type: 'table',
    head: ['Field', 'Type', 'Required', 'Description'],
    rows: [
      [
        '`ticker`',
        'string',
        'yes',
        'The contract in TradingView’s notation, usually `{{ticker}}`: a continuous contract such as `MNQ1!` (traded in the front month), a dated one such as `MNQZ2026`, optionally with its exchange prefix (`CME_MINI:MNQ1!`). At most 40 characters.',
      ],
      [
        '`action`',
        '`buy` · `sell` · `exit` · `cancel` · `reverse`',
        'yes',
        'What to do; `{{strategy.order.action}}` in strategy alerts. See [Actions](#actions).',
      ],
      [
        '`quantity`',
        'integer',
        'for `buy` and `sell`',
        'Contracts, from 1 to 1000, or `"{{strategy.order.contracts}}"`. For `reverse`, the size of the new position (the same size when left out). Not used by `exit` and `cancel`.',
      ],
      [
        '`orderType`',
        '`market` · `limit` · `stop`',
        'no',
        'How the order is placed; `market` when left out.',
      ],
      [
        '`price`',
        'number',
        'for `limit` and `stop`',
        'The limit or stop price. For a market order, the price when the alert fired, usually `"{{close}}"`: the paper account fills the order at it.',
      ],
      [
        '`timeInForce`',
        '`day` · `gtc` · `ioc` · `fok`',
        'no',
        'Day, good until cancelled, immediate or cancel, fill or kill. Defaults to `day`. The paper account keeps a working order until it fills or is cancelled.',
      ],
      [
        '`takeProfit`',
        '`{ "ticks": n }` · `{ "points": n }` · `{ "dollars": n }` · `{ "percent": n }`',
        'no',
        'Profit target placed with the entry, as a distance from its fill in exactly one unit. See [Exits](#exits).',
      ],
      [
        '`stopLoss`',
        '`{ "ticks": n }` · `{ "points": n }` · `{ "dollars": n }` · `{ "percent": n }`',
        'no',
        'Protective stop placed with the entry, as a distance from its fill in exactly one unit.',
      ],
      [
        '`sentiment`',
        '`bullish` · `bearish` · `flat` · `long` · `short`',
        'no',
        'The side the position must end on: it caps the order. See [Sentiment](#sentiment).',
      ],
      [
        '`time`',
        'string, ISO 8601',
        'no',
        'When the alert fired, `"{{timenow}}"`. With `max_lag`, it tells a late alert. See [Duplicates and stale alerts](#duplicates-and-stale-alerts).',
      ],
      [
        '`max_lag`',
        'integer (seconds)',
        'no',
        'From 1 to 86400. An alert whose `time` is older than this when it arrives is not executed. Defaults to the value on your Webhook page.',
      ],
      [
        '`id`',
        'string',
        'no',
        'Up to 64 printable ASCII characters, placeholders included, such as `"{{strategy.order.id}} {{time}}"`. A second alert with the same id is a duplicate.',
      ],
      [
        '`account`',
        'string',
        'no',
        'A name for the account, at most 64 characters. Accepted and kept in the log’s raw body; orders go to the account chosen on your Webhook page whatever it says.',
      ],
      [
        '`comment`',
        'string',
        'no',
        'Free text up to 200 characters, shown in your alert log. Any placeholder may appear in it.',
      ],
      [
        '`interval`',
        'string',
        'no',
        '`"{{interval}}"`, the chart’s timeframe, kept with the alert in your log.',
      ],
      [
        '`positionSize`',
        'number',
        'no',
        '`"{{strategy.position_size}}"`, the strategy’s position after the fill, kept with the alert in your log.',
      ],
    ],
  },
  { type: 'heading', level: 2, text: 'Actions', id: 'actions' },
  {
    type: 'table',
    head: ['Action', 'Effect'],
    rows: [
      [
        '`buy`',
        'Buys `quantity` contracts: opens or adds to a long, or reduces a short. An account holds one net position per contract.',
      ],
      ['`sell`', 'Sells `quantity` contracts: opens or adds to a short, or reduces a long.'],
      [
        '`exit`',
        'Flattens the whole position in `ticker` at market and cancels its working orders, take-profit and stop-loss included.',
      ],
      [
        '`cancel`',
        'Cancels the working orders in `ticker` (limit and stop entries, take-profits, stop-losses) and leaves the position open.',
      ],
      [
        '`reverse`',
        'Turns the open position around at market: a long of 2 becomes a short of 2, or of `quantity` when given. The exits of the message, if any, go with the new position.',
      ],
    ],
  },
  { type: 'heading', level: 2, text: 'Exits', id: 'exits' },
  {
    type: 'paragraph',
    text: '`takeProfit` and `stopLoss` are distances from the entry’s fill, each in exactly one unit. The target goes above the fill of a long and below that of a short, the stop the other way; when one of them fills, the other is cancelled.',
  },
  {
    type: 'table',
    head: ['Unit', 'Example', 'Distance'],
    rows: [
      [
        '`ticks`',
        '`{ "ticks": 40 }`',
        '40 minimum price moves: 10 points on MES, whose tick is 0.25. A whole number from 1 to 10,000.',
      ],
      ['`points`', '`{ "points": 15 }`', '15 units of price: 60 ticks on MES. Up to 100,000.'],
      [
        '`dollars`',
        '`{ "dollars": 250 }`',
        'The move worth $250 per contract: 50 points on MES ($5 a point), 5 points on ES ($50 a point). Up to 1,000,000.',
      ],
      [
        '`percent`',
        '`{ "percent": 1 }`',
        '1 % of the fill price: 60 points for a fill at 6000. Above 0 and at most 100.',
      ],
    ],
  },
  {
    type: 'code',
    language: 'json',
    code: formatAlert(ALERT_EXAMPLES.dollarsPercent),
    caption: 'Risk in money: the stop $250 per contract away, the target 1 % above the fill.',
  },
  { type: 'heading', level: 2, text: 'Sentiment', id: 'sentiment' },
  {
    type: 'paragraph',
    text: '`sentiment` says on which side the position must be once the order has filled, and TickRelay caps the order to stay there. Without it, an order is executed in full.',
  },
  {
    type: 'table',
    head: ['Sentiment', 'Position after the order'],
    rows: [
      ['`bullish`, `long`', 'Long or flat: a sell closes a long but never opens a short.'],
      ['`bearish`, `short`', 'Short or flat: a buy closes a short but never opens a long.'],
      [
        '`flat`',
        'Flat: the order only closes, and closes the whole position whatever its quantity.',
      ],
    ],
  },
  {
    type: 'code',
    language: 'json',
    code: formatAlert(ALERT_EXAMPLES.closeOnly),
    caption:
      'Closes the whole long, whatever its size; refused when the position is flat or short.',
  },
  {
    type: 'paragraph',
    text: 'With `"{{strategy.market_position}}"`, TradingView writes `long`, `short` or `flat` after each order of a strategy, so an exit of the strategy never opens a position on the account. See [Strategy alerts](/docs/tradingview/strategy-alerts).',
  },
  {
    type: 'heading',
    level: 2,
    text: 'Duplicates and stale alerts',
    id: 'duplicates-and-stale-alerts',
  },
  {
    type: 'list',
    items: [
      'With an `id`, an alert whose id was already received is logged as a duplicate and not executed. Make the id change with every bar: `"{{strategy.order.id}} {{time}}"`.',
      'Without an `id`, the same message received again within 60 seconds is logged as a duplicate.',
      'With a `time`, an alert older than `max_lag` seconds when it arrives (or the default of your Webhook page) is logged as stale and not executed. Use `{{timenow}}`, the moment the alert fired: `{{time}}` is the opening of the bar, minutes or hours earlier on long bars.',
      'Without a `time`, an alert is never stale.',
    ],
  },
  {
    type: 'code',
    language: 'json',
    code: formatAlert(ALERT_EXAMPLES.withId),
    caption: 'Each order of the strategy once per bar, and never more than 30 seconds late.',
  },
  { type: 'heading', level: 2, text: 'Validation rules', id: 'validation-rules' },
  {
    type: 'list',
    items: [
      'The body is a single JSON object of at most 16 KB. Field names are case-sensitive.',
      'Numbers can be written as JSON numbers (`2`) or as numeric strings (`"2"`). This is what lets placeholders stay inside quotes, so the message is valid JSON both before and after TradingView fills it.',
      'A placeholder is only accepted where it makes sense: `{{ticker}}` in `ticker`, `{{strategy.order.action}}` in `action`, `{{strategy.order.contracts}}` in `quantity`, `{{close}}` in `price`, `{{strategy.market_position}}` in `sentiment`, `{{timenow}}` or `{{time}}` in `time`, `{{strategy.position_size}}` in `positionSize`, and any of them in `id` and `comment`.',
      'An exit takes exactly one unit: `{ "ticks": 20, "points": 5 }` is refused.',
      'Prices off the contract’s tick grid (0.25 for MES and MNQ, for example) are rounded: a market fill to the nearest tick, a limit or stop price on the cautious side (a buy limit down, a sell limit up).',
      'Unknown fields are rejected rather than ignored, so a typo such as `stoploss`, or a field of the first version of the format such as `symbol`, never goes unnoticed.',
    ],
  },
  {
    type: 'callout',
    tone: 'info',
    title: 'Placeholders',
    text: 'Values can come from TradingView at the moment the alert fires, for example `"price": "{{close}}"`. See [TradingView placeholders](/docs/webhooks/tradingview-placeholders).',
  },
  { type: 'heading', level: 2, text: 'Examples', id: 'examples' },
  {
    type: 'code',
    language: 'json',
    code: formatAlert({ ...ALERT_EXAMPLES.chartExit, comment: 'Flat before the close' }),
    caption: 'Exit: flatten the chart’s contract at the bar’s close and cancel its working orders.',
  },
  {
    type: 'code',
    language: 'json',
    code: formatAlert(ALERT_EXAMPLES.cancelOrders),
    caption: 'Cancel the working orders on MNQ and keep the position.',
  },
  {
    type: 'code',
    language: 'json',
    code: formatAlert(ALERT_EXAMPLES.reverse),
    caption: 'Turn the MES position around at market, the same size the other way.',
  },
  {
    type: 'code',
    language: 'json',
    code: formatAlert(ALERT_EXAMPLES.sellStop),
    caption:
      'A sell stop on Micro Gold with a protective stop 100 ticks away, good until cancelled.',
  },
];

export default body;
