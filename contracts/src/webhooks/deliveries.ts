// A member's webhook and the deliveries log: what the receiver, the worker, the SPA and the docs
// agree on. Every alert that reaches a valid webhook URL becomes one delivery, whatever happens to
// it; the status says what, and a code says why when it was not executed. Each code has a docs page
// (/docs/errors/<slug>), listed here once.
import type { AlertFormat, AlertWarning } from '../alert-payload/alert-reader.types';
import type { BrokerName } from '../brokers/broker-connection';
import type { RelayView } from '../destinations/destinations';

/** TradingView's webhook source addresses, the only ones an allowlisted webhook accepts. */
export const TRADINGVIEW_SOURCE_ADDRESSES = [
  '52.89.214.238',
  '34.212.75.30',
  '54.218.53.128',
  '52.32.178.7',
] as const;

export const WEBHOOK_LIMITS = {
  /** Bytes of a request body the receiver accepts; one more is 413. */
  bodyMaxBytes: 16 * 1024,
  /** Entropy of a webhook token (43 base64url characters). */
  tokenBytes: 32,
  /** Default and bounds of the grace in which a rotated URL still works. */
  rotationGraceHoursDefault: 24,
  rotationGraceHoursMax: 168,
  /**
   * Rotations (revocations included) a member may make, per rolling hour and per day, whatever
   * the address: each one writes rows and Redis entries. Past either: 429 WEBHOOK_ROTATION_LIMITED.
   */
  rotationsPerHour: 5,
  rotationsPerDay: 20,
  /**
   * Days a lapsed member's URL still acknowledges alerts after their entitlement ended (logged as
   * SUBSCRIPTION_REQUIRED, so a renewal in flight loses nothing visible); then 403
   * WEBHOOK_SUBSCRIPTION_LAPSED, nothing queued or logged. Rotation and revocation stay possible.
   */
  lapsedGraceDays: 7,
  /** Default and bounds of max_lag, in seconds, when an alert gives none. */
  maxLagSecondsDefault: 300,
  maxLagSecondsMin: 5,
  maxLagSecondsMax: 86_400,
  /** Without an id, the same body again within this many seconds is a duplicate. */
  duplicateWindowSecondsDefault: 60,
  /** Characters of the raw body kept in the log. */
  rawBodyMaxChars: 4096,
  /** Deliveries a page of the log holds at most. */
  pageSizeMax: 100,
  /** Days the log is kept. */
  retentionDaysDefault: 90,
} as const;

/** How the path of a member's webhook looks: /api/hooks/{token}. */
export const WEBHOOK_PATH_PREFIX = '/api/hooks/';
export const WEBHOOK_TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';

/**
 * - received: acknowledged and queued, not yet processed (seen live only, for a moment).
 * - executed: the broker took it (filled, or a working order placed, or orders cancelled).
 * - relayed: valid, with execution off (target none): sent to the member's destinations only.
 * - rejected: refused before the broker (invalid, lapsed membership, source not allowed) or by it.
 * - duplicate: the same id, or the same body within the window, was already delivered.
 * - stale: older than max_lag when it arrived.
 * - paused: the kill switch was on; logged, not executed.
 * - failed: the broker could not be reached or an error of ours; retried first, then failed.
 */
export const DELIVERY_STATUSES = [
  'received',
  'executed',
  'relayed',
  'rejected',
  'duplicate',
  'stale',
  'paused',
  'failed',
] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

const DELIVERY_DOCS = {
  ALERT_NOT_JSON: 'alert-not-json',
  ALERT_INVALID: 'alert-invalid',
  ALERT_UNFILLED_PLACEHOLDER: 'alert-unfilled-placeholder',
  ALERT_INVALID_TEXT: 'alert-invalid-text',
  ALERT_UNKNOWN_SYMBOL: 'alert-unknown-symbol',
  ALERT_FIELD_MISSPELT: 'alert-field-misspelt',
  ALERT_TRAILING_UNSUPPORTED: 'alert-trailing-unsupported',
  ALERT_SIZING_UNSUPPORTED: 'alert-sizing-unsupported',
  ALERT_FIELD_UNSUPPORTED: 'alert-field-unsupported',
  ALERT_DUPLICATE: 'alert-duplicate',
  ALERT_STALE: 'alert-stale',
  SUBSCRIPTION_REQUIRED: 'subscription-required',
  SOURCE_NOT_ALLOWED: 'source-not-allowed',
  WEBHOOK_MEMBER_SUSPENDED: 'webhook-member-suspended',
  EXECUTION_PAUSED: 'execution-paused',
  NO_POSITION: 'no-position',
  PRICE_REQUIRED: 'price-required',
  BROKER_REJECTED: 'broker-rejected',
  BROKER_UNAVAILABLE: 'broker-unavailable',
  BROKER_AUTH_FAILED: 'broker-auth-failed',
  BROKER_APP_NOT_APPROVED: 'broker-app-not-approved',
  BROKER_NOT_CONNECTED: 'broker-not-connected',
  EXECUTION_FAILED: 'execution-failed',
} as const;

export type DeliveryCode = keyof typeof DELIVERY_DOCS;
export const DELIVERY_CODES = Object.keys(DELIVERY_DOCS) as readonly DeliveryCode[];

/** The docs page of a delivery code, e.g. 'errors/alert-stale' (/docs/errors/alert-stale). */
export function deliveryDocsSlug(code: DeliveryCode): string {
  return `errors/${DELIVERY_DOCS[code]}`;
}

export function isDeliveryCode(value: unknown): value is DeliveryCode {
  return typeof value === 'string' && Object.hasOwn(DELIVERY_DOCS, value);
}

