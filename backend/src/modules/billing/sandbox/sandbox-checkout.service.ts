import { Injectable } from '@nestjs/common';

import { Clock } from '@/common/clock/clock';

import type { CheckoutInput, CreatedCheckout } from '../payment-provider.port';
import { PendingEvents, SandboxEventPublisher } from './sandbox-event.publisher';
import type { SandboxCheckoutObject } from './sandbox-events';
import { SandboxLedger } from './sandbox-ledger.service';
import {
  addInterval,
  DAY_MS,
  randomToken,
  sameToken,
  sandboxId,
  SandboxLinks,
} from './sandbox-links';
import { SandboxSubscriptionsRepository } from './sandbox-subscriptions.repository';
import { type Db, SandboxRepository } from './sandbox.repository';
import type { SandboxCheckout } from './sandbox.tables';

/** An unused checkout link stops working after this long (Stripe's minimum is 30 minutes). */
export const CHECKOUT_TTL_MS = 30 * 60 * 1000;

export type CheckoutAction = 'pay' | 'decline' | 'authentication_failure';

export type CheckoutOutcome =
  { kind: 'redirect'; url: string } | { kind: 'not_found' } | { kind: 'forbidden' };

/** The hosted checkout: created by billing through the port, finished by the page's buttons. */
@Injectable()
export class SandboxCheckoutService {
  constructor(
    private readonly repository: SandboxRepository,
    private readonly subscriptions: SandboxSubscriptionsRepository,
    private readonly ledger: SandboxLedger,
    private readonly events: SandboxEventPublisher,
    private readonly links: SandboxLinks,
    private readonly clock: Clock,
  ) {}

  async create(input: CheckoutInput): Promise<CreatedCheckout> {
    const now = await this.clock.now();
    const known = input.customerId
      ? await this.repository.findCustomer(input.customerId)
      : undefined;
    const customerId = known?.id ?? sandboxId('cus');
    if (!known) await this.repository.insertCustomer(customerId, input.email, input.userId);
    const id = sandboxId('cs');
    const expiresAt = new Date(now.getTime() + CHECKOUT_TTL_MS);
    await this.repository.insertCheckout({
      id,
      client_reference_id: input.checkoutId,
      customer_id: customerId,
      user_id: input.userId,
      plan: input.price.plan,
      interval: input.price.interval,
      currency: input.price.currency,
      amount: input.price.amount,
      trial_days: input.trialDays,
      locale: input.locale,
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      form_token: randomToken(),
      subscription_id: null,
      expires_at: expiresAt,
      completed_at: null,
    });
    return { providerCheckoutId: id, url: this.links.checkout(id), expiresAt };
  }

  find(id: string): Promise<SandboxCheckout | undefined> {
    return this.repository.findCheckout(id);
  }

  /**
   * A button of the hosted page. The form's token must be the checkout's own (a page on another
   * site cannot know it). A checkout already finished answers with where it went then, so a
   * second click changes nothing; an expired one goes back to the cancel URL.
   */
  async act(id: string, action: CheckoutAction, formToken: string): Promise<CheckoutOutcome> {
    const now = await this.clock.now();
    const pending = new PendingEvents();
    const outcome = await this.repository.transaction(async (trx): Promise<CheckoutOutcome> => {
      const checkout = await this.repository.lockCheckout(trx, id);
      if (!checkout) return { kind: 'not_found' };
      if (!sameToken(formToken, checkout.form_token)) return { kind: 'forbidden' };
      if (checkout.status === 'open' && checkout.expires_at <= now) {
        await this.expire(trx, pending, checkout, now);
        return { kind: 'redirect', url: checkout.cancel_url };
      }
      if (checkout.status !== 'open') {
        return {
          kind: 'redirect',
          url: checkout.status === 'complete' ? checkout.success_url : checkout.cancel_url,
        };
      }
      if (action === 'pay') {
        await this.pay(trx, pending, checkout, now);
        return { kind: 'redirect', url: checkout.success_url };
      }
      const reason = action === 'decline' ? 'declined' : 'authentication_failed';
      await this.repository.updateCheckout(trx, id, { status: reason, completed_at: now });
      await this.events.record(
        trx,
        pending,
        'checkout.failed',
        { ...this.checkoutObject(checkout, null), failure_reason: reason },
        now,
      );
      return { kind: 'redirect', url: checkout.cancel_url };
    });
    await this.events.dispatch(pending.ids);
    return outcome;
  }

  /** Open checkouts past their time (run by the cycle). */
  async expireDue(now: Date, limit = 200): Promise<string[]> {
    const pending = new PendingEvents();
    const count = await this.repository.transaction(async (trx) => {
      const due = await this.repository.expiredOpenCheckouts(trx, now, limit);
      for (const checkout of due) await this.expire(trx, pending, checkout, now);
      return due.length;
    });
    await this.events.dispatch(pending.ids);
    return count > 0 ? pending.ids : [];
  }

  private async expire(trx: Db, pending: PendingEvents, checkout: SandboxCheckout, now: Date) {
    await this.repository.updateCheckout(trx, checkout.id, {
      status: 'expired',
      completed_at: now,
    });
    await this.events.record(
      trx,
      pending,
      'checkout.expired',
      this.checkoutObject(checkout, null),
      now,
    );
  }

  /**
   * Pay: with a trial the subscription starts trialing until now + trial days and nothing is
   * charged yet; without one the first period is charged at once (a paid invoice).
   */
  private async pay(trx: Db, pending: PendingEvents, checkout: SandboxCheckout, now: Date) {
    const subscriptionId = sandboxId('sub');
    const trialEnd =
      checkout.trial_days > 0 ? new Date(now.getTime() + checkout.trial_days * DAY_MS) : null;
    const periodEnd = trialEnd ?? addInterval(now, checkout.interval);
    const subscription = {
      id: subscriptionId,
      customer_id: checkout.customer_id,
      user_id: checkout.user_id,
      checkout_id: checkout.client_reference_id,
      plan: checkout.plan,
      interval: checkout.interval,
      currency: checkout.currency,
      amount: checkout.amount,
    };
    await this.subscriptions.insertSubscription(trx, {
      ...subscription,
      status: trialEnd ? 'trialing' : 'active',
      trial_end: trialEnd,
      current_period_start: now,
      current_period_end: periodEnd,
      past_due_since: null,
      next_retry_at: null,
      ended_at: null,
    });
    await this.repository.updateCheckout(trx, checkout.id, {
      status: 'complete',
      completed_at: now,
      subscription_id: subscriptionId,
    });
    await this.events.record(
      trx,
      pending,
      'checkout.completed',
      this.checkoutObject(checkout, subscriptionId),
      now,
    );
    if (!trialEnd) {
      const invoice = await this.ledger.invoiceFor(
        trx,
        subscription,
        now,
        periodEnd,
        true,
        now,
        checkout.locale,
      );
      await this.events.record(
        trx,
        pending,
        'invoice.paid',
        this.ledger.invoiceObject(invoice),
        now,
      );
    }
  }

  private checkoutObject(
    checkout: SandboxCheckout,
    subscription: string | null,
  ): SandboxCheckoutObject {
    return {
      id: checkout.id,
      client_reference_id: checkout.client_reference_id,
      customer: checkout.customer_id,
      subscription,
    };
  }
}
