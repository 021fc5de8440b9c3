import {
  ALERT_EXAMPLES,
  formatAlert,
} from '@tickrelay/contracts/alert-payload/alert-payload.samples';

import type { ContentBody } from '@/components/content/content-block.types';

const body: ContentBody = [
  {
    type: 'paragraph',
    text: 'The alert message is a JSON object. TickRelay validates it strictly: an unknown field, a wrong type or a missing required value rejects the whole alert, and nothing is sent to your broker. The [alert builder](/tools/alert-builder) produces exactly this format.',
  },
  {
    type: 'code',
    language: 'json',
    code: formatAlert(ALERT_EXAMPLES.limitBracket),
    caption: 'A limit entry with a bracket: the target 40 ticks away, the stop at a fixed price.',
  },
  { type: 'heading', level: 2, text: 'Fields', id: 'fields' },
  {
    type: 'table',
    head: ['Field', 'Type', 'Required', 'Description'],
    rows: [
      [
        '`symbol`',
        'string',
        'yes',
        'The chart symbol in TradingView’s notation, usually `{{ticker}}`: a continuous contract such as `MNQ1!` (traded in the front month), a dated one such as `MNQZ2026`, optionally with its exchange prefix (`CME_MINI:MNQ1!`). At most 40 characters.',
      ],
      [
        '`action`',
        '`buy` · `sell` · `close` · `reverse`',
        'yes',
        'What to do; `{{strategy.order.action}}` in strategy alerts. See [Actions](#actions).',
      ],
      [
        '`quantity`',
        'integer',
        'to open a position',
        'Number of contracts, from 1 to 1000, or `"{{strategy.order.contracts}}"`. Not used by `close`.',
      ],
      [
        '`orderType`',
        '`market` · `limit` · `stop`',
        'to open a position',
        'How the entry is placed.',
      ],
      [
        '`price`',
        'number',
        'for limit and stop',
        'Limit or stop price, or `"{{close}}"`. Left out for market orders.',
      ],
      [
        '`timeInForce`',
        '`day` · `gtc` · `ioc` · `fok`',
        'no',
        'Day, good until cancelled, immediate or cancel, fill or kill. Defaults to `day`.',
      ],
      [
        '`takeProfit`',
        '`{ "ticks": n }` or `{ "price": p }`',
        'no',
        'Profit target attached to the entry: a distance in ticks from the fill (1 to 10,000) or an absolute price.',
      ],
      [
        '`stopLoss`',
        '`{ "ticks": n }` or `{ "price": p }`',
        'no',
        'Protective stop attached to the entry, in ticks from the fill or as an absolute price.',
      ],
      [
        '`positionSize`',
        'number',
        'no',
        'The strategy’s position after the fill, `"{{strategy.position_size}}"`: lets TickRelay tell an exit (0) from an entry. See [Strategy alerts](/docs/tradingview/strategy-alerts).',
      ],
      [
        '`account`',
        'string',
        'no',
        'Broker account that receives the order, at most 64 characters. Defaults to the account chosen on your Webhook page.',
      ],
      [
        '`comment`',
        'string',
        'no',
        'Free text up to 200 characters, shown in your alert log. Never sent to the broker.',
      ],
      [
        '`time`, `interval`',
        'string',
        'no',
        '`"{{time}}"` and `"{{interval}}"`: the bar time and timeframe, shown in the log and used to refuse alerts that arrive long after their bar.',
      ],
    ],
  },
  { type: 'heading', level: 2, text: 'Actions', id: 'actions' },
  {
    type: 'table',
    head: ['Action', 'Effect'],
    rows: [
      ['`buy`', 'Buys `quantity` contracts: opens or adds to a long, or reduces a short.'],
      ['`sell`', 'Sells `quantity` contracts: opens or adds to a short, or reduces a long.'],
      [
        '`close`',
        'Flattens the whole position in `symbol` on the account, and cancels its working orders.',
      ],
      [
        '`reverse`',
        'Closes the current position, then opens `quantity` contracts in the opposite direction.',
      ],
    ],
  },
  { type: 'heading', level: 2, text: 'Validation rules' },
  {
    type: 'list',
    items: [
      'The body must be a single JSON object of at most 4 KB. Field names are case-sensitive.',
      'Numbers can be written as JSON numbers (`2`) or as numeric strings (`"2"`). This is what lets placeholders stay inside quotes, so the message is valid JSON both before and after TradingView fills it.',
      'A placeholder is only accepted in the fields where it makes sense: `{{ticker}}` in `symbol`, `{{strategy.order.contracts}}` in `quantity`, `{{close}}` in `price`.',
      'With both exits given as prices, the target must be above the stop for a `buy` and below it for a `sell`.',
      'Prices must respect the tick size of the contract (0.25 for MES and MNQ, for example). TickRelay does not round for you.',
      'Unknown fields are rejected rather than ignored, so a typo such as `stoploss` never goes unnoticed.',
    ],
  },
  {
    type: 'callout',
    tone: 'info',
    title: 'Placeholders',
    text: 'Values can come from TradingView at the moment the alert fires, for example `"price": "{{close}}"`. See [TradingView placeholders](/docs/webhooks/tradingview-placeholders).',
  },
  { type: 'heading', level: 2, text: 'Examples' },
  {
    type: 'code',
    language: 'json',
    code: formatAlert({ ...ALERT_EXAMPLES.chartExit, comment: 'Flat before the close' }),
    caption: 'Close the whole position of the chart’s contract on the default account.',
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
