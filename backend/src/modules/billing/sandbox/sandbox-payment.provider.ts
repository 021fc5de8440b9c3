import { Injectable } from '@nestjs/common';
import type { InvoiceView } from '@tickrelay/contracts/billing/billing';
import type { Locale } from '@tickrelay/contracts/locales';

import { Clock } from '@/common/clock/clock';
import { AppConfig } from '@/config/app-config';

import type {
  CheckoutInput,
  CreatedCheckout,
  PaymentProvider,
  PlanPriceRef,
  ProviderSubscription,
  VerifiedEvent,
} from '../payment-provider.port';
import { SandboxCheckoutService } from './sandbox-checkout.service';
import { PendingEvents, SandboxEventPublisher } from './sandbox-event.publisher';
import { parseSandboxEvent, toPaymentEvent, toSubscriptionStatus } from './sandbox-events';
import { SandboxLedger } from './sandbox-ledger.service';
import { DAY_MS, SandboxLinks } from './sandbox-links';
import { SANDBOX_SIGNATURE_HEADER, verifySandboxSignature } from './sandbox-signature';
import { SandboxSubscriptionsRepository } from './sandbox-subscriptions.repository';
import { type Db, SandboxRepository } from './sandbox.repository';
import type { CardBehaviour, SandboxInvoice, SandboxSubscription } from './sandbox.tables';

/** A portal link works this long (Stripe's portal sessions last about as long). */
const PORTAL_TTL_MS = DAY_MS / 4;

/** The provider's subscription as the port wants it (our states; see toSubscriptionStatus). */
export function toProviderSubscription(row: SandboxSubscription): ProviderSubscription {
  return {
    id: row.id,
    customerId: row.customer_id,
    status: toSubscriptionStatus(row.status, row.cancel_at_period_end),
    price: { plan: row.plan, interval: row.interval, currency: row.currency, amount: row.amount },
    trialEnd: row.trial_end,
    currentPeriodEnd: row.current_period_end,
    cancelAtPeriodEnd: row.cancel_at_period_end,
    userId: row.user_id,
    checkoutId: row.checkout_id,
  };
}

export class UnknownSandboxObjectError extends Error {
  constructor(kind: string, id: string) {
    super(`unknown sandbox ${kind} ${id}`);
    this.name = 'UnknownSandboxObjectError';
  }
}

/**
 * PAYMENT_PROVIDER=sandbox: a real local provider with its own books (sandbox_* tables), hosted
 * pages served by the api and signed events delivered by the worker to POST /api/payments/webhook,
 * verified here like Stripe's.
 */
