import type { ContentBody } from '@/components/content/content-block.types';

const body: ContentBody = [
  {
    type: 'paragraph',
    text: 'Start from the log of the [Webhook](/membership/webhook) page: it tells whether the alert reached TickRelay, whether the message was valid, and what the broker answered. Each situation below starts from what the log shows.',
  },
  { type: 'heading', level: 2, text: 'The alert fired but the log is empty' },
  {
    type: 'paragraph',
    text: 'The request never reached TickRelay. Check, in this order:',
  },
  {
    type: 'list',
    ordered: true,
    items: [
      'In the alert settings, **Webhook URL** is ticked and the URL is exactly the one on your Webhook page, without spaces before or after.',
      'The URL was not rotated since the alert was created.',
      'Two-factor authentication is enabled on your TradingView account and your TradingView plan includes webhooks.',
      'The alert log in TradingView shows the alert as triggered (not expired or stopped).',
    ],
  },
  { type: 'heading', level: 2, text: 'The log shows “invalid payload”' },
  {
    type: 'paragraph',
    text: 'The message was received but rejected before reaching the broker. The log names the field at fault. The usual causes:',
  },
  {
    type: 'table',
    head: ['Error', 'Cause and fix'],
    rows: [
      [
        'Not valid JSON',
        'A missing comma or brace, or typographic quotes. Rebuild the message with the [alert builder](/tools/alert-builder).',
      ],
      [
        '`quantity`: out of range',
        'A size of 0, a decimal or more than 1000 contracts. Check the order size of the strategy.',
      ],
      [
        '`price`: required',
        'A `limit` or `stop` order without price. Add `"price"` or use `"orderType": "market"`.',
      ],
      ['Unknown field', 'A typo in a field name, such as `StopLoss` instead of `stopLoss`.'],
      [
        '`takeProfit`: wrong side',
        'With prices for both exits, a buy target below its stop, or a sell target above it.',
      ],
    ],
  },
  { type: 'heading', level: 2, text: 'The broker rejected the order' },
  {
    type: 'list',
    items: [
      '**Market closed**: the alert fired outside trading hours or during the daily maintenance break.',
      '**Unknown symbol**: a dated contract such as `MESZ2026` has expired. Use the continuous symbol (`MES1!`) to trade the front month.',
      '**Insufficient margin** or **risk limit reached**: the limits of your broker account apply before TickRelay’s.',
      '**Price not on tick**: round prices to the tick size of the contract.',
    ],
  },
  { type: 'heading', level: 2, text: 'Orders are duplicated' },
  {
    type: 'list',
    items: [
      'Two alerts with the same condition exist, often after editing a strategy without deleting the old alert.',
      'An indicator alert uses **Once per bar** instead of **Once per bar close** and the signal flickered inside the bar.',
      'A strategy with **Recalculate on every tick** sends intrabar orders that the backtest does not show.',
    ],
  },
  {
    type: 'callout',
    tone: 'info',
    title: 'Still stuck?',
    text: 'Write to us from the [contact page](/contact) with the time of the alert and your message, **without your webhook URL**. We answer within one business day.',
  },
];

export default body;
