// The sandbox's event deliveries when billing cannot take them: the payments-sandbox queue tries
// again until billing's real webhook route does, and billing applies each event exactly once.
// Real api (two instances on one database: A receives the webhooks, B serves the sandbox's hosted
// pages), real worker host, Postgres and Redis; the sandbox delivers to A's own route.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';

import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { PublicUser } from '@tickrelay/contracts/endpoints/auth.endpoints';
import { sparePort, waitFor } from '@tickrelay/testing/processes/process.helpers';
import { Queue } from 'bullmq';
import { Pool } from 'pg';

import type { AppConfig } from '../src/config/app-config';
import { createApiApp } from '../src/create-api-app';
import { BillingService } from '../src/modules/billing/billing.service';
import { PaymentProviderUnavailableError } from '../src/modules/billing/payment-provider.port';
import { deliveryJobId } from '../src/modules/billing/sandbox/sandbox-event.publisher';
import { SandboxPaymentProvider } from '../src/modules/billing/sandbox/sandbox-payment.provider';
import {
  SANDBOX_SIGNATURE_HEADER,
  signSandboxPayload,
} from '../src/modules/billing/sandbox/sandbox-signature';
import { SandboxRepository } from '../src/modules/billing/sandbox/sandbox.repository';
import { WorkerModule } from '../src/worker/worker.module';
import { testConfig } from './support/api-app';

let config: AppConfig;
let receiverPort: number;
/** Billing's webhook route, where the sandbox delivers (PAYMENT_SANDBOX_WEBHOOK_URL). */
let receiver: NestExpressApplication | undefined;
/** The sandbox's hosted checkout page, up throughout. */
let pages: NestExpressApplication;
let pagesUrl: string;
let worker: INestApplicationContext;
let db: Pool;
let queue: Queue;
/** What beforeAll started, stopped in reverse order (only what it got to). */
const started: (() => Promise<unknown>)[] = [];

async function startApiOn(port: number): Promise<NestExpressApplication> {
  const app = await createApiApp(config);
  await app.listen(port, '127.0.0.1');
  return app;
}

beforeAll(async () => {
  receiverPort = await sparePort();
  config = testConfig({
    QUEUE_PREFIX: `tickrelay-delivery-${randomUUID().slice(0, 8)}`,
    PUBLIC_URL: 'https://tickrelay.test',
    PAYMENT_PROVIDER: 'sandbox',
    PAYMENT_SANDBOX_WEBHOOK_URL: `http://127.0.0.1:${receiverPort}/api/payments/webhook`,
    WORKER_PORT: String(await sparePort()),
    // A refused connection is a transient error: retried after these delays without spending one
    // of the job's attempts (short here so "until the api is back" takes seconds).
    JOB_RETRY_FIRST_DELAY_MS: '200',
    JOB_RETRY_MAX_DELAY_MS: '1000',
  });
  receiver = await startApiOn(receiverPort);
  // The receiver may be stopped and started again by a test: whichever runs at the end.
  started.push(() => receiver?.close() ?? Promise.resolve());
  pages = await startApiOn(0);
  started.push(() => pages.close());
  pagesUrl = `http://127.0.0.1:${(pages.getHttpServer().address() as AddressInfo).port}`;
  worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), {
    logger: false,
    abortOnError: false,
  });
  started.push(() => worker.close());
  await worker.init();
  db = new Pool({ connectionString: config.databaseUrl, max: 2 });
  started.push(() => db.end());
  queue = new Queue('payments-sandbox', {
    connection: { url: config.redisUrl },
    prefix: config.queuePrefix,
  });
  started.push(() => queue.close());
}, 60000);

afterAll(async () => {
  for (const stop of started.reverse()) await stop();
});

interface SandboxEventState {
  id: string;
  attempts: number;
  last_error: string | null;
  delivered_at: Date | null;
}

/** The sandbox's events of `type` about one of its objects (a checkout, a subscription). */
async function eventsAbout(objectId: string, type: string): Promise<SandboxEventState[]> {
  const { rows } = await db.query<SandboxEventState>(
    `select id, attempts, last_error, delivered_at from sandbox_events
      where type = $1 and (body::jsonb -> 'data' -> 'object' ->> 'id') = $2 order by created_at`,
    [type, objectId],
  );
  return rows;
}

