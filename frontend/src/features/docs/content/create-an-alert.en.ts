import {
  ALERT_EXAMPLES,
  formatAlert,
} from '@tickrelay/contracts/alert-payload/alert-payload.samples';

import type { ContentBody } from '@/components/content/content-block.types';

const body: ContentBody = [
  {
    type: 'paragraph',
    text: 'Any TradingView alert can drive TickRelay: a price crossing a line, an indicator condition or a strategy fill. What makes it an order is the message you write and the webhook URL you tick.',
  },
  {
    type: 'image',
    src: '/images/docs/alert-dialog.svg',
    alt: 'The TradingView alert dialog with the message field holding JSON and the Webhook URL option ticked.',
    width: 960,
    height: 540,
    caption: 'The two parts of the alert dialog that matter to TickRelay: Message and Webhook URL.',
  },
  { type: 'heading', level: 2, text: 'Step by step' },
  {
    type: 'list',
    ordered: true,
    items: [
      'Open the chart of the contract you want to trade and press **Alt + A** (or the alarm-clock icon).',
      '**Condition**: choose the series or indicator and the crossing, or your strategy for strategy alerts.',
      '**Trigger**: for indicators, prefer **Once per bar close** so a signal that appears and disappears inside a bar does not send an order.',
      '**Expiration**: set it far enough ahead, or choose open-ended if your plan allows it. An expired alert sends nothing.',
      '**Message**: paste the JSON produced by the [alert builder](/tools/alert-builder).',
      '**Notifications**: tick **Webhook URL** and paste your personal URL from the [Webhook](/membership/webhook) page.',
      'Click **Create**. The alert is now listed in the Alerts panel, active.',
    ],
  },
  { type: 'heading', level: 2, text: 'Indicator alerts' },
  {
    type: 'paragraph',
    text: 'An indicator does not know about orders, so the message is fixed: one alert for the long entry, another for the exit. A typical pair:',
  },
  {
    type: 'code',
    language: 'json',
    code: formatAlert({ ...ALERT_EXAMPLES.chartEntry, comment: 'EMA cross long' }),
    caption: 'Entry alert on the crossing up, with a protective stop 20 ticks below the fill.',
  },
  {
    type: 'code',
    language: 'json',
    code: formatAlert({ ...ALERT_EXAMPLES.chartExit, comment: 'EMA cross exit' }),
    caption: 'Exit alert on the crossing down: flattens the position and cancels its stop.',
  },
  {
    type: 'paragraph',
    text: '`"price": "{{close}}"` is the close of the bar that fired: the paper account fills the market order at it. `exit` closes whatever position the contract has, so the pair stays right even after a missed entry. To refuse an alert TradingView delivers late, add `"time": "{{timenow}}"` and a `max_lag` in seconds; see [Payload format](/docs/webhooks/payload-format#duplicates-and-stale-alerts).',
  },
  {
    type: 'callout',
    tone: 'info',
    title: 'Strategies need only one alert',
    text: 'With a Pine Script strategy, a single alert on order fills sends every entry and exit with the right action and size. See [Strategy alerts](/docs/tradingview/strategy-alerts).',
  },
  { type: 'heading', level: 2, text: 'Check that it works' },
  {
    type: 'paragraph',
    text: 'With the membership Webhook page open, wait for the alert to fire (or set a condition that will be met on the next bar). The alert appears in the log within a second, with the message received and what became of it: executed on your paper account, or the reason it was not, linked to its page in [Error codes](/docs/errors).',
  },
];

export default body;
