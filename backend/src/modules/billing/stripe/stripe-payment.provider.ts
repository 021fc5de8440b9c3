import type { InvoiceView } from '@tickrelay/contracts/billing/billing';
import type { Locale } from '@tickrelay/contracts/locales';
import type Stripe from 'stripe';

import type { AppConfig } from '@/config/app-config';

import {
  type CheckoutInput,
  type CreatedCheckout,
  type PaymentProvider,
  PaymentSignatureError,
  type PlanPriceRef,
  type ProviderSubscription,
  type VerifiedEvent,
  WEBHOOK_TOLERANCE_S,
} from '../payment-provider.port';
import { createStripeClient, type StripeSettings } from './stripe-client';
import { StripeRequestError, translateStripeError } from './stripe-errors';
import { looksLikeEvent, toPaymentEvent } from './stripe-events';
import { itemOf, toInvoiceView, toProviderSubscription } from './stripe-mapping';

/** Stripe accepts 30 minutes to 24 hours; an hour keeps /confirm-payment's wait short. */
export const CHECKOUT_LIFETIME_S = 60 * 60;
/** What the Dashboard shows of why a subscription ended when its member deleted the account. */
export const CANCELLATION_COMMENT = 'TickRelay account deleted';
/** One page: at most a hundred invoices are listed (eight years of monthly renewals). */
const INVOICE_PAGE = 100;

