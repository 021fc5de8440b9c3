import { signUpMember } from '@tickrelay/testing/accounts/member.fixture';
import type { ApiAgent } from '@tickrelay/testing/http/api-agent';

import { renderBillingMail } from '../src/modules/mail/billing-mail.templates';
import { type CheckoutSuite, postCheckout, startCheckoutSuite } from './billing-checkout-suite';
import { type BillingTestApi, signedEvent } from './billing-helpers';

let suite: CheckoutSuite;
let test: BillingTestApi;

beforeAll(async () => {
  suite = await startCheckoutSuite();
  test = suite.api;
});

afterAll(() => suite.close());

interface Started {
  agent: ApiAgent;
  userId: string;
  email: string;
  checkoutId: string;
  providerCheckoutId: string;
}

async function member(
  locale: 'en' | 'fr' = 'en',
): Promise<Omit<Started, 'checkoutId' | 'providerCheckoutId'>> {
  const agent = test.agent({ language: locale });
  const { userId, email } = await signUpMember(agent, test.mail, { locale });
  return { agent, userId, email };
}

async function startCheckout(locale: 'en' | 'fr' = 'en', currency = 'usd'): Promise<Started> {
  const who = await member(locale);
  const response = await postCheckout<{ checkout: { id: string }; url: string }>(
    who.agent,
    currency,
  );
  expect(response.status).toBe(201);
  const providerCheckoutId = response.body.url.split('/').at(-1) ?? '';
  return { ...who, checkoutId: response.body.checkout.id, providerCheckoutId };
}

async function deliver(...args: Parameters<typeof signedEvent>) {
  const response = await test.deliver(signedEvent(...args));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function completed(started: Started) {
  const subscription = test.provider.pay(started.providerCheckoutId);
  const answer = await deliver({
    kind: 'checkout.completed',
    checkoutId: started.checkoutId,
    subscriptionId: subscription.id,
    customerId: subscription.customerId,
  });
  expect(answer.status).toBe(200);
  return subscription;
}

async function history(userId: string) {
  const { rows } = await test.db.query<{
    from_status: string | null;
    to_status: string;
    cause: string;
  }>(
    'select from_status, to_status, cause from subscription_history where user_id = $1 order by id',
    [userId],
  );
  return rows;
}

async function stored(userId: string) {
  const { rows } = await test.db.query<{ status: string; cancel_at_period_end: boolean }>(
    'select status, cancel_at_period_end from subscriptions where user_id = $1',
    [userId],
  );
  return rows[0];
}

describe('POST /api/payments/webhook: verification', () => {
  it('refuses a tampered body with 400 PAYMENT_SIGNATURE_INVALID, localised', async () => {
    const delivery = signedEvent({ kind: 'subscription.changed', subscriptionId: 'sub_x' });
    const tampered = delivery.body.replace('sub_x', 'sub_y');
    const response = await test.deliver({ body: tampered, headers: delivery.headers });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      statusCode: 400,
      error: 'PAYMENT_SIGNATURE_INVALID',
    });
    const fr = await fetch(`${test.url}/api/payments/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'fr', ...delivery.headers },
      body: `${delivery.body} `,
    });
    expect(((await fr.json()) as { message: string }).message).toBe(
      'La signature de la notification de paiement est invalide ou trop ancienne.',
    );
  });

  it('refuses a delivery signed more than 300 s ago with 400', async () => {
    const old = Math.floor(Date.now() / 1000) - 301;
    const answer = await deliver(
      { kind: 'subscription.changed', subscriptionId: 'sub_x' },
      { timestamp: old },
    );
    expect([answer.status, answer.body.error]).toEqual([400, 'PAYMENT_SIGNATURE_INVALID']);
  });

  it('answers 2xx to a verified event of a type it does not act on, and records it', async () => {
    const answer = await deliver(
      { kind: 'ignored' },
      { id: 'evt_unknown_1', type: 'customer.tax_id.created' },
    );
    expect(answer).toEqual({ status: 200, body: { received: true } });
    const { rows } = await test.db.query('select type from payment_events where event_id = $1', [
      'evt_unknown_1',
    ]);
    expect(rows).toEqual([{ type: 'customer.tax_id.created' }]);
  });

  it('takes the exact bytes whatever the content type says', async () => {
    const delivery = signedEvent({ kind: 'ignored' }, { type: 'ping' });
    const response = await fetch(`${test.url}/api/payments/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', ...delivery.headers },
      body: delivery.body,
    });
    expect(response.status).toBe(200);
  });
});

