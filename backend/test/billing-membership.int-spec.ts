import type { CheckoutView } from '@tickrelay/contracts/billing/billing';
import { RENEW_SUBSCRIPTION_ACTION } from '@tickrelay/contracts/recaptcha-actions';
import { signUpMember } from '@tickrelay/testing/accounts/member.fixture';
import { apiGuardMatrix } from '@tickrelay/testing/guards/api-guard-matrix';
import type { ApiAgent } from '@tickrelay/testing/http/api-agent';
import {
  recaptchaTestToken,
  type SiteverifyStub,
  startSiteverifyStub,
} from '@tickrelay/testing/stubs/siteverify.stub';

import { Clock, RedisOffsetClock } from '../src/common/clock/clock';
import { BillingExpiry } from '../src/modules/billing/billing-expiry.service';
import { renderBillingMail } from '../src/modules/mail/billing-mail.templates';
import { type BillingTestApi, signedEvent, startBillingApi } from './billing-helpers';

let siteverify: SiteverifyStub;
let test: BillingTestApi;
/** A second api instance: same database, Redis, queue prefix and provider. */
let other: BillingTestApi;

beforeAll(async () => {
  siteverify = await startSiteverifyStub({ secret: 'test-secret' });
  const env = {
    RECAPTCHA_PROVIDER: 'google',
    RECAPTCHA_SECRET_KEY: 'test-secret',
    RECAPTCHA_VERIFY_URL: siteverify.url,
    RECAPTCHA_EXPECTED_HOSTNAMES: 'localhost',
    BILLING_TEST_CLOCK: 'true',
  };
  test = await startBillingApi(env);
  other = await startBillingApi(env, { provider: test.provider, prefix: test.prefix });
});

afterAll(async () => {
  await other.close();
  await test.close();
  await siteverify.stop();
});

async function member(locale: 'en' | 'fr' = 'en') {
  const agent = test.agent({ language: locale });
  const { userId, email } = await signUpMember(agent, test.mail, { locale });
  return { agent, userId, email };
}

function checkout(agent: ApiAgent, plan = 'monthly', currency = 'usd') {
  return agent.post<{ checkout: CheckoutView; url: string; error?: string }>(
    '/api/subscription/checkout',
    {
      plan,
      currency,
      recaptchaToken: recaptchaTestToken(RENEW_SUBSCRIPTION_ACTION, 'localhost'),
    },
  );
}

/** Pays the checkout at the provider and delivers checkout.completed. */
async function pay(started: { checkout: CheckoutView; url: string }) {
  const subscription = test.provider.pay(started.url.split('/').at(-1) ?? '');
  const response = await test.deliver(
    signedEvent({
      kind: 'checkout.completed',
      checkoutId: started.checkout.id,
      subscriptionId: subscription.id,
      customerId: subscription.customerId,
    }),
  );
  expect(response.status).toBe(200);
  return subscription;
}

async function subscribed(locale: 'en' | 'fr' = 'en') {
  const who = await member(locale);
  const started = await checkout(who.agent);
  expect(started.status).toBe(201);
  const subscription = await pay(started.body);
  return { ...who, subscription, checkoutId: started.body.checkout.id };
}

/** Reads a text/event-stream until it ends, collecting its `checkout` events. */
async function readStream(
  url: string,
  agent: ApiAgent,
  onEvent: (view: CheckoutView, all: CheckoutView[]) => void = () => undefined,
): Promise<{ status: number; events: CheckoutView[]; contentType: string | null }> {
  const cookie = [...agent.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await fetch(url, { headers: { cookie, 'x-forwarded-for': agent.address } });
  const events: CheckoutView[] = [];
  if (!response.body || response.status !== 200) {
    return { status: response.status, events, contentType: response.headers.get('content-type') };
  }
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const lines = frame.split('\n');
      if (!lines.includes('event: checkout')) continue;
      const data = lines.find((line) => line.startsWith('data: '))?.slice(6) ?? 'null';
      const view = JSON.parse(data) as CheckoutView;
      events.push(view);
      onEvent(view, events);
    }
  }
  return { status: response.status, events, contentType: response.headers.get('content-type') };
}

describe('GET /api/billing/plans', () => {
  it('serves the server’s plan table to anyone', async () => {
    const response = await test.agent().get('/api/billing/plans');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      plans: [
        {
          id: 'monthly',
          interval: 'month',
          prices: [
            { currency: 'usd', amount: 4900 },
            { currency: 'eur', amount: 4500 },
          ],
        },
        {
          id: 'yearly',
          interval: 'year',
          prices: [
            { currency: 'usd', amount: 49000 },
            { currency: 'eur', amount: 45000 },
          ],
        },
      ],
      trialDays: 7,
      graceDays: 3,
    });
  });
});

