import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';

import { advanceTestClock } from '@tickrelay/contracts/endpoints/payments-sandbox.endpoints';
import type { Locale } from '@tickrelay/contracts/locales';
import { exitOf, waitFor } from '@tickrelay/testing/processes/process.helpers';

import { Clock } from '../src/common/clock/clock';
import type { PaymentEvent } from '../src/modules/billing/payment-provider.port';
import { SandboxPaymentProvider } from '../src/modules/billing/sandbox/sandbox-payment.provider';
import { SandboxRepository } from '../src/modules/billing/sandbox/sandbox.repository';
import { builtEntry } from './support/build';
import { type Delivery, type SandboxStack, startSandboxStack } from './support/sandbox-stack';

const DAY = 24 * 3600 * 1000;
const MONTHLY_USD = { plan: 'monthly', interval: 'month', currency: 'usd', amount: 4900 } as const;
const YEARLY_EUR = { plan: 'yearly', interval: 'year', currency: 'eur', amount: 45000 } as const;

/**
 * The sandbox payment provider for real: its hosted pages over HTTP, its events delivered by the
 * worker host to a webhook receiver and verified with the provider's own verifyEvent, its cycle
 * moved by the shared test clock.
 */
describe('sandbox payment provider', () => {
  let stack: SandboxStack;
  let provider: SandboxPaymentProvider;
  let clock: Clock;

  beforeAll(async () => {
    stack = await startSandboxStack();
    provider = stack.api.get(SandboxPaymentProvider);
    clock = stack.api.get(Clock);
  }, 60000);

  afterAll(() => stack.close());

  async function checkout(
    locale: Locale = 'en',
    trialDays = 7,
    price: typeof MONTHLY_USD | typeof YEARLY_EUR = MONTHLY_USD,
  ) {
    const ours = randomUUID();
    const created = await provider.createCheckout({
      checkoutId: ours,
      userId: randomUUID(),
      email: `sandbox-${ours.slice(0, 8)}@tickrelay.test`,
      customerId: null,
      price,
      trialDays,
      locale,
      successUrl: `https://tickrelay.test/confirm-payment?checkout=${ours}`,
      cancelUrl: `https://tickrelay.test/confirm-payment?checkout=${ours}&cancelled=1`,
    });
    const path = new URL(created.url).pathname;
    const row = await stack.api.get(SandboxRepository).findCheckout(created.providerCheckoutId);
    return { ours, created, path, token: row?.form_token ?? '' };
  }

  const get = (path: string) => fetch(`${stack.apiUrl}${path}`, { redirect: 'manual' });
  const postForm = (path: string, fields: Record<string, string>) =>
    fetch(`${stack.apiUrl}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  const advance = async (days: number) => {
    const response = await fetch(`${stack.apiUrl}${advanceTestClock.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceDays: days }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { undelivered: string[] };
    expect(body.undelivered).toEqual([]);
    return body;
  };

  /** The verified, normalised event of a delivery, as billing's webhook route would get it. */
  const verified = (delivery: Delivery) =>
    provider.verifyEvent(
      delivery.raw,
      Object.fromEntries(
        Object.entries(delivery.headers).map(([name, value]) => [name, String(value)]),
      ),
    );
  const waitForEvent = (id: string, type: string, count = 1) =>
    waitFor(
      () => {
        const found = stack.receiver.about(id).filter((delivery) => delivery.event.type === type);
        return Promise.resolve(found.length >= count ? found[count - 1] : undefined);
      },
      20000,
      `${type} about ${id}`,
    );

  it.each([
    ['en', 'Sandbox: no real payment', 'Monthly plan', '$49.00 per month', '7-day free trial'],
    [
      'fr',
      'Bac à sable : aucun paiement réel',
      'Formule mensuelle',
      '49,00',
      'Essai gratuit de 7 jours',
    ],
  ] as const)('renders the hosted checkout in %s', async (locale, banner, plan, price, trial) => {
    const { path } = await checkout(locale);
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const html = await response.text();
    expect(html).toContain(`<html lang="${locale}">`);
    for (const text of [banner, plan, price, trial]) expect(html).toContain(text);
    expect(html.match(/<button type="submit" name="action"/g)).toHaveLength(3);
  });

  it('shows a yearly EUR price without trial in French', async () => {
    const { path } = await checkout('fr', 0, YEARLY_EUR);
    const html = await (await get(path)).text();
    expect(html).toContain('Formule annuelle');
    expect(html).toMatch(/450,00\s€ par an/);
    expect(html).toContain('Débité aujourd&#39;hui'); // the apostrophe escaped
  });

  it('Pay delivers a signed checkout.completed and the subscription reads back trialing', async () => {
    const { ours, path, token, created } = await checkout('en', 7);
    const before = await clock.now();
    const response = await postForm(path, { action: 'pay', token });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      `https://tickrelay.test/confirm-payment?checkout=${ours}`,
    );

    const delivery = await waitForEvent(created.providerCheckoutId, 'checkout.completed');
    expect(String(delivery.headers['sandbox-signature'])).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const { event } = verified(delivery);
    expect(event).toMatchObject({ kind: 'checkout.completed', checkoutId: ours });
    const subscriptionId = (event as Extract<PaymentEvent, { kind: 'checkout.completed' }>)
      .subscriptionId;

    const subscription = await provider.getSubscription(subscriptionId);
    expect(subscription).toMatchObject({
      status: 'trialing',
      checkoutId: ours,
      cancelAtPeriodEnd: false,
      price: MONTHLY_USD,
    });
    const trialDays = ((subscription.trialEnd?.getTime() ?? 0) - before.getTime()) / DAY;
    expect(trialDays).toBeGreaterThanOrEqual(7);
    expect(trialDays).toBeLessThan(7.01);
    expect(await provider.listInvoices(subscription.customerId)).toEqual([]);

    // A second click (back button, double submit) changes nothing and sends nothing.
    const again = await postForm(path, { action: 'decline', token });
    expect(again.headers.get('location')).toBe(response.headers.get('location'));
    expect(await get(path).then((r) => r.text())).toContain('This checkout is paid.');
  });

  it('refuses a form without the checkout’s own token (a page on another site)', async () => {
    const { path } = await checkout();
    const response = await postForm(path, { action: 'pay', token: 'guessed' });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: string }).error).toBe('CSRF_REJECTED');
    expect(await (await get(path)).text()).toContain('name="action" value="pay"');
  });

  it.each([
    ['decline', 'declined'],
    ['authentication_failure', 'authentication_failed'],
  ] as const)(
    '%s sends checkout.failed (%s) and goes back to the cancel URL',
    async (action, reason) => {
      const { ours, path, token, created } = await checkout('fr');
      const response = await postForm(path, { action, token });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toContain('cancelled=1');
      const delivery = await waitForEvent(created.providerCheckoutId, 'checkout.failed');
      expect(verified(delivery).event).toEqual({
        kind: 'checkout.failed',
        checkoutId: ours,
        reason,
      });
    },
  );

  it('renews and charges through the cycle; a declining card yields past_due, paid again from the invoice page', async () => {
    const { path, token, created } = await checkout('en', 7);
    await postForm(path, { action: 'pay', token });
    const completed = verified(
      await waitForEvent(created.providerCheckoutId, 'checkout.completed'),
    );
    const id = (completed.event as Extract<PaymentEvent, { kind: 'checkout.completed' }>)
      .subscriptionId;
    const trialEnd = (await provider.getSubscription(id)).trialEnd as Date;

    await advance(6);
    expect(verified(await waitForEvent(id, 'trial.will_end')).event).toEqual({
      kind: 'trial.will_end',
      subscriptionId: id,
    });

    await advance(2);
    const paid = verified(await waitForEvent(id, 'invoice.paid')).event;
    expect(paid).toMatchObject({ kind: 'invoice.paid', subscriptionId: id });
    const renewed = await provider.getSubscription(id);
    expect(renewed.status).toBe('active');
    expect(renewed.currentPeriodEnd?.getTime()).toBeGreaterThan(trialEnd.getTime() + 27 * DAY);
    const [invoice] = await provider.listInvoices(renewed.customerId);
    expect(invoice).toMatchObject({ status: 'paid', amount: 4900, currency: 'usd' });
    const pdf = await get(new URL(invoice?.pdfUrl ?? '').pathname);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    await provider.setCardBehaviour(renewed.customerId, 'declines');
    await advance(32);
    const failed = verified(await waitForEvent(id, 'invoice.payment_failed')).event;
    expect(failed).toMatchObject({ kind: 'invoice.payment_failed', subscriptionId: id });
    const fixUrl = (failed as Extract<PaymentEvent, { kind: 'invoice.payment_failed' }>).fixUrl;
    expect(fixUrl).toMatch(/^https:\/\/tickrelay\.test\/api\/payments\/sandbox\/invoices\/in_sb_/);
    expect((await provider.getSubscription(id)).status).toBe('past_due');

    const invoicePath = new URL(fixUrl ?? '').pathname;
    expect(await (await get(invoicePath)).text()).toContain('Pay now');
    await provider.setCardBehaviour(renewed.customerId, 'succeeds');
    expect((await postForm(`${invoicePath}/pay`, {})).status).toBe(303);
    expect((await provider.getSubscription(id)).status).toBe('active');
    expect(await (await get(invoicePath)).text()).not.toContain('Pay now');
  });

  it('ends a subscription cancelled at period end: subscription.updated, read back expired', async () => {
    const { path, token, created } = await checkout('en', 0);
    await postForm(path, { action: 'pay', token });
    const completed = verified(
      await waitForEvent(created.providerCheckoutId, 'checkout.completed'),
    );
    const id = (completed.event as Extract<PaymentEvent, { kind: 'checkout.completed' }>)
      .subscriptionId;
    expect((await provider.getSubscription(id)).status).toBe('active');
    expect((await provider.setCancelAtPeriodEnd(id, true)).status).toBe('canceled');
    await waitForEvent(id, 'subscription.updated');
    await advance(32);
    await waitForEvent(id, 'subscription.updated', 2);
    expect((await provider.getSubscription(id)).status).toBe('expired');
  });

  it('expires an unused checkout and tells billing', async () => {
    const { ours, path, created } = await checkout();
    await advance(1);
    expect(
      verified(await waitForEvent(created.providerCheckoutId, 'checkout.expired')).event,
    ).toEqual({
      kind: 'checkout.expired',
      checkoutId: ours,
    });
    expect(await (await get(path)).text()).toContain('This checkout link has expired.');
  });

  it('opens a portal page whose card setting holds', async () => {
    const { path, token, created } = await checkout('fr', 7, YEARLY_EUR);
    await postForm(path, { action: 'pay', token });
    await waitForEvent(created.providerCheckoutId, 'checkout.completed');
    const row = await stack.api.get(SandboxRepository).findCheckout(created.providerCheckoutId);
    const portal = new URL(
      await provider.createPortalSession(row?.customer_id ?? '', 'https://tickrelay.test/fr', 'fr'),
    ).pathname;
    const page = await (await get(portal)).text();
    expect(page).toContain('Portail de facturation');
    expect(page).toContain('Essai');
    expect((await postForm(`${portal}/card`, { behaviour: 'declines_next' })).status).toBe(303);
    expect(await (await get(portal)).text()).toContain('value="declines_next" selected');
    expect((await get(`${portal}x`)).status).toBe(404);
  });
});

describe('sandbox test clock and production refusal', () => {
  it('answers 404 on the clock route without BILLING_TEST_CLOCK', async () => {
    const stack = await startSandboxStack({ BILLING_TEST_CLOCK: 'false' }, { worker: false });
    try {
      const response = await fetch(`${stack.apiUrl}${advanceTestClock.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ advanceDays: 1 }),
      });
      expect(response.status).toBe(404);
      expect(((await response.json()) as { error: string }).error).toBe('NOT_FOUND');
    } finally {
      await stack.close();
    }
  });

  it('the built api refuses to start with NODE_ENV=production and the sandbox', async () => {
    const child = spawn(process.execPath, [builtEntry('main.js')], {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        SMTP_HOST: 'smtp.example.com',
        PAYMENT_PROVIDER: 'sandbox',
        PORT: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    expect((await exitOf(child)).code).toBe(1);
    expect(output).toMatch(/PAYMENT_PROVIDER: must not be sandbox when NODE_ENV is production/);
  });
});
