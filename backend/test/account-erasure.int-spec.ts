// A member deletes their account: the worker's member-erasure job ends their sandbox subscription
// (no charge after, no mail to the gone address), deletes their webhook URLs, deliveries, paper
// account and live stream, and is harmless run again. Real api (sandbox provider, its events
// delivered to its own webhook route), real worker host in process with one test-only eraser that
// can fail, Postgres, Redis, and an SMTP sink for the mail.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { Injectable, type INestApplicationContext, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { ALERT_EXAMPLES } from '@tickrelay/contracts/alert-payload/alert-payload.samples';
import type { SignedIn } from '@tickrelay/contracts/endpoints/auth.endpoints';
import { advanceTestClock } from '@tickrelay/contracts/endpoints/payments-sandbox.endpoints';
import type { WebhookView } from '@tickrelay/contracts/webhooks/deliveries';
import { PASSWORD, signUpMember } from '@tickrelay/testing/accounts/member.fixture';
import { ApiAgent } from '@tickrelay/testing/http/api-agent';
import { smtpSinkSource } from '@tickrelay/testing/mail/mail-sources';
import { Mailbox } from '@tickrelay/testing/mail/mailbox';
import { type SmtpSink, startSmtpSink } from '@tickrelay/testing/mail/smtp-sink';
import { sparePort, waitFor } from '@tickrelay/testing/processes/process.helpers';
import { type Job, Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { Pool } from 'pg';

import type { AppConfig } from '../src/config/app-config';
import { createApiApp } from '../src/create-api-app';
import { MemberEraser, type MemberDataEraser } from '../src/modules/account/member-eraser.port';
import {
  erasureJobId,
  MemberErasures,
  SWEEP_DELAY_MS,
} from '../src/modules/account/member-erasure.jobs';
import { BillingService } from '../src/modules/billing/billing.service';
import { SandboxRepository } from '../src/modules/billing/sandbox/sandbox.repository';
import type { MemberErasureJob } from '../src/queue/job-payloads';
import { WORKER_FEATURES, WorkerModule } from '../src/worker/worker.module';
import { testConfig } from './support/api-app';
import { sendAlert } from './webhooks-helpers';

/** A test-only eraser, discovered like the others: fails once for the members in `failNext`. */
@Injectable()
@MemberEraser()
class FlakyEraser implements MemberDataEraser {
  static readonly failNext = new Set<string>();
  static readonly runs: string[] = [];
  readonly name = 'test-flaky';
  readonly stage = 'stored' as const;

  erase(memberId: string): Promise<void> {
    FlakyEraser.runs.push(memberId);
    if (FlakyEraser.failNext.delete(memberId)) return Promise.reject(new Error('flaky, once'));
    return Promise.resolve();
  }
}

@Module({ providers: [FlakyEraser] })
class FlakyEraserModule {}

let config: AppConfig;
let api: NestExpressApplication;
let apiUrl: string;
let worker: INestApplicationContext;
let sink: SmtpSink;
let db: Pool;
let redis: Redis;
let erasures: Queue<MemberErasureJob>;
const dir = mkdtempSync(join(tmpdir(), 'tickrelay-erasure-'));
const inbox = new Mailbox(smtpSinkSource(dir));
const started: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  sink = await startSmtpSink({ dir });
  started.push(() => sink.stop());
  const port = await sparePort();
  apiUrl = `http://127.0.0.1:${port}`;
  config = testConfig({
    QUEUE_PREFIX: `tickrelay-erasure-${randomUUID().slice(0, 8)}`,
    PUBLIC_URL: apiUrl,
    PAYMENT_PROVIDER: 'sandbox',
    PAYMENT_SANDBOX_WEBHOOK_URL: `${apiUrl}/api/payments/webhook`,
    BILLING_TEST_CLOCK: 'true',
    WORKER_PORT: String(await sparePort()),
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(sink.port),
  });
  api = await createApiApp(config);
  await api.listen(port, '127.0.0.1');
  started.push(() => api.close());
  worker = await NestFactory.createApplicationContext(
    WorkerModule.forRoot(config, [...WORKER_FEATURES, FlakyEraserModule]),
    { logger: false, abortOnError: false },
  );
  started.push(() => worker.close());
  await worker.init();
  db = new Pool({ connectionString: config.databaseUrl, max: 2 });
  started.push(() => db.end());
  redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 1 });
  started.push(() => Promise.resolve(redis.disconnect()));
  erasures = new Queue('member-erasure', {
    connection: { url: config.redisUrl },
    prefix: config.queuePrefix,
  });
  started.push(() => erasures.close());
}, 60000);

afterAll(async () => {
  for (const stop of started.reverse()) await stop();
  await inbox.close();
  rmSync(dir, { recursive: true, force: true });
});

const count = async (sql: string, values: unknown[]) =>
  Number(
    (await db.query<{ n: string }>(`select count(*) as n from (${sql}) q`, values)).rows[0]?.n,
  );

