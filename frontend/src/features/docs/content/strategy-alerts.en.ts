import type { ContentBody } from '../blocks/content-block.types';

const body: ContentBody = [
  {
    type: 'paragraph',
    text: 'A Pine Script strategy already knows when it enters, exits and reverses. Instead of one alert per signal, create **one alert on the strategy’s order fills**: TradingView sends a webhook for every order the strategy fills, and each order carries its own TickRelay message.',
  },
  { type: 'heading', level: 2, text: 'Option 1: one message per order (recommended)' },
  {
    type: 'paragraph',
    text: 'Give each `strategy.entry`, `strategy.exit` and `strategy.close` call an `alert_message` containing the full JSON, then use `{{strategy.order.alert_message}}` as the whole alert message. Each order sends exactly what it means: `buy`, `sell`, `reverse` or `close`, with its own bracket.',
  },
  {
    type: 'code',
    language: 'pine',
    code: 'strategy.entry("Long", strategy.long, qty = contracts,\n     alert_message = entryPayload(strategy.position_size < 0 ? "reverse" : "buy", stopPrice, targetPrice))\n\nstrategy.exit("Long exit", from_entry = "Long", stop = stopPrice, limit = targetPrice,\n     alert_message = closePayload("Long exit"))',
    caption: 'Excerpt of the TickRelay strategy template.',
  },
  {
    type: 'code',
    language: 'text',
    code: '{{strategy.order.alert_message}}',
    caption: 'The entire content of the alert’s Message field.',
  },
  {
    type: 'paragraph',
    text: 'The complete template, an EMA crossover with stop and target, is on its own page: [open the Pine Script template](/code/pine-strategy-template). It can also be downloaded from [Downloads](/download).',
  },
  { type: 'heading', level: 2, text: 'Option 2: one generic message' },
  {
    type: 'paragraph',
    text: 'For a strategy you cannot edit, a single message built from placeholders works for simple entries and exits:',
  },
  {
    type: 'code',
    language: 'json',
    code: '{\n  "symbol": "MESZ6",\n  "action": "{{strategy.order.action}}",\n  "quantity": {{strategy.order.contracts}},\n  "orderType": "market",\n  "comment": "{{strategy.order.id}}"\n}',
  },
  {
    type: 'callout',
    tone: 'warning',
    title: 'Reversals with a generic message',
    text: 'When a strategy flips from short to long, TradingView fills one order for twice the size. The generic message sends a `buy` for that doubled size, which ends up long by the right amount only if your broker position matched the strategy exactly. Option 1 sends an explicit `reverse` instead.',
  },
  { type: 'heading', level: 2, text: 'Creating the alert' },
  {
    type: 'list',
    ordered: true,
    items: [
      'Add the strategy to the chart of the contract and check its properties: order size, pyramiding, and **Recalculate on every tick** off unless you really want intrabar orders.',
      'Open **Create alert**, choose the strategy as the condition and keep **Order fills only**.',
      'Message: `{{strategy.order.alert_message}}` (option 1) or the generic JSON (option 2).',
      'Tick **Webhook URL**, paste your TickRelay URL, and create the alert.',
    ],
  },
  {
    type: 'callout',
    tone: 'info',
    title: 'Changing the script freezes the alert',
    text: 'An alert keeps the version of the script and inputs it was created with. After editing the strategy or its inputs, delete the alert and create it again.',
  },
];

export default body;
