import {
  ALERT_EXAMPLES,
  formatAlert,
} from '@tickrelay/contracts/alert-payload/alert-payload.samples';

import type { ContentBody } from '@/components/content/content-block.types';

const body: ContentBody = [
  {
    type: 'paragraph',
    text: 'TickRelay receives the webhook that a TradingView alert sends, checks the JSON message it carries and turns it into an order on your **paper account**, a simulated futures account. This guide takes you from a new account to a first order, usually in about fifteen minutes.',
  },
  {
    type: 'image',
    src: '/images/docs/relay-flow.svg',
    alt: 'Diagram: a TradingView alert sends a webhook to TickRelay, which places the order with your futures broker.',
    width: 960,
    height: 360,
    caption: 'The path of an alert: TradingView → your TickRelay webhook → your broker.',
  },
  { type: 'heading', level: 2, text: 'Before you start' },
  {
    type: 'list',
    items: [
      'A TradingView plan that includes **webhook alerts**, with two-factor authentication enabled on your TradingView account (TradingView requires it for webhooks).',
      'Nothing else: every member has a **paper account**, a simulated futures account on which TickRelay executes alerts, with positions and profit and loss in dollars.',
      'A TickRelay membership. Sign up, confirm your email address and choose a plan on the Subscription page.',
    ],
  },
  { type: 'heading', level: 2, text: '1. Create your account' },
  {
    type: 'paragraph',
    text: '[Sign up](/signup) with your email address, open the confirmation link we send you, then activate your membership from [Subscription](/membership/subscription). The membership area holds your dashboard, your profile, your subscription and your webhook.',
  },
  { type: 'heading', level: 2, text: '2. Meet your paper account' },
  {
    type: 'paragraph',
    text: 'Your alerts are executed on your paper account: market orders fill at the alert’s price, limit and stop orders wait until a later alert’s price crosses them, and take-profits and stop-losses are tracked. Its positions and equity are on your [dashboard](/membership/dashboard). Once you are ready, they can go to a [Tradovate](/docs/brokers/tradovate) account instead, and be relayed to your [destinations](/docs/destinations): see [Connecting a broker](/docs/brokers/overview).',
  },
  { type: 'heading', level: 2, text: '3. Copy your webhook URL' },
  {
    type: 'paragraph',
    text: 'Open [Webhook](/membership/webhook) in the membership area and copy your personal URL. It contains a secret token: anyone who knows it can send orders to your account, so treat it like a password. **Send a test alert** on the same page checks it end to end. Details in [Your webhook URL](/docs/webhooks/webhook-url).',
  },
  { type: 'heading', level: 2, text: '4. Build the alert message' },
  {
    type: 'paragraph',
    text: 'The alert message is a small JSON document that says what to trade. The [alert builder](/tools/alert-builder) writes it for you; here is a simple one:',
  },
  {
    type: 'code',
    language: 'json',
    code: formatAlert(ALERT_EXAMPLES.marketBuy),
    caption:
      'Buy one Micro E-mini S&P 500 contract at market, in the front month, filled at 6012.5 on the paper account.',
  },
  {
    type: 'paragraph',
    text: 'Every field is described in [Payload format](/docs/webhooks/payload-format).',
  },
  { type: 'heading', level: 2, text: '5. Create the alert in TradingView' },
  {
    type: 'list',
    ordered: true,
    items: [
      'On your chart, open **Create alert** and choose the condition (an indicator crossing, a strategy order, a price level).',
      'Paste the JSON into the **Message** field.',
      'In **Notifications**, tick **Webhook URL** and paste your TickRelay URL.',
      'Save. When the alert fires, it appears within a second in the log of your Webhook page and on your dashboard, with what was executed, or why not.',
    ],
  },
  {
    type: 'callout',
    tone: 'warning',
    title: 'Prove it on paper first',
    text: 'Let the alert run on your paper account for several sessions before you trust it with real money. Automated orders are executed without confirmation. Read the [futures risk disclosures](/futures-risk-disclosures).',
  },
  { type: 'heading', level: 2, text: 'Next steps' },
  {
    type: 'list',
    items: [
      '[Strategy alerts](/docs/tradingview/strategy-alerts): one alert for every entry and exit of a Pine Script strategy.',
      '[TradingView placeholders](/docs/webhooks/tradingview-placeholders): fill the message with live values.',
      '[Error codes](/docs/errors): why an alert was not executed, and what to do.',
      '[Security](/docs/security): keep your webhook safe.',
    ],
  },
];

export default body;