/** What the broker made of an executed (or broker-rejected) alert, as the log shows it. */
export interface BrokerResultView {
  broker: BrokerName;
  /** Tradovate: the environment and account the order went to; absent for paper. */
  environment?: 'demo' | 'live';
  accountName?: string;
  /** The concrete contract the alert's ticker mapped to, e.g. MNQZ2026. */
  contract: string | null;
  /** One line per fill, order placed, triggered or cancelled: kind and figures. */
  events: Array<{
    kind: 'fill' | 'order_placed' | 'order_triggered' | 'order_cancelled' | 'rejected';
    side?: 'buy' | 'sell';
    quantity?: number;
    /** Decimal text, exact (e.g. "6012.25"). */
    price?: string;
    orderType?: 'market' | 'limit' | 'stop' | 'take_profit' | 'stop_loss';
    /** USD, decimal text, on a reducing fill. */
    realizedPnl?: string;
    code?: string;
    /** The broker's order id (Tradovate's orderId), when it gave one. */
    orderId?: string;
    /** The broker's own words when it refused (Tradovate's failureText). */
    reason?: string;
  }>;
  /** Signed net position in the contract after the alert. */
  positionAfter: number | null;
}

export interface DeliveryView {
  id: string;
  /** ISO 8601, to the millisecond. */
  receivedAt: string;
  sourceAddress: string;
  contentType: string;
  status: DeliveryStatus;
  code: DeliveryCode | null;
  /** The field a validation error is about, as a JSON pointer ('/quantity'); null otherwise. */
  field: string | null;
  action: string | null;
  ticker: string | null;
  quantity: number | null;
  /** The alert's own id, when it gave one. */
  alertId: string | null;
  /** Receipt → acknowledgement and receipt → processed, milliseconds. */
  ackLatencyMs: number | null;
  executedLatencyMs: number | null;
  /** The body as received, truncated to rawBodyMaxChars, secrets redacted. */
  rawBody: string;
  rawBodyTruncated: boolean;
  brokerResult: BrokerResultView | null;
  /** Where it was executed: the member's execution target then; null when it never got that far. */
  executedOn: BrokerName | null;
  /** One per destination it was relayed to (valid alerts that were not duplicate, stale or paused). */
  relays: RelayView[];
  /** True for an alert sent by "Send a test alert". */
  test: boolean;
  /** The format the message was read as; null when it was not read as any (not JSON…). */
  format: AlertFormat | null;
  /** Keys the message had and that were not used (unknown, ignored, misspelt). */
  warnings: AlertWarning[];
}

export interface DeliveryFilters {
  status?: DeliveryStatus;
  /** Matches the start of the ticker, case-insensitive. */
  ticker?: string;
  /** ISO 8601 instants, from inclusive, to exclusive. */
  from?: string;
  to?: string;
}

export interface DeliveryPage {
  items: DeliveryView[];
  /** Opaque; pass as `cursor` for the next (older) page; null at the end. */
  nextCursor: string | null;
}

export interface WebhookView {
  /** The full URL to paste in TradingView (the public origin + /api/hooks/{token}). */
  url: string;
  createdAt: string;
  /** After a rotation with grace: the old URL works until this instant. */
  previousValidUntil: string | null;
  /** Only TRADINGVIEW_SOURCE_ADDRESSES may call it. */
  allowlistEnabled: boolean;
  /** Seconds, for alerts without max_lag. */
  defaultMaxLagSeconds: number;
  /** The kill switch: alerts are logged as paused, not executed. */
  paused: boolean;
  /** Requests a minute the URL accepts before 429. */
  rateLimitPerMinute: number;
}

/** The dashboard's figures. */
export interface WebhookSummary {
  lastDelivery: DeliveryView | null;
  /** Since midnight UTC. */
  alertsToday: number;
  /** (Executed + relayed) ÷ (all but duplicates) over the last 24 h, 0–1; null with no alert. */
  successRate24h: number | null;
  paused: boolean;
  latest: DeliveryView[];
}

/** Server-Sent Events on the member's stream; `id:` is the event's sequence (Last-Event-ID). */
export const MEMBER_EVENT_TYPES = {
  /** A DeliveryView, new or changed. */
  delivery: 'delivery',
  /** A PaperAccountView after a change. */
  paper: 'paper',
  /** The WebhookView after a change (rotation, kill switch, settings). */
  webhook: 'webhook',
  /** The BrokerSettingsView after a change (target, connection status). */
  broker: 'broker',
  /** A DeliveryRelaysUpdate: a delivery's relays after one of them changed (an attempt, an end). */
  relays: 'relays',
} as const;
export type MemberEventType = (typeof MEMBER_EVENT_TYPES)[keyof typeof MEMBER_EVENT_TYPES];

/**
 * The `relays` event: every relay of one delivery as it is now. The delivery itself was published
 * before (`delivery`); a log that shows it takes these relays in place of its own when they are
 * not older.
 */
export interface DeliveryRelaysUpdate {
  deliveryId: string;
  relays: RelayView[];
}

export interface PaperPositionView {
  /** The concrete contract, e.g. MESZ2026, and its root. */
  contract: string;
  root: string;
  /** Signed: positive long, negative short. */
  quantity: number;
  /** Decimal text. */
  averagePrice: string;
  lastPrice: string | null;
  /** USD, decimal text. */
  unrealizedPnl: string;
}

export interface PaperOrderView {
  id: string;
  contract: string;
  side: 'buy' | 'sell';
  quantity: number;
  type: 'limit' | 'stop' | 'take_profit' | 'stop_loss';
  price: string;
  placedAt: string;
}

export interface PaperAccountView {
  /** USD, decimal text. */
  startingBalance: string;
  realizedPnl: string;
  unrealizedPnl: string;
  equity: string;
  positions: PaperPositionView[];
  workingOrders: PaperOrderView[];
  updatedAt: string | null;
}
