import { createServer } from 'node:net';

import {
  type CheckoutInput,
  PaymentProviderUnavailableError,
} from '../src/modules/billing/payment-provider.port';
import { STRIPE_API_VERSION } from '../src/modules/billing/stripe/stripe-client';
import { StripeRequestError } from '../src/modules/billing/stripe/stripe-errors';
import { StripePaymentProvider } from '../src/modules/billing/stripe/stripe-payment.provider';
import { StripeApiStub, StripeFailure } from './stripe-stub/stripe-api.stub';

/**
 * Contract tests of the Stripe adapter, through the real `stripe` package, against a local stub
 * of the Stripe endpoints it uses (stripe-api.stub.ts): what each request carries, how Stripe's
 * objects map to the port's, and errors. Webhook deliveries: payments-stripe-webhooks.contract.
 */
describe('Stripe payment adapter (contract, against a Stripe API stub)', () => {
  const stub = new StripeApiStub();
  const NOW_MS = Date.now();
  let provider: StripePaymentProvider;

  beforeAll(async () => {
    await stub.start();
    provider = new StripePaymentProvider(stub.settings(), () => NOW_MS);
  });

  afterAll(async () => {
    await stub.stop();
  });

  afterEach(() => {
    stub.failure = null;
  });

  const checkout = (overrides: Partial<CheckoutInput> = {}): CheckoutInput => ({
    checkoutId: `chk-${Math.random().toString(36).slice(2)}`,
    userId: 'user-1',
    email: 'ada@example.com',
    customerId: null,
    price: { plan: 'monthly', interval: 'month', currency: 'eur', amount: 4500 },
    trialDays: 7,
    locale: 'fr',
    successUrl: 'http://localhost:8080/fr/confirm-payment?checkout=c1',
    cancelUrl: 'http://localhost:8080/fr/renew-subscription',
    ...overrides,
  });

  /** A subscription as Stripe holds it after the member finished a checkout. */
  async function subscribed(overrides: Partial<CheckoutInput> = {}) {
    const input = checkout(overrides);
    const created = await provider.createCheckout(input);
    const { subscription } = stub.completeCheckout(created.providerCheckoutId);
    return { input, created, subscription };
  }

  describe('createCheckout', () => {
    it('creates a subscription-mode Checkout Session carrying what Stripe and billing need', async () => {
      const input = checkout();
      const created = await provider.createCheckout(input);

      const [request] = stub.requestsTo('POST', '/v1/checkout/sessions').slice(-1);
      expect(request?.headers.authorization).toBe(`Bearer ${stub.secretKey}`);
      expect(request?.headers['idempotency-key']).toBe(input.checkoutId);
      expect(request?.headers['stripe-version']).toBe(STRIPE_API_VERSION);
      expect(request?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
      const metadata = { userId: 'user-1', checkoutId: input.checkoutId };
      expect(request?.form).toEqual({
        mode: 'subscription',
        client_reference_id: input.checkoutId,
        metadata,
        line_items: [
          {
            price_data: {
              currency: 'eur',
              unit_amount: '4500',
              recurring: { interval: 'month' },
              product: stub.productId,
            },
            quantity: '1',
          },
        ],
        subscription_data: { metadata, trial_period_days: '7' },
        customer_email: 'ada@example.com',
        locale: 'fr',
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        expires_at: String(Math.floor(NOW_MS / 1000) + 3600),
      });
      expect(created).toEqual({
        providerCheckoutId: expect.stringMatching(/^cs_test_/) as unknown,
        url: `https://checkout.stripe.com/c/pay/${created.providerCheckoutId}`,
        expiresAt: new Date((Math.floor(NOW_MS / 1000) + 3600) * 1000),
      });
    });

    it('asks for no trial when none is due, and reuses a known customer instead of the email', async () => {
      const first = await subscribed();
      await provider.createCheckout(
        checkout({
          trialDays: 0,
          customerId: first.subscription.customer,
          locale: 'en',
          price: { plan: 'yearly', interval: 'year', currency: 'usd', amount: 49000 },
        }),
      );
      const [request] = stub.requestsTo('POST', '/v1/checkout/sessions').slice(-1);
      expect(request?.form.subscription_data).toEqual({
        metadata: expect.any(Object) as unknown,
      });
      expect(request?.form.customer).toBe(first.subscription.customer);
      expect(request?.form.customer_email).toBeUndefined();
      expect(request?.form.locale).toBe('en');
      expect(request?.form.line_items).toEqual([
        expect.objectContaining({
          price_data: expect.objectContaining({
            currency: 'usd',
            unit_amount: '49000',
            recurring: { interval: 'year' },
          }) as unknown,
        }),
      ]);
    });

    it('returns the same session when the same checkout is created again (idempotency key)', async () => {
      const input = checkout();
      const first = await provider.createCheckout(input);
      const again = await provider.createCheckout(input);
      expect(again.providerCheckoutId).toBe(first.providerCheckoutId);
      expect(stub.sessions.has(first.providerCheckoutId)).toBe(true);
    });
  });

  describe('getSubscription maps each Stripe status to the port', () => {
    it('trialing with the trial end and the checkout metadata', async () => {
      const { input, subscription } = await subscribed();
      const read = await provider.getSubscription(subscription.id);
      expect(read).toEqual({
        id: subscription.id,
        customerId: subscription.customer,
        status: 'trialing',
        price: { plan: 'monthly', interval: 'month', currency: 'eur', amount: 4500 },
        trialEnd: new Date(subscription.trialEnd! * 1000),
        currentPeriodEnd: new Date(subscription.periodEnd * 1000),
        cancelAtPeriodEnd: false,
        userId: 'user-1',
        checkoutId: input.checkoutId,
      });
      expect(stub.requestsTo('GET', `/v1/subscriptions/${subscription.id}`)).toHaveLength(1);
    });

    it.each([
      ['active', false, 'active'],
      ['active', true, 'canceled'],
      ['trialing', true, 'canceled'],
      ['past_due', false, 'past_due'],
      ['unpaid', false, 'past_due'],
      ['canceled', false, 'expired'],
      ['canceled', true, 'expired'],
      ['incomplete', false, 'incomplete'],
      ['incomplete_expired', false, 'expired'],
      ['paused', false, 'expired'],
    ] as const)('%s (cancel_at_period_end %s) → %s', async (status, cancelAtPeriodEnd, ours) => {
      const { subscription } = await subscribed({ trialDays: 0 });
      stub.setSubscription(subscription.id, { status, cancelAtPeriodEnd });
      const read = await provider.getSubscription(subscription.id);
      expect(read.status).toBe(ours);
      expect(read.cancelAtPeriodEnd).toBe(ours === 'canceled');
      expect(read.currentPeriodEnd).toEqual(new Date(subscription.periodEnd * 1000));
    });

    it('treats a cancellation date set elsewhere (cancel_at before the period end) as canceled then', async () => {
      const { subscription } = await subscribed({ trialDays: 0 });
      const cancelAt = subscription.periodEnd - 86_400;
      stub.setSubscription(subscription.id, { cancelAt });
      const read = await provider.getSubscription(subscription.id);
      expect(read).toMatchObject({
        status: 'canceled',
        cancelAtPeriodEnd: true,
        currentPeriodEnd: new Date(cancelAt * 1000),
      });
    });
  });

  describe('changes', () => {
    it('cancels at period end and resumes, clearing a cancellation date set elsewhere', async () => {
      const { subscription } = await subscribed({ trialDays: 0 });
      const canceled = await provider.setCancelAtPeriodEnd(subscription.id, true);
      expect(canceled).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: true });
      const path = `/v1/subscriptions/${subscription.id}`;
      expect(stub.requestsTo('POST', path).map((r) => r.form)).toEqual([
        { cancel_at_period_end: 'true' },
      ]);

      stub.setSubscription(subscription.id, {
        cancelAtPeriodEnd: false,
        cancelAt: subscription.periodEnd - 3600,
      });
      const resumed = await provider.setCancelAtPeriodEnd(subscription.id, false);
      expect(resumed).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
      expect(stub.requestsTo('POST', path).map((r) => r.form)).toEqual([
        { cancel_at_period_end: 'true' },
        { cancel_at_period_end: 'false' },
        { cancel_at: '' },
      ]);
    });

    it('gives free time with trial_end on the subscription, no proration (an operator’s extension)', async () => {
      const { subscription } = await subscribed({ trialDays: 0 });
      const until = new Date((subscription.periodEnd + 10 * 24 * 3600) * 1000);
      const extended = await provider.extendFreeUntil(subscription.id, until);
      expect(extended).toMatchObject({
        status: 'trialing',
        trialEnd: until,
        currentPeriodEnd: until,
        cancelAtPeriodEnd: false,
      });
      expect(
        stub.requestsTo('POST', `/v1/subscriptions/${subscription.id}`).map((r) => r.form),
      ).toEqual([{ trial_end: String(until.getTime() / 1000), proration_behavior: 'none' }]);
    });

    it('changes the plan by replacing the item price, billed at once, refused if unpaid', async () => {
      const { subscription } = await subscribed({ trialDays: 0 });
      const changed = await provider.changePlan(subscription.id, {
        plan: 'yearly',
        interval: 'year',
        currency: 'eur',
        amount: 45000,
      });
      expect(changed.price).toEqual({
        plan: 'yearly',
        interval: 'year',
        currency: 'eur',
        amount: 45000,
      });
      const [update] = stub.requestsTo('POST', `/v1/subscriptions/${subscription.id}`);
      expect(update?.form).toEqual({
        items: [
          {
            id: subscription.itemId,
            price_data: {
              currency: 'eur',
              unit_amount: '45000',
              recurring: { interval: 'year' },
              product: stub.productId,
            },
          },
        ],
        proration_behavior: 'always_invoice',
        payment_behavior: 'error_if_incomplete',
      });
    });

    it('opens the Customer Portal in the member’s language', async () => {
      const { subscription } = await subscribed();
      const url = await provider.createPortalSession(
        subscription.customer,
        'http://localhost:8080/fr/membership/subscription',
        'fr',
      );
      expect(url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\/test_bps_/);
      const [request] = stub.requestsTo('POST', '/v1/billing_portal/sessions').slice(-1);
      expect(request?.form).toEqual({
        customer: subscription.customer,
        return_url: 'http://localhost:8080/fr/membership/subscription',
        locale: 'fr',
      });
    });

    it('lists invoices newest first with their hosted page and PDF, leaving drafts out', async () => {
      const { subscription } = await subscribed({ trialDays: 0 });
      const renewal = stub.addInvoice(subscription, 4500, 'open');
      stub.addInvoice(subscription, 4500, 'draft');
      const invoices = await provider.listInvoices(subscription.customer);
      expect(invoices).toHaveLength(2);
      expect(invoices[0]).toEqual({
        id: renewal.id,
        number: renewal.number,
        status: 'open',
        amount: 4500,
        currency: 'eur',
        createdAt: new Date(renewal.created * 1000).toISOString(),
        hostedUrl: `https://invoice.stripe.com/i/acct_stub/${renewal.id}`,
        pdfUrl: `https://pay.stripe.com/invoice/acct_stub/${renewal.id}/pdf`,
      });
      expect(invoices[1]).toMatchObject({ status: 'paid', amount: 4500 });
      const [request] = stub.requestsTo('GET', '/v1/invoices').slice(-1);
      expect(request?.form).toEqual({ customer: subscription.customer, limit: '100' });
    });
  });

  describe('cancelNow (a deleted account)', () => {
    it('cancels at once with DELETE /v1/subscriptions/:id and answers the subscription ended', async () => {
      const { subscription } = await subscribed();
      expect(subscription.status).toBe('trialing');
      const ended = await provider.cancelNow(subscription.id);
      expect(ended).toMatchObject({
        id: subscription.id,
        status: 'expired',
        cancelAtPeriodEnd: false,
        userId: 'user-1',
      });
      const path = `/v1/subscriptions/${subscription.id}`;
      const [request, ...others] = stub.requestsTo('DELETE', path);
      expect(others).toEqual([]);
      expect(request?.headers.authorization).toBe(`Bearer ${stub.secretKey}`);
      expect(request?.headers['stripe-version']).toBe(STRIPE_API_VERSION);
      // Stripe's defaults otherwise: no proration credit, no final invoice.
      expect(request?.form).toEqual({
        cancellation_details: { comment: 'TickRelay account deleted' },
      });
      expect(stub.requestsTo('POST', path)).toEqual([]);
      expect(stub.subscriptions.get(subscription.id)).toMatchObject({
        status: 'canceled',
        canceledAt: expect.any(Number) as unknown,
        endedAt: expect.any(Number) as unknown,
      });
    });

    it('ends a past_due one too, and answers a second cancellation (a retried erasure) by reading it back', async () => {
      const { subscription } = await subscribed({ trialDays: 0 });
      stub.setSubscription(subscription.id, { status: 'past_due' });
      expect((await provider.cancelNow(subscription.id)).status).toBe('expired');
      const path = `/v1/subscriptions/${subscription.id}`;
      const readsBefore = stub.requestsTo('GET', path).length;

      // Stripe: 404 resource_missing on the DELETE of a canceled subscription, which still reads.
      const again = await provider.cancelNow(subscription.id);
      expect(again).toMatchObject({ id: subscription.id, status: 'expired' });
      expect(stub.requestsTo('DELETE', path)).toHaveLength(2);
      expect(stub.requestsTo('GET', path)).toHaveLength(readsBefore + 1);
    });

    it('refuses a subscription Stripe does not know (StripeRequestError), and a 500 is unavailable', async () => {
      const unknown = provider.cancelNow('sub_missing');
      await expect(unknown).rejects.toBeInstanceOf(StripeRequestError);
      await expect(unknown).rejects.toMatchObject({
        statusCode: 404,
        code: 'resource_missing',
        message: expect.stringMatching(/^Stripe refused subscriptions\.cancel: 404 /) as unknown,
      });

      const { subscription } = await subscribed({ trialDays: 0 });
      stub.failure = new StripeFailure(500, 'api_error', 'An unknown error occurred');
      await expect(provider.cancelNow(subscription.id)).rejects.toBeInstanceOf(
        PaymentProviderUnavailableError,
      );
      stub.failure = null;
      expect(stub.subscriptions.get(subscription.id)?.status).toBe('active');
    });
  });

  describe('errors', () => {
    it('a 500 (after the library’s retries) is PaymentProviderUnavailableError', async () => {
      const { subscription } = await subscribed();
      stub.failure = new StripeFailure(500, 'api_error', 'An unknown error occurred');
      const before = stub.requests.length;
      await expect(provider.getSubscription(subscription.id)).rejects.toBeInstanceOf(
        PaymentProviderUnavailableError,
      );
      expect(stub.requests.length - before).toBe(3);
    });

    it('a 429 is PaymentProviderUnavailableError too', async () => {
      stub.failure = new StripeFailure(
        429,
        'invalid_request_error',
        'Too many requests',
        'rate_limit',
      );
      await expect(provider.listInvoices('cus_x')).rejects.toBeInstanceOf(
        PaymentProviderUnavailableError,
      );
    });

    it('a refused connection is PaymentProviderUnavailableError', async () => {
      const closedPort = await new Promise<number>((resolve) => {
        const probe = createServer().listen(0, '127.0.0.1', () => {
          const { port } = probe.address() as { port: number };
          probe.close(() => resolve(port));
        });
      });
      const unreachable = new StripePaymentProvider({
        ...stub.settings(),
        apiBaseUrl: `http://127.0.0.1:${closedPort}`,
      });
      await expect(unreachable.createCheckout(checkout())).rejects.toBeInstanceOf(
        PaymentProviderUnavailableError,
      );
    });

    it('4xx answers become a StripeRequestError naming the operation and Stripe’s code', async () => {
      const unknown = provider.getSubscription('sub_missing');
      await expect(unknown).rejects.toBeInstanceOf(StripeRequestError);
      await expect(unknown).rejects.toMatchObject({
        statusCode: 404,
        code: 'resource_missing',
        message: expect.stringMatching(
          /^Stripe refused subscriptions\.retrieve: 404 invalid_request_error\/resource_missing: No such subscription: 'sub_missing' \(request req_/,
        ) as unknown,
      });
      const badKey = new StripePaymentProvider({ ...stub.settings(), secretKey: 'sk_test_wrong' });
      await expect(badKey.listInvoices('cus_x')).rejects.toMatchObject({
        name: 'StripeRequestError',
        statusCode: 401,
      });
    });
  });
});
