import { Injectable } from '@nestjs/common';

import type { PlanPriceRef } from '../payment-provider.port';
import { type PendingEvents, SandboxEventPublisher } from './sandbox-event.publisher';
import type { SandboxInvoiceObject, SandboxSubscriptionObject } from './sandbox-events';
import { addInterval, DAY_MS, sandboxId, SandboxLinks } from './sandbox-links';
import { SandboxSubscriptionsRepository } from './sandbox-subscriptions.repository';
import { type Db, SandboxRepository } from './sandbox.repository';
import type { SandboxInvoice, SandboxSubscription } from './sandbox.tables';

/** Days before a trial ends that `trial.will_end` is sent (Stripe sends it 3 days before). */
export const TRIAL_NOTICE_MS = 2 * DAY_MS;
/** A failed renewal is tried again daily; past this the sandbox ends the subscription. */
export const RETRY_EVERY_MS = DAY_MS;
export const RETRY_WINDOW_MS = 7 * DAY_MS;
/** At most this many periods are charged in one go after a long clock jump. */
const MAX_CATCH_UP_PERIODS = 36;

/**
 * The sandbox's money rules inside a caller's transaction (rows already locked): charging the
 * customer's "card", renewing, retrying, ending, and the events each change sends.
 */
@Injectable()
export class SandboxLedger {
  constructor(
    private readonly repository: SandboxRepository,
    private readonly subscriptions: SandboxSubscriptionsRepository,
    private readonly events: SandboxEventPublisher,
    private readonly links: SandboxLinks,
  ) {}

  /** One charge on the customer's card: `declines_next` declines once, then succeeds. */
  async charge(trx: Db, customerId: string): Promise<boolean> {
    const customer = await this.repository.findCustomer(customerId, trx);
    if (!customer) return false;
    if (customer.card_behaviour === 'declines_next') {
      await this.repository.setCardBehaviour(customerId, 'succeeds', trx);
      return false;
    }
    return customer.card_behaviour === 'succeeds';
  }

  subscriptionObject(subscription: SandboxSubscription): SandboxSubscriptionObject {
    return {
      id: subscription.id,
      customer: subscription.customer_id,
      status: subscription.status,
    };
  }

  invoiceObject(invoice: SandboxInvoice): SandboxInvoiceObject {
    return {
      id: invoice.id,
      subscription: invoice.subscription_id,
      customer: invoice.customer_id,
      status: invoice.status,
      hosted_invoice_url: this.links.invoice(invoice.id),
    };
  }

  async subscriptionUpdated(trx: Db, pending: PendingEvents, id: string, now: Date): Promise<void> {
    const fresh = await this.subscriptions.findSubscription(id, trx);
    if (fresh) {
      await this.events.record(
        trx,
        pending,
        'subscription.updated',
        this.subscriptionObject(fresh),
        now,
      );
    }
  }

  /** A paid (or open, when the card declines) invoice for one period of `subscription`'s price. */
  async invoiceFor(
    trx: Db,
    subscription: Pick<SandboxSubscription, 'id' | 'customer_id' | 'plan' | 'amount' | 'currency'>,
    periodStart: Date,
    periodEnd: Date,
    paid: boolean,
    now: Date,
    locale: 'en' | 'fr',
  ): Promise<SandboxInvoice> {
    return this.subscriptions.insertInvoice(trx, {
      id: sandboxId('in'),
      customer_id: subscription.customer_id,
      subscription_id: subscription.id,
      status: paid ? 'paid' : 'open',
      amount: subscription.amount,
      currency: subscription.currency,
      plan: subscription.plan,
      locale,
      period_start: periodStart,
      period_end: periodEnd,
      attempt_count: 1,
      created_at: now,
      paid_at: paid ? now : null,
    });
  }

  /**
   * Whatever is due for one subscription at `now`: end it (cancel at period end), renew it
   * (charging each period that ended, stopping at a decline), send the trial notice, retry a
   * failed payment.
   */
  async settle(
    trx: Db,
    pending: PendingEvents,
    start: SandboxSubscription,
    now: Date,
  ): Promise<void> {
    let subscription = start;
    const locale = await this.localeOf(trx, subscription);
    for (let n = 0; n < MAX_CATCH_UP_PERIODS; n += 1) {
      const running = subscription.status === 'trialing' || subscription.status === 'active';
      if (!running || subscription.current_period_end > now) break;
      if (subscription.cancel_at_period_end) {
        await this.subscriptions.updateSubscription(trx, subscription.id, {
          status: 'canceled',
          ended_at: subscription.current_period_end,
        });
        await this.subscriptionUpdated(trx, pending, subscription.id, now);
        return;
      }
      await this.renew(trx, pending, subscription, now, locale);
      subscription =
        (await this.subscriptions.findSubscription(subscription.id, trx)) ?? subscription;
    }
    if (
      subscription.status === 'trialing' &&
      !subscription.trial_will_end_sent &&
      !subscription.cancel_at_period_end &&
      subscription.trial_end !== null &&
      subscription.trial_end.getTime() - TRIAL_NOTICE_MS <= now.getTime()
    ) {
      await this.subscriptions.updateSubscription(trx, subscription.id, {
        trial_will_end_sent: true,
      });
      await this.events.record(
        trx,
        pending,
        'trial.will_end',
        this.subscriptionObject(subscription),
        now,
      );
    }
    if (
      subscription.status === 'past_due' &&
      subscription.next_retry_at !== null &&
      subscription.next_retry_at <= now
    ) {
      await this.retry(trx, pending, subscription, now);
    }
  }

