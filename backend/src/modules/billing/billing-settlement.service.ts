import { Inject, Injectable, Logger } from '@nestjs/common';

import { Clock } from '@/common/clock/clock';
import { EntitlementCache } from '@/common/entitlement/entitlement-cache';
import { AppConfig } from '@/config/app-config';

import { entitlementOfRow } from './billing-entitlement';
import { BillingMails } from './billing-mails';
import { BillingRepository, type Db } from './billing.repository';
import type { CheckoutRow, SubscriptionRow } from './billing.tables';
import { CheckoutsRepository } from './checkouts.repository';
import {
  PAYMENT_PROVIDER,
  type PaymentProvider,
  type ProviderSubscription,
} from './payment-provider.port';
import { isTransition, nextCheckoutStatus, type SettledState, settle } from './subscription-state';
import { TrialGrants } from './trial-grants';

/**
 * What caused a change: a provider event (its id and type), 'expiry-job' or 'account-deletion'.
 * `mails: false` sends none of the change's mails (the member's account, and address, are gone).
 */
export interface Cause {
  id: string;
  type: string | null;
  mails?: false;
}

export interface Settled {
  row?: SubscriptionRow;
  /** The row before, when it was about the same provider subscription. */
  previous?: SubscriptionRow;
  /** A checkout this made paid (to publish once committed). */
  checkout?: CheckoutRow;
}

/**
 * Writes what the provider says a subscription is (read back, never taken from an event's body),
 * with a history row for each transition and the subscription-ended mail, in the caller's
 * transaction.
 */
@Injectable()
export class BillingSettlement {
  private readonly logger = new Logger(BillingSettlement.name);

  constructor(
    private readonly config: AppConfig,
    private readonly repository: BillingRepository,
    private readonly checkouts: CheckoutsRepository,
    private readonly mails: BillingMails,
    private readonly clock: Clock,
    private readonly trials: TrialGrants,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
    private readonly entitlements: EntitlementCache,
  ) {}

  /** Reads the subscription back from the provider (under its lock) and stores that. */
  async settle(
    subscriptionId: string,
    cause: Cause,
    trx: Db,
    ownerHint?: string,
  ): Promise<Settled> {
    await this.repository.lock(`sub:${this.provider.name}:${subscriptionId}`, trx);
    const state = await this.provider.getSubscription(subscriptionId);
    return this.apply(state, cause, trx, ownerHint);
  }

  async apply(
    state: ProviderSubscription,
    cause: Cause,
    trx: Db,
    ownerHint?: string,
  ): Promise<Settled> {
    const userId = ownerHint ?? (await this.ownerOf(state, trx));
    if (!userId) return {};
    await this.repository.lock(`member:${userId}`, trx);
    const current = await this.repository.subscriptionOf(userId, trx);
    const same = current?.provider_subscription_id === state.id ? current : undefined;
    const next = settle(state, same, await this.clock.now(), this.config.billing.graceDays);
    if (!next) return {};
    if (current && !same && !(await this.takesOver(current, state, next, trx))) return {};

    const row = await this.repository.saveSubscription(
      {
        user_id: userId,
        provider: this.provider.name,
        provider_subscription_id: state.id,
        provider_customer_id: state.customerId,
        checkout_id: state.checkoutId ?? same?.checkout_id ?? null,
        status: next.status,
        plan: next.plan,
        currency: next.currency,
        amount: next.amount,
        trial_end: next.trialEnd,
        current_period_end: next.currentPeriodEnd,
        cancel_at_period_end: next.cancelAtPeriodEnd,
        past_due_since: next.pastDueSince,
        ended_at: next.endedAt,
        trial_reminder_sent_for: same?.trial_reminder_sent_for ?? null,
      },
      trx,
    );
    await this.record(same, row, cause, trx, isTransition(same, next, state.id));
    if (row.status === 'trialing') await this.rememberTrial(userId, trx);
    await this.cacheEntitlement(row);

    let checkout: CheckoutRow | undefined;
    if (state.checkoutId && (row.status === 'trialing' || row.status === 'active')) {
      checkout = await this.markPaid(state.checkoutId, userId, trx);
    }
    return { row, previous: same, checkout };
  }

