import type { ContentBody } from '@/components/content/content-block.types';

const body: ContentBody = [
  {
    type: 'paragraph',
    text: 'Every member has one personal webhook URL. TradingView calls it each time one of your alerts fires, and TickRelay uses the secret token at the end of the URL to know whose account the alert is for.',
  },
  { type: 'heading', level: 2, text: 'Where to find it', id: 'where-to-find-it' },
  {
    type: 'paragraph',
    text: 'Sign in and open [Webhook](/membership/webhook) in the membership area. The page shows your URL with a copy button, its settings, a button to send a test alert through it, and the live log of the alerts it received.',
  },
  {
    type: 'code',
    language: 'text',
    code: 'https://<your-tickrelay-address>/api/hooks/<token>',
    caption:
      'The shape of the URL. The token is 43 random characters generated for you; TickRelay keeps only what it needs to recognise it.',
  },
  { type: 'heading', level: 2, text: 'How TradingView uses it', id: 'how-tradingview-uses-it' },
  {
    type: 'list',
    items: [
      'TradingView sends an HTTP `POST` request to the URL with your alert message as the body: as `application/json` when the message is valid JSON, as `text/plain` otherwise. TickRelay accepts both and logs either.',
      'TradingView only calls addresses on the standard ports 80 and 443, and cancels a request that takes longer than about three seconds. TickRelay answers as soon as the alert is safely queued, in a few milliseconds, and executes it right after.',
      'TradingView does not retry a failed webhook. If the request never reached TickRelay, the alert is missing from your log; see [Troubleshooting](/docs/troubleshooting).',
    ],
  },
  { type: 'heading', level: 2, text: 'What TickRelay answers', id: 'what-tickrelay-answers' },
  {
    type: 'table',
    head: ['Status', 'Meaning'],
    rows: [
      [
        '`202 Accepted`',
        'The alert is queued and logged, with its id in the answer: `{ "id": "…" }`. Whether it was executed is in the log.',
      ],
      [
        '`404 Not Found`',
        'The token is unknown, was revoked, or its rotation grace has ended. Such a request is not logged. See [NOT_FOUND](/docs/errors/not-found).',
      ],
      [
        '`403 Forbidden`',
        'The allowlist is on and the request did not come from TradingView. See [SOURCE_NOT_ALLOWED](/docs/errors/source-not-allowed).',
      ],
      [
        '`413 Payload Too Large`',
        'The body is larger than 16 KB. See [PAYLOAD_TOO_LARGE](/docs/errors/payload-too-large).',
      ],
      [
        '`415 Unsupported Media Type`',
        'The body is neither `application/json` nor `text/plain`. See [UNSUPPORTED_MEDIA_TYPE](/docs/errors/unsupported-media-type).',
      ],
      [
        '`429 Too Many Requests`',
        'Too many alerts in a minute for this URL; the alert was not executed. See [TOO_MANY_REQUESTS](/docs/errors/too-many-requests).',
      ],
      [
        '`503 Service Unavailable`',
        'The alert could not be queued and was not received. See [SERVICE_UNAVAILABLE](/docs/errors/service-unavailable).',
      ],
    ],
    caption: 'TradingView does not show these answers; your Webhook page log does.',
  },
  {
    type: 'paragraph',
    text: 'A `202` means received, not executed. In the log, each alert ends up `executed`, `relayed` (execution set to nowhere: sent to your [destinations](/docs/destinations) only), or `rejected` (invalid message, lapsed membership, refused order), `duplicate`, `stale`, `paused` (kill switch on) or `failed`, with a code linked to its page: see [Error codes](/docs/errors).',
  },
  { type: 'heading', level: 2, text: 'Its settings', id: 'settings' },
  {
    type: 'list',
    items: [
      '**Allowlist**: accept only TradingView’s addresses (52.89.214.238, 34.212.75.30, 54.218.53.128 and 52.32.178.7). Turn it off while you test with curl or Postman.',
      '**Default max_lag**: how many seconds late an alert with a `time` may arrive when its message gives no `max_lag`. Older ones are logged as stale.',
      '**Kill switch**: pauses execution at once. Alerts keep arriving and being logged, as paused; they are not replayed when you resume.',
    ],
  },
  { type: 'heading', level: 2, text: 'Rotate it when in doubt', id: 'rotate' },
  {
    type: 'paragraph',
    text: 'If the URL appeared in a screenshot, a shared chart, a support ticket or a public script, generate a new one from the Webhook page. By default the old URL keeps working for 24 hours, time to update your alerts; revoke it at once instead if someone else may be using it. TradingView does not let you edit the URL of many alerts at a time, which is another reason to keep one URL and few alerts.',
  },
  {
    type: 'callout',
    tone: 'danger',
    title: 'Never publish your URL',
    text: 'Your webhook URL is enough to send orders to your account. Do not paste it in a Pine Script you share, in a public idea or in a chat. Read [Security](/docs/security).',
  },
];

export default body;
