// Issue 8: password-reset and confirmation-resend requests are jobs on the account-requests queue.
// The api answers 202 once Redis holds the job (before the address is looked up, so known and
// unknown addresses get the same answer), and the worker does the lookup, the link and the mail:
// an api killed right after answering loses nothing, and a request that cannot be queued is
// refused (503, localised) instead of being accepted and lost.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Locale } from '@tickrelay/contracts/locales';
import { PASSWORD, signUpMember, uniqueEmail } from '@tickrelay/testing/accounts/member.fixture';
import { ApiAgent } from '@tickrelay/testing/http/api-agent';
import { mailQueueSource, smtpSinkSource } from '@tickrelay/testing/mail/mail-sources';
import { Mailbox, tokenOf } from '@tickrelay/testing/mail/mailbox';
import { type SmtpSink, startSmtpSink } from '@tickrelay/testing/mail/smtp-sink';
import { sleep, sparePort, waitFor } from '@tickrelay/testing/processes/process.helpers';
import { ThrowawayRedis } from '@tickrelay/testing/servers/throwaway-redis';
import { type Job, Queue } from 'bullmq';
import { Pool } from 'pg';

import enErrors from '../src/i18n/en/errors.json';
import frErrors from '../src/i18n/fr/errors.json';
import {
  ACCOUNT_REQUEST_DEDUP_WINDOW_MS,
  type AccountRequestName,
  accountRequestJobId,
} from '../src/modules/auth/local/account-requests';
import type { AccountRequestJob } from '../src/queue/job-payloads';
import { type RunningApi, startApi } from './support/api-app';
import { type ApiProcess, startApiProcess } from './support/api-process';
import { startAuthApi } from './support/auth-api';
import { startWorker, type WorkerProcess } from './support/worker-process';

const REDIS_URL = process.env.REDIS_URL ?? '';
const DATABASE_URL = process.env.DATABASE_URL ?? '';

type ErrorBody = { statusCode: number; error: keyof typeof enErrors; message: string };

