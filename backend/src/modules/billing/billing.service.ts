import { randomUUID } from 'node:crypto';

import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import {
  type CheckoutView,
  isEntitled,
  type MembershipView,
  type PlanId,
} from '@tickrelay/contracts/billing/billing';
import type { PublicUser } from '@tickrelay/contracts/endpoints/auth.endpoints';
import type {
  BillingPortal,
  CheckoutStarted,
  InvoiceList,
  PlanList,
  StartCheckoutRequest,
} from '@tickrelay/contracts/endpoints/billing.endpoints';

import { AppException } from '@/common/errors/app.exception';
import { AppConfig } from '@/config/app-config';

import { BillingEntitlement } from './billing-entitlement';
import { BillingLinks } from './billing-links';
import { defaultCurrency, PLANS, planPrice, TRIAL_DAYS } from './billing-plans';
import { BillingSettlement } from './billing-settlement.service';
import { BillingRepository } from './billing.repository';
import type { SubscriptionRow } from './billing.tables';
import { CheckoutsRepository } from './checkouts.repository';
import {
  PAYMENT_PROVIDER,
  type PaymentProvider,
  PaymentProviderUnavailableError,
  type ProviderSubscription,
} from './payment-provider.port';
import { checkoutView } from './subscription-state';
import { TrialGrants } from './trial-grants';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** 503 PAYMENT_PROVIDER_UNAVAILABLE when the provider cannot be reached; other errors as they are. */
export async function viaProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentProviderUnavailableError) {
      throw new AppException(
        HttpStatus.SERVICE_UNAVAILABLE,
        'PAYMENT_PROVIDER_UNAVAILABLE',
        undefined,
        {
          cause: error,
        },
      );
    }
    throw error;
  }
}

const notFound = () => new AppException(HttpStatus.NOT_FOUND, 'NOT_FOUND');

/** The member's side of billing: plans, membership, checkout and the provider's self-service. */
@Injectable()
export class BillingService {
  private readonly links: BillingLinks;

