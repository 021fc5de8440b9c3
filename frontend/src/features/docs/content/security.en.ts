import type { ContentBody } from '@/components/content/content-block.types';

const body: ContentBody = [
  {
    type: 'paragraph',
    text: 'A webhook is an open door by design: TradingView must be able to call it without signing in. The security of your automation therefore rests on a few simple habits, and on limits that hold even when something leaks.',
  },
  { type: 'heading', level: 2, text: 'Your URL is a password' },
  {
    type: 'list',
    items: [
      'The secret token in your URL is the only thing that identifies you. Never put it in a published script, a shared chart layout, a screenshot or a support message.',
      'Rotate it from the [Webhook](/membership/webhook) page if you have the slightest doubt, and revoke the old URL at once if it may be in someone else’s hands (otherwise it keeps working 24 hours, time to update your alerts).',
      'TickRelay support will never ask you for your webhook URL or your broker password.',
    ],
  },
  { type: 'heading', level: 2, text: 'Protect the accounts around it' },
  {
    type: 'list',
    items: [
      'Enable two-factor authentication on TradingView (it is required for webhooks anyway) and on your broker account.',
      'Use a unique password for TickRelay. Your sessions are listed on your [profile](/membership/profile), where you can end the ones you do not recognise.',
      'Keep your email account secure: it is how passwords are reset.',
    ],
  },
  { type: 'heading', level: 2, text: 'Limit the damage of a bad alert' },
  {
    type: 'paragraph',
    text: 'A leaked URL, a typo in a message or a runaway strategy all look the same to a broker: valid orders. Put limits where they cannot be bypassed:',
  },
  {
    type: 'list',
    items: [
      'Set a **maximum position size** and a **daily loss limit** at your broker. They apply to every order, whatever sent it.',
      'Trade the smallest contract that fits your plan (micro contracts while testing).',
      'Watch the log of the Webhook page during the first sessions of any new alert.',
    ],
  },
  { type: 'heading', level: 2, text: 'What TickRelay does' },
  {
    type: 'list',
    items: [
      'Tokens are long random values, stored hashed, and compared in constant time.',
      'Every payload is validated strictly; unknown fields and out-of-range values are rejected before anything reaches your broker.',
      'Webhook calls are rate-limited per token, so a flood of alerts cannot turn into a flood of orders.',
      'Broker access is stored encrypted and used only for the orders your alerts ask for. All traffic uses HTTPS.',
    ],
  },
  { type: 'heading', level: 2, text: 'TradingView addresses' },
  {
    type: 'paragraph',
    text: 'TradingView sends webhooks from a short list of IP addresses, published in its help center. Turn on the allowlist of your Webhook page and TickRelay accepts only these; if you relay alerts through your own server, accept only these there too:',
  },
  {
    type: 'code',
    language: 'text',
    code: '52.89.214.238\n34.212.75.30\n54.218.53.128\n52.32.178.7',
    caption: 'The list at the time of writing; TradingView’s help center has the current one.',
  },
];

export default body;
