import type { ContentBody } from '@/components/content/content-block.types';

const body: ContentBody = [
  {
    type: 'paragraph',
    text: 'TradingView webhooks cannot sign in. Whatever receives them has to accept a plain HTTPS request from the internet, and decide from the request alone whether it is genuine. For TickRelay, that decision rests on the long secret token at the end of your personal URL. Whoever has the URL can send orders to your account.',
  },
  { type: 'heading', level: 2, text: 'Where webhook URLs leak' },
  {
    type: 'paragraph',
    text: 'In the support requests we receive, leaks almost never come from an attack. They come from sharing:',
  },
  {
    type: 'list',
    items: [
      '**Screenshots** of the alert dialog posted in a forum or a chat to ask for help.',
      '**Published scripts** where the URL was pasted in a comment or a default input.',
      '**Shared chart layouts** and exported alert lists sent to a friend or a coach.',
      '**Support tickets** to third parties, including to us: we never need your URL.',
    ],
  },
  {
    type: 'callout',
    tone: 'info',
    title: 'Asking for help safely',
    text: 'Share the alert message (the JSON) and the time the alert fired, never the URL. If you must show the dialog, crop or blur the Webhook URL field before taking the screenshot.',
  },
  { type: 'heading', level: 2, text: 'Rotate early, rotate calmly' },
  {
    type: 'paragraph',
    text: 'Rotating the URL on the [Webhook](/membership/webhook) page takes one click and invalidates the old one immediately. The cost is updating your alerts, which is why we recommend keeping few alerts: one strategy alert per strategy, rather than one per signal. Rotate whenever you are unsure, and routinely when someone who had access to your screen or your files no longer should.',
  },
  { type: 'heading', level: 2, text: 'Assume a leak, limit the damage' },
  {
    type: 'paragraph',
    text: 'Secrets leak eventually. What matters is what a leaked secret can do. Three limits hold whatever sends the order:',
  },
  {
    type: 'list',
    ordered: true,
    items: [
      'A **maximum position size** at your broker, set to what your plan actually trades.',
      'A **daily loss limit** at your broker, which stops trading for the day when reached.',
      'A **demo account as default** while you build and test alerts; live orders only once an alert has proven itself.',
    ],
  },
  {
    type: 'paragraph',
    text: 'On our side, every payload is validated strictly before anything reaches the broker, unknown fields are rejected, quantities are bounded, and each URL is rate-limited so that a burst of requests cannot become a burst of orders.',
  },
  { type: 'heading', level: 2, text: 'The checklist' },
  {
    type: 'list',
    items: [
      'Two-factor authentication on TradingView, on your broker and on your email.',
      'A unique password for TickRelay; review your active sessions on your profile.',
      'The URL in alerts only: nowhere in scripts, notes or screenshots.',
      'Position and loss limits set at the broker.',
      'Rotate the URL at the slightest doubt.',
    ],
  },
  {
    type: 'paragraph',
    text: 'More details in the [Security](/docs/security) page of the documentation.',
  },
];

export default body;
