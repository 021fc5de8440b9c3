import type { ContentBody } from '@/components/content/content-block.types';

const body: ContentBody = [
  {
    type: 'paragraph',
    text: 'TickRelay does not hold your money and is not a broker. It places orders on the futures account you already have, through the broker’s own trading interface, with the permission you give it.',
  },
  { type: 'heading', level: 2, text: 'How the connection works' },
  {
    type: 'list',
    items: [
      'You authorise TickRelay from the [Webhook](/membership/webhook) page of the membership area. Where the broker offers it, you sign in on the broker’s own site: TickRelay never sees your broker password.',
      'TickRelay keeps only the access the broker grants, encrypted, and uses it only to place, modify and cancel the orders your alerts ask for.',
      'You can revoke the access at any time, from TickRelay or from your broker. Alerts received after that are logged and rejected.',
    ],
  },
  { type: 'heading', level: 2, text: 'Accounts' },
  {
    type: 'paragraph',
    text: 'A broker login often holds several accounts, for example a demo and a live account. Choose the default one on the Webhook page; an alert can target another with the `account` field of the [payload](/docs/webhooks/payload-format).',
  },
  {
    type: 'callout',
    tone: 'success',
    title: 'Demo first, live later',
    text: 'Connect the demo (simulation) account first and run your alerts there for a while. Switching to live is a single setting on the Webhook page, and the alert messages do not change.',
  },
  { type: 'heading', level: 2, text: 'Symbols and contract months' },
  {
    type: 'paragraph',
    text: 'Alerts use TradingView’s notation and TickRelay translates it for your broker. A continuous symbol such as `MES1!` is traded in the front month as your broker defines it, so alerts keep working across rolls. A dated symbol such as `MESZ2026` always trades that month: update it before the contract expires.',
  },
  { type: 'heading', level: 2, text: 'Brokers' },
  {
    type: 'table',
    head: ['Broker', 'Accounts', 'Guide'],
    rows: [['Tradovate', 'Demo and live', '[Tradovate setup](/docs/brokers/tradovate/setup)']],
    caption: 'New connections are announced on the [blog](/blog).',
  },
];

export default body;