/**
 * The PaymentProvider port on Stripe (see README.md in this folder): Checkout Sessions in
 * subscription mode, the Customer Portal, subscriptions read back and updated, invoices listed,
 * webhook deliveries verified with the library's own constructEvent.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(
    private readonly settings: StripeSettings,
    /** Real time: Stripe checks expires_at against its own clock, never billing's test clock. */
    private readonly now: () => number = Date.now,
  ) {
    this.stripe = createStripeClient(settings);
  }

  async createCheckout(input: CheckoutInput): Promise<CreatedCheckout> {
    const metadata = { userId: input.userId, checkoutId: input.checkoutId };
    const params: Stripe.Checkout.SessionCreateParams = {
      mode: 'subscription',
      client_reference_id: input.checkoutId,
      metadata,
      line_items: [{ price_data: this.priceData(input.price), quantity: 1 }],
      subscription_data: {
        metadata,
        ...(input.trialDays > 0 ? { trial_period_days: input.trialDays } : {}),
      },
      ...(input.customerId ? { customer: input.customerId } : { customer_email: input.email }),
      locale: input.locale,
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      expires_at: Math.floor(this.now() / 1000) + CHECKOUT_LIFETIME_S,
    };
    const session = await this.call('checkout.sessions.create', () =>
      // Our checkout id: a retried creation (ours or the library's) returns the same session.
      this.stripe.checkout.sessions.create(params, { idempotencyKey: input.checkoutId }),
    );
    if (!session.url) throw new Error(`Stripe checkout session ${session.id} has no url`);
    return {
      providerCheckoutId: session.id,
      url: session.url,
      expiresAt: new Date(session.expires_at * 1000),
    };
  }

  verifyEvent(
    rawBody: Buffer,
    headers: Readonly<Record<string, string | undefined>>,
  ): VerifiedEvent {
    const header = headers['stripe-signature'];
    if (!header) throw new PaymentSignatureError('no Stripe-Signature header');
    let event: unknown;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        header,
        this.settings.webhookSecret,
        WEBHOOK_TOLERANCE_S,
      );
    } catch (error) {
      // Bad signature, timestamp outside the tolerance, or a body that is not JSON.
      throw new PaymentSignatureError(error instanceof Error ? error.message : 'unverifiable');
    }
    if (!looksLikeEvent(event)) throw new PaymentSignatureError('not a Stripe event');
    return {
      id: event.id,
      type: event.type,
      createdAt: new Date(event.created * 1000),
      event: toPaymentEvent(event),
    };
  }

  async getSubscription(subscriptionId: string): Promise<ProviderSubscription> {
    const subscription = await this.call('subscriptions.retrieve', () =>
      this.stripe.subscriptions.retrieve(subscriptionId),
    );
    return toProviderSubscription(subscription);
  }

  async setCancelAtPeriodEnd(
    subscriptionId: string,
    cancel: boolean,
  ): Promise<ProviderSubscription> {
    let subscription = await this.call('subscriptions.update', () =>
      this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel }),
    );
    if (!cancel && subscription.cancel_at !== null) {
      // A cancellation date set elsewhere (Dashboard, portal) is cleared too: resume means resume.
      subscription = await this.call('subscriptions.update', () =>
        this.stripe.subscriptions.update(subscriptionId, { cancel_at: '' }),
      );
    }
    return toProviderSubscription(subscription);
  }

  /**
   * trial_end on an existing subscription (Stripe: "extend trials"): no charge until then, an
   * active subscription trialing meanwhile; proration_behavior none, so nothing is credited or
   * billed for the change itself.
   */
  async extendFreeUntil(subscriptionId: string, until: Date): Promise<ProviderSubscription> {
    const updated = await this.call('subscriptions.update', () =>
      this.stripe.subscriptions.update(subscriptionId, {
        trial_end: Math.floor(until.getTime() / 1000),
        proration_behavior: 'none',
      }),
    );
    return toProviderSubscription(updated);
  }

  /**
   * Replaces the price of the subscription's one item (price_data: the amount comes from our plan
   * table). Monthly ↔ yearly changes the interval, so Stripe starts a new period now;
   * always_invoice bills it at once with the unused time of the old period credited, and
   * error_if_incomplete makes a declined payment refuse the change (402, StripeRequestError)
   * instead of leaving the member past_due on a plan they could not pay. (pending_if_incomplete
   * would do the same but does not accept price_data.) During a trial the invoice is 0.
   */
  async changePlan(subscriptionId: string, price: PlanPriceRef): Promise<ProviderSubscription> {
    const current = await this.call('subscriptions.retrieve', () =>
      this.stripe.subscriptions.retrieve(subscriptionId),
    );
    const updated = await this.call('subscriptions.update', () =>
      this.stripe.subscriptions.update(subscriptionId, {
        items: [{ id: itemOf(current).id, price_data: this.priceData(price) }],
        proration_behavior: 'always_invoice',
        payment_behavior: 'error_if_incomplete',
      }),
    );
    return toProviderSubscription(updated);
  }

  /**
   * DELETE /v1/subscriptions/:id: canceled now, no proration and no final invoice (Stripe's
   * defaults); Stripe also stops collecting the customer's open invoices. Stripe answers a second
   * cancellation 404 resource_missing, as if the subscription were gone, yet still returns it on a
   * read: a retried erasure reads it back and takes an ended one as done.
   */
  async cancelNow(subscriptionId: string): Promise<ProviderSubscription> {
    try {
      const canceled = await this.call('subscriptions.cancel', () =>
        this.stripe.subscriptions.cancel(subscriptionId, {
          cancellation_details: { comment: CANCELLATION_COMMENT },
        }),
      );
      return toProviderSubscription(canceled);
    } catch (error) {
      if (!(error instanceof StripeRequestError) || error.code !== 'resource_missing') throw error;
      const current = await this.getSubscription(subscriptionId).catch((readError: unknown) => {
        // Not known at all: the cancellation's own error says so best.
        throw readError instanceof StripeRequestError && readError.code === 'resource_missing'
          ? error
          : readError;
      });
      if (current.status !== 'expired') throw error;
      return current;
    }
  }

  async createPortalSession(customerId: string, returnUrl: string, locale: Locale) {
    const session = await this.call('billingPortal.sessions.create', () =>
      this.stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
        locale,
      }),
    );
    return session.url;
  }

  async listInvoices(customerId: string): Promise<InvoiceView[]> {
    const page = await this.call('invoices.list', () =>
      this.stripe.invoices.list({ customer: customerId, limit: INVOICE_PAGE }),
    );
    // Stripe lists newest first.
    return page.data.map(toInvoiceView).filter((invoice) => invoice !== null);
  }

  private priceData(price: PlanPriceRef) {
    return {
      currency: price.currency,
      unit_amount: price.amount,
      recurring: { interval: price.interval },
      product: this.settings.productId,
    } satisfies Stripe.Checkout.SessionCreateParams.LineItem.PriceData;
  }

  private async call<T>(operation: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw translateStripeError(operation, error);
    }
  }
}

/** The settings of AppConfig when PAYMENT_PROVIDER=stripe (the boot check guarantees them). */
export function stripeSettingsOf(config: AppConfig): StripeSettings {
  const stripe = config.billing.stripe;
  if (config.billing.provider !== 'stripe' || !stripe) {
    throw new Error('the Stripe adapter needs PAYMENT_PROVIDER=stripe and its STRIPE_* settings');
  }
  return stripe;
}

/** For billing.module.ts: `useFactory: stripePaymentProviderFactory, inject: [AppConfig]`. */
export function stripePaymentProviderFactory(config: AppConfig): StripePaymentProvider {
  return new StripePaymentProvider(stripeSettingsOf(config));
}
