import Stripe from 'stripe';

import type { FormValue } from './stripe-form';
import {
  DAY_S,
  type FormObject,
  id,
  INTERVAL_S,
  invoiceJson,
  missing,
  nowS,
  sessionJson,
  str,
  stringRecord,
  type StubInvoice,
  type StubRequest,
  type StubPrice,
  type StubSession,
  type StubSubscription,
  subscriptionJson,
} from './stripe-objects';

/** Stripe's objects as the stub holds them, and Stripe's side of the flow, driven by the tests. */
export class StripeStubState {
  readonly secretKey = 'sk_test_stubSecretKey';
  readonly webhookSecret = 'whsec_stubWebhookSecret';
  readonly productId = 'prod_StubMembership';
  readonly requests: StubRequest[] = [];
  readonly sessions = new Map<string, StubSession>();
  readonly subscriptions = new Map<string, StubSubscription>();
  readonly invoices: StubInvoice[] = [];
  readonly customers = new Map<string, { id: string; email: string | null }>();

  /** The member paid (or started the trial) on the hosted page: customer, subscription, invoice. */
  completeCheckout(sessionId: string): { session: object; subscription: StubSubscription } {
    const session = this.sessions.get(sessionId);
    if (!session || session.status !== 'open') throw new Error(`no open session ${sessionId}`);
    const form = session.form as FormObject;
    const customer = session.customer ?? this.createCustomer(str(form.customer_email) ?? null);
    const line = (form.line_items as FormValue[])[0] as FormObject;
    const priceData = line.price_data as FormObject;
    const subscriptionData = (form.subscription_data ?? {}) as FormObject;
    const trialDays = Number(subscriptionData.trial_period_days ?? 0);
    const now = nowS();
    const price = this.price(priceData);
    const periodEnd = trialDays > 0 ? now + trialDays * DAY_S : now + INTERVAL_S[price.interval]!;
    const subscription: StubSubscription = {
      id: id('sub'),
      customer,
      status: trialDays > 0 ? 'trialing' : 'active',
      itemId: id('si'),
      price,
      periodStart: now,
      periodEnd,
      trialStart: trialDays > 0 ? now : null,
      trialEnd: trialDays > 0 ? periodEnd : null,
      cancelAtPeriodEnd: false,
      cancelAt: null,
      canceledAt: null,
      endedAt: null,
      metadata: stringRecord(subscriptionData.metadata),
      created: now,
    };
    this.subscriptions.set(subscription.id, subscription);
    this.addInvoice(subscription, trialDays > 0 ? 0 : price.unit_amount, 'paid');
    Object.assign(session, { status: 'complete', customer, subscription: subscription.id });
    return { session: sessionJson(session), subscription };
  }

  setSubscription(subscriptionId: string, patch: Partial<StubSubscription>): StubSubscription {
    const subscription = this.subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
    return Object.assign(subscription, patch);
  }

  addInvoice(
    subscription: StubSubscription,
    total: number,
    status: StubInvoice['status'],
  ): StubInvoice {
    const invoice: StubInvoice = {
      id: id('in'),
      number: `STUB-${String(this.invoices.length + 1).padStart(4, '0')}`,
      customer: subscription.customer,
      subscription: subscription.id,
      status,
      total,
      currency: subscription.price.currency,
      created: nowS() + this.invoices.length,
    };
    this.invoices.push(invoice);
    return invoice;
  }

  /** An Event as Stripe delivers it, signed by the library's own test-header helper. */
  signedEvent(
    type: string,
    object: object,
    options: { id?: string; timestamp?: number; secret?: string; created?: number } = {},
  ): { id: string; body: string; header: string } {
    const eventId = options.id ?? id('evt');
    const body = JSON.stringify({
      id: eventId,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: options.created ?? nowS(),
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    });
    const header = Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: options.secret ?? this.webhookSecret,
      ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
    });
    return { id: eventId, body, header };
  }

  sessionObject(sessionId: string): object {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    return sessionJson(session);
  }

  subscriptionObject(subscriptionId: string): object {
    const subscription = this.subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
    return subscriptionJson(subscription);
  }

  invoiceObject(invoice: StubInvoice): object {
    return invoiceJson(invoice);
  }

  protected price(data: FormObject): StubPrice {
    if (data.product !== this.productId)
      throw missing('product', str(data.product) ?? '', 'price_data[product]');
    const recurring = (data.recurring ?? {}) as FormObject;
    return {
      id: id('price'),
      currency: str(data.currency) ?? '',
      unit_amount: Number(data.unit_amount),
      interval: str(recurring.interval) ?? '',
      product: this.productId,
    };
  }

  protected createCustomer(email: string | null): string {
    const customer = { id: id('cus'), email };
    this.customers.set(customer.id, customer);
    return customer.id;
  }
}