const eventState = async (id: string) =>
  (
    await db.query<SandboxEventState>(
      'select id, attempts, last_error, delivered_at from sandbox_events where id = $1',
      [id],
    )
  ).rows[0];

const waitForEvent = (id: string, done: (event: SandboxEventState) => boolean, what: string) =>
  waitFor(
    async () => {
      const event = await eventState(id);
      return event && done(event) ? event : undefined;
    },
    45000,
    `sandbox event ${id}: ${what}`,
  );

/** What billing made of one event: its record (once per id) and the history rows it caused. */
async function appliedTimes(eventId: string) {
  const count = async (sql: string) =>
    Number((await db.query<{ count: string }>(sql, [eventId])).rows[0]?.count);
  return {
    recorded: await count(
      "select count(*) from payment_events where provider = 'sandbox' and event_id = $1",
    ),
    history: await count('select count(*) from subscription_history where cause = $1'),
  };
}

async function deliveryJob(eventId: string) {
  const job = await queue.getJob(deliveryJobId(eventId));
  if (!job) throw new Error(`no delivery job for ${eventId}`);
  return { state: await job.getState(), attemptsMade: job.attemptsMade };
}

const deliveryJobIn = (eventId: string, state: string, what: string) =>
  waitFor(
    async () => {
      const job = await deliveryJob(eventId);
      return job.state === state ? job : undefined;
    },
    20000,
    what,
  );

