import type { CheckoutView, MembershipView } from '@tickrelay/contracts/billing/billing';
import type { CheckoutStarted } from '@tickrelay/contracts/endpoints/billing.endpoints';
import { RENEW_SUBSCRIPTION_ACTION } from '@tickrelay/contracts/recaptcha-actions';
import { signUpMember } from '@tickrelay/testing/accounts/member.fixture';
import { dropDatabase } from '@tickrelay/testing/database/database-reset';
import type { ApiAgent } from '@tickrelay/testing/http/api-agent';
import {
  recaptchaTestToken,
  type SiteverifyStub,
  startSiteverifyStub,
} from '@tickrelay/testing/stubs/siteverify.stub';

import { databaseNameOf, withDatabaseName } from '../src/database/database.connection';
import { StripeApiStub } from './stripe-stub/stripe-api.stub';
import { testConfig } from './support/api-app';
import { type AuthTestApi, startAuthApi } from './support/auth-api';
import { migrate } from './support/test-database';

/**
 * Its own database, as the billing suites: the mail outbox is relayed by any process connected to
 * a database, so on the shared one another suite's api could take this one's confirmation mails.
 * Named after the jest worker's database, like the billing suites'.
 */
const database = (): string => `${databaseNameOf(testConfig().databaseUrl)}_stripe`;

/**
 * The Stripe scenarios end to end: the real api with PAYMENT_PROVIDER=stripe, its
 * adapter talking to the Stripe API stub, and events signed by the stripe package's own
 * generateTestHeaderString delivered to POST /api/payments/webhook.
 */
