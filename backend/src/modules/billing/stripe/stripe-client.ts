import Stripe from 'stripe';

import type { StripePaymentSettings } from '../billing.config';

/** What the Stripe adapter needs; validated at boot (billing.config.ts) when PAYMENT_PROVIDER=stripe. */
export type StripeSettings = StripePaymentSettings;

/**
 * Pinned, so a package upgrade that moves fields (as 2025-03-31.basil moved the period end onto
 * subscription items and an invoice's subscription under `parent`) fails the typecheck instead
 * of silently reading another shape. The webhook endpoint must be created with this version too.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive' satisfies typeof Stripe.API_VERSION;

/** A slow Stripe answer fails the member's request well before the browser or the proxy gives up. */
const REQUEST_TIMEOUT_MS = 15_000;
/** Connection errors, 409 and 5xx are retried by the library (POSTs under an idempotency key). */
const NETWORK_RETRIES = 2;

export function createStripeClient(settings: StripeSettings): Stripe {
  const base = new URL(settings.apiBaseUrl);
  const protocol = base.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(settings.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    host: base.hostname,
    port: base.port || (protocol === 'http' ? 80 : 443),
    protocol,
    timeout: REQUEST_TIMEOUT_MS,
    maxNetworkRetries: NETWORK_RETRIES,
    // No latency telemetry headers: nothing about our traffic leaves beyond the requests themselves.
    telemetry: false,
    appInfo: { name: 'TickRelay' },
  });
}