@Injectable()
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;

  constructor(
    private readonly config: AppConfig,
    private readonly repository: SandboxRepository,
    private readonly subscriptions: SandboxSubscriptionsRepository,
    private readonly checkouts: SandboxCheckoutService,
    private readonly ledger: SandboxLedger,
    private readonly events: SandboxEventPublisher,
    private readonly links: SandboxLinks,
    private readonly clock: Clock,
  ) {}

  createCheckout(input: CheckoutInput): Promise<CreatedCheckout> {
    return this.checkouts.create(input);
  }

  verifyEvent(
    rawBody: Buffer,
    headers: Readonly<Record<string, string | undefined>>,
  ): VerifiedEvent {
    verifySandboxSignature(
      this.config.billing.sandbox.webhookSecret,
      rawBody,
      headers[SANDBOX_SIGNATURE_HEADER.toLowerCase()] ?? headers[SANDBOX_SIGNATURE_HEADER],
    );
    const event = parseSandboxEvent(rawBody);
    return {
      id: event.id,
      type: event.type,
      createdAt: new Date(event.created * 1000),
      event: toPaymentEvent(event),
    };
  }

  async getSubscription(subscriptionId: string): Promise<ProviderSubscription> {
    const row = await this.subscriptions.findSubscription(subscriptionId);
    if (!row) throw new UnknownSandboxObjectError('subscription', subscriptionId);
    return toProviderSubscription(row);
  }

  async setCancelAtPeriodEnd(
    subscriptionId: string,
    cancel: boolean,
  ): Promise<ProviderSubscription> {
    return this.change(subscriptionId, async (trx, pending, row, now) =>
      this.ledger.setCancel(trx, pending, row, cancel, now),
    );
  }

  async changePlan(subscriptionId: string, price: PlanPriceRef): Promise<ProviderSubscription> {
    return this.change(subscriptionId, async (trx, pending, row, now) => {
      if (row.status !== 'canceled')
        await this.ledger.changePrice(trx, pending, row.id, price, now);
    });
  }

  async cancelNow(subscriptionId: string): Promise<ProviderSubscription> {
    return this.change(subscriptionId, async (trx, pending, row, now) =>
      this.ledger.endNow(trx, pending, row, now),
    );
  }

  /** Trialing until `until`, the period ending then (Stripe's trial_end on an update). */
  async extendFreeUntil(subscriptionId: string, until: Date): Promise<ProviderSubscription> {
    return this.change(subscriptionId, async (trx, pending, row, now) => {
      if (row.status !== 'trialing' && row.status !== 'active') return;
      if (until <= row.current_period_end) return;
      await this.subscriptions.updateSubscription(trx, row.id, {
        status: 'trialing',
        trial_end: until,
        current_period_end: until,
        trial_will_end_sent: false,
      });
      await this.ledger.subscriptionUpdated(trx, pending, row.id, now);
    });
  }

  /** Wall-clock expiry: a portal link is a credential, which the test clock must not stretch. */
  createPortalSession(customerId: string, returnUrl: string, locale: Locale): Promise<string> {
    return Promise.resolve(
      this.links.portal({ customerId, returnUrl, locale, expiresAt: Date.now() + PORTAL_TTL_MS }),
    );
  }

  async listInvoices(customerId: string): Promise<InvoiceView[]> {
    const rows = await this.subscriptions.invoicesOfCustomer(customerId);
    return rows.map((row) => this.invoiceView(row));
  }

  invoiceView(row: SandboxInvoice): InvoiceView {
    return {
      id: row.id,
      number: row.number,
      status: row.status,
      amount: row.amount,
      currency: row.currency,
      createdAt: row.created_at.toISOString(),
      hostedUrl: this.links.invoice(row.id),
      pdfUrl: this.links.invoicePdf(row.id),
    };
  }

  // ---- the portal and hosted invoice pages' actions -------------------------------------------

  async setCardBehaviour(customerId: string, behaviour: CardBehaviour): Promise<void> {
    await this.repository.setCardBehaviour(customerId, behaviour);
  }

  /** The hosted invoice page's "Pay now" (the fix link of a failed payment). */
  async payInvoice(invoiceId: string): Promise<boolean> {
    const invoice = await this.subscriptions.findInvoice(invoiceId);
    if (!invoice) throw new UnknownSandboxObjectError('invoice', invoiceId);
    let paid = false;
    await this.change(invoice.subscription_id, async (trx, pending, row, now) => {
      if (row.status === 'past_due') paid = await this.ledger.retry(trx, pending, row, now);
    });
    return paid;
  }

  private async change(
    subscriptionId: string,
    work: (
      trx: Db,
      pending: PendingEvents,
      row: SandboxSubscription,
      now: Date,
    ) => Promise<unknown>,
  ): Promise<ProviderSubscription> {
    const now = await this.clock.now();
    const pending = new PendingEvents();
    await this.repository.transaction(async (trx) => {
      const row = await this.subscriptions.lockSubscription(trx, subscriptionId);
      if (!row) throw new UnknownSandboxObjectError('subscription', subscriptionId);
      await work(trx, pending, row, now);
    });
    await this.events.dispatch(pending.ids);
    return this.getSubscription(subscriptionId);
  }
}
