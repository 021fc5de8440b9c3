import type { ContentBody } from '@/components/content/content-block.types';

const body: ContentBody = [
  {
    type: 'paragraph',
    text: 'Start from the log of the [Webhook](/membership/webhook) page: it tells whether the alert reached TickRelay, what became of it and, when it was not executed, a code linked to its page in [Error codes](/docs/errors). Each situation below starts from what the log shows.',
  },
  { type: 'heading', level: 2, text: 'The alert fired but the log is empty', id: 'log-empty' },
  {
    type: 'paragraph',
    text: 'The request never reached TickRelay, or was refused before it was logged. Check, in this order:',
  },
  {
    type: 'list',
    ordered: true,
    items: [
      'In the alert settings, **Webhook URL** is ticked and the URL is exactly the one on your Webhook page, ending in `/api/hooks/` and your token, without spaces before or after.',
      'The URL was not rotated since the alert was created, or its grace period has not ended: an old token answers `404` and nothing is logged.',
      'Two-factor authentication is enabled on your TradingView account and your TradingView plan includes webhooks.',
      'The alert log in TradingView shows the alert as triggered (not expired or stopped).',
      '**Send a test alert** on the Webhook page arrives: if it does, the URL works and the problem is in the alert.',
    ],
  },
  { type: 'heading', level: 2, text: 'The log shows the alert as rejected', id: 'rejected' },
  {
    type: 'paragraph',
    text: 'The message was received but not executed. The code says why, and for an invalid message the log names the field at fault. The usual causes:',
  },
  {
    type: 'table',
    head: ['Code', 'Cause and fix'],
    rows: [
      [
        '[ALERT_NOT_JSON](/docs/errors/alert-not-json)',
        'A missing comma or brace, or typographic quotes. Rebuild the message with the [alert builder](/tools/alert-builder).',
      ],
      [
        '[ALERT_INVALID](/docs/errors/alert-invalid)',
        'A field out of range, unknown or missing: a `quantity` of 0, a `limit` order without `price`, `StopLoss` instead of `stopLoss`, or a message of the first format with `symbol` or `close`.',
      ],
      [
        '[ALERT_UNFILLED_PLACEHOLDER](/docs/errors/alert-unfilled-placeholder)',
        'A strategy placeholder in an indicator alert, or a misspelt placeholder, left as it was by TradingView.',
      ],
      [
        '[ALERT_UNKNOWN_SYMBOL](/docs/errors/alert-unknown-symbol)',
        'A contract TickRelay does not trade, or a dated one that has expired. Use the continuous ticker (`MES1!`).',
      ],
      [
        '[NO_POSITION](/docs/errors/no-position)',
        'An `exit` or a `reverse` with no open position: the account and the strategy are out of step.',
      ],
      [
        '[SUBSCRIPTION_REQUIRED](/docs/errors/subscription-required)',
        'Your membership was not active when the alert arrived.',
      ],
    ],
  },
  {
    type: 'heading',
    level: 2,
    text: 'The log shows a duplicate or a stale alert',
    id: 'duplicate-or-stale',
  },
  {
    type: 'list',
    items: [
      '**Duplicate**: the same `id` was already received, or the same message arrived less than 60 seconds before. Often two identical alerts exist in TradingView; if distinct alerts were meant, give each its own `id`, such as `"{{strategy.order.id}} {{time}}"`. See [ALERT_DUPLICATE](/docs/errors/alert-duplicate).',
      '**Stale**: the alert’s `time` was older than `max_lag` when it arrived. Use `{{timenow}}` rather than `{{time}}`, the bar’s opening, and raise `max_lag` if TradingView is often late. See [ALERT_STALE](/docs/errors/alert-stale).',
      '**Paused**: the kill switch was on. Turn it off on the Webhook page; paused alerts are not replayed.',
    ],
  },
  { type: 'heading', level: 2, text: 'Orders are repeated', id: 'repeated' },
  {
    type: 'list',
    items: [
      'Two alerts with different messages fire on the same condition, often after editing a strategy without deleting the old alert: the messages differ, so neither is a duplicate.',
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
