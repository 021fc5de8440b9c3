import type { SubscriptionStatus } from '@tickrelay/contracts/billing/billing';

import { type PaymentEvent, PaymentSignatureError } from '../payment-provider.port';
import type { SandboxSubscriptionStatus } from './sandbox.tables';

/** The event types the sandbox sends (Stripe-like names of its own). */
export type SandboxEventType =
  | 'checkout.completed'
  | 'checkout.failed'
  | 'checkout.expired'
  | 'subscription.updated'
  | 'invoice.paid'
  | 'invoice.payment_failed'
  | 'trial.will_end';

export interface SandboxCheckoutObject {
  id: string;
  /** Ours: the checkout id billing gave createCheckout. */
  client_reference_id: string;
  customer: string;
  subscription: string | null;
  failure_reason?: 'declined' | 'authentication_failed';
}

export interface SandboxSubscriptionObject {
  id: string;
  customer: string;
  status: SandboxSubscriptionStatus;
}

export interface SandboxInvoiceObject {
  id: string;
  subscription: string;
  customer: string;
  status: string;
  /** The hosted invoice page, where a failed payment is paid again. */
  hosted_invoice_url: string;
}

export type SandboxEventObject =
  SandboxCheckoutObject | SandboxSubscriptionObject | SandboxInvoiceObject;

/** What goes over the wire: `{id, type, created, data: {object}}`, created in unix seconds. */
export interface SandboxEvent {
  id: string;
  type: SandboxEventType | (string & {});
  created: number;
  data: { object: Record<string, unknown> };
}

function field(object: Record<string, unknown>, name: string): string {
  const value = object[name];
  if (typeof value !== 'string' || value === '') {
    throw new PaymentSignatureError(`event object without ${name}`);
  }
  return value;
}

/** Parses a verified body; a body that is not a sandbox event is refused like a bad signature. */
export function parseSandboxEvent(rawBody: Buffer): SandboxEvent {
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new PaymentSignatureError('body is not JSON');
  }
  const event = parsed as Partial<SandboxEvent> | null;
  if (
    typeof event !== 'object' ||
    event === null ||
    typeof event.id !== 'string' ||
    event.id === '' ||
    typeof event.type !== 'string' ||
    typeof event.created !== 'number' ||
    typeof event.data !== 'object' ||
    event.data === null ||
    typeof event.data.object !== 'object' ||
    event.data.object === null
  ) {
    throw new PaymentSignatureError('body is not a sandbox event');
  }
  return event as SandboxEvent;
}

/** The sandbox's event types onto what billing acts on; anything else is `ignored`. */
export function toPaymentEvent(event: SandboxEvent): PaymentEvent {
  const object = event.data.object;
  switch (event.type) {
    case 'checkout.completed':
      return {
        kind: 'checkout.completed',
        checkoutId: field(object, 'client_reference_id'),
        subscriptionId: field(object, 'subscription'),
        customerId: field(object, 'customer'),
      };
    case 'checkout.failed':
      return {
        kind: 'checkout.failed',
        checkoutId: field(object, 'client_reference_id'),
        reason:
          object.failure_reason === 'authentication_failed' ? 'authentication_failed' : 'declined',
      };
    case 'checkout.expired':
      return { kind: 'checkout.expired', checkoutId: field(object, 'client_reference_id') };
    case 'subscription.updated':
      return { kind: 'subscription.changed', subscriptionId: field(object, 'id') };
    case 'invoice.paid':
      return {
        kind: 'invoice.paid',
        subscriptionId: field(object, 'subscription'),
        invoiceId: field(object, 'id'),
      };
    case 'invoice.payment_failed':
      return {
        kind: 'invoice.payment_failed',
        subscriptionId: field(object, 'subscription'),
        invoiceId: field(object, 'id'),
        fixUrl: typeof object.hosted_invoice_url === 'string' ? object.hosted_invoice_url : null,
      };
    case 'trial.will_end':
      return { kind: 'trial.will_end', subscriptionId: field(object, 'id') };
    default:
      return { kind: 'ignored' };
  }
}

/**
 * The provider's state onto ours, as the port says: cancel at period end → canceled (entitled
 * until the period ends), the provider's canceled (ended) → expired.
 */
export function toSubscriptionStatus(
  status: SandboxSubscriptionStatus,
  cancelAtPeriodEnd: boolean,
): SubscriptionStatus {
  switch (status) {
    case 'canceled':
      return 'expired';
    case 'past_due':
      return 'past_due';
    case 'trialing':
    case 'active':
      return cancelAtPeriodEnd ? 'canceled' : status;
  }
}
