import {
  DESTINATION_LIMITS as LIMITS,
  RELAY_HEADERS,
} from '@tickrelay/contracts/destinations/destinations';

import type { ContentBody } from '@/components/content/content-block.types';

import {
  backoffSeconds,
  FAILURE_NOTICE_EXAMPLE,
  NODE_VERIFY_EXAMPLE,
  PYTHON_VERIFY_EXAMPLE,
  RELAY_PAYLOAD_EXAMPLE,
  RELAY_REQUEST_EXAMPLE,
} from './destinations-examples';

const waits = backoffSeconds();
const waitsText = `${waits.slice(0, -1).join(', ')} and ${waits.at(-1)} seconds`;

const body: ContentBody = [
  {
    type: 'paragraph',
    text: `Besides executing an alert (or instead, with **Nowhere — relay only** under Execution), TickRelay can relay it to destinations of yours: your own HTTPS endpoint, a Discord channel or a Telegram chat. You can have up to ${LIMITS.perMember}. Add them under **Destinations** on your [Webhook page](/membership/webhook), where **Send a test** checks each one.`,
  },
  {
    type: 'list',
    items: [
      'Every valid alert is relayed to every destination once TickRelay knows what became of it (executed, rejected or failed at the broker, or only relayed), with that status. Duplicate, stale and paused alerts, and alerts refused before the broker, are not relayed.',
      'Each delivery in the log lists its relays: the destination’s name and kind, the status (pending, retrying, sent or failed), the attempts, the last HTTP status the destination answered and a code when it failed, linked to its page. They change live while you watch.',
      'The list of destinations shows each one’s last result.',
    ],
  },
  { type: 'heading', level: 2, text: 'Your HTTPS endpoint', id: 'https' },
  {
    type: 'paragraph',
    text: `TickRelay sends each alert to your URL as a \`POST\` with a JSON body, signed so your endpoint can check it comes from TickRelay. The URL must use \`https://\` (at most ${LIMITS.urlMaxChars} characters, without a user name or password in it). When you add the destination, TickRelay shows its **signing secret**, \`whsec_\` followed by 43 characters, **this once**: store it in your endpoint’s settings. **Rotate secret** makes a new one, shown once too; the old one stops working at once.`,
  },
  {
    type: 'code',
    language: 'http',
    code: RELAY_REQUEST_EXAMPLE,
    caption: 'The headers of a relay.',
  },
  {
    type: 'table',
    head: ['Header', 'Value'],
    rows: [
      [`\`${RELAY_HEADERS.timestamp}\``, 'Unix time, in seconds, when the request was signed.'],
      [
        `\`${RELAY_HEADERS.signature}\``,
        '`v1=` followed by the hex HMAC-SHA256 of `${timestamp}.${rawBody}`, keyed with your signing secret.',
      ],
      [
        `\`${RELAY_HEADERS.delivery}\``,
        'The delivery’s id, the same on every retry of one relay: use it to drop repeats.',
      ],
      [
        `\`${RELAY_HEADERS.event}\``,
        '`alert`, `test` (from **Send a test**) or `failure_notice` (see below).',
      ],
    ],
  },
  {
    type: 'code',
    language: 'json',
    code: RELAY_PAYLOAD_EXAMPLE,
    caption:
      'The body of an alert: the alert as TickRelay read it, what became of it (status and code) and the concrete contract. A test has `"event": "test"` and `"test": true`.',
  },
  { type: 'heading', level: 2, text: 'Checking the signature', id: 'signature' },
  {
    type: 'list',
    ordered: true,
    items: [
      `Read \`${RELAY_HEADERS.timestamp}\` and \`${RELAY_HEADERS.signature}\`, and the body as raw bytes, before any JSON parsing.`,
      'Compute the HMAC-SHA256 of the timestamp, a dot and the raw body, with your signing secret (the whole of it, `whsec_` included) as the key, in hex, and put `v1=` in front.',
      'Compare it with the header in constant time. Refuse the request when they differ.',
      `Refuse it too when the timestamp is more than ${LIMITS.signatureToleranceSeconds} seconds away from your clock, so a recorded request cannot be replayed later.`,
    ],
  },
  {
    type: 'code',
    language: 'javascript',
    code: NODE_VERIFY_EXAMPLE,
    caption: 'Node.js, with Express.',
  },
  { type: 'code', language: 'python', code: PYTHON_VERIFY_EXAMPLE, caption: 'Python, with Flask.' },
  { type: 'heading', level: 2, text: 'Retries and limits', id: 'retries' },
  {
    type: 'list',
    items: [
      `An answer in \`2xx\` is a success. Anything else is retried: ${LIMITS.attempts} attempts in all, waiting ${waitsText} between them; a destination that answers \`429\` is retried after the time it asks for.`,
      'A redirect, an address that is not public, or a `4xx` other than `408` and `429` is not retried: the next attempt would end the same way.',
      `Each attempt has ${LIMITS.timeoutMs / 1000} seconds to connect and answer, and TickRelay reads at most ${LIMITS.responseMaxBytes / 1024} KB of the answer. Answer at once and do your work afterwards.`,
      'Redirects are never followed.',
      'TickRelay resolves the name itself and refuses loopback, private, link-local, shared (CGNAT) and cloud metadata addresses such as `169.254.169.254`, in their IPv4, IPv6 and IPv4-mapped forms, then connects to the address it checked: a destination can only be a public address on the internet.',
    ],
  },
  {
    type: 'paragraph',
    text: 'Each failure has a code explained in [Error codes](/docs/errors#destinations): [DESTINATION_ADDRESS_REFUSED](/docs/errors/destination-address-refused), [DESTINATION_REDIRECT_REFUSED](/docs/errors/destination-redirect-refused), [DESTINATION_UNREACHABLE](/docs/errors/destination-unreachable), [DESTINATION_TIMEOUT](/docs/errors/destination-timeout), [DESTINATION_HTTP_ERROR](/docs/errors/destination-http-error), [DESTINATION_RESPONSE_TOO_LARGE](/docs/errors/destination-response-too-large), [DESTINATION_RATE_LIMITED](/docs/errors/destination-rate-limited) and [DESTINATION_REMOVED](/docs/errors/destination-removed). **Send a test** makes one attempt, without retries, and shows its result at once.',
  },
  { type: 'heading', level: 2, text: 'Discord', id: 'discord' },
  {
    type: 'list',
    ordered: true,
    items: [
      'In Discord, open the channel’s settings, then **Integrations**, **Webhooks** and **New Webhook**.',
      'Name it, then **Copy Webhook URL**: it looks like `https://discord.com/api/webhooks/<id>/<token>`.',
      'On your Webhook page, add a **Discord** destination with that URL, then **Send a test**.',
    ],
  },
  {
    type: 'paragraph',
    text: 'The list shows the URL without its token: anyone with the full URL can post to the channel, so keep it as private as your webhook URL. Each alert arrives as a short message in your language.',
  },
  { type: 'heading', level: 2, text: 'Telegram', id: 'telegram' },
  {
    type: 'list',
    ordered: true,
    items: [
      'When you choose **Telegram**, the form names TickRelay’s bot. Start a chat with it and send `/start`, or add it to your group, so that it may write to you.',
      'Enter the chat id: your numeric Telegram id for a private chat, a group’s id (it starts with `-`), or `@name` for a public channel where the bot is an administrator.',
      'Add the destination, then **Send a test**.',
    ],
  },
  { type: 'heading', level: 2, text: 'Failure notices', id: 'failure-notices' },
  {
    type: 'paragraph',
    text: `When an execution or a relay fails, TickRelay tells you: by email, in your language, and at the destination you chose for notices (the **Send failure notices here** switch, on one destination at a time). Notices are grouped: at most one per ${LIMITS.noticeDigestMinutes} minutes, listing every failure of that time. An HTTPS destination receives it with \`${RELAY_HEADERS.event}: failure_notice\`, signed like an alert:`,
  },
  {
    type: 'code',
    language: 'json',
    code: FAILURE_NOTICE_EXAMPLE,
    caption: 'A failure notice: the period it covers and each failure with its code.',
  },
];

export default body;