async function subscriptionOf(userId: string) {
  const { rows } = await db.query<{
    status: string;
    provider_subscription_id: string;
    ended_at: Date | null;
  }>('select status, provider_subscription_id, ended_at from subscriptions where user_id = $1', [
    userId,
  ]);
  return rows[0];
}

async function sandboxStatus(subscriptionId: string): Promise<string | undefined> {
  const { rows } = await db.query<{ status: string }>(
    'select status from sandbox_subscriptions where id = $1',
    [subscriptionId],
  );
  return rows[0]?.status;
}

async function advanceClock(days: number): Promise<void> {
  const response = await fetch(`${apiUrl}${advanceTestClock.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceDays: days }),
  });
  expect(response.status).toBe(200);
}

/** A job of the queue once it is in `state`. */
function jobIn(id: string, state: string): Promise<Job<MemberErasureJob>> {
  return waitFor(
    async () => {
      const job = await erasures.getJob(id);
      return job && (await job.getState()) === state ? job : undefined;
    },
    30000,
    `member-erasure job ${id} ${state}`,
  );
}

/** Signed up and confirmed; with `paid`, subscribed through the sandbox's hosted checkout. */
async function member(paid: boolean) {
  const agent = new ApiAgent(apiUrl);
  const { email, userId } = await signUpMember(agent, inbox);
  if (!paid) return { agent, email, userId };
  const { user } = (await agent.get<SignedIn>('/api/auth/session')).body;
  // The reCAPTCHA guard sits on the HTTP route; this is the service behind it.
  const checkout = await api.get(BillingService).startCheckout(user, {
    plan: 'monthly',
    currency: 'usd',
    recaptchaToken: 'checked-by-the-route',
  });
  const { rows } = await db.query<{ provider_checkout_id: string }>(
    'select provider_checkout_id from checkouts where id = $1',
    [checkout.checkout.id],
  );
  const form = await api.get(SandboxRepository).findCheckout(rows[0]?.provider_checkout_id ?? '');
  const pay = await fetch(`${apiUrl}${new URL(checkout.url).pathname}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action: 'pay', token: form?.form_token ?? '' }).toString(),
  });
  expect(pay.status).toBe(303);
  await waitFor(
    async () => ((await subscriptionOf(userId))?.status === 'trialing' ? true : undefined),
    30000,
    'the subscription to start',
  );
  return { agent, email, userId };
}

