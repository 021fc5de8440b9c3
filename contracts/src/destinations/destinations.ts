// A member's destinations: where each valid alert is relayed besides (or instead of) the broker,
// and where failure notices go. Three kinds: a signed HTTPS endpoint of the member's own, a
// Discord channel's webhook, a Telegram chat through the platform's bot. Each relay's outcome
// is part of the delivery in the log.

export const DESTINATION_KINDS = ['https', 'discord', 'telegram'] as const;
export type DestinationKind = (typeof DESTINATION_KINDS)[number];

export const DESTINATION_LIMITS = {
  perMember: 5,
  labelMaxChars: 60,
  urlMaxChars: 2048,
  /** Relays of one delivery to one destination: the first try and the retries. */
  attempts: 5,
  /** Backoff before retry n (1-based): backoffBaseMs × 2^(n-1): 2, 4, 8 and 16 s. */
  backoffBaseMs: 2000,
  /** Connect + answer, per attempt. */
  timeoutMs: 5000,
  /** Bytes of a destination's answer read at most; more ends the attempt (DESTINATION_RESPONSE_TOO_LARGE). */
  responseMaxBytes: 64 * 1024,
  /** A receiver should refuse a signature whose timestamp is further than this from its clock. */
  signatureToleranceSeconds: 300,
  /** At most one failure notice (mail and destination) per member in this many minutes. */
  noticeDigestMinutes: 15,
  /** A Telegram destination's one-time start code is good for this many minutes, once. */
  telegramLinkMinutes: 15,
} as const;

/** Headers of every POST to an HTTPS destination. */
export const RELAY_HEADERS = {
  /** Unix seconds when the request was signed. */
  timestamp: 'X-TickRelay-Timestamp',
  /** `v1=` + hex HMAC-SHA256(secret, `${timestamp}.${rawBody}`). */
  signature: 'X-TickRelay-Signature',
  /** The delivery's id: the same on every retry of one relay (use it to drop repeats). */
  delivery: 'X-TickRelay-Delivery',
  /** RELAY_EVENTS. */
  event: 'X-TickRelay-Event',
} as const;

export const RELAY_EVENTS = ['alert', 'test', 'failure_notice'] as const;
export type RelayEvent = (typeof RELAY_EVENTS)[number];

/** The JSON body POSTed to an HTTPS destination for an alert (or a test: `test: true`). */
export interface RelayAlertPayload {
  event: 'alert' | 'test';
  deliveryId: string;
  /** ISO 8601, when TickRelay received the alert. */
  receivedAt: string;
  test: boolean;
  /** The alert as TickRelay read it (payload v2 fields, normalised). */
  alert: {
    ticker: string;
    action: string;
    quantity: number | null;
    orderType: string;
    price: string | null;
    sentiment: string | null;
    id: string | null;
    time: string | null;
  };
  /** The delivery's status and code after execution (executed, rejected …). */
  status: string;
  code: string | null;
  /** The concrete contract the ticker mapped to, when the broker got that far. */
  contract: string | null;
}

/** The JSON body POSTed to a destination chosen for failure notices. */
export interface RelayFailureNoticePayload {
  event: 'failure_notice';
  /** ISO 8601: the window the notice covers. */
  from: string;
  to: string;
  failures: Array<{
    at: string;
    kind: 'execution' | 'destination';
    deliveryId: string | null;
    destinationLabel: string | null;
    code: string;
  }>;
}

/**
 * Why a relay attempt did not succeed. Each has a docs page (/docs/errors/<slug>).
 * ADDRESS_REFUSED and REDIRECT_REFUSED are never retried: the address would not change.
 */
const RELAY_DOCS = {
  /** The name resolved to a loopback, private, link-local, CGNAT, metadata or other non-public address. */
  DESTINATION_ADDRESS_REFUSED: 'destination-address-refused',
  /** The destination answered with a redirect; relays never follow one. */
  DESTINATION_REDIRECT_REFUSED: 'destination-redirect-refused',
  /** The name did not resolve, or the connection was refused or reset, or TLS failed. */
  DESTINATION_UNREACHABLE: 'destination-unreachable',
  /** No complete answer within DESTINATION_LIMITS.timeoutMs. */
  DESTINATION_TIMEOUT: 'destination-timeout',
  /** An answer outside 2xx (the status is in the log). */
  DESTINATION_HTTP_ERROR: 'destination-http-error',
  /** An answer over DESTINATION_LIMITS.responseMaxBytes. */
  DESTINATION_RESPONSE_TOO_LARGE: 'destination-response-too-large',
  /** 429 from the destination (Discord, Telegram): retried after the time it asks for. */
  DESTINATION_RATE_LIMITED: 'destination-rate-limited',
  /** The destination was removed before the relay could be sent. */
  DESTINATION_REMOVED: 'destination-removed',
  /** A Telegram destination whose chat is not linked through the bot yet: nothing is sent. */
  DESTINATION_NOT_LINKED: 'destination-not-linked',
  /** An HTTPS destination on a port other than 443 (a row stored before the rule): not sent. */
  DESTINATION_PORT_REFUSED: 'destination-port-refused',
  /**
   * The member already had RELAY_MEMBER_BACKLOG_MAX relays waiting or running (their destinations
   * answer slowly or not at all): this one was not queued, so others' relays still are.
   */
  RELAY_BACKLOG_MEMBER: 'relay-backlog-member',
} as const;

