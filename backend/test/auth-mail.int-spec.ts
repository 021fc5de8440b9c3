import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { Queue } from 'bullmq';

import { type SmtpSink, type StoredMail, startSmtpSink } from '../../scripts/lib/smtp-sink';
import { type AuthTestApi, PASSWORD, startAuthApi, tokenOf, uniqueEmail } from './auth-helpers';
import { builtEntry } from './support/build';
import { exitOf, sparePort, waitFor } from './support/processes';

/** The worker process renders the account mails in the member's language and sends them by SMTP. */
describe('account mails through SMTP', () => {
  const prefix = `tickrelay-mail-${randomUUID().slice(0, 8)}`;
  const dir = mkdtempSync(join(tmpdir(), 'tickrelay-mail-'));
  let sink: SmtpSink;
  let test: AuthTestApi;
  let worker: ChildProcess;
  let stderr = '';

  beforeAll(async () => {
    sink = await startSmtpSink({ dir });
    test = await startAuthApi({ QUEUE_PREFIX: prefix, PUBLIC_URL: 'https://tickrelay.test' });
    const workerPort = await sparePort();
    worker = spawn(process.execPath, [builtEntry('worker.js')], {
      env: {
        ...process.env,
        QUEUE_PREFIX: prefix,
        WORKER_PORT: String(workerPort),
        HOST: '127.0.0.1',
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(sink.port),
        MAIL_FROM: 'TickRelay <no-reply@tickrelay.test>',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    worker.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    await waitFor(
      async () => {
        if (worker.exitCode !== null) throw new Error(`worker exited: ${stderr}`);
        const response = await fetch(`http://127.0.0.1:${workerPort}/health/ready`);
        return response.ok ? true : undefined;
      },
      20000,
      'worker readiness',
    );
  }, 120000);

  afterAll(async () => {
    if (worker.exitCode === null) {
      const exited = exitOf(worker);
      worker.kill('SIGTERM');
      await exited;
    }
    await test.close();
    await sink.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  function inbox(to: string): StoredMail[] {
    return readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as StoredMail)
      .filter((mail) => mail.envelope.to.includes(to));
  }

  const nextMail = (to: string, count = 1) =>
    waitFor(
      () => Promise.resolve(inbox(to).length >= count ? inbox(to)[count - 1] : undefined),
      15000,
      `mail #${count} to ${to}`,
    );

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
      const confirmed = await browser.post('/api/auth/confirm', { token: tokenOf(url) });
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
    await browser.post('/api/auth/confirm', { token: tokenOf(confirmUrl) });

    await test.agent().post('/api/auth/password-reset', { email, locale: 'en' });
    const recovery = await nextMail(email, 2);
    expect(recovery.subject).toBe('Reset your TickRelay password');
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
    const changed = await nextMail(email, 3);
    expect(changed.subject).toBe('Votre mot de passe TickRelay a été modifié');
    expect(changed.text).toContain('https://tickrelay.test/fr/passwordreset');

    await test.agent().post('/api/auth/signup', {
      email,
      password: PASSWORD,
      displayName: 'Someone else',
      locale: 'en',
      acceptTerms: true,
    });
    const attempt = await nextMail(email, 4);
    expect(attempt.subject).toBe('Quelqu’un a tenté de s’inscrire avec votre adresse e-mail');
    expect(attempt.text).toContain('Bonjour Flow,');
    expect(attempt.text).toContain('https://tickrelay.test/fr/signin');
  });

  it('retries with backoff while the SMTP server is down', async () => {
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
      expect(job.attemptsMade).toBeGreaterThanOrEqual(1);
      expect(job.failedReason).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await queue.close();
    }
  });
});