describe('deleting an account', () => {
  it('ends the subscription at the provider, mails nothing, and erases URLs, deliveries, paper account and live stream', async () => {
    const { agent, email, userId } = await member(true);
    // Past the trial: the sandbox charges the renewal, the member is active.
    await advanceClock(8);
    expect((await subscriptionOf(userId))?.status).toBe('active');
    const subscriptionId = (await subscriptionOf(userId))?.provider_subscription_id ?? '';
    const invoices = () =>
      count('select 1 from sandbox_invoices where subscription_id = $1', [subscriptionId]);
    const charged = await invoices();
    expect(charged).toBeGreaterThanOrEqual(1);

    const { url } = (await agent.get<WebhookView>('/api/webhook')).body;
    const alert = await sendAlert(url, JSON.stringify(ALERT_EXAMPLES.marketBuy), {
      'content-type': 'application/json',
    });
    expect(alert.status).toBe(202);
    const stream = `${config.queuePrefix}:member-events:${userId}`;
    await waitFor(
      async () =>
        (await count('select 1 from paper_accounts where member_id = $1', [userId])) === 1 &&
        (await redis.exists(stream)) === 1
          ? true
          : undefined,
      30000,
      'the alert executed on the paper account',
    );
    expect(await count('select 1 from deliveries where member_id = $1', [userId])).toBe(1);
    expect(await count('select 1 from billing_customers where user_id = $1', [userId])).toBe(1);

    const deletedAt = Date.now();
    const deleted = await agent.request('DELETE', '/api/account', { password: PASSWORD });
    expect(deleted.status).toBe(204);
    const job = await jobIn(erasureJobId(userId, 'deletion'), 'completed');
    const { erased } = job.returnvalue as { erased: string[] };
    expect(erased).toEqual(
      expect.arrayContaining(['billing', 'webhooks', 'deliveries', 'test-flaky']),
    );
    // What still brings data in (or costs money) stops before what is kept is deleted.
    for (const inflow of ['billing', 'webhooks']) {
      expect(erased.indexOf(inflow)).toBeLessThan(erased.indexOf('deliveries'));
    }

    // The provider: canceled now, and never charged again however far the clock goes.
    expect(await sandboxStatus(subscriptionId)).toBe('canceled');
    // Ours: expired, with its history row, and the customer's address gone.
    expect(await subscriptionOf(userId)).toMatchObject({
      status: 'expired',
      ended_at: expect.any(Date) as unknown,
    });
    const { rows: history } = await db.query<{ from_status: string; to_status: string }>(
      `select from_status, to_status from subscription_history
        where user_id = $1 and cause = 'account-deletion'`,
      [userId],
    );
    expect(history).toEqual([{ from_status: 'active', to_status: 'expired' }]);
    expect(await count('select 1 from billing_customers where user_id = $1', [userId])).toBe(0);
    // Its own data: rows and the live stream gone, the URL answers 404.
    for (const table of ['deliveries', 'paper_accounts', 'webhooks']) {
      expect([table, await count(`select 1 from ${table} where member_id = $1`, [userId])]).toEqual(
        [table, 0],
      );
    }
    expect(await redis.exists(stream)).toBe(0);
    expect((await sendAlert(url, JSON.stringify(ALERT_EXAMPLES.marketBuy))).status).toBe(404);

    // The sandbox's event about the cancellation reaches billing and changes nothing more.
    await waitFor(
      async () =>
        (await count(
          `select 1 from sandbox_events where type = 'subscription.updated' and delivered_at is not null
             and (body::jsonb -> 'data' -> 'object' ->> 'id') = $1
             and (body::jsonb -> 'data' -> 'object' ->> 'status') = 'canceled'`,
          [subscriptionId],
        )) === 1
          ? true
          : undefined,
      30000,
      'the cancellation event delivered',
    );
    await advanceClock(40);
    expect(await invoices()).toBe(charged);
    expect(
      await count(
        "select 1 from subscription_history where user_id = $1 and to_status = 'expired'",
        [userId],
      ),
    ).toBe(1);
    // No mail to the deleted address: none queued, none sent.
    expect(
      await count('select 1 from mail_outbox where job_id = $1', [
        `subscription-ended:sandbox:${subscriptionId}`,
      ]),
    ).toBe(0);
    expect(await inbox.mailsTo({ to: email, since: deletedAt })).toEqual([]);
  });

  it('runs a pass again, with backoff, when an eraser failed; the others erase meanwhile', async () => {
    const { agent, userId } = await member(false);
    await db.query(`insert into paper_accounts (member_id, state) values ($1, '{"cash": 1}')`, [
      userId,
    ]);
    FlakyEraser.failNext.add(userId);
    expect((await agent.request('DELETE', '/api/account', { password: PASSWORD })).status).toBe(
      204,
    );
    const id = erasureJobId(userId, 'deletion');
    const failed = await jobIn(id, 'delayed');
    expect(failed.attemptsMade).toBe(1);
    expect(failed.failedReason).toBe(
      `erasure of member ${userId} incomplete: test-flaky (flaky, once)`,
    );
    expect(failed.opts).toMatchObject({
      attempts: 12,
      backoff: { type: 'exponential', delay: 60_000 },
    });
    expect(await count('select 1 from paper_accounts where member_id = $1', [userId])).toBe(0);

    // Its backoff (a minute) is not this test's to wait: it runs now, as it would then.
    await failed.promote();
    const done = await jobIn(id, 'completed');
    expect((done.returnvalue as { erased: string[] }).erased).toEqual(
      expect.arrayContaining(['billing', 'webhooks', 'deliveries', 'test-flaky']),
    );
    expect(FlakyEraser.runs.filter((run) => run === userId)).toHaveLength(2);
    await jobIn(erasureJobId(userId, 'sweep'), 'delayed');
  });

  it('is harmless twice: no second deletion, and another pass or the sweep changes nothing', async () => {
    const { agent, email, userId } = await member(true);
    const subscriptionId = (await subscriptionOf(userId))?.provider_subscription_id ?? '';
    const deletedAt = Date.now();
    expect((await agent.request('DELETE', '/api/account', { password: PASSWORD })).status).toBe(
      204,
    );
    const first = await jobIn(erasureJobId(userId, 'deletion'), 'completed');
    expect(await sandboxStatus(subscriptionId)).toBe('canceled');
    const state = async () => ({
      subscription: await subscriptionOf(userId),
      history: await count('select 1 from subscription_history where user_id = $1', [userId]),
      events: await count(
        "select 1 from sandbox_events where (body::jsonb -> 'data' -> 'object' ->> 'id') = $1",
        [subscriptionId],
      ),
    });
    const after = await state();
    expect(after.subscription?.status).toBe('expired');

    // The session went with the account.
    const again = await agent.request('DELETE', '/api/account', { password: PASSWORD });
    expect(again.status).toBe(401);
    // The same request again (a retried DELETE's enqueue) keeps the one job.
    await api.get(MemberErasures).request(userId);
    expect((await erasures.getJob(first.id ?? ''))?.finishedOn).toBe(first.finishedOn);
    // A pass of its own (an operator's rerun), then the sweep run now: nothing changes.
    await api.get(MemberErasures).request(userId, 'rerun');
    await jobIn(erasureJobId(userId, 'deletion', 'rerun'), 'completed');
    const sweep = await jobIn(erasureJobId(userId, 'sweep'), 'delayed');
    expect(sweep.opts.delay).toBe(SWEEP_DELAY_MS);
    await sweep.promote();
    await jobIn(erasureJobId(userId, 'sweep'), 'completed');
    expect(await state()).toEqual(after);
    expect(await inbox.mailsTo({ to: email, since: deletedAt })).toEqual([]);
  });
});
