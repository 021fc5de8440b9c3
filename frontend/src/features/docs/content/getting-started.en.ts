import {
  ALERT_EXAMPLES,
  formatAlert,
} from '@tickrelay/contracts/alert-payload/alert-payload.samples';

import type { ContentBody } from '@/components/content/content-block.types';

const body: ContentBody = [
  {
    type: 'paragraph',
    text: 'TickRelay receives the webhook that a TradingView alert sends, checks the JSON message it carries and turns it into an order on your futures account. This guide takes you from a new account to a first order on a **demo account**, usually in about fifteen minutes.',
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
      'A futures account with a supported broker. Start with a **demo (simulation) account**: every step below works the same way.',
      'A TickRelay membership. Sign up, confirm your email address and choose a plan on the Subscription page.',
    ],
  },
  { type: 'heading', level: 2, text: '1. Create your account' },
  {
    type: 'paragraph',
    text: '[Sign up](/signup) with your email address, open the confirmation link we send you, then activate your membership from [Subscription](/membership/subscription). The membership area holds your dashboard, your profile, your subscription and your webhook.',
  },
  { type: 'heading', level: 2, text: '2. Connect your broker' },
  {
    type: 'paragraph',
    text: 'Authorise TickRelay on your broker account and pick the account that should receive orders by default. The steps depend on the broker; see [Connecting a broker](/docs/brokers/overview).',
  },
  { type: 'heading', level: 2, text: '3. Copy your webhook URL' },
  {
    type: 'paragraph',
    text: 'Open [Webhook](/membership/webhook) in the membership area and copy your personal URL. It contains a secret token: anyone who knows it can send orders to your account, so treat it like a password. Details in [Your webhook URL](/docs/webhooks/webhook-url).',
  },
  { type: 'heading', level: 2, text: '4. Build the alert message' },
  {
    type: 'paragraph',
    text: 'The alert message is a small JSON document that says what to trade. The [alert builder](/tools/alert-builder) writes it for you; this is the smallest valid message:',
  },
  {
    type: 'code',
    language: 'json',
    code: formatAlert(ALERT_EXAMPLES.marketBuy),
    caption: 'Buy one Micro E-mini S&P 500 contract at market, in the front month.',
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
      'Save. When the alert fires, it appears within seconds in the log of your Webhook page, with the broker’s answer.',
    ],
  },
  {
    type: 'callout',
    tone: 'warning',
    title: 'Test on a demo account first',
    text: 'Let the alert run on a simulation account for several sessions before you point it at a live account. Automated orders are executed without confirmation. Read the [futures risk disclosures](/futures-risk-disclosures).',
  },
  { type: 'heading', level: 2, text: 'Next steps' },
  {
    type: 'list',
    items: [
      '[Strategy alerts](/docs/tradingview/strategy-alerts): one alert for every entry and exit of a Pine Script strategy.',
      '[TradingView placeholders](/docs/webhooks/tradingview-placeholders): fill the message with live values.',
      '[Security](/docs/security): keep your webhook safe.',
    ],
  },
];

export default body;
