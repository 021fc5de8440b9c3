import { BROKER_CONNECTION_LIMITS } from '@tickrelay/contracts/brokers/broker-connection';

import type { ContentBody } from '@/components/content/content-block.types';

import { TRADOVATE_ROLL_EXAMPLE as roll } from './tradovate-roll-example';

const body: ContentBody = [
  {
    type: 'paragraph',
    text: 'TickRelay can execute your alerts on a Tradovate account, demo or live, through Tradovate’s REST API. You connect it once with your Tradovate user and an API key, pick the account orders go to, and choose **Tradovate** under **Execution** on your [Webhook page](/membership/webhook). Until then, alerts go to your paper account.',
  },
  { type: 'heading', level: 2, text: 'What you need', id: 'requirements' },
  {
    type: 'list',
    items: [
      'A Tradovate login. Every login has a demo (simulation) account; live trading needs a funded account.',
      'API access on your Tradovate account, which lets you make API keys. Tradovate decides who gets it and may charge for it: check in your Tradovate account settings.',
      'An active TickRelay membership.',
    ],
  },
  { type: 'heading', level: 2, text: 'Make an API key', id: 'api-key' },
  {
    type: 'list',
    ordered: true,
    items: [
      'Sign in to the Tradovate web platform and open **Application Settings**, then **API Access**.',
      'Make a new API key. Give it a name, for example `TickRelay`, and a version, for example `1.0`: these are the **app name (appId)** and **app version** of the form.',
      'Tradovate shows the key’s **client id (cid)**, a number, and its **secret (sec)**. Copy both now: the secret is shown only once.',
    ],
  },
  {
    type: 'paragraph',
    text: 'On the [Webhook page](/membership/webhook), under **Execution**, fill in the form with the environment, your Tradovate user name and password, the app name and version, the cid and the secret, then **Connect Tradovate**. TickRelay asks Tradovate for a token and the account list with them; only when that works are they saved.',
  },
  {
    type: 'callout',
    tone: 'info',
    title: 'What TickRelay keeps',
    text: 'The password, the cid and the secret are stored encrypted (AES-256-GCM) and are never sent back to your browser: the page shows the environment, the user name, the application, the account and the status, never the secrets. To change them, use **Replace credentials**; **Remove** deletes them, and alerts that went to Tradovate go to your paper account again.',
  },
  { type: 'heading', level: 2, text: 'Demo and live', id: 'demo-live' },
  {
    type: 'paragraph',
    text: '**Demo** is Tradovate’s simulation: simulated money, real market prices. **Live** is your funded account: every valid alert becomes a real order with real money, without confirmation. The form asks you to confirm before it connects a live account, and the page marks it in red. Start with demo, and switch to a live connection only when the log shows what you expect.',
  },
  {
    type: 'callout',
    tone: 'danger',
    title: 'Live is real money',
    text: 'An alert you did not mean, a strategy that misfires or a leaked webhook URL places real orders on a live account. Set a daily loss limit and a maximum position at Tradovate: they apply to every order, whatever sent it. Read the [futures risk disclosures](/futures-risk-disclosures).',
  },
  { type: 'heading', level: 2, text: 'Approving TickRelay (two-factor)', id: 'approve' },
  {
    type: 'paragraph',
    text: 'Tradovate may ask you to approve a new application or device before it lets TickRelay sign in for you. The form then answers **BROKER_APP_NOT_APPROVED** and saves nothing. Sign in to Tradovate (web or mobile app) with the same user, confirm the application or device when it asks you to, with the prompt or the code it sends you, then connect again with the same values.',
  },
  { type: 'heading', level: 2, text: 'The account orders go to', id: 'account' },
  {
    type: 'paragraph',
    text: 'A Tradovate login often holds several accounts. After connecting, pick the one orders go to in the account list (when there is only one, it is picked for you). Every alert executed at Tradovate goes to that account; the `account` field of an alert does not change it. **Test connection** reads the list again and tells you whether the credentials still work.',
  },
  { type: 'heading', level: 2, text: 'Symbols and the roll calendar', id: 'symbols' },
  {
    type: 'paragraph',
    text: `Alerts use TradingView’s symbols; Tradovate trades concrete contracts. TickRelay maps a continuous symbol such as \`${roll.symbol}\` to the front contract by its own roll calendar, the same for the paper account and Tradovate, and the log shows which contract it was. For example, an alert on \`${roll.symbol}\` received on ${roll.before.en} means \`${roll.front}\`; from the session of ${roll.rollDay.en} (it opens at 17:00 Chicago time the evening before), it means \`${roll.next}\`. A dated symbol such as \`${roll.front}\` always means that month. Tradovate writes contracts with a one-digit year: \`${roll.front}\` is \`${roll.tradovateName}\` there.`,
  },
  {
    type: 'paragraph',
    text: 'The calendar’s rules, contract by contract, are in [Connecting a broker](/docs/brokers/overview#symbols). TradingView switches its own continuous chart when volume moves, which can be a day or so before or after these dates: the order always goes to the contract the calendar gives.',
  },
  { type: 'heading', level: 2, text: 'What each action does at Tradovate', id: 'actions' },
  {
    type: 'table',
    head: ['Action', 'At Tradovate'],
    rows: [
      [
        '`buy`, `sell`',
        `One order of \`quantity\` contracts (at most ${BROKER_CONNECTION_LIMITS.maxOrderQuantity} per alert), market, limit or stop as the alert says.`,
      ],
      [
        '`takeProfit`, `stopLoss`',
        'The entry and its brackets go as one OSO order (order sends order): when the entry fills, Tradovate places the take-profit and the stop-loss, and when one of them fills it cancels the other.',
      ],
      [
        '`exit`',
        'Liquidates the position in the contract: closed at market, and the contract’s working orders cancelled.',
      ],
      ['`cancel`', 'Cancels the working orders in the contract; the position stays open.'],
      [
        '`reverse`',
        'Closes the position and opens the same size (or `quantity`) the other way, at market, with the alert’s brackets if any.',
      ],
    ],
  },
  {
    type: 'paragraph',
    text: 'Tradovate’s answer is in the log: the contract, the environment and account, each order with Tradovate’s order id, and when Tradovate refuses, the alert is **rejected** with the code `BROKER_REJECTED`, and its broker result holds `ORDER_REFUSED` with Tradovate’s own words. Risk settings you define at Tradovate (daily loss limit, maximum position, trading hours) still apply and take precedence over any alert.',
  },
  { type: 'heading', level: 2, text: 'Never the same order twice', id: 'duplicates' },
  {
    type: 'paragraph',
    text: 'Each order carries a client order id made from the delivery, so if Tradovate does not answer in time and TickRelay tries again, Tradovate recognises the order it already has instead of placing a second one. A delivery is executed at most once.',
  },
  { type: 'heading', level: 2, text: 'When Tradovate cannot be used', id: 'errors' },
  {
    type: 'list',
    items: [
      '[BROKER_AUTH_FAILED](/docs/errors/broker-auth-failed): Tradovate refused the user name, the password, the cid or the secret.',
      '[BROKER_APP_NOT_APPROVED](/docs/errors/broker-app-not-approved): approve the application or device at Tradovate first.',
      '[BROKER_RATE_LIMITED](/docs/errors/broker-rate-limited): Tradovate asked TickRelay to wait; the form counts the time down, and alerts are retried after it.',
      '[BROKER_UNAVAILABLE](/docs/errors/broker-unavailable): no answer, a timeout or an error at Tradovate.',
      '[BROKER_NOT_CONNECTED](/docs/errors/broker-not-connected): Tradovate was chosen without a connection and an account.',
    ],
  },
  {
    type: 'paragraph',
    text: 'An alert that cannot be executed this way is logged as **failed** with its code. You get a failure notice by email, and at the destination you chose for notices, at most one every 15 minutes: see [Destinations](/docs/destinations#failure-notices). The connection’s status on the Webhook page turns to **Error** until a check works again.',
  },
  { type: 'heading', level: 2, text: 'Broker activity and flattening', id: 'activity' },
  {
    type: 'paragraph',
    text: 'Every order sent, filled, rejected, cancelled or liquidated, and every change of the connection, is listed under **Broker activity** on the Webhook page with what caused it: an alert (linked to its delivery), you, the kill switch or TickRelay itself. **Liquidate everything** on the Webhook page, and **Flatten everything** next to the kill switch on the dashboard when alerts go to Tradovate, close every position of the account at market and cancel its working orders.',
  },
];

export default body;
