import Stripe from 'stripe';

import { PaymentSignatureError } from '../src/modules/billing/payment-provider.port';
import { StripePaymentProvider } from '../src/modules/billing/stripe/stripe-payment.provider';
import { StripeApiStub } from './stripe-stub/stripe-api.stub';

/**
 * Contract tests of the Stripe adapter's webhook side: deliveries signed by the library's own
 * stripe.webhooks.generateTestHeaderString, verified by verifyEvent (constructEvent, 300 s
 * tolerance) and mapped to the PaymentEvent billing acts on. Objects come from the Stripe API
 * stub, so they carry the fields Stripe sends.
 */
describe('Stripe payment adapter: webhook deliveries (contract)', () => {
  const stub = new StripeApiStub();
  let provider: StripePaymentProvider;

  beforeAll(async () => {
    await stub.start();
    provider = new StripePaymentProvider(stub.settings());
  });

  afterAll(async () => {
    await stub.stop();
  });

  /** A subscription as Stripe holds it after the member finished a checkout. */
  async function subscribed() {
    const checkoutId = `chk-${Math.random().toString(36).slice(2)}`;
    const created = await provider.createCheckout({
      checkoutId,
      userId: 'user-1',
      email: 'ada@example.com',
      customerId: null,
      price: { plan: 'monthly', interval: 'month', currency: 'eur', amount: 4500 },
      trialDays: 7,
      locale: 'en',
      successUrl: 'http://localhost:8080/confirm-payment?checkout=c1',
      cancelUrl: 'http://localhost:8080/renew-subscription',
    });
    const { subscription } = stub.completeCheckout(created.providerCheckoutId);
    return { input: { checkoutId }, created, subscription };
  }

  const verify = (signed: { body: string; header: string }) =>
    provider.verifyEvent(Buffer.from(signed.body), { 'stripe-signature': signed.header });

  it('maps each event type billing acts on, from deliveries signed by Stripe’s test helper', async () => {
    const { input, created, subscription } = await subscribed();
    const session = stub.sessionObject(created.providerCheckoutId);
    const sub = stub.subscriptionObject(subscription.id);
    const paid = stub.invoiceObject(stub.addInvoice(subscription, 4500, 'paid'));
    const failed = stub.invoiceObject(stub.addInvoice(subscription, 4500, 'open'));
    const cases: [string, object, unknown][] = [
      [
        'checkout.session.completed',
        session,
        {
          kind: 'checkout.completed',
          checkoutId: input.checkoutId,
          subscriptionId: subscription.id,
          customerId: subscription.customer,
        },
      ],
      [
        'checkout.session.expired',
        session,
        { kind: 'checkout.expired', checkoutId: input.checkoutId },
      ],
      [
        'checkout.session.async_payment_failed',
        session,
        { kind: 'checkout.failed', checkoutId: input.checkoutId, reason: 'declined' },
      ],
      ...[
        'customer.subscription.created',
        'customer.subscription.updated',
        'customer.subscription.deleted',
        'customer.subscription.paused',
        'customer.subscription.resumed',
      ].map((type): [string, object, unknown] => [
        type,
        sub,
        { kind: 'subscription.changed', subscriptionId: subscription.id },
      ]),
      [
        'customer.subscription.trial_will_end',
        sub,
        { kind: 'trial.will_end', subscriptionId: subscription.id },
      ],
      [
        'invoice.paid',
        paid,
        {
          kind: 'invoice.paid',
          subscriptionId: subscription.id,
          invoiceId: (paid as { id: string }).id,
        },
      ],
      [
        'invoice.payment_failed',
        failed,
        {
          kind: 'invoice.payment_failed',
          subscriptionId: subscription.id,
          invoiceId: (failed as { id: string }).id,
          fixUrl: (failed as { hosted_invoice_url: string }).hosted_invoice_url,
        },
      ],
      ['customer.updated', { id: subscription.customer, object: 'customer' }, { kind: 'ignored' }],
      ['payment_intent.created', { id: 'pi_1', object: 'payment_intent' }, { kind: 'ignored' }],
    ];
    for (const [type, object, expected] of cases) {
      const signed = stub.signedEvent(type, object);
      const verified = verify(signed);
      expect([type, verified.event]).toEqual([type, expected]);
      expect(verified.id).toBe(signed.id);
      expect(verified.type).toBe(type);
    }
  });

  it('ignores what is not ours: a payment-mode session, a one-off invoice', () => {
    const payment = stub.signedEvent('checkout.session.completed', {
      id: 'cs_other',
      object: 'checkout.session',
      mode: 'payment',
      client_reference_id: null,
      metadata: {},
      customer: 'cus_1',
      subscription: null,
    });
    expect(verify(payment).event).toEqual({ kind: 'ignored' });
    const oneOff = stub.signedEvent('invoice.paid', {
      id: 'in_1',
      object: 'invoice',
      parent: null,
    });
    expect(verify(oneOff).event).toEqual({ kind: 'ignored' });
  });

  it('still reads an invoice’s subscription from an endpoint on a pre-basil API version', () => {
    const legacy = stub.signedEvent('invoice.paid', {
      id: 'in_legacy',
      object: 'invoice',
      subscription: 'sub_legacy',
    });
    expect(verify(legacy).event).toEqual({
      kind: 'invoice.paid',
      subscriptionId: 'sub_legacy',
      invoiceId: 'in_legacy',
    });
  });

  it('accepts a delivery signed 200 s ago and refuses one signed more than 300 s ago', () => {
    const object = { id: 'sub_x', object: 'subscription' };
    const now = Math.floor(Date.now() / 1000);
    const recent = stub.signedEvent('customer.subscription.updated', object, {
      timestamp: now - 200,
    });
    expect(verify(recent).event).toEqual({
      kind: 'subscription.changed',
      subscriptionId: 'sub_x',
    });
    const old = stub.signedEvent('customer.subscription.updated', object, {
      timestamp: now - 301,
    });
    expect(() => verify(old)).toThrow(PaymentSignatureError);
    expect(() => verify(old)).toThrow(/Timestamp outside the tolerance zone/);
  });

  it('refuses a tampered body, another secret, a missing header and a body that is not JSON', () => {
    const signed = stub.signedEvent('customer.subscription.updated', {
      id: 'sub_x',
      object: 'subscription',
    });
    const tampered = { ...signed, body: signed.body.replace('sub_x', 'sub_y') };
    expect(() => verify(tampered)).toThrow(PaymentSignatureError);
    const forged = stub.signedEvent(
      'customer.subscription.updated',
      { id: 'sub_x' },
      { secret: 'whsec_other' },
    );
    expect(() => verify(forged)).toThrow(PaymentSignatureError);
    expect(() => provider.verifyEvent(Buffer.from(signed.body), {})).toThrow(
      /no Stripe-Signature header/,
    );
    const notJson = 'not json';
    const header = Stripe.webhooks.generateTestHeaderString({
      payload: notJson,
      secret: stub.webhookSecret,
    });
    expect(() => verify({ body: notJson, header })).toThrow(PaymentSignatureError);
    const notEvent = '{"hello":"world"}';
    const signedNotEvent = Stripe.webhooks.generateTestHeaderString({
      payload: notEvent,
      secret: stub.webhookSecret,
    });
    expect(() => verify({ body: notEvent, header: signedNotEvent })).toThrow(/not a Stripe event/);
  });
});
