import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { PASSWORD, uniqueEmail } from '@tickrelay/testing/accounts/member.fixture';
import { smtpSinkSource } from '@tickrelay/testing/mail/mail-sources';
import { Mailbox, tokenOf } from '@tickrelay/testing/mail/mailbox';
import { type SmtpSink, startSmtpSink } from '@tickrelay/testing/mail/smtp-sink';
import { waitFor } from '@tickrelay/testing/processes/process.helpers';
import { Queue } from 'bullmq';

import { type AuthTestApi, startAuthApi } from './support/auth-api';
import { startWorker, type WorkerProcess } from './support/worker-process';

/** The worker process renders the account mails in the member's language and sends them by SMTP. */
describe('account mails through SMTP', () => {
  const prefix = `tickrelay-mail-${randomUUID().slice(0, 8)}`;
  const dir = mkdtempSync(join(tmpdir(), 'tickrelay-mail-'));
  const inbox = new Mailbox(smtpSinkSource(dir));
  let sink: SmtpSink;
  let test: AuthTestApi;
  let worker: WorkerProcess;

  beforeAll(async () => {
    sink = await startSmtpSink({ dir });
    test = await startAuthApi({ QUEUE_PREFIX: prefix, PUBLIC_URL: 'https://tickrelay.test' });
    worker = await startWorker(
      {
        QUEUE_PREFIX: prefix,
        LOG_LEVEL: 'warn',
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(sink.port),
        MAIL_FROM: 'TickRelay <no-reply@tickrelay.test>',
      },
      { until: 'ready' },
    );
  }, 120000);

  afterAll(async () => {
    await worker.kill('SIGTERM');
    await test.close();
    await sink.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const nextMail = (to: string, count = 1) => inbox.waitFor({ to }, { count, timeoutMs: 15000 });
  // By subject, not by rank: under load the sink may not see a flow's mails in the order sent.
  const mailAbout = (to: string, subjectIncludes: string) =>
    inbox.waitFor({ to, subjectIncludes }, { timeoutMs: 15000 });

  it.each([
    [
      'en',
      'Confirm your TickRelay email address',
      'Hello Zoë <script>,',
      'https://tickrelay.test/confirm?token=',
    ],
    [
      'fr',
      'Confirmez votre adresse e-mail TickRelay',
      'Bonjour Zoë <script>,',
      'https://tickrelay.test/fr/confirm?token=',
    ],
  ] as const)(
    'sends the %s confirmation mail, whose link confirms the account',
    async (locale, subject, greeting, link) => {
      const email = uniqueEmail(`mail-${locale}`);
      const browser = test.agent();
      await browser.post('/api/auth/signup', {
        email,
        password: PASSWORD,
        displayName: 'Zoë <script>',
        locale,
        acceptTerms: true,
      });
      const mail = await nextMail(email);
      expect(mail.subject).toBe(subject);
      expect(mail.from).toBe('no-reply@tickrelay.test');
      expect(mail.text).toContain(greeting);
      expect(mail.text).toContain(link);
      expect(mail.html).toContain('Zoë &lt;script&gt;');
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).toContain(`lang="${locale}"`);
      const url = /https:\/\/tickrelay\.test\/\S+/.exec(mail.text)?.[0] ?? '';
      const confirmed = await browser.post('/api/auth/confirm', {
        token: tokenOf(url),
        password: PASSWORD,
      });
      expect(confirmed.status).toBe(200);
    },
  );

  it('sends the recovery, password-changed and signup-attempt mails', async () => {
    const email = uniqueEmail('mail-flow');
    const browser = test.agent();
    await browser.post('/api/auth/signup', {
      email,
      password: PASSWORD,
      displayName: 'Flow',
      locale: 'fr',
      acceptTerms: true,
    });
    const confirmation = await nextMail(email, 1);
    const confirmUrl = /https:\/\/\S+/.exec(confirmation.text)?.[0] ?? '';
    await browser.post('/api/auth/confirm', { token: tokenOf(confirmUrl), password: PASSWORD });

    await test.agent().post('/api/auth/password-reset', { email, locale: 'en' });
    const recovery = await mailAbout(email, 'Reset your TickRelay password');
    const recoveryUrl = /https:\/\/tickrelay\.test\/update-password\?token=\S+/.exec(
      recovery.text,
    )?.[0];
    expect(recoveryUrl).toBeDefined();
    expect(recovery.text).toMatch(/expires on/);

    const updated = await test.agent().post('/api/auth/update-password', {
      token: tokenOf(recoveryUrl ?? ''),
      password: 'a completely new passphrase',
    });
    expect(updated.status).toBe(200);
    const changed = await mailAbout(email, 'Votre mot de passe TickRelay a été modifié');
    expect(changed.text).toContain('https://tickrelay.test/fr/passwordreset');

    await test.agent().post('/api/auth/signup', {
      email,
      password: PASSWORD,
      displayName: 'Someone else',
      locale: 'en',
      acceptTerms: true,
    });
    const attempt = await mailAbout(
      email,
      'Quelqu’un a tenté de s’inscrire avec votre adresse e-mail',
    );
    expect(attempt.text).toContain('Bonjour Flow,');
    expect(attempt.text).toContain('https://tickrelay.test/fr/signin');
  });

  it('keeps no token in Redis once the mail has gone (the completed job holds the link without it)', async () => {
    const email = uniqueEmail('mail-redacted');
    await test.agent().post('/api/auth/signup', {
      email,
      password: PASSWORD,
      displayName: 'Redacted',
      locale: 'en',
      acceptTerms: true,
    });
    const mail = await nextMail(email);
    const token = tokenOf(/https:\/\/tickrelay\.test\/\S+/.exec(mail.text)?.[0] ?? '');
    const queue = new Queue('mail', { connection: { url: test.api.config.redisUrl }, prefix });
    try {
      const job = await waitFor(
        async () => {
          const jobs = await queue.getJobs(['completed']);
          return jobs.find((candidate) => (candidate.data as { to?: string }).to === email);
        },
        15000,
        'the sent mail job to complete',
      );
      expect((job.data as { link: string }).link).toBe(
        'https://tickrelay.test/confirm?token=redacted',
      );
      expect(JSON.stringify(job.data)).not.toContain(token);
    } finally {
      await queue.close();
    }
  });

  it('retries with backoff, without spending attempts, while the SMTP server is down', async () => {
    await sink.stop();
    const email = uniqueEmail('mail-down');
    await test.agent().post('/api/auth/signup', {
      email,
      password: PASSWORD,
      displayName: 'Down',
      locale: 'en',
      acceptTerms: true,
    });
    const queue = new Queue('mail', { connection: { url: test.api.config.redisUrl }, prefix });
    try {
      const job = await waitFor(
        async () => {
          const jobs = await queue.getJobs(['delayed']);
          return jobs.find((candidate) => (candidate.data as { to?: string }).to === email);
        },
        20000,
        'the mail job to be delayed for a retry',
      );
      // A refused connection is transient: the job waits without spending an attempt.
      expect(job.attemptsStarted).toBeGreaterThanOrEqual(1);
      expect(job.attemptsMade).toBe(0);
      const retried = await waitFor(
        () =>
          Promise.resolve(
            worker
              .logs()
              .split('\n')
              .find((line) => line.includes('transient error: job retried later')),
          ),
        15000,
        'the worker to log the retry',
      );
      expect(retried).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await queue.close();
    }
  });
});
