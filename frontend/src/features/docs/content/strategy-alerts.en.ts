import {
  formatAlert,
  SAMPLE_ALERT,
} from '@tickrelay/contracts/alert-payload/alert-payload.samples';

import type { ContentBody } from '@/components/content/content-block.types';

const body: ContentBody = [
  {
    type: 'paragraph',
    text: 'A Pine Script strategy already knows when it enters, exits and reverses. Instead of one alert per signal, create **one alert on the strategy’s order fills**: TradingView sends a webhook for every order the strategy fills, and TickRelay turns each one into the matching order on your account.',
  },
  { type: 'heading', level: 2, text: 'Option 1: the strategy message of the alert builder' },
  {
    type: 'paragraph',
    text: 'In the [alert builder](/tools/alert-builder), choose the **Strategy** preset. It writes a single message that works for any strategy, without touching its code:',
  },
  {
    type: 'code',
    language: 'json',
    code: formatAlert(SAMPLE_ALERT),
    caption:
      'The strategy message: TradingView fills in the side, the size, the side the position ends on and the time.',
  },
  {
    type: 'paragraph',
    text: '`sentiment` is the strategy’s position once the order has filled: `long`, `short` or `flat`. TickRelay caps each order so your account ends on that side: an exit of the strategy (a sell with `flat`) closes the long and never opens a short, even if the account’s position was smaller than the strategy’s. A reversal, where TradingView fills a single order for twice the size, ends on the new side. `price` is the close the paper account fills at, and with `time` and `max_lag` an order TradingView delivers more than a minute late is logged as stale instead of being executed.',
  },
  { type: 'heading', level: 2, text: 'Option 2: one message per order' },
  {
    type: 'paragraph',
    text: 'For full control, give each `strategy.entry`, `strategy.exit` and `strategy.close` call an `alert_message` containing its own JSON, then use `{{strategy.order.alert_message}}` as the whole alert message. Each order then sends exactly what it means, with its own bracket, an `id` made of the order and its bar against duplicates, and its time against late delivery:',
  },
  {
    type: 'code',
    language: 'pine',
    code: 'strategy.entry("Long", strategy.long, qty = contracts,\n     alert_message = entryPayload(strategy.position_size < 0 ? "reverse" : "buy", "Long"))\n\nstrategy.exit("Long exit", from_entry = "Long", stop = stopPrice, limit = targetPrice,\n     alert_message = exitPayload("Long exit"))',
    caption: 'Excerpt of the TickRelay strategy template.',
  },
  {
    type: 'code',
    language: 'text',
    code: '{{strategy.order.alert_message}}',
    caption: 'The entire content of the alert’s Message field with option 2.',
  },
  {
    type: 'paragraph',
    text: 'The complete template, an EMA crossover with stop and target, is on its own page: [open the Pine Script template](/code/pine-strategy-template). It can also be downloaded from [Downloads](/download).',
  },
  {
    type: 'callout',
    tone: 'info',
    title: 'Which one to choose',
    text: 'Option 1 works with any strategy, including published ones you cannot edit. Option 2 needs a few lines of Pine Script but lets every entry carry its own stop and target, placed with it, and an id of its own.',
  },
  { type: 'heading', level: 2, text: 'Creating the alert' },
  {
    type: 'list',
    ordered: true,
    items: [
      'Add the strategy to the chart of the contract and check its properties: order size, pyramiding, and **Recalculate on every tick** off unless you really want intrabar orders.',
      'Open **Create alert**, choose the strategy as the condition and keep **Order fills only**.',
      'Message: the strategy message of the alert builder (option 1) or `{{strategy.order.alert_message}}` (option 2).',
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
