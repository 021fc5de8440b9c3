import {
  CURRENCIES,
  type Currency,
  type InvoiceStatus,
  type InvoiceView,
  type PlanId,
  type PlanInterval,
} from '@tickrelay/contracts/billing/billing';
import type Stripe from 'stripe';

import type { PlanPriceRef, ProviderSubscription } from '../payment-provider.port';

/** Stripe answered with something our plans cannot produce (another product's price, say). */
export class StripeShapeError extends Error {
  constructor(message: string) {
    super(`unexpected Stripe data: ${message}`);
    this.name = 'StripeShapeError';
  }
}

const PLAN_OF_INTERVAL: Record<PlanInterval, PlanId> = { month: 'monthly', year: 'yearly' };

const seconds = (value: number): Date => new Date(value * 1000);

export const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : value.id;

function isPlanInterval(value: string | undefined): value is PlanInterval {
  return value === 'month' || value === 'year';
}

function isCurrency(value: string): value is Currency {
  return (CURRENCIES as readonly string[]).includes(value);
}

export function priceRefOf(price: Stripe.Price): PlanPriceRef {
  const interval: string | undefined = price.recurring?.interval;
  if (!isPlanInterval(interval) || price.recurring?.interval_count !== 1) {
    throw new StripeShapeError(`price ${price.id} does not renew monthly or yearly`);
  }
  if (!isCurrency(price.currency)) {
    throw new StripeShapeError(`price ${price.id} is in ${price.currency}`);
  }
  if (price.unit_amount === null) {
    throw new StripeShapeError(`price ${price.id} has no unit_amount`);
  }
  return {
    plan: PLAN_OF_INTERVAL[interval],
    interval,
    currency: price.currency,
    amount: price.unit_amount,
  };
}

/** The one subscription item our checkouts create. */
export function itemOf(subscription: Stripe.Subscription): Stripe.SubscriptionItem {
  const item = subscription.items.data[0];
  if (!item) throw new StripeShapeError(`subscription ${subscription.id} has no item`);
  return item;
}

/**
 * Stripe's statuses mapped by the rule of the port (ProviderSubscription): a subscription that
 * ends at its period end (cancel_at_period_end, or a cancel_at no later than the period end, as
 * the Dashboard and portal may set) is canceled and entitled until then; canceled and
 * incomplete_expired are expired; unpaid is past_due; paused (collection stopped, no invoices,
 * e.g. a trial that ended without a card) gives no entitlement: expired until it resumes;
 * a status this code does not know gives none either (incomplete).
 */
export function toProviderSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  const item = itemOf(subscription);
  const periodEnd = item.current_period_end;
  const cancelAt = typeof subscription.cancel_at === 'number' ? subscription.cancel_at : null;
  const endsAt = subscription.cancel_at_period_end
    ? periodEnd
    : cancelAt !== null && cancelAt <= periodEnd
      ? cancelAt
      : null;
  const running = subscription.status === 'active' || subscription.status === 'trialing';
  return {
    id: subscription.id,
    customerId:
      typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id,
    status: ourStatus(subscription.status, running && endsAt !== null),
    price: priceRefOf(item.price),
    trialEnd: subscription.trial_end === null ? null : seconds(subscription.trial_end),
    currentPeriodEnd: seconds(running && endsAt !== null ? endsAt : periodEnd),
    cancelAtPeriodEnd: running && endsAt !== null,
    userId: subscription.metadata.userId ?? null,
    checkoutId: subscription.metadata.checkoutId ?? null,
  };
}

function ourStatus(
  status: Stripe.Subscription.Status,
  endsAtPeriodEnd: boolean,
): ProviderSubscription['status'] {
  if (endsAtPeriodEnd) return 'canceled';
  switch (status) {
    case 'trialing':
      return 'trialing';
    case 'active':
      return 'active';
    case 'past_due':
    case 'unpaid':
      return 'past_due';
    case 'canceled':
    case 'incomplete_expired':
    case 'paused':
      return 'expired';
    default:
      return 'incomplete';
  }
}

const INVOICE_STATUSES: Partial<Record<string, InvoiceStatus>> = {
  paid: 'paid',
  open: 'open',
  void: 'void',
  uncollectible: 'uncollectible',
};

/** Drafts (not final, no page yet) and invoices in another currency are not shown. */
export function toInvoiceView(invoice: Stripe.Invoice): InvoiceView | null {
  const status = invoice.status === null ? undefined : INVOICE_STATUSES[invoice.status];
  if (status === undefined || !invoice.id || !isCurrency(invoice.currency)) return null;
  return {
    id: invoice.id,
    number: invoice.number,
    status,
    amount: invoice.total,
    currency: invoice.currency,
    createdAt: seconds(invoice.created).toISOString(),
    hostedUrl: invoice.hosted_invoice_url ?? null,
    pdfUrl: invoice.invoice_pdf ?? null,
  };
}

/**
 * The subscription an invoice bills. Since 2025-03-31.basil it is under
 * parent.subscription_details; an endpoint still on an older API version sends the top-level
 * `subscription` field, read as a fallback so such a delivery is not silently ignored.
 */
export function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const current = idOf(invoice.parent?.subscription_details?.subscription);
  if (current !== null) return current;
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null })
    .subscription;
  return idOf(legacy);
}