  /** The address that started this trial gets no other (whatever account it signs up with). */
  private async rememberTrial(userId: string, trx: Db): Promise<void> {
    const customer = await this.repository.customerOf(userId, this.provider.name, trx);
    if (customer) await this.trials.record(customer.email, trx);
  }

  /** The expiry job's own transition (the provider has nothing more to say about it). */
  async expire(row: SubscriptionRow, cause: Cause, trx: Db): Promise<SubscriptionRow> {
    const expired = await this.repository.saveSubscription(
      {
        ...row,
        status: 'expired',
        past_due_since: null,
        ended_at: await this.clock.now(),
      },
      trx,
    );
    await this.record(row, expired, cause, trx, true);
    await this.cacheEntitlement(expired);
    return expired;
  }

  /**
   * The webhook receiver's copy (common/entitlement), under the member's lock so writes land in
   * order. Best effort: the webhook cache's hourly warm-up fills a lost entry, and an entry whose
   * transaction rolls back expires before it could refuse an alert (see ENTITLEMENT_ENTRY_TTL_MS).
   */
  private async cacheEntitlement(row: SubscriptionRow): Promise<void> {
    await this.entitlements
      .replace(entitlementOfRow(row.user_id, row, this.config.billing.graceDays))
      .catch((error: Error) => this.logger.warn(`entitlement not cached: ${error.message}`));
  }

  private async record(
    previous: SubscriptionRow | undefined,
    row: SubscriptionRow,
    cause: Cause,
    trx: Db,
    transition: boolean,
  ): Promise<void> {
    if (!transition) return;
    await this.repository.appendHistory(
      {
        subscription_id: row.id,
        user_id: row.user_id,
        provider_subscription_id: row.provider_subscription_id,
        from_status: previous?.status ?? null,
        to_status: row.status,
        plan: row.plan,
        cause: cause.id,
        event_type: cause.type,
      },
      trx,
    );
    if (row.status === 'expired' && previous?.status !== 'expired' && cause.mails !== false) {
      await this.mails.subscriptionEnded(row, trx);
    }
  }

  private async markPaid(
    checkoutId: string,
    userId: string,
    trx: Db,
  ): Promise<CheckoutRow | undefined> {
    const checkout = await this.checkouts.lock(checkoutId, trx);
    if (!checkout || checkout.user_id !== userId) return undefined;
    const status = nextCheckoutStatus(checkout.status, 'paid');
    return status === checkout.status
      ? undefined
      : this.checkouts.setStatus(checkout.id, status, trx);
  }

  /** Whose subscription it is: ours in its metadata, else through its checkout or customer. */
  private async ownerOf(state: ProviderSubscription, trx: Db): Promise<string | undefined> {
    const known = await this.repository.subscriptionByProviderId(this.provider.name, state.id, trx);
    if (known) return known.user_id;
    if (state.checkoutId) {
      const checkout = await this.checkouts.byId(state.checkoutId, trx);
      if (checkout) return checkout.user_id;
    }
    if (state.userId) return state.userId;
    const customer = await this.repository.customerById(this.provider.name, state.customerId, trx);
    return customer?.user_id;
  }

  /**
   * A member has one current row. Another subscription takes it over only when it is alive and
   * newer: after the current one expired, or from a later checkout. An old subscription's late
   * news never replaces the current one.
   */
  private async takesOver(
    current: SubscriptionRow,
    state: ProviderSubscription,
    next: SettledState,
    trx: Db,
  ): Promise<boolean> {
    if (next.status === 'expired') return false;
    if (current.status === 'expired') return true;
    if (!state.checkoutId) return false;
    const incoming = await this.checkouts.byId(state.checkoutId, trx);
    if (!incoming) return false;
    const existing = current.checkout_id
      ? await this.checkouts.byId(current.checkout_id, trx)
      : undefined;
    return !existing || incoming.created_at > existing.created_at;
  }
}
