import { Inject, Injectable, Logger } from '@nestjs/common';
import type { CheckoutStatus } from '@tickrelay/contracts/billing/billing';

import { Clock } from '@/common/clock/clock';

import { BillingMails } from './billing-mails';
import { BillingSettlement, type Cause } from './billing-settlement.service';
import { BillingRepository, type Db } from './billing.repository';
import type { CheckoutRow } from './billing.tables';
import { CheckoutUpdates } from './checkout-updates';
import { CheckoutsRepository } from './checkouts.repository';
import {
  PAYMENT_PROVIDER,
  type PaymentEvent,
  type PaymentProvider,
  type VerifiedEvent,
} from './payment-provider.port';
import { checkoutView, nextCheckoutStatus } from './subscription-state';

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored';

/**
 * POST /api/payments/webhook: a verified provider event is recorded by its id and applied in one
 * transaction (a redelivery finds the record and changes nothing; a failure rolls both back and
 * the provider delivers again). Subscription state is always read back from the provider, so
 * events arriving out of order, or an old one replayed, converge to what the provider says.
 */
@Injectable()
export class PaymentWebhookService {
  private readonly logger = new Logger(PaymentWebhookService.name);

  constructor(
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly repository: BillingRepository,
    private readonly checkouts: CheckoutsRepository,
    private readonly settlement: BillingSettlement,
    private readonly mails: BillingMails,
    private readonly updates: CheckoutUpdates,
    private readonly clock: Clock,
  ) {}

  /** Throws PaymentSignatureError (400) before anything is read or written. */
  async receive(
    rawBody: Buffer,
    headers: Readonly<Record<string, string | undefined>>,
  ): Promise<WebhookOutcome> {
    const verified = this.provider.verifyEvent(rawBody, headers);
    if (verified.event.kind === 'ignored') {
      await this.repository.transaction((trx) =>
        this.repository.recordEvent(this.provider.name, verified.id, verified.type, trx),
      );
      return 'ignored';
    }
    if (await this.repository.hasEvent(this.provider.name, verified.id)) return 'duplicate';

    const changed: CheckoutRow[] = [];
    const applied = await this.repository.transaction(async (trx) => {
      // Concurrent deliveries of one event: the second waits on the first's row, then skips.
      if (!(await this.repository.recordEvent(this.provider.name, verified.id, verified.type, trx)))
        return false;
      await this.apply(verified, trx, changed);
      return true;
    });
    for (const checkout of changed) await this.updates.publish(checkoutView(checkout));
    this.logger.log(
      `payment event ${verified.type} ${verified.id}: ${applied ? 'applied' : 'duplicate'}`,
    );
    return applied ? 'applied' : 'duplicate';
  }

  private async apply(verified: VerifiedEvent, trx: Db, changed: CheckoutRow[]): Promise<void> {
    const cause: Cause = { id: verified.id, type: verified.type };
    const event: PaymentEvent = verified.event;
    const settle = async (subscriptionId: string, owner?: string) => {
      const settled = await this.settlement.settle(subscriptionId, cause, trx, owner);
      if (settled.checkout) changed.push(settled.checkout);
      return settled;
    };
    switch (event.kind) {
      case 'checkout.completed': {
        const checkout = await this.checkouts.lock(event.checkoutId, trx);
        if (!checkout) return;
        await this.repository.setCustomerId(
          checkout.user_id,
          this.provider.name,
          event.customerId,
          trx,
        );
        const settled = await settle(event.subscriptionId, checkout.user_id);
        // Paid once the provider's subscription exists, whatever its state says about access.
        if (!settled.checkout) await this.moveCheckout(checkout, 'paid', trx, changed);
        return;
      }
      case 'checkout.failed':
      case 'checkout.expired': {
        const checkout = await this.checkouts.lock(event.checkoutId, trx);
        if (!checkout) return;
        const word = event.kind === 'checkout.expired' ? 'expired' : event.reason;
        await this.moveCheckout(checkout, word, trx, changed);
        return;
      }
      case 'subscription.changed':
        await settle(event.subscriptionId);
        return;
      case 'invoice.paid': {
        const { row } = await settle(event.subscriptionId);
        if (row) {
          const link = await this.invoiceLink(row.provider_customer_id, event.invoiceId);
          await this.mails.receipt(row, event.invoiceId, link, await this.clock.now(), trx);
        }
        return;
      }
      case 'invoice.payment_failed': {
        const { row } = await settle(event.subscriptionId);
        if (row && row.status === 'past_due') {
          await this.mails.paymentFailed(row, event.invoiceId, event.fixUrl, trx);
        }
        return;
      }
      case 'trial.will_end': {
        const { row } = await settle(event.subscriptionId);
        if (row) await this.mails.trialEnding(row, trx);
        return;
      }
      case 'ignored':
        return;
    }
  }

  private async moveCheckout(
    checkout: CheckoutRow,
    word: CheckoutStatus,
    trx: Db,
    changed: CheckoutRow[],
  ): Promise<void> {
    const status = nextCheckoutStatus(checkout.status, word);
    if (status === checkout.status) return;
    changed.push(await this.checkouts.setStatus(checkout.id, status, trx));
  }

  /** The receipt links the provider's invoice page when it can be had; the mail goes anyway. */
  private async invoiceLink(customerId: string, invoiceId: string): Promise<string | null> {
    try {
      const invoices = await this.provider.listInvoices(customerId);
      return invoices.find((invoice) => invoice.id === invoiceId)?.hostedUrl ?? null;
    } catch {
      return null;
    }
  }
}