describe('POST /api/subscription/checkout', () => {
  it('starts a checkout with the trial, amounts from the server and the localised return page', async () => {
    const en = await member('en');
    const before = await en.agent.get('/api/subscription');
    expect(before.body).toEqual({
      entitled: false,
      subscription: null,
      trialAvailable: true,
      currency: 'usd',
    });
    const started = await checkout(en.agent, 'yearly', 'usd');
    expect(started.status).toBe(201);
    expect(started.body.checkout).toMatchObject({
      status: 'pending',
      plan: 'yearly',
      currency: 'usd',
      amount: 49000,
      trialDays: 7,
    });
    const input = test.provider.checkouts.get(started.body.url.split('/').at(-1) ?? '');
    expect(input?.successUrl).toBe(
      `http://localhost:8080/confirm-payment?checkout=${started.body.checkout.id}`,
    );
    expect(input?.cancelUrl).toBe(input?.successUrl);

    const fr = await member('fr');
    expect((await fr.agent.get('/api/subscription')).body.currency).toBe('eur');
    const frStarted = await checkout(fr.agent, 'monthly', 'eur');
    const frInput = test.provider.checkouts.get(frStarted.body.url.split('/').at(-1) ?? '');
    expect(frInput?.successUrl).toBe(
      `http://localhost:8080/fr/confirm-payment?checkout=${frStarted.body.checkout.id}`,
    );
    expect(frInput).toMatchObject({ locale: 'fr', price: { amount: 4500, currency: 'eur' } });
  });

  it('refuses a second subscription while one is entitled and not ending: 409 ALREADY_SUBSCRIBED', async () => {
    const { agent } = await subscribed();
    const again = await checkout(agent);
    expect([again.status, again.body.error]).toEqual([409, 'ALREADY_SUBSCRIBED']);
  });

  it('answers 503 PAYMENT_PROVIDER_UNAVAILABLE when the provider cannot be reached', async () => {
    const { agent } = await member();
    test.provider.down = true;
    try {
      const response = await checkout(agent);
      expect([response.status, response.body.error]).toEqual([503, 'PAYMENT_PROVIDER_UNAVAILABLE']);
    } finally {
      test.provider.down = false;
    }
  });

  it('refuses unknown plans and currencies, and visitors', async () => {
    const { agent } = await member();
    expect((await checkout(agent, 'weekly')).body.error).toBe('VALIDATION_FAILED');
    expect((await checkout(agent, 'monthly', 'gbp')).body.error).toBe('VALIDATION_FAILED');
    expect((await checkout(test.agent())).status).toBe(401);
  });
});

describe('checkouts belong to their member', () => {
  it('answers 404 for another member’s checkout, its stream, or a made-up id', async () => {
    const owner = await member();
    const started = await checkout(owner.agent);
    const { agent: stranger } = await member();
    const path = `/api/subscription/checkouts/${started.body.checkout.id}`;
    expect((await owner.agent.get(path)).status).toBe(200);
    expect([(await stranger.get(path)).status, (await stranger.get(path)).body.error]).toEqual([
      404,
      'NOT_FOUND',
    ]);
    expect((await readStream(`${test.url}${path}/events`, stranger)).status).toBe(404);
    expect((await owner.agent.get('/api/subscription/checkouts/not-a-uuid')).status).toBe(404);
  });
});

describe('live checkout status over SSE', () => {
  it('streams the update made through another api instance, then ends', async () => {
    const { agent } = await member();
    const started = await checkout(agent);
    // The stream is served by `other`; the payment's webhook lands on `test`.
    const streamed = readStream(
      `${other.url}/api/subscription/checkouts/${started.body.checkout.id}/events`,
      agent,
      (view, all) => {
        if (all.length === 1 && view.status === 'pending') void pay(started.body);
      },
    );
    const { status, events, contentType } = await streamed;
    expect(status).toBe(200);
    expect(contentType).toContain('text/event-stream');
    expect(events.map((view) => view.status)).toEqual(['pending', 'paid']);
  });

  it('sends the final state at once and ends when the checkout is already over', async () => {
    const { agent } = await member();
    const started = await checkout(agent);
    await test.deliver(
      signedEvent({
        kind: 'checkout.failed',
        checkoutId: started.body.checkout.id,
        reason: 'declined',
      }),
    );
    const { events } = await readStream(
      `${test.url}/api/subscription/checkouts/${started.body.checkout.id}/events`,
      agent,
    );
    expect(events.map((view) => view.status)).toEqual(['declined']);
  });
});

