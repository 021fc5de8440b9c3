import type { ContentBody } from '@/components/content/content-block.types';

const body: ContentBody = [
  {
    type: 'paragraph',
    text: 'Every member has one personal webhook URL. TradingView calls it each time one of your alerts fires, and TickRelay uses the secret token at the end of the URL to know whose account the order belongs to.',
  },
  { type: 'heading', level: 2, text: 'Where to find it' },
  {
    type: 'paragraph',
    text: 'Sign in and open [Webhook](/membership/webhook) in the membership area. The page shows your URL with a copy button, the default broker account, and a live log of the alerts received in the last days.',
  },
  {
    type: 'code',
    language: 'text',
    code: 'https://<your-tickrelay-address>/api/webhooks/tradingview/<secret-token>',
    caption: 'The shape of the URL. The token is a long random value generated for you.',
  },
  { type: 'heading', level: 2, text: 'How TradingView uses it' },
  {
    type: 'list',
    items: [
      'TradingView sends an HTTP `POST` request to the URL with your alert message as the body. When the message is valid JSON, it is sent as `application/json`.',
      'TradingView only calls addresses on the standard ports 80 and 443, and cancels a request that takes longer than about three seconds. TickRelay answers immediately and places the order right after.',
      'TradingView does not retry a failed webhook. If the request never reached TickRelay, the alert is missing from your log; see [Troubleshooting](/docs/troubleshooting).',
    ],
  },
  { type: 'heading', level: 2, text: 'What TickRelay answers' },
  {
    type: 'table',
    head: ['Status', 'Meaning'],
    rows: [
      ['`202 Accepted`', 'The message is valid and the order is on its way to your broker.'],
      [
        '`400 Bad Request`',
        'The message is not valid JSON or a field is wrong. The log shows which field.',
      ],
      ['`401 Unauthorized`', 'The token is unknown or was rotated.'],
      ['`403 Forbidden`', 'Your membership is not active.'],
      ['`429 Too Many Requests`', 'Too many alerts in a short time; the alert was not executed.'],
    ],
    caption: 'TradingView does not show these answers; your Webhook page log does.',
  },
  { type: 'heading', level: 2, text: 'Rotate it when in doubt' },
  {
    type: 'paragraph',
    text: 'If the URL appeared in a screenshot, a shared chart, a support ticket or a public script, generate a new one from the Webhook page. The old URL stops working at once, so update every alert that uses it: TradingView does not let you edit the URL of many alerts at a time, which is another reason to keep one URL and few alerts.',
  },
  {
    type: 'callout',
    tone: 'danger',
    title: 'Never publish your URL',
    text: 'Your webhook URL is enough to send orders to your account. Do not paste it in a Pine Script you share, in a public idea or in a chat. Read [Security](/docs/security).',
  },
];

export default body;