  constructor(
    private readonly config: AppConfig,
    private readonly repository: BillingRepository,
    private readonly checkouts: CheckoutsRepository,
    private readonly entitlement: BillingEntitlement,
    private readonly settlement: BillingSettlement,
    private readonly trials: TrialGrants,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {
    this.links = new BillingLinks(config.publicUrl);
  }

  plans(): PlanList {
    return { plans: [...PLANS], trialDays: TRIAL_DAYS, graceDays: this.config.billing.graceDays };
  }

  async membership(user: PublicUser): Promise<MembershipView> {
    const { view, now } = await this.entitlement.current(user.id);
    return {
      entitled: isEntitled(view, now.getTime()),
      subscription: view,
      trialAvailable: await this.trialAvailable(user, view === null),
      currency: view?.currency ?? defaultCurrency(user.locale),
    };
  }

  async startCheckout(user: PublicUser, body: StartCheckoutRequest): Promise<CheckoutStarted> {
    const { view, now } = await this.entitlement.current(user.id);
    // A subscription that is not ending is changed (plan, card), never bought twice.
    if (view && isEntitled(view, now.getTime()) && view.status !== 'canceled') {
      throw new AppException(HttpStatus.CONFLICT, 'ALREADY_SUBSCRIBED');
    }
    const price = planPrice(body.plan, body.currency);
    // A first subscription of the account, and the first trial of the address.
    const trialDays = (await this.trialAvailable(user, view === null)) ? TRIAL_DAYS : 0;
    const customer = await this.repository.customerOf(user.id, this.provider.name);
    await this.repository.saveCustomer({
      userId: user.id,
      provider: this.provider.name,
      customerId: null,
      email: user.email,
      displayName: user.displayName,
      locale: user.locale,
    });
    const checkoutId = randomUUID();
    const returnUrl = this.links.confirmPayment(checkoutId, user.locale);
    const created = await viaProvider(() =>
      this.provider.createCheckout({
        checkoutId,
        userId: user.id,
        email: user.email,
        customerId:
          customer && !customer.customer_id.startsWith('pending:') ? customer.customer_id : null,
        price,
        trialDays,
        locale: user.locale,
        successUrl: returnUrl,
        cancelUrl: returnUrl,
      }),
    );
    const row = await this.checkouts.insert({
      id: checkoutId,
      user_id: user.id,
      provider: this.provider.name,
      provider_checkout_id: created.providerCheckoutId,
      plan: price.plan,
      currency: price.currency,
      amount: price.amount,
      trial_days: trialDays,
      expires_at: created.expiresAt,
    });
    return { checkout: checkoutView(row), url: created.url };
  }

  async checkout(user: PublicUser, id: string): Promise<CheckoutView> {
    if (!UUID.test(id)) throw notFound();
    const row = await this.checkouts.ofMember(id.toLowerCase(), user.id);
    if (!row) throw notFound();
    return checkoutView(row);
  }

  async cancel(user: PublicUser): Promise<MembershipView> {
    const row = await this.alive(user);
    return this.afterProvider(user, 'cancel', () =>
      this.provider.setCancelAtPeriodEnd(row.provider_subscription_id, true),
    );
  }

  async resume(user: PublicUser): Promise<MembershipView> {
    const row = await this.repository.subscriptionOf(user.id);
    if (!row || row.provider !== this.provider.name) throw notFound();
    if (row.status === 'expired') throw new AppException(HttpStatus.CONFLICT, 'CONFLICT');
    return this.afterProvider(user, 'resume', () =>
      this.provider.setCancelAtPeriodEnd(row.provider_subscription_id, false),
    );
  }

  async changePlan(user: PublicUser, plan: PlanId): Promise<MembershipView> {
    const row = await this.alive(user);
    if (row.plan === plan) return this.membership(user);
    return this.afterProvider(user, 'change-plan', () =>
      this.provider.changePlan(row.provider_subscription_id, planPrice(plan, row.currency)),
    );
  }

  async portal(user: PublicUser): Promise<BillingPortal> {
    const customerId = await this.customerId(user);
    if (!customerId) throw notFound();
    const url = await viaProvider(() =>
      this.provider.createPortalSession(
        customerId,
        this.links.subscription(user.locale),
        user.locale,
      ),
    );
    return { url };
  }

  async invoices(user: PublicUser): Promise<InvoiceList> {
    const customerId = await this.customerId(user);
    if (!customerId) return { invoices: [] };
    return { invoices: await viaProvider(() => this.provider.listInvoices(customerId)) };
  }

  private async trialAvailable(user: PublicUser, firstSubscription: boolean): Promise<boolean> {
    return firstSubscription && !(await this.trials.hasHad(user.email));
  }

  private async customerId(user: PublicUser): Promise<string | undefined> {
    const customer = await this.repository.customerOf(user.id, this.provider.name);
    return customer && !customer.customer_id.startsWith('pending:')
      ? customer.customer_id
      : undefined;
  }

  /** The member's subscription at this provider, not yet over: 404 otherwise. */
  private async alive(user: PublicUser): Promise<SubscriptionRow> {
    const row = await this.repository.subscriptionOf(user.id);
    if (!row || row.provider !== this.provider.name || row.status === 'expired') throw notFound();
    return row;
  }

  /**
   * The provider's answer to a member's request is its own word on the subscription (its API,
   * authenticated by our key, as trustworthy as a read-back): stored at once, so the member sees
   * it now; the event the provider sends too then changes nothing.
   */
  private async afterProvider(
    user: PublicUser,
    action: string,
    call: () => Promise<ProviderSubscription>,
  ): Promise<MembershipView> {
    const state = await viaProvider(call);
    await this.repository.transaction(async (trx) => {
      await this.repository.lock(`sub:${this.provider.name}:${state.id}`, trx);
      await this.settlement.apply(
        state,
        { id: `member-request:${randomUUID()}`, type: action },
        trx,
        user.id,
      );
    });
    return this.membership(user);
  }
}