  private async renew(
    trx: Db,
    pending: PendingEvents,
    subscription: SandboxSubscription,
    now: Date,
    locale: 'en' | 'fr',
  ): Promise<void> {
    const periodStart = subscription.current_period_end;
    const periodEnd = addInterval(periodStart, subscription.interval);
    const paid = await this.charge(trx, subscription.customer_id);
    const invoice = await this.invoiceFor(
      trx,
      subscription,
      periodStart,
      periodEnd,
      paid,
      now,
      locale,
    );
    await this.subscriptions.updateSubscription(trx, subscription.id, {
      status: paid ? 'active' : 'past_due',
      current_period_start: periodStart,
      current_period_end: periodEnd,
      past_due_since: paid ? null : now,
      next_retry_at: paid ? null : new Date(now.getTime() + RETRY_EVERY_MS),
    });
    await this.events.record(
      trx,
      pending,
      paid ? 'invoice.paid' : 'invoice.payment_failed',
      this.invoiceObject(invoice),
      now,
    );
    await this.subscriptionUpdated(trx, pending, subscription.id, now);
  }

  /** Pays the open invoice of a past_due subscription again (the daily retry, or the member). */
  async retry(
    trx: Db,
    pending: PendingEvents,
    subscription: SandboxSubscription,
    now: Date,
  ): Promise<boolean> {
    const invoice = await this.subscriptions.openInvoiceOf(trx, subscription.id);
    if (!invoice) return false;
    const paid = await this.charge(trx, subscription.customer_id);
    await this.subscriptions.updateInvoice(trx, invoice.id, {
      attempt_count: invoice.attempt_count + 1,
      status: paid ? 'paid' : 'open',
      paid_at: paid ? now : null,
    });
    if (paid) {
      await this.subscriptions.updateSubscription(trx, subscription.id, {
        status: 'active',
        past_due_since: null,
        next_retry_at: null,
      });
      await this.events.record(trx, pending, 'invoice.paid', this.invoiceObject(invoice), now);
      await this.subscriptionUpdated(trx, pending, subscription.id, now);
      return true;
    }
    const since = subscription.past_due_since ?? now;
    if (now.getTime() - since.getTime() >= RETRY_WINDOW_MS) {
      await this.subscriptions.updateInvoice(trx, invoice.id, { status: 'uncollectible' });
      await this.subscriptions.updateSubscription(trx, subscription.id, {
        status: 'canceled',
        ended_at: now,
        next_retry_at: null,
      });
      await this.subscriptionUpdated(trx, pending, subscription.id, now);
      return false;
    }
    await this.subscriptions.updateSubscription(trx, subscription.id, {
      next_retry_at: new Date(now.getTime() + RETRY_EVERY_MS),
    });
    await this.events.record(
      trx,
      pending,
      'invoice.payment_failed',
      this.invoiceObject(invoice),
      now,
    );
    return false;
  }

  /** A plan change takes effect at the next renewal (no proration, like the sandbox's portal says). */
  async changePrice(
    trx: Db,
    pending: PendingEvents,
    id: string,
    price: PlanPriceRef,
    now: Date,
  ): Promise<void> {
    await this.subscriptions.updateSubscription(trx, id, {
      plan: price.plan,
      interval: price.interval,
      currency: price.currency,
      amount: price.amount,
    });
    await this.subscriptionUpdated(trx, pending, id, now);
  }

  async setCancel(
    trx: Db,
    pending: PendingEvents,
    subscription: SandboxSubscription,
    cancel: boolean,
    now: Date,
  ): Promise<void> {
    if (subscription.status === 'canceled' || subscription.cancel_at_period_end === cancel) return;
    await this.subscriptions.updateSubscription(trx, subscription.id, {
      cancel_at_period_end: cancel,
    });
    await this.subscriptionUpdated(trx, pending, subscription.id, now);
  }

  /**
   * Ends the subscription now, like Stripe's immediate cancellation: no renewal, no retry of an
   * unpaid invoice (left open), nothing refunded; one `subscription.updated` event. An ended one
   * is left as it is.
   */
  async endNow(
    trx: Db,
    pending: PendingEvents,
    subscription: SandboxSubscription,
    now: Date,
  ): Promise<void> {
    if (subscription.status === 'canceled') return;
    await this.subscriptions.updateSubscription(trx, subscription.id, {
      status: 'canceled',
      cancel_at_period_end: false,
      ended_at: now,
      next_retry_at: null,
    });
    await this.subscriptionUpdated(trx, pending, subscription.id, now);
  }

  private async localeOf(trx: Db, subscription: SandboxSubscription): Promise<'en' | 'fr'> {
    if (!subscription.checkout_id) return 'en';
    return (await this.repository.checkoutLocale(trx, subscription.checkout_id)) ?? 'en';
  }
}
