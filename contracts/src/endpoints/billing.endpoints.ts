// Plans, the member's subscription, checkout and billing. Amounts and currencies only ever come from
// the server. Every /api/subscription endpoint answers 401 to a visitor.
import type {
  CheckoutView,
  Currency,
  InvoiceView,
  MembershipView,
  Plan,
  PlanId,
} from '../billing/billing';
import { endpoint } from './endpoint';

export interface PlanList {
  plans: Plan[];
  /** Trial days of a first subscription. */
  trialDays: number;
  /** Days a past_due subscription stays entitled. */
  graceDays: number;
}

/** Public: the pricing the site and the renew page show. */
export const listPlans = endpoint<{ response: PlanList }>()({
  method: 'GET',
  path: '/api/billing/plans',
  status: 200,
});

export const getMembership = endpoint<{ response: MembershipView }>()({
  method: 'GET',
  path: '/api/subscription',
  status: 200,
});

export interface StartCheckoutRequest {
  plan: PlanId;
  currency: Currency;
  /** Made by grecaptcha.execute with RENEW_SUBSCRIPTION_ACTION. */
  recaptchaToken: string;
}

export interface CheckoutStarted {
  checkout: CheckoutView;
  /** Where the browser goes to pay: the provider's hosted page (the sandbox's own in development). */
  url: string;
}

/**
 * From /renew-subscription. 403 RECAPTCHA_FAILED, 503 RECAPTCHA_UNAVAILABLE, 409
 * ALREADY_SUBSCRIBED while a subscription that is not ending is entitled (change plan instead),
 * 503 PAYMENT_PROVIDER_UNAVAILABLE.
 */
export const startCheckout = endpoint<{ body: StartCheckoutRequest; response: CheckoutStarted }>()({
  method: 'POST',
  path: '/api/subscription/checkout',
  status: 201,
});

/** One of the member's checkouts; another member's or an unknown id is 404. */
export const getCheckout = endpoint<{ response: CheckoutView }>()({
  method: 'GET',
  path: '/api/subscription/checkouts/:id',
  status: 200,
});

/**
 * Server-Sent Events (text/event-stream): an event `checkout` with a CheckoutView now and on every
 * change, fed by Redis pub/sub so any api replica serves it; the stream ends once the status is
 * final. The SPA falls back to getCheckout when the stream breaks.
 */
export const checkoutEvents = endpoint<{ response: CheckoutView }>()({
  method: 'GET',
  path: '/api/subscription/checkouts/:id/events',
  status: 200,
});

export const CHECKOUT_EVENT = 'checkout';

/** Cancel at period end: entitled until then. 404 NOT_FOUND without a subscription. */
export const cancelSubscription = endpoint<{ response: MembershipView }>()({
  method: 'POST',
  path: '/api/subscription/cancel',
  status: 200,
});

/** Undoes a cancellation before the period ends. 409 CONFLICT when it has already ended. */
export const resumeSubscription = endpoint<{ response: MembershipView }>()({
  method: 'POST',
  path: '/api/subscription/resume',
  status: 200,
});

export interface ChangePlanRequest {
  plan: PlanId;
}

export const changePlan = endpoint<{ body: ChangePlanRequest; response: MembershipView }>()({
  method: 'POST',
  path: '/api/subscription/plan',
  status: 200,
});

export interface BillingPortal {
  /** The provider's customer portal (card, plan, cancellation); the sandbox's own in development. */
  url: string;
}

export const openBillingPortal = endpoint<{ response: BillingPortal }>()({
  method: 'POST',
  path: '/api/subscription/portal',
  status: 200,
});

export interface InvoiceList {
  invoices: InvoiceView[];
}

export const listInvoices = endpoint<{ response: InvoiceList }>()({
  method: 'GET',
  path: '/api/subscription/invoices',
  status: 200,
});

/**
 * The payment provider's events (raw body, signature header checked with a 300 s tolerance):
 * 400 PAYMENT_SIGNATURE_INVALID; any verified event, known or not, 200.
 */
export const paymentWebhook = endpoint<{ response: { received: true } }>()({
  method: 'POST',
  path: '/api/payments/webhook',
  status: 200,
});

export interface Entitlement {
  /** ISO 8601: when the member's current entitlement ends (by the one rule, isEntitled). */
  entitledUntil: string;
  plan: PlanId;
}

/**
 * Member-only (@Member()): what the member is entitled to now. 403 SUBSCRIPTION_REQUIRED without
 * an entitling subscription; the member-only features (webhook, brokers) are gated the same way.
 */
export const getEntitlement = endpoint<{ response: Entitlement }>()({
  method: 'GET',
  path: '/api/subscription/entitlement',
  status: 200,
});