describe('Stripe webhook through the api (PAYMENT_PROVIDER=stripe)', () => {
  const stub = new StripeApiStub();
  let siteverify: SiteverifyStub;
  let test: AuthTestApi;

  beforeAll(async () => {
    await stub.start();
    siteverify = await startSiteverifyStub({ secret: 'stripe-webhook-test-secret' });
    const databaseUrl = withDatabaseName(testConfig().databaseUrl, database());
    await dropDatabase(databaseUrl);
    await migrate(databaseUrl);
    test = await startAuthApi({
      DATABASE_URL: databaseUrl,
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: stub.secretKey,
      STRIPE_WEBHOOK_SECRET: stub.webhookSecret,
      STRIPE_PRODUCT_ID: stub.productId,
      STRIPE_API_BASE_URL: stub.url,
      RECAPTCHA_PROVIDER: 'google',
      RECAPTCHA_SECRET_KEY: 'stripe-webhook-test-secret',
      RECAPTCHA_VERIFY_URL: siteverify.url,
    });
  });

  afterAll(async () => {
    await test.close();
    await siteverify.stop();
    await stub.stop();
  });

  /** A confirmed member who started a checkout: the session exists at the stub. */
  async function checkoutStarted(): Promise<{
    agent: ApiAgent;
    checkout: CheckoutView;
    sessionId: string;
  }> {
    const agent = test.agent();
    await signUpMember(agent, test.mail);
    const started = await agent.post<CheckoutStarted>('/api/subscription/checkout', {
      plan: 'monthly',
      currency: 'eur',
      recaptchaToken: recaptchaTestToken(RENEW_SUBSCRIPTION_ACTION, 'localhost'),
    });
    expect(started.status).toBe(201);
    const sessionId = started.body.url.split('/').pop() ?? '';
    expect(stub.sessions.get(sessionId)?.status).toBe('open');
    return { agent, checkout: started.body.checkout, sessionId };
  }

  /** Paid at Stripe, and both of Stripe's usual events delivered. */
  async function subscribed() {
    const started = await checkoutStarted();
    const { subscription, session } = stub.completeCheckout(started.sessionId);
    expect((await deliver('checkout.session.completed', session)).status).toBe(200);
    const sub = stub.subscriptionObject(subscription.id);
    expect((await deliver('customer.subscription.created', sub)).status).toBe(200);
    return { ...started, subscription };
  }

  function post(signed: { body: string; header: string }) {
    return fetch(`${test.api.url}/api/payments/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signed.header },
      body: signed.body,
    });
  }

  function deliver(
    type: string,
    object: object,
    options?: Parameters<StripeApiStub['signedEvent']>[2],
  ) {
    return post(stub.signedEvent(type, object, options));
  }

  async function membership(agent: ApiAgent): Promise<MembershipView> {
    const response = await agent.get<MembershipView>('/api/subscription');
    expect(response.status).toBe(200);
    return response.body;
  }

  async function countRows(sql: string, values: unknown[]): Promise<number> {
    const result = await test.db.query<{ n: string }>(sql, values);
    return Number(result.rows[0]?.n ?? 0);
  }

  it('refuses a tampered signature with 400 PAYMENT_SIGNATURE_INVALID and records nothing', async () => {
    const signed = stub.signedEvent('customer.subscription.updated', {
      id: 'sub_x',
      object: 'subscription',
    });
    const response = await post({ ...signed, body: signed.body.replace('sub_x', 'sub_y') });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      statusCode: 400,
      error: 'PAYMENT_SIGNATURE_INVALID',
    });
    const forged = stub.signedEvent(
      'customer.subscription.updated',
      { id: 'sub_x' },
      { secret: 'whsec_attacker' },
    );
    expect((await post(forged)).status).toBe(400);
    expect(
      await countRows('SELECT count(*) AS n FROM payment_events WHERE event_id = ANY($1)', [
        [signed.id, forged.id],
      ]),
    ).toBe(0);
  });

  it('refuses a delivery whose signature timestamp is older than 300 s with 400', async () => {
    const old = stub.signedEvent(
      'customer.subscription.updated',
      { id: 'sub_x', object: 'subscription' },
      { timestamp: Math.floor(Date.now() / 1000) - 301 },
    );
    const response = await post(old);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'PAYMENT_SIGNATURE_INVALID' });
  });

  it('answers 2xx to a verified event of a type it does not act on', async () => {
    const response = await deliver('customer.updated', { id: 'cus_x', object: 'customer' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true });
  });

  it('applies the same event id once, however often it is delivered', async () => {
    const { agent, subscription } = await subscribed();
    stub.setSubscription(subscription.id, { status: 'past_due' });
    const failedInvoice = stub.invoiceObject(stub.addInvoice(subscription, 4500, 'open'));
    const signed = stub.signedEvent('invoice.payment_failed', failedInvoice);
    for (let delivery = 0; delivery < 3; delivery += 1) {
      expect((await post(signed)).status).toBe(200);
    }
    expect((await membership(agent)).subscription?.status).toBe('past_due');
    expect(
      await countRows('SELECT count(*) AS n FROM payment_events WHERE event_id = $1', [signed.id]),
    ).toBe(1);
    expect(
      await countRows('SELECT count(*) AS n FROM subscription_history WHERE cause = $1', [
        signed.id,
      ]),
    ).toBe(1);
  });

  it('converges to Stripe’s state when customer.subscription.updated comes before checkout.session.completed', async () => {
    const { agent, checkout, sessionId } = await checkoutStarted();
    const { subscription, session } = stub.completeCheckout(sessionId);
    // A stale payload on purpose: the api must read the subscription back, not trust the event.
    const stale = { ...stub.subscriptionObject(subscription.id), status: 'incomplete' };

    expect((await deliver('customer.subscription.updated', stale)).status).toBe(200);
    const early = await membership(agent);
    expect(early.subscription).toMatchObject({
      status: 'trialing',
      plan: 'monthly',
      currency: 'eur',
    });
    expect(early.entitled).toBe(true);

    expect((await deliver('checkout.session.completed', session)).status).toBe(200);
    const read = await agent.get<CheckoutView>(`/api/subscription/checkouts/${checkout.id}`);
    expect(read.body.status).toBe('paid');

    stub.setSubscription(subscription.id, { status: 'active', trialEnd: subscription.trialEnd });
    expect((await deliver('customer.subscription.updated', stale)).status).toBe(200);
    const after = await membership(agent);
    expect(after.subscription).toMatchObject({
      status: 'active',
      currentPeriodEnd: new Date(subscription.periodEnd * 1000).toISOString(),
    });
  });

  it('does not reactivate a subscription when an old event is replayed after cancellation', async () => {
    const { agent, subscription } = await subscribed();
    stub.setSubscription(subscription.id, { status: 'active', trialEnd: null, trialStart: null });
    const activePayload = stub.subscriptionObject(subscription.id);
    const earlier = stub.signedEvent('customer.subscription.updated', activePayload, {
      created: Math.floor(Date.now() / 1000) - 3600,
    });
    expect((await post(earlier)).status).toBe(200);
    expect((await membership(agent)).subscription?.status).toBe('active');

    const now = Math.floor(Date.now() / 1000);
    stub.setSubscription(subscription.id, { status: 'canceled', canceledAt: now, periodEnd: now });
    const deleted = stub.subscriptionObject(subscription.id);
    expect((await deliver('customer.subscription.deleted', deleted)).status).toBe(200);
    const ended = await membership(agent);
    expect(ended.subscription?.status ?? 'expired').toBe('expired');
    expect(ended.entitled).toBe(false);

    // The same delivery again (a duplicate), and the old "active" event under a new id.
    expect((await post(earlier)).status).toBe(200);
    expect(
      (await deliver('customer.subscription.updated', activePayload, { created: now - 3600 }))
        .status,
    ).toBe(200);
    const still = await membership(agent);
    expect(still.entitled).toBe(false);
    expect(still.subscription?.status ?? 'expired').toBe('expired');
    const gated = await agent.get('/api/subscription/entitlement');
    expect(gated.status).toBe(403);
    expect(gated.body).toMatchObject({ error: 'SUBSCRIPTION_REQUIRED' });
  });
});
