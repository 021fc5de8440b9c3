// The member's webhook, its deliveries log, the live stream and the paper account. Every endpoint
// here answers 401 to a visitor; those marked member-only answer 403 SUBSCRIPTION_REQUIRED when the
// membership is not entitled (the log and the paper account stay readable).
import type {
  DeliveryFilters,
  DeliveryPage,
  DeliveryView,
  PaperAccountView,
  WebhookSummary,
  WebhookView,
} from '../webhooks/deliveries';
import { endpoint } from './endpoint';

/**
 * The receiver TradingView calls (public, no session): application/json or text/plain, at most
 * WEBHOOK_LIMITS.bodyMaxBytes. 202 once the alert is durably queued; 404 for an unknown or
 * expired token (same time as a valid one), 413, 415, 429 rate limit, 403 SOURCE_NOT_ALLOWED with
 * the allowlist on, 403 WEBHOOK_SUBSCRIPTION_LAPSED once the member's entitlement ended more than
 * WEBHOOK_LIMITS.lapsedGraceDays ago (nothing queued or logged), 503 when it cannot be queued.
 */
export const receiveAlert = endpoint<{ response: AlertAccepted }>()({
  method: 'POST',
  path: '/api/hooks/:token',
  status: 202,
});

export interface AlertAccepted {
  /** The delivery's id in the member's log. */
  id: string;
}

/**
 * The member's webhook; created on first read by an entitled member. A lapsed member reads the URL
 * they already have (to rotate or revoke it); 403 SUBSCRIPTION_REQUIRED when they have none.
 */
export const getWebhook = endpoint<{ response: WebhookView }>()({
  method: 'GET',
  path: '/api/webhook',
  status: 200,
});

export interface UpdateWebhookRequest {
  allowlistEnabled?: boolean;
  defaultMaxLagSeconds?: number;
  paused?: boolean;
}

export const updateWebhook = endpoint<{ body: UpdateWebhookRequest; response: WebhookView }>()({
  method: 'PATCH',
  path: '/api/webhook',
  status: 200,
});

export interface RotateWebhookRequest {
  /** 0 revokes the old URL at once; default WEBHOOK_LIMITS.rotationGraceHoursDefault. */
  graceHours?: number;
}

/**
 * A new URL; the old one works until previousValidUntil (or not at all with graceHours 0: a
 * revocation). Open to a lapsed member who has a URL. WEBHOOK_LIMITS.rotationsPerHour and
 * rotationsPerDay per member: 429 WEBHOOK_ROTATION_LIMITED with Retry-After past either.
 */
export const rotateWebhook = endpoint<{ body: RotateWebhookRequest; response: WebhookView }>()({
  method: 'POST',
  path: '/api/webhook/rotate',
  status: 200,
});

/** Sends SAMPLE_ALERT (filled) through the member's real public URL. Member-only. */
export const sendTestAlert = endpoint<{ response: AlertAccepted }>()({
  method: 'POST',
  path: '/api/webhook/test',
  status: 202,
});

export interface DeliveryQuery extends DeliveryFilters {
  cursor?: string;
  /** 1 to WEBHOOK_LIMITS.pageSizeMax, default 25. */
  limit?: string;
}

/** Newest first. 400 VALIDATION_FAILED for a bad filter. */
export const listDeliveries = endpoint<{ query: DeliveryQuery; response: DeliveryPage }>()({
  method: 'GET',
  path: '/api/webhook/deliveries',
  status: 200,
});

/** The same filters as CSV (text/csv, attachment), newest first, at most 10,000 rows. */
export const exportDeliveries = endpoint<{ query: DeliveryFilters; response: string }>()({
  method: 'GET',
  path: '/api/webhook/deliveries.csv',
  status: 200,
});

/** One delivery of the member's; another member's or an unknown id is 404. */
export const getDelivery = endpoint<{ response: DeliveryView }>()({
  method: 'GET',
  path: '/api/webhook/deliveries/:id',
  status: 200,
});

export const getWebhookSummary = endpoint<{ response: WebhookSummary }>()({
  method: 'GET',
  path: '/api/webhook/summary',
  status: 200,
});

/**
 * Server-Sent Events (text/event-stream) for the signed-in member: MEMBER_EVENT_TYPES events fed
 * by Redis pub/sub (any api replica), each with an `id:`; a reconnect with Last-Event-ID gets the
 * events it missed (kept for a while in Redis); a new EventSource, which cannot send that header,
 * passes `?lastEventId=` instead. A comment line every 15 s keeps proxies open.
 */
export const memberEvents = endpoint<{ response: DeliveryView }>()({
  method: 'GET',
  path: '/api/webhook/events',
  status: 200,
});

export const getPaperAccount = endpoint<{ response: PaperAccountView }>()({
  method: 'GET',
  path: '/api/paper/account',
  status: 200,
});

export interface FlattenPaperRequest {
  /** One contract; every position when left out. */
  contract?: string;
}

/** Closes positions at their last price and cancels working orders. Member-only. */
export const flattenPaper = endpoint<{ body: FlattenPaperRequest; response: PaperAccountView }>()({
  method: 'POST',
  path: '/api/paper/flatten',
  status: 200,
});

/** Starts the paper account over at the starting balance. Member-only. */
export const resetPaper = endpoint<{ response: PaperAccountView }>()({
  method: 'POST',
  path: '/api/paper/reset',
  status: 200,
});

export type { DeliveryView };
