import type Stripe from 'stripe';

import type { PaymentEvent } from '../payment-provider.port';
import { idOf, invoiceSubscriptionId } from './stripe-mapping';

const IGNORED: PaymentEvent = { kind: 'ignored' };

/** Ours: client_reference_id, else the metadata every checkout session of ours carries. */
function checkoutIdOf(session: Stripe.Checkout.Session): string | null {
  return session.client_reference_id ?? session.metadata?.checkoutId ?? null;
}

function checkoutCompleted(session: Stripe.Checkout.Session): PaymentEvent {
  const checkoutId = checkoutIdOf(session);
  const subscriptionId = idOf(session.subscription);
  const customerId = idOf(session.customer);
  if (session.mode !== 'subscription' || !checkoutId || !subscriptionId || !customerId) {
    return IGNORED;
  }
  return { kind: 'checkout.completed', checkoutId, subscriptionId, customerId };
}

function checkoutEvent(
  session: Stripe.Checkout.Session,
  make: (checkoutId: string) => PaymentEvent,
): PaymentEvent {
  const checkoutId = checkoutIdOf(session);
  return session.mode === 'subscription' && checkoutId ? make(checkoutId) : IGNORED;
}

function invoiceEvent(
  invoice: Stripe.Invoice,
  make: (subscriptionId: string, invoiceId: string) => PaymentEvent,
): PaymentEvent {
  const subscriptionId = invoiceSubscriptionId(invoice);
  // One-off invoices (no subscription) are not ours to act on.
  return subscriptionId && invoice.id ? make(subscriptionId, invoice.id) : IGNORED;
}

/**
 * What billing acts on. Subscription events only name the subscription: billing reads it back
 * (getSubscription) and writes what Stripe says now, so their order and age do not matter.
 * async_payment_succeeded (a delayed method such as SEPA debit settled) completes a checkout like
 * checkout.session.completed; Checkout has no event for a failed 3-D Secure (the member retries on
 * its page), so every checkout failure is `declined`. Everything else is ignored (answered 2xx).
 */
export function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return checkoutCompleted(event.data.object);
    case 'checkout.session.async_payment_failed':
      return checkoutEvent(event.data.object, (checkoutId) => ({
        kind: 'checkout.failed',
        checkoutId,
        reason: 'declined',
      }));
    case 'checkout.session.expired':
      return checkoutEvent(event.data.object, (checkoutId) => ({
        kind: 'checkout.expired',
        checkoutId,
      }));
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed':
      return { kind: 'subscription.changed', subscriptionId: event.data.object.id };
    case 'customer.subscription.trial_will_end':
      return { kind: 'trial.will_end', subscriptionId: event.data.object.id };
    case 'invoice.paid':
      return invoiceEvent(event.data.object, (subscriptionId, invoiceId) => ({
        kind: 'invoice.paid',
        subscriptionId,
        invoiceId,
      }));
    case 'invoice.payment_failed':
      return invoiceEvent(event.data.object, (subscriptionId, invoiceId) => ({
        kind: 'invoice.payment_failed',
        subscriptionId,
        invoiceId,
        fixUrl: event.data.object.hosted_invoice_url ?? null,
      }));
    default:
      return IGNORED;
  }
}

/** The least an event must hold before it is mapped: anything else is not a Stripe event. */
export function looksLikeEvent(value: unknown): value is Stripe.Event {
  if (typeof value !== 'object' || value === null) return false;
  const event = value as { id?: unknown; type?: unknown; created?: unknown; data?: unknown };
  const data = event.data as { object?: unknown } | null | undefined;
  return (
    typeof event.id === 'string' &&
    typeof event.type === 'string' &&
    typeof event.created === 'number' &&
    typeof data?.object === 'object' &&
    data.object !== null
  );
}
