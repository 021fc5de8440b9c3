import type {
  Currency,
  InvoiceView,
  PaymentProviderName,
  PlanId,
  PlanInterval,
  SubscriptionStatus,
} from '@tickrelay/contracts/billing/billing';
import type { Locale } from '@tickrelay/contracts/locales';

/**
 * The payment port. Two real adapters implement it, chosen by PAYMENT_PROVIDER: `sandbox` (the
 * default: a local provider with its own hosted checkout page, needing no keys) and `stripe` (the
 * `stripe` package). The billing service never trusts a redirect or a query string: state changes
 * only from a verified event (verifyEvent) or from reading the provider back (getSubscription).
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;

  /** A hosted checkout in subscription mode for one plan, with the trial when one is due. */
  createCheckout(input: CheckoutInput): Promise<CreatedCheckout>;

  /**
   * Verifies the signature of a webhook delivery on its raw bytes (300 s tolerance) and parses
   * it. Throws PaymentSignatureError when the signature, its timestamp or the body is wrong.
   */
  verifyEvent(
    rawBody: Buffer,
    headers: Readonly<Record<string, string | undefined>>,
  ): VerifiedEvent;

  /** The provider's current state of a subscription: the truth events are settled against. */
  getSubscription(subscriptionId: string): Promise<ProviderSubscription>;

  /** Cancel at period end (true) or undo it (false). */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<ProviderSubscription>;

  changePlan(subscriptionId: string, price: PlanPriceRef): Promise<ProviderSubscription>;

  /**
   * Ends the subscription now (the member's account is gone): no further charge, no refund of
   * the period under way. Idempotent: a subscription that has ended already is answered as it
   * is (expired), so a retried erasure succeeds.
   */
  cancelNow(subscriptionId: string): Promise<ProviderSubscription>;

  /**
   * Free time given by an operator: no charge until `until` (later than the subscription's current
   * end). Like Stripe's trial_end on an existing subscription: a trialing one's trial lasts until
   * then, an active one is trialing until then; the first charge is at `until`. A cancellation at
   * period end stays (the subscription then ends at `until`).
   */
  extendFreeUntil(subscriptionId: string, until: Date): Promise<ProviderSubscription>;

  /** The customer portal (card, plan, cancellation); back to returnUrl afterwards. */
  createPortalSession(customerId: string, returnUrl: string, locale: Locale): Promise<string>;

  /** Newest first. */
  listInvoices(customerId: string): Promise<InvoiceView[]>;
}

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

/** One plan's price in one currency, from the server's plan table. */
export interface PlanPriceRef {
  plan: PlanId;
  interval: PlanInterval;
  currency: Currency;
  /** Minor units. */
  amount: number;
}

export interface CheckoutInput {
  /** Ours: sent to the provider (client_reference_id / metadata) and given back in its events. */
  checkoutId: string;
  userId: string;
  email: string;
  /** The provider's customer of this member, when one exists already. */
  customerId: string | null;
  price: PlanPriceRef;
  /** 0 when the member already had a subscription. */
  trialDays: number;
  locale: Locale;
  /** Absolute URLs of /confirm-payment (or /fr/confirm-payment) with the checkout id. */
  successUrl: string;
  cancelUrl: string;
}

export interface CreatedCheckout {
  /** The provider's id of the checkout session. */
  providerCheckoutId: string;
  url: string;
  expiresAt: Date;
}

/**
 * A subscription as the provider sees it, mapped to our states by the adapter:
 * provider "active + cancel at period end" → canceled; "canceled" / "incomplete_expired" →
 * expired; "unpaid" → past_due; "incomplete" (first payment not done) → incomplete, which gives
 * no entitlement and is not shown as a subscription.
 */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  status: SubscriptionStatus | 'incomplete';
  price: PlanPriceRef;
  trialEnd: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** Ours, from the checkout's metadata: whose subscription it is. */
  userId: string | null;
  checkoutId: string | null;
}

/** What the billing service acts on; every other provider event type is `ignored` (answered 2xx). */
export type PaymentEvent =
  | { kind: 'checkout.completed'; checkoutId: string; subscriptionId: string; customerId: string }
  | {
      kind: 'checkout.failed';
      checkoutId: string;
      reason: 'declined' | 'authentication_failed';
    }
  | { kind: 'checkout.expired'; checkoutId: string }
  | { kind: 'subscription.changed'; subscriptionId: string }
  | { kind: 'invoice.paid'; subscriptionId: string; invoiceId: string }
  | {
      kind: 'invoice.payment_failed';
      subscriptionId: string;
      invoiceId: string;
      /** Where the member fixes the payment (the provider's hosted invoice page), if any. */
      fixUrl: string | null;
    }
  | { kind: 'trial.will_end'; subscriptionId: string }
  | { kind: 'ignored' };

export interface VerifiedEvent {
  /** The provider's event id: stored, unique, in the same transaction as the event's effect. */
  id: string;
  /** The provider's own type name (kept in the history). */
  type: string;
  createdAt: Date;
  event: PaymentEvent;
}

/** The delivery is not from the provider (or too old): 400 PAYMENT_SIGNATURE_INVALID. */
export class PaymentSignatureError extends Error {
  constructor(reason: string) {
    super(`payment webhook refused: ${reason}`);
    this.name = 'PaymentSignatureError';
  }
}

/** The provider cannot be reached or answered 5xx: 503 PAYMENT_PROVIDER_UNAVAILABLE. */
export class PaymentProviderUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('payment provider unavailable', { cause });
    this.name = 'PaymentProviderUnavailableError';
  }
}

/** Webhook signatures older than this are refused (Stripe's default tolerance). */
export const WEBHOOK_TOLERANCE_S = 300;
