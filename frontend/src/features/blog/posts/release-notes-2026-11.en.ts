import type { ContentBody } from '@/components/content/content-block.types';

const body: ContentBody = [
  {
    type: 'paragraph',
    text: 'This release rebuilds the TickRelay website from the ground up. It is faster, available in two languages, and gathers in one place everything you need to go from a TradingView alert to an order on your futures account.',
  },
  { type: 'heading', level: 2, text: 'New' },
  {
    type: 'list',
    items: [
      '**English and French.** Every page exists in both languages, at `/…` and `/fr/…`. The language switcher keeps you on the same page, and your choice is remembered.',
      '**Dark theme.** Choose System, Light or Dark with the selector at the bottom right. System follows your operating system, live.',
      '**Alert builder.** The [alert builder](/tools/alert-builder) writes a valid alert message for you, with placeholders, brackets and validation as you type.',
      '**Documentation.** Eleven pages, from [Getting started](/docs/getting-started) to the [Payload format](/docs/webhooks/payload-format) reference, [Troubleshooting](/docs/troubleshooting) and the [FAQ](/docs/faq).',
      '**Downloads.** A Pine Script strategy template, a Postman collection of example payloads, the JSON Schema of the payload and a quick-start guide, on the [Downloads](/download) page.',
      '**Code pages.** Templates open in a full-screen viewer with line numbers and a copy button, for example the [strategy template](/code/pine-strategy-template).',
    ],
  },
  { type: 'heading', level: 2, text: 'Improved' },
  {
    type: 'list',
    items: [
      'Pages load in a fraction of the previous time, even on mobile networks, and no longer jump while loading.',
      'The whole site can be used with the keyboard, with visible focus and screen-reader labels.',
      'The contact form tells you exactly which field needs attention, in your language, and never loses what you typed.',
    ],
  },
  { type: 'heading', level: 2, text: 'Payload format' },
  {
    type: 'paragraph',
    text: 'The payload format is unchanged: existing alerts keep working. Validation is now stricter on one point: unknown fields are rejected instead of ignored, so that a typo such as `stoploss` no longer goes unnoticed. If an alert that used to work is now rejected, the log of your Webhook page names the field.',
  },
  {
    type: 'callout',
    tone: 'info',
    title: 'Feedback',
    text: 'Tell us what you would like to see next through the [contact page](/contact). We read every message.',
  },
];

export default body;