export type RelayCode = keyof typeof RELAY_DOCS;
export const RELAY_CODES = Object.keys(RELAY_DOCS) as readonly RelayCode[];

export function relayDocsSlug(code: RelayCode): string {
  return `errors/${RELAY_DOCS[code]}`;
}

export function isRelayCode(value: unknown): value is RelayCode {
  return typeof value === 'string' && Object.hasOwn(RELAY_DOCS, value);
}

/**
 * - pending: queued, not tried yet;
 * - retrying: an attempt failed, another is scheduled;
 * - sent: the destination answered 2xx;
 * - failed: every attempt failed, or a refusal that no retry changes (code says which).
 */
export const RELAY_STATUSES = ['pending', 'retrying', 'sent', 'failed'] as const;
export type RelayStatus = (typeof RELAY_STATUSES)[number];

/** One destination's outcome for one delivery, as the log shows it. */
export interface RelayView {
  destinationId: string;
  kind: DestinationKind;
  /** The destination's label when the relay was made (it may since be renamed or removed). */
  label: string;
  status: RelayStatus;
  /** Attempts made so far (1 to DESTINATION_LIMITS.attempts). */
  attempts: number;
  code: RelayCode | null;
  /** The last HTTP status the destination answered, if it answered. */
  httpStatus: number | null;
  /** ISO 8601 of the last change. */
  updatedAt: string;
}

/** What a member sees of a destination; secrets (the Discord URL's token, the signing secret) stay out. */
export interface DestinationView {
  id: string;
  kind: DestinationKind;
  label: string;
  /**
   * Where it goes, safe to show: https → the URL without its query or credentials;
   * discord → "discord.com/api/webhooks/<id>/…"; telegram → "chat <id>" once linked, else "".
   */
  target: string;
  /** Failure notices also go here (at most one destination of the member's). */
  notifyFailures: boolean;
  createdAt: string;
  /** The latest relay or test: status, code and when. */
  lastResult: { status: RelayStatus; code: RelayCode | null; at: string } | null;
  /**
   * telegram: `waiting` until a chat sent the destination's start code to the bot (nothing is
   * sent meanwhile), then `linked`; null for the other kinds.
   */
  link: TelegramLinkState | null;
}

export const TELEGRAM_LINK_STATES = ['waiting', 'linked'] as const;
export type TelegramLinkState = (typeof TELEGRAM_LINK_STATES)[number];

/**
 * How a member links a Telegram chat: the chat opens `url` (a t.me deep link to the platform's
 * bot, null when the bot's name is not configured) or sends `/start <code>` to the bot. The code
 * is good once, until `expiresAt`; the chat that sends it is the destination's. A chat id is never
 * typed by the member: the bot proves the chat is theirs.
 */
export interface TelegramLink {
  code: string;
  url: string | null;
  /** ISO 8601. */
  expiresAt: string;
}

export type CreateDestinationRequest =
  | { kind: 'https'; label: string; url: string; notifyFailures?: boolean }
  | { kind: 'discord'; label: string; url: string; notifyFailures?: boolean }
  | { kind: 'telegram'; label: string; notifyFailures?: boolean };

/** Created: for an https destination, its signing secret, shown this once. */
export interface CreatedDestination {
  destination: DestinationView;
  /** `whsec_` + 43 base64url characters; null for discord and telegram. */
  signingSecret: string | null;
  /** telegram: the link to open from the chat (TelegramLink); null for https and discord. */
  telegramLink: TelegramLink | null;
}

export interface UpdateDestinationRequest {
  label?: string;
  notifyFailures?: boolean;
}

/** The result of "Send a test": one attempt, no retry, answered at once. */
export interface DestinationTestResult {
  status: 'sent' | 'failed';
  code: RelayCode | null;
  httpStatus: number | null;
  durationMs: number;
}
