import type { ContentBody } from '@/components/content/content-block.types';

const body: ContentBody = [
  {
    type: 'paragraph',
    text: 'TickRelay does not hold your money and is not a broker. It executes your alerts where you choose, under **Execution** on your [Webhook page](/membership/webhook): on your **paper account** (the default, a simulated account every member has), on your **Tradovate** account, demo or live, or **nowhere**, when you only want alerts relayed to your [destinations](/docs/destinations).',
  },
  { type: 'heading', level: 2, text: 'How the connection works', id: 'connection' },
  {
    type: 'list',
    items: [
      'You connect Tradovate once, from the Webhook page, with your Tradovate user and an API key you make for TickRelay. TickRelay checks them at Tradovate before saving them; see [Tradovate](/docs/brokers/tradovate).',
      'The password and the key are stored encrypted, never shown again, and used only to sign in to Tradovate for the orders your alerts ask for, the checks you run and the liquidations you ask for.',
      'You can remove the connection at any time from the Webhook page (and revoke the API key at Tradovate). Alerts that went to Tradovate then go to your paper account again.',
    ],
  },
  { type: 'heading', level: 2, text: 'Accounts', id: 'accounts' },
  {
    type: 'paragraph',
    text: 'A broker login often holds several accounts. After connecting, pick on the Webhook page the one orders go to; every alert executed there goes to that account.',
  },
  {
    type: 'callout',
    tone: 'success',
    title: 'Paper first, demo next, live last',
    text: 'Run your alerts on the paper account, then on a Tradovate demo connection, and connect a live account only when the log matches what you expect. The alert messages do not change.',
  },
  { type: 'heading', level: 2, text: 'Symbols and contract months', id: 'symbols' },
  {
    type: 'paragraph',
    text: 'Alerts use TradingView’s notation. A continuous symbol such as `MES1!` means the front contract by TickRelay’s roll calendar, the same for the paper account and Tradovate, so alerts keep working across rolls; `MES2!` is the contract after it. A dated symbol such as `MESZ2026` always means that month: update it before the contract expires. The log shows the concrete contract of every alert.',
  },
  {
    type: 'table',
    head: ['Contracts', 'The front contract changes'],
    rows: [
      [
        'ES, MES, NQ, MNQ, YM, MYM, RTY, M2K (March, June, September, December)',
        'On the Thursday eight days before expiry (the third Friday of the month), CME’s roll date.',
      ],
      ['CL, MCL (every month)', 'Five business days before CL’s last trading day.'],
      [
        'GC, MGC (February, April, June, August, October, December)',
        'Two business days before the first notice day.',
      ],
    ],
    caption:
      'A roll takes effect when that day’s session opens, at 17:00 Chicago time the evening before.',
  },
  { type: 'heading', level: 2, text: 'Brokers', id: 'brokers' },
  {
    type: 'table',
    head: ['Broker', 'Accounts', 'Guide'],
    rows: [
      ['Paper account', 'One per member, simulated', '[Getting started](/docs/getting-started)'],
      ['Tradovate', 'Demo and live', '[Tradovate](/docs/brokers/tradovate)'],
    ],
    caption: 'New connections are announced on the [blog](/blog).',
  },
];

export default body;