/** A member's checkout at the sandbox, paid on its hosted page: checkout.completed is sent. */
async function paidCheckout() {
  const user: PublicUser = {
    id: randomUUID(),
    email: `delivery-${randomUUID().slice(0, 8)}@tickrelay.test`,
    displayName: 'Delivery Test',
    locale: 'en',
    emailConfirmed: true,
    createdAt: new Date().toISOString(),
  };
  // The reCAPTCHA guard sits on the HTTP route; this is the service behind it.
  const started = await pages.get(BillingService).startCheckout(user, {
    plan: 'monthly',
    currency: 'usd',
    recaptchaToken: 'checked-by-the-route',
  });
  const { rows } = await db.query<{ provider_checkout_id: string }>(
    'select provider_checkout_id from checkouts where id = $1',
    [started.checkout.id],
  );
  const providerCheckoutId = rows[0]?.provider_checkout_id ?? '';
  const form = await pages.get(SandboxRepository).findCheckout(providerCheckoutId);
  const paid = await fetch(`${pagesUrl}${new URL(started.url).pathname}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action: 'pay', token: form?.form_token ?? '' }).toString(),
  });
  expect(paid.status).toBe(303);
  const [completed] = await eventsAbout(providerCheckoutId, 'checkout.completed');
  if (!completed) throw new Error('the sandbox sent no checkout.completed');
  return { user, checkoutId: started.checkout.id, eventId: completed.id };
}

async function checkoutStatus(checkoutId: string): Promise<string | undefined> {
  const { rows } = await db.query<{ status: string }>(
    'select status from checkouts where id = $1',
    [checkoutId],
  );
  return rows[0]?.status;
}

async function subscriptionOf(userId: string) {
  const { rows } = await db.query<{
    status: string;
    cancel_at_period_end: boolean;
    provider_subscription_id: string;
  }>(
    'select status, cancel_at_period_end, provider_subscription_id from subscriptions where user_id = $1',
    [userId],
  );
  return rows[0];
}

describe('sandbox event deliveries that billing cannot take yet', () => {
  it('a 5xx from the webhook route (provider read-back unavailable) spends an attempt, is retried with backoff and applied once', async () => {
    // The receiving api cannot read the subscription back from the provider for a while (as
    // Stripe's API can be away): its webhook route answers 503 PAYMENT_PROVIDER_UNAVAILABLE and
    // rolls back, so the event is not recorded as received.
    if (!receiver) throw new Error('the receiving api is not running');
    const provider = receiver.get(SandboxPaymentProvider);
    const readBack = provider.getSubscription.bind(provider);
    let readBackDown = true;
    provider.getSubscription = (id) =>
      readBackDown
        ? Promise.reject(new PaymentProviderUnavailableError(new Error('read-back refused')))
        : readBack(id);
    try {
      const { user, checkoutId, eventId } = await paidCheckout();
      // The queue holds it for a retry (backoff from 10 s), one of its 10 attempts spent.
      expect(
        await deliveryJobIn(eventId, 'delayed', 'the delivery to fail and wait for its retry'),
      ).toEqual({ state: 'delayed', attemptsMade: 1 });
      expect(await eventState(eventId)).toMatchObject({
        attempts: 1,
        last_error: 'HTTP 503',
        delivered_at: null,
      });
      expect(await appliedTimes(eventId)).toEqual({ recorded: 0, history: 0 });
      expect(await checkoutStatus(checkoutId)).toBe('pending');
      expect(await subscriptionOf(user.id)).toBeUndefined();

      readBackDown = false;
      const delivered = await waitForEvent(
        eventId,
        (event) => event.delivered_at !== null,
        'delivered once the read-back works',
      );
      expect(delivered).toMatchObject({ attempts: 2, last_error: null });
      await deliveryJobIn(eventId, 'completed', 'the delivery job to complete');
      // BullMQ counts the run that completed too: the one failure and the success.
      expect(await deliveryJob(eventId)).toEqual({ state: 'completed', attemptsMade: 2 });
      expect(await appliedTimes(eventId)).toEqual({ recorded: 1, history: 1 });
      expect(await checkoutStatus(checkoutId)).toBe('paid');
      expect(await subscriptionOf(user.id)).toMatchObject({ status: 'trialing' });

      // The provider delivering it once more (freshly signed, as a redelivery is) changes nothing.
      const body =
        (
          await db.query<{ body: string }>('select body from sandbox_events where id = $1', [
            eventId,
          ])
        ).rows[0]?.body ?? '';
      const again = await fetch(config.billing.sandbox.webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(
            config.billing.sandbox.webhookSecret,
            body,
          ),
        },
        body,
      });
      expect(again.status).toBe(200);
      expect(await appliedTimes(eventId)).toEqual({ recorded: 1, history: 1 });
    } finally {
      readBackDown = false;
    }
  });

  it('while the api is down (connection refused) the delivery is retried without spending attempts, and applied once when it is back', async () => {
    const { user, eventId: completedId } = await paidCheckout();
    await waitForEvent(completedId, (event) => event.delivered_at !== null, 'delivered');
    const subscriptionId = (await subscriptionOf(user.id))?.provider_subscription_id ?? '';
    expect(subscriptionId).not.toBe('');
    const earlier = new Set(
      (await eventsAbout(subscriptionId, 'subscription.updated')).map((event) => event.id),
    );

    await receiver?.close();
    receiver = undefined;
    // The member cancels at the provider (its portal) while our api is down.
    await pages.get(SandboxPaymentProvider).setCancelAtPeriodEnd(subscriptionId, true);
    const [updated] = (await eventsAbout(subscriptionId, 'subscription.updated')).filter(
      (event) => !earlier.has(event.id),
    );
    if (!updated) throw new Error('the sandbox sent no subscription.updated');
    const eventId = updated.id;

    const refused = await waitForEvent(
      eventId,
      (event) => event.attempts >= 3,
      'three deliveries refused',
    );
    expect(refused.delivered_at).toBeNull();
    expect(refused.last_error).toMatch(/^no answer: /);
    const waiting = await deliveryJob(eventId);
    expect(['delayed', 'waiting', 'active']).toContain(waiting.state);
    expect(waiting.attemptsMade).toBe(0);
    expect(await appliedTimes(eventId)).toEqual({ recorded: 0, history: 0 });
    expect(await subscriptionOf(user.id)).toMatchObject({
      status: 'trialing',
      cancel_at_period_end: false,
    });

    // The api is back on the same address.
    receiver = await startApiOn(receiverPort);
    await waitForEvent(eventId, (event) => event.delivered_at !== null, 'delivered once back');
    await deliveryJobIn(eventId, 'completed', 'the delivery job to complete');
    // Only the run that completed counts: the refused ones spent none of the 10 attempts.
    expect(await deliveryJob(eventId)).toEqual({ state: 'completed', attemptsMade: 1 });
    expect((await eventState(eventId))?.attempts).toBeGreaterThanOrEqual(4);
    expect(await appliedTimes(eventId)).toEqual({ recorded: 1, history: 1 });
    expect(await subscriptionOf(user.id)).toMatchObject({
      status: 'canceled',
      cancel_at_period_end: true,
    });
  });
});
