import type { ContentBody } from '../blocks/content-block.types';

const body: ContentBody = [
  {
    type: 'paragraph',
    text: 'The alert message is a JSON object. TickRelay validates it strictly: an unknown field, a wrong type or a missing required value rejects the whole alert, and nothing is sent to your broker. The [alert builder](/tools/alert-builder) produces exactly this format.',
  },
  {
    type: 'code',
    language: 'json',
    code: '{\n  "symbol": "MNQZ6",\n  "action": "buy",\n  "quantity": 2,\n  "orderType": "limit",\n  "price": 21450.25,\n  "takeProfit": 21510.25,\n  "stopLoss": 21420.25,\n  "timeInForce": "DAY",\n  "account": "DEMO4471023",\n  "comment": "ORB long"\n}',
    caption: 'A limit entry with a bracket: every field in use.',
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
        'The contract as your broker names it, e.g. `MESZ6` or `NQH7`. 1 to 32 characters.',
      ],
      [
        '`action`',
        '`buy` · `sell` · `close` · `reverse`',
        'yes',
        'What to do. See [Actions](#actions).',
      ],
      [
        '`quantity`',
        'integer',
        'for buy, sell, reverse',
        'Number of contracts, from 1 to 1000. Ignored by `close`.',
      ],
      ['`orderType`', '`market` · `limit` · `stop`', 'no', 'Defaults to `market`.'],
      [
        '`price`',
        'number',
        'for limit and stop',
        'Limit or stop price. Must be omitted for market orders.',
      ],
      [
        '`takeProfit`',
        'number',
        'no',
        'Absolute price of the profit target, attached to the entry as a bracket.',
      ],
      [
        '`stopLoss`',
        'number',
        'no',
        'Absolute price of the protective stop, attached to the entry as a bracket.',
      ],
      ['`timeInForce`', '`DAY` · `GTC`', 'no', 'Defaults to `DAY`.'],
      [
        '`account`',
        'string',
        'no',
        'Broker account that receives the order. Defaults to the account chosen on your Webhook page.',
      ],
      [
        '`comment`',
        'string',
        'no',
        'Free text up to 200 characters, shown in your alert log. Never sent to the broker.',
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
      'Numbers are JSON numbers: write `"quantity": 2`, not `"quantity": "2"`.',
      'For a `buy` with a bracket, `stopLoss` must be below and `takeProfit` above the entry price; the opposite for a `sell`.',
      'Prices must respect the tick size of the contract (0.25 for MES and MNQ, for example). TickRelay does not round for you.',
      'Unknown fields are rejected rather than ignored, so a typo such as `stoploss` never goes unnoticed.',
    ],
  },
  {
    type: 'callout',
    tone: 'info',
    title: 'Placeholders',
    text: 'Values can come from TradingView at the moment the alert fires, for example `"price": {{close}}`. See [TradingView placeholders](/docs/webhooks/tradingview-placeholders).',
  },
  { type: 'heading', level: 2, text: 'Examples' },
  {
    type: 'code',
    language: 'json',
    code: '{\n  "symbol": "MESZ6",\n  "action": "close",\n  "comment": "Flat before the close"\n}',
    caption: 'Close every open contract of MESZ6 on the default account.',
  },
  {
    type: 'code',
    language: 'json',
    code: '{\n  "symbol": "MGCG7",\n  "action": "sell",\n  "quantity": 1,\n  "orderType": "stop",\n  "price": 2391.5,\n  "stopLoss": 2401.5,\n  "timeInForce": "GTC"\n}',
    caption: 'A sell stop on Micro Gold with a protective stop, good until cancelled.',
  },
];

export default body;