describe('POST /api/payments/webhook: effects', () => {
  it('applies the same event id once, however often it is delivered', async () => {
    const started = await startCheckout();
    const subscription = test.provider.pay(started.providerCheckoutId);
    const event = {
      kind: 'checkout.completed' as const,
      checkoutId: started.checkoutId,
      subscriptionId: subscription.id,
      customerId: subscription.customerId,
    };
    const answers = await Promise.all([
      deliver(event, { id: 'evt_twice_1' }),
      deliver(event, { id: 'evt_twice_1' }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect((await deliver(event, { id: 'evt_twice_1' })).status).toBe(200);
    expect(await history(started.userId)).toEqual([
      { from_status: null, to_status: 'trialing', cause: 'evt_twice_1' },
    ]);
    const { rows } = await test.db.query('select 1 from payment_events where event_id = $1', [
      'evt_twice_1',
    ]);
    expect(rows).toHaveLength(1);
    const checkout = await started.agent.get(`/api/subscription/checkouts/${started.checkoutId}`);
    expect(checkout.body).toMatchObject({ status: 'paid', trialDays: 7, amount: 4900 });
  });

  it('converges when subscription.changed arrives before checkout.completed', async () => {
    const started = await startCheckout('fr', 'eur');
    const subscription = test.provider.pay(started.providerCheckoutId);
    // The provider already moved on (the trial was skipped, say): its state is the truth.
    test.provider.update(subscription.id, { status: 'active', trialEnd: null });
    expect(
      (await deliver({ kind: 'subscription.changed', subscriptionId: subscription.id })).status,
    ).toBe(200);
    expect(await stored(started.userId)).toMatchObject({ status: 'active' });
    await deliver({
      kind: 'checkout.completed',
      checkoutId: started.checkoutId,
      subscriptionId: subscription.id,
      customerId: subscription.customerId,
    });
    const membership = await started.agent.get<{
      entitled: boolean;
      subscription: { status: string; currency: string; amount: number };
    }>('/api/subscription');
    expect(membership.body).toMatchObject({
      entitled: true,
      subscription: { status: 'active', currency: 'eur', amount: 4500 },
    });
    expect((await history(started.userId)).map((row) => row.to_status)).toEqual(['active']);
    const checkout = await started.agent.get(`/api/subscription/checkouts/${started.checkoutId}`);
    expect(checkout.body.status).toBe('paid');
  });

  it('does not reactivate a cancelled subscription when an old event is replayed', async () => {
    const started = await startCheckout();
    const subscription = await completed(started);
    const oldEvent = signedEvent(
      { kind: 'subscription.changed', subscriptionId: subscription.id },
      { id: 'evt_old_active' },
    );
    // The member cancels; the period then ends and the provider says so.
    test.provider.update(subscription.id, {
      status: 'canceled',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: new Date(Date.now() - 1000),
    });
    await deliver({ kind: 'subscription.changed', subscriptionId: subscription.id });
    expect(await stored(started.userId)).toMatchObject({ status: 'expired' });
    // A replay of an event sent while it was live (first delivery of that id, signature fresh).
    const replay = signedEvent(
      { kind: 'subscription.changed', subscriptionId: subscription.id },
      { id: 'evt_old_active_replayed' },
    );
    expect((await test.deliver(replay)).status).toBe(200);
    expect((await test.deliver(oldEvent)).status).toBe(200);
    expect(await stored(started.userId)).toMatchObject({ status: 'expired' });
    const membership = await started.agent.get('/api/subscription');
    expect(membership.body.entitled).toBe(false);
    expect((await history(started.userId)).map((row) => row.to_status)).toEqual([
      'trialing',
      'expired',
    ]);
  });

  it('marks declined and failed-authentication checkouts, and never unpays a paid one', async () => {
    const declined = await startCheckout();
    await deliver({ kind: 'checkout.failed', checkoutId: declined.checkoutId, reason: 'declined' });
    expect(
      (await declined.agent.get(`/api/subscription/checkouts/${declined.checkoutId}`)).body.status,
    ).toBe('declined');
    const failed = await startCheckout();
    await deliver({
      kind: 'checkout.failed',
      checkoutId: failed.checkoutId,
      reason: 'authentication_failed',
    });
    expect(
      (await failed.agent.get(`/api/subscription/checkouts/${failed.checkoutId}`)).body.status,
    ).toBe('authentication_failed');
    await completed(failed);
    await deliver({ kind: 'checkout.expired', checkoutId: failed.checkoutId });
    expect(
      (await failed.agent.get(`/api/subscription/checkouts/${failed.checkoutId}`)).body.status,
    ).toBe('paid');
  });

  it('answers 503 when the provider cannot be read back, and applies the redelivery later', async () => {
    const started = await startCheckout();
    const subscription = test.provider.pay(started.providerCheckoutId);
    const delivery = signedEvent({ kind: 'subscription.changed', subscriptionId: subscription.id });
    test.provider.down = true;
    try {
      const refused = await test.deliver(delivery);
      expect(refused.status).toBe(503);
      expect(((await refused.json()) as { error: string }).error).toBe(
        'PAYMENT_PROVIDER_UNAVAILABLE',
      );
    } finally {
      test.provider.down = false;
    }
    expect((await test.deliver(delivery)).status).toBe(200);
    expect(await stored(started.userId)).toMatchObject({ status: 'trialing' });
  });
});

describe('billing mails from events, in the member’s language', () => {
  it('sends a receipt on invoice.paid (en) with the invoice link', async () => {
    const started = await startCheckout('en');
    const subscription = await completed(started);
    test.provider.update(subscription.id, { status: 'active', trialEnd: null });
    await deliver({
      kind: 'invoice.paid',
      subscriptionId: subscription.id,
      invoiceId: `in_${subscription.customerId}`,
    });
    const mail = await test.mail.waitFor({ to: started.email, kind: 'payment-receipt' });
    expect(mail.data).toMatchObject({
      locale: 'en',
      amount: 4900,
      currency: 'usd',
      plan: 'monthly',
    });
    const rendered = renderBillingMail('payment-receipt', mail.data as never);
    expect(rendered.subject).toBe('Your TickRelay payment receipt');
    expect(rendered.text).toContain('$49.00');
    expect(rendered.text).toContain(`https://pay.test/invoices/in_${subscription.customerId}`);
  });

  it('sends payment failed (fr) with the fix link and the grace end', async () => {
    const started = await startCheckout('fr', 'eur');
    const subscription = await completed(started);
    test.provider.update(subscription.id, { status: 'past_due', trialEnd: null });
    await deliver({
      kind: 'invoice.payment_failed',
      subscriptionId: subscription.id,
      invoiceId: 'in_fr_1',
      fixUrl: 'https://pay.test/fix/in_fr_1',
    });
    const mail = await test.mail.waitFor({ to: started.email, kind: 'payment-failed' });
    const rendered = renderBillingMail('payment-failed', mail.data as never);
    expect(rendered.subject).toBe('Votre paiement TickRelay a échoué');
    expect(rendered.text).toContain('https://pay.test/fix/in_fr_1');
    expect(rendered.text).toMatch(/45,00\s€/);
    const membership = await started.agent.get<{
      entitled: boolean;
      subscription: { graceEndsAt: string };
    }>('/api/subscription');
    expect(membership.body.entitled).toBe(true);
    expect(Date.parse(membership.body.subscription.graceEndsAt)).toBeGreaterThan(
      Date.now() + 2 * 86_400_000,
    );
  });

  it('sends the trial-ending mail once for trial.will_end, however often it comes', async () => {
    const started = await startCheckout('fr');
    const subscription = await completed(started);
    await deliver({ kind: 'trial.will_end', subscriptionId: subscription.id });
    await deliver({ kind: 'trial.will_end', subscriptionId: subscription.id });
    const mail = await test.mail.waitFor({ to: started.email, kind: 'trial-ending' });
    expect(renderBillingMail('trial-ending', mail.data as never).subject).toBe(
      'Votre essai TickRelay se termine dans 2 jours',
    );
    expect(await test.mail.mailsTo({ to: started.email, kind: 'trial-ending' })).toHaveLength(1);
  });
});