describe('@Member(): GET /api/subscription/entitlement', () => {
  it('refuses a member without a subscription with 403 SUBSCRIPTION_REQUIRED, in en and fr', async () => {
    const { agent } = await member();
    const en = await agent.get('/api/subscription/entitlement');
    expect(en.body).toEqual({
      statusCode: 403,
      error: 'SUBSCRIPTION_REQUIRED',
      message: 'This needs an active membership. Start or renew your subscription to continue.',
    });
    const fr = await agent.clone({ language: 'fr' }).get('/api/subscription/entitlement');
    expect(fr.body.message).toBe(
      'Il faut un abonnement actif pour cela. Démarrez ou renouvelez votre abonnement pour continuer.',
    );
    expect((await test.agent().get('/api/subscription/entitlement')).status).toBe(401);
  });

  it('admits a trialing member', async () => {
    const { agent, subscription } = await subscribed();
    const response = await agent.get('/api/subscription/entitlement');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      entitledUntil: subscription.trialEnd?.toISOString(),
      plan: 'monthly',
    });
  });
});

describe('cancel, then the expiry job once the period is over (test clock)', () => {
  it('stays entitled until the period end, then expires with a history row and a mail', async () => {
    const { agent, userId, email } = await subscribed('fr');
    const cancelled = await agent.post('/api/subscription/cancel');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      entitled: true,
      subscription: { status: 'canceled', cancelAtPeriodEnd: true },
    });
    const expiry = test.app.get(BillingExpiry);
    await expiry.expire();
    expect((await agent.get('/api/subscription')).body.subscription).toMatchObject({
      status: 'canceled',
    });
    expect((await agent.get('/api/subscription/entitlement')).status).toBe(200);

    const clock = test.app.get(Clock);
    if (!(clock instanceof RedisOffsetClock)) throw new Error('BILLING_TEST_CLOCK is on');
    await clock.advanceDays(8);
    const result = await expiry.expire();
    expect(result.expired).toBeGreaterThanOrEqual(1);

    const membership = await agent.get('/api/subscription');
    expect(membership.body).toMatchObject({
      entitled: false,
      trialAvailable: false,
      subscription: { status: 'expired', entitledUntil: null },
    });
    const denied = await agent.get('/api/subscription/entitlement');
    expect([denied.status, denied.body.error]).toEqual([403, 'SUBSCRIPTION_REQUIRED']);
    const { rows } = await test.db.query<{ from_status: string; to_status: string; cause: string }>(
      'select from_status, to_status, cause from subscription_history where user_id = $1 order by id',
      [userId],
    );
    expect(rows.at(-1)).toEqual({
      from_status: 'canceled',
      to_status: 'expired',
      cause: 'expiry-job',
    });
    const mail = await test.mail.waitFor({ to: email, kind: 'subscription-ended' });
    const rendered = renderBillingMail('subscription-ended', mail.data as never);
    expect(rendered.subject).toBe('Votre abonnement TickRelay est terminé');
    expect(rendered.text).toContain('http://localhost:8080/fr/renew-subscription');

    // Run again: nothing more happens, and the history is append-only.
    await expiry.expire();
    expect((await test.mail.mailsTo({ to: email, kind: 'subscription-ended' })).length).toBe(1);
    await expect(
      test.db.query('delete from subscription_history where user_id = $1', [userId]),
    ).rejects.toThrow(/append-only/);

    // A new subscription after an expired one has no trial.
    const again = await checkout(agent);
    expect(again.status).toBe(201);
    expect(again.body.checkout.trialDays).toBe(0);
  });
});

describe('guard matrix: the billing routes × {visitor, member without a subscription}', () => {
  const billingPaths = /^\/api\/(billing|payments)\/|^\/api\/subscription(\/|$)/;
  const cases = apiGuardMatrix({
    recaptchaToken: () => recaptchaTestToken(RENEW_SUBSCRIPTION_ACTION, 'localhost'),
    recaptchaVerifier: true,
    testClock: true,
  }).filter((route) => billingPaths.test(route.path));
  let matrixMember: ApiAgent;

  beforeAll(async () => {
    matrixMember = (await member()).agent;
  });

  it('covers the billing endpoints and the sandbox’s test clock', () => {
    expect(cases.length).toBe(13);
  });

  it.each(cases.map((route) => [route.method, route.path, route] as const))(
    '%s %s',
    async (method, path, { body, visitor, member: expected }) => {
      const asVisitor = await test.agent().request(method, path, body());
      expect([asVisitor.status, asVisitor.body.error]).toEqual(visitor);
      const asMember = await matrixMember.clone().request(method, path, body());
      expect([asMember.status, asMember.body.error]).toEqual(expected);
    },
  );
});