describe('password-reset and confirmation-resend requests (queued, local adapter)', () => {
  const prefix = `tickrelay-requests-${randomUUID().slice(0, 8)}`;
  const dir = mkdtempSync(join(tmpdir(), 'tickrelay-requests-'));
  /** What reached SMTP (the worker sends it). */
  const delivered = new Mailbox(smtpSinkSource(dir));
  /** What the api queued while no worker ran. */
  const queued = new Mailbox(mailQueueSource(REDIS_URL, prefix));
  const requests = new Queue<AccountRequestJob>('account-requests', {
    connection: { url: REDIS_URL },
    prefix,
  });
  const mailQueue = new Queue('mail', { connection: { url: REDIS_URL }, prefix });
  const db = new Pool({ connectionString: DATABASE_URL, max: 2 });
  let sink: SmtpSink;
  let api: ApiProcess | undefined;
  let worker: WorkerProcess | undefined;

  const workerEnv = () => ({
    QUEUE_PREFIX: prefix,
    LOG_LEVEL: 'info',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(sink.port),
    MAIL_FROM: 'TickRelay <no-reply@tickrelay.test>',
  });

  beforeAll(async () => {
    sink = await startSmtpSink({ dir });
  });

  afterAll(async () => {
    await worker?.kill('SIGTERM');
    await api?.kill('SIGTERM');
    await sink.stop();
    await requests.obliterate({ force: true });
    await mailQueue.obliterate({ force: true });
    await requests.close();
    await mailQueue.close();
    await queued.close();
    await db.end();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The job a request made between `before` and `after` was queued as (its window's id). */
  async function settledJob(
    name: AccountRequestName,
    email: string,
    locale: Locale,
    before: number,
    after: number,
  ): Promise<Job<AccountRequestJob>> {
    const ids = new Set([
      accountRequestJobId(name, email, locale, before),
      accountRequestJobId(name, email, locale, after),
    ]);
    return waitFor(
      async () => {
        for (const id of ids) {
          const job = await requests.getJob(id);
          // Read again once completed: a copy read while it ran still holds the address that the
          // processor blanks before completing.
          if (job && (await job.getState()) === 'completed') return requests.getJob(id);
        }
        return undefined;
      },
      30000,
      `the ${name} job to complete`,
    );
  }

  /** Posts one request and waits for its job to complete. */
  async function request(agent: ApiAgent, name: AccountRequestName, email: string, locale: Locale) {
    const path =
      name === 'password-reset' ? '/api/auth/password-reset' : '/api/auth/confirm/resend';
    const before = Date.now();
    const answer = await agent.post(path, { email, locale });
    const job = await settledJob(name, email, locale, before, Date.now());
    return { answer, job };
  }

  /** Mail the worker queued or sent to `email`, whatever it became: outbox row, mail job, SMTP. */
  async function mailsTo(email: string): Promise<number> {
    // Outbox first: the relay queues a row before deleting it, so a mail is always in one of them.
    const outbox = await db.query(`select 1 from mail_outbox where payload::jsonb->>'to' = $1`, [
      email,
    ]);
    const jobs = await mailQueue.getJobs([
      'wait',
      'active',
      'delayed',
      'prioritized',
      'completed',
      'failed',
    ]);
    const inQueue = jobs.filter((job) => (job.data as { to?: string }).to === email);
    const sent = await delivered.mailsTo({ to: email });
    return (outbox.rowCount ?? 0) + inQueue.length + sent.length;
  }

  it('mails a reset the api answered even though the api was killed before any worker ran', async () => {
    api = await startApiProcess({ QUEUE_PREFIX: prefix, LOG_LEVEL: 'warn' });
    const { email } = await signUpMember(new ApiAgent(api.url), queued);

    // Any lookup of the address now waits: work done in the api process after its answer would
    // still be waiting when the process dies, and die with it.
    const lock = await db.connect();
    try {
      await lock.query('begin');
      await lock.query('lock table users in access exclusive mode');
      const answer = await new ApiAgent(api.url).post('/api/auth/password-reset', {
        email,
        locale: 'fr',
      });
      expect([answer.status, answer.body]).toEqual([202, { status: 'accepted' }]);
      expect((await api.kill('SIGKILL')).signal).toBe('SIGKILL');
    } finally {
      await lock.query('rollback');
      lock.release();
    }
    api = undefined;
    expect(await requests.getWaitingCount()).toBe(1);

    worker = await startWorker(workerEnv(), { until: 'ready' });
    const mail = await delivered.waitFor(
      { to: email, linkIncludes: '/fr/update-password?token=' },
      { timeoutMs: 30000 },
    );
    expect(mail.subject).toBe('Réinitialisez votre mot de passe TickRelay');

    // The link works once an api is back.
    api = await startApiProcess({ QUEUE_PREFIX: prefix });
    const link = mail.links.find((candidate) => candidate.includes('/update-password?token='));
    const updated = await new ApiAgent(api.url).post('/api/auth/update-password', {
      token: tokenOf(link ?? ''),
      password: 'a brand new passphrase',
    });
    expect(updated.status).toBe(200);
  });

  it('answers a reset for an unknown address like a known one: the job completes, no mail, no trace', async () => {
    if (!api || !worker) throw new Error('needs the api and worker of the first test');
    const { email: member } = await signUpMember(new ApiAgent(api.url), delivered);
    const nobody = uniqueEmail('nobody');

    const known = await request(new ApiAgent(api.url), 'password-reset', member, 'en');
    const unknown = await request(new ApiAgent(api.url), 'password-reset', nobody, 'en');

    for (const { answer } of [known, unknown]) {
      expect([answer.status, answer.body]).toEqual([202, { status: 'accepted' }]);
    }
    expect(unknown.answer.headers.get('content-length')).toBe(
      known.answer.headers.get('content-length'),
    );
    // Both jobs end alike, and neither keeps the address once done.
    expect(unknown.job.returnvalue).toEqual(known.job.returnvalue);
    expect(known.job.data.email).toBe('');
    expect(unknown.job.data.email).toBe('');

    await delivered.waitFor({ to: member, linkIncludes: '/update-password?token=' });
    expect(await mailsTo(nobody)).toBe(0);
    // Neither process wrote the unknown address anywhere (the api logs every request at info).
    expect(api.logs()).toContain('"msg":"request completed"');
    expect(api.logs()).not.toContain(nobody);
    expect(worker.logs()).not.toContain(nobody);
  });

  it('resends a confirmation to a pending sign-up, and nothing to an unknown or confirmed address', async () => {
    if (!api || !worker) throw new Error('needs the api and worker of the first test');
    const pending = uniqueEmail('pending');
    const signUp = await new ApiAgent(api.url).post('/api/auth/signup', {
      email: pending,
      password: PASSWORD,
      displayName: 'Pending',
      locale: 'en',
      acceptTerms: true,
    });
    expect(signUp.status).toBe(201);
    await delivered.waitFor({ to: pending, linkIncludes: '/confirm?token=' });

    const resent = await request(new ApiAgent(api.url), 'confirmation-resend', pending, 'fr');
    expect([resent.answer.status, resent.answer.body]).toEqual([202, { status: 'accepted' }]);
    const second = await delivered.waitFor(
      { to: pending, linkIncludes: '/fr/confirm?token=' },
      { timeoutMs: 30000 },
    );
    const link = second.links.find((candidate) => candidate.includes('/fr/confirm?token='));
    const confirmed = await new ApiAgent(api.url).post('/api/auth/confirm', {
      token: tokenOf(link ?? ''),
      password: PASSWORD,
    });
    expect(confirmed.status).toBe(200);
    const mailsOnceConfirmed = await mailsTo(pending);

    const ghost = uniqueEmail('ghost');
    for (const email of [ghost, pending]) {
      const { answer, job } = await request(
        new ApiAgent(api.url),
        'confirmation-resend',
        email,
        'en',
      );
      expect([answer.status, answer.body]).toEqual([202, { status: 'accepted' }]);
      expect(job.data.email).toBe('');
    }
    expect(await mailsTo(ghost)).toBe(0);
    expect(await mailsTo(pending)).toBe(mailsOnceConfirmed);
    expect(api.logs()).not.toContain(ghost);
    expect(worker.logs()).not.toContain(ghost);
  });

  it('keeps one job, one link and one mail for a burst of identical requests', async () => {
    if (!api) throw new Error('needs the api of the first test');
    const { email, userId } = await signUpMember(new ApiAgent(api.url), delivered);
    // The burst must fall in one deduplication window: start it early in one.
    const intoWindow = Date.now() % ACCOUNT_REQUEST_DEDUP_WINDOW_MS;
    if (intoWindow > ACCOUNT_REQUEST_DEDUP_WINDOW_MS - 15000) {
      await sleep(ACCOUNT_REQUEST_DEDUP_WINDOW_MS - intoWindow + 100);
    }
    const before = Date.now();
    const url = api.url;
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        new ApiAgent(url).post('/api/auth/password-reset', { email, locale: 'en' }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202]);
    const job = await settledJob('password-reset', email, 'en', before, Date.now());
    expect(job.id).toBe(accountRequestJobId('password-reset', email, 'en', before));

    const links = await db.query(
      `select 1 from auth_one_time_tokens where user_id = $1 and purpose = 'password_recovery'`,
      [userId],
    );
    expect(links.rowCount).toBe(1);
    await delivered.waitFor({ to: email, linkIncludes: '/update-password?token=' });
    expect((await delivered.mailsTo({ to: email, linkIncludes: '/update-password' })).length).toBe(
      1,
    );
  });
});

describe('password-reset and confirmation-resend requests that cannot be queued', () => {
  /** 503 with the message of its error code in the request's language. */
  function expectRefused(answer: { status: number; body: unknown }, locale: Locale) {
    const body = answer.body as ErrorBody;
    expect(body.statusCode).toBe(503);
    expect(answer.status).toBe(503);
    expect(body.message).toBe((locale === 'fr' ? frErrors : enErrors)[body.error]);
    expect(body.message).not.toBe((locale === 'fr' ? enErrors : frErrors)[body.error]);
  }

  it('are refused with 503 and Retry-After, localised, once the queue holds QUEUE_BACKLOG_MAX jobs', async () => {
    const test = await startAuthApi({ QUEUE_BACKLOG_MAX: '10' }, { accountRequests: false });
    const queue = new Queue<AccountRequestJob>('account-requests', {
      connection: { url: test.api.config.redisUrl },
      prefix: test.api.config.queuePrefix,
    });
    try {
      const data = { email: 'someone@example.com', locale: 'en' as const, requestedAt: '' };
      await queue.addBulk(
        Array.from({ length: 10 }, () => ({ name: 'password-reset' as const, data })),
      );

      const en = await test
        .agent({ language: 'en' })
        .post('/api/auth/password-reset', { email: uniqueEmail('full'), locale: 'en' });
      expectRefused(en, 'en');
      expect((en.body as ErrorBody).error).toBe('SERVICE_UNAVAILABLE');
      expect(en.headers.get('retry-after')).toMatch(/^\d+$/);

      const fr = await test
        .agent({ language: 'fr' })
        .post('/api/auth/confirm/resend', { email: uniqueEmail('full'), locale: 'fr' });
      expectRefused(fr, 'fr');
      expect(await queue.getWaitingCount()).toBe(10);
    } finally {
      await queue.obliterate({ force: true });
      await queue.close();
      await test.close();
    }
  });

  it('are refused with 503, localised, while Redis is down', async () => {
    const redis = new ThrowawayRedis(await sparePort());
    await redis.start();
    let api: RunningApi | undefined;
    try {
      api = await startApi({ REDIS_URL: redis.url });
      await redis.stop();
      const url = api.url;
      const en = await new ApiAgent(url, { language: 'en' }).post('/api/auth/password-reset', {
        email: uniqueEmail('down'),
        locale: 'en',
      });
      expectRefused(en, 'en');
      const fr = await new ApiAgent(url, { language: 'fr' }).post('/api/auth/confirm/resend', {
        email: uniqueEmail('down'),
        locale: 'fr',
      });
      expectRefused(fr, 'fr');
    } finally {
      await api?.close();
      await redis.stop();
    }
  });
});
