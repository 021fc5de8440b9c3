import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { dropDatabase } from '@tickrelay/testing/database/database-reset';
import { smtpSinkSource } from '@tickrelay/testing/mail/mail-sources';
import { Mailbox } from '@tickrelay/testing/mail/mailbox';
import { type SmtpSink, startSmtpSink } from '@tickrelay/testing/mail/smtp-sink';
import { sparePort, waitFor } from '@tickrelay/testing/processes/process.helpers';
import { waitForQueueEmpty } from '@tickrelay/testing/queues/queue-wait';
import { Queue } from 'bullmq';
import { Pool } from 'pg';

import { withDatabaseName } from '../src/database/database.connection';
import { sampleBatch } from '../src/modules/telemetry/telemetry-sample';
import { type TelemetryBatchJob } from '../src/queue/job-payloads';
import { QUEUES } from '../src/queue/queues';
import { migrate } from './support/test-database';
import { startWorker, type WorkerProcess } from './support/worker-process';
import { countRows, TEST_DATABASE_URL, TEST_REDIS_URL } from './telemetry-helpers';

/**
 * A transient error (SMTP down, a read-only database) is retried for as long as it lasts, well past
 * the registry's 6 attempts, without spending one: the job is delayed with capped exponential
 * delays and runs once the dependency is back. Small JOB_RETRY_* values make "well past" seconds.
 */
const FIRST_DELAY_MS = 20;
const MAX_DELAY_MS = 160;
const RETRY_ENV = {
  JOB_RETRY_FIRST_DELAY_MS: String(FIRST_DELAY_MS),
  JOB_RETRY_MAX_DELAY_MS: String(MAX_DELAY_MS),
  LOG_LEVEL: 'warn',
};
/** More transient retries than the registry's attempts (6) would ever allow. */
const MANY_RETRIES = 12;

interface RetryLine {
  msg?: string;
  jobId?: string;
  retry?: number;
  delayMs?: number;
}

/** The worker's "retried later" log lines for one job, in order. */
function retriesOf(worker: WorkerProcess, jobId: string): RetryLine[] {
  return worker
    .logs()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as RetryLine)
    .filter((line) => line.jobId === jobId && line.msg?.startsWith('transient error: job retried'));
}

/** Delays double from the first one until they reach the cap's band (80-100 %), then stay there. */
function expectCappedGrowth(delays: number[]): void {
  expect(delays[0]).toBeLessThanOrEqual(FIRST_DELAY_MS);
  const band = delays.findIndex((delay) => delay >= 0.8 * MAX_DELAY_MS);
  // 20, 40, 80, 160: the cap is reached by the fourth retry.
  expect(band).toBeGreaterThanOrEqual(0);
  expect(band).toBeLessThanOrEqual(3);
  for (let i = 1; i <= band; i++) expect(delays[i]).toBeGreaterThan(delays[i - 1] ?? Infinity);
  for (const delay of delays.slice(band)) {
    expect(delay).toBeGreaterThanOrEqual(0.8 * MAX_DELAY_MS);
    expect(delay).toBeLessThanOrEqual(MAX_DELAY_MS);
  }
}

async function metricsOf(worker: WorkerProcess): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${worker.port}/metrics`);
  return response.text();
}

describe('transient errors are retried past a long outage, never spending an attempt', () => {
  it('keeps a mail job delayed while SMTP is down and sends it once when SMTP is back', async () => {
    const prefix = `tickrelay-retry-mail-${randomUUID().slice(0, 8)}`;
    const dir = mkdtempSync(join(tmpdir(), 'tickrelay-retry-mail-'));
    const smtpPort = await sparePort();
    const queue = new Queue('mail', {
      connection: { url: TEST_REDIS_URL },
      prefix,
      defaultJobOptions: QUEUES.mail.jobOptions,
    });
    const inbox = new Mailbox(smtpSinkSource(dir));
    let worker: WorkerProcess | undefined;
    let sink: SmtpSink | undefined;
    try {
      // Nothing listens on the SMTP port: every send is refused (ECONNREFUSED).
      worker = await startWorker(
        {
          ...RETRY_ENV,
          QUEUE_PREFIX: prefix,
          SMTP_HOST: '127.0.0.1',
          SMTP_PORT: String(smtpPort),
          MAIL_FROM: 'TickRelay <no-reply@tickrelay.test>',
        },
        { until: 'ready' },
      );
      const to = `retry-${randomUUID().slice(0, 8)}@example.com`;
      const jobId = `smtp-down-${to}`;
      await queue.add(
        'account-confirmation',
        {
          to,
          displayName: 'Ada',
          locale: 'en',
          link: 'https://tickrelay.test/confirm?token=abc',
          expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
        },
        { jobId },
      );
      const running = worker;
      await waitFor(
        () => Promise.resolve(retriesOf(running, jobId).length >= MANY_RETRIES ? true : undefined),
        30000,
        `${MANY_RETRIES} transient retries of the mail job`,
      );

      const job = await queue.getJob(jobId);
      expect(['delayed', 'waiting', 'active']).toContain(await job?.getState());
      expect(job?.attemptsMade).toBe(0);
      expect(job?.delay).toBeLessThanOrEqual(MAX_DELAY_MS);
      expect((await queue.getJobCounts('failed')).failed).toBe(0);
      const retries = retriesOf(running, jobId);
      expect(retries.map((line) => line.retry)).toEqual(retries.map((_line, index) => index + 1));
      expectCappedGrowth(retries.map((line) => line.delayMs ?? -1));
      const metrics = await metricsOf(running);
      const retrying =
        /worker_jobs_total\{queue="mail",name="account-confirmation",status="retrying"\} (\d+)/.exec(
          metrics,
        );
      expect(Number(retrying?.[1])).toBeGreaterThanOrEqual(MANY_RETRIES);
      expect(metrics).not.toMatch(/worker_jobs_total\{queue="mail"[^}]*status="failed"\}/);

      sink = await startSmtpSink({ dir, port: smtpPort });
      await waitFor(
        async () => ((await queue.getJobState(jobId)) === 'completed' ? true : undefined),
        15000,
        'the mail job to complete once SMTP is back',
      );
      const sent = await queue.getJob(jobId);
      // The one attempt it spent is the one that succeeded.
      expect(sent?.attemptsMade).toBe(1);
      expect(await inbox.mailsTo({ to })).toHaveLength(1);
    } finally {
      await worker?.kill('SIGTERM');
      await sink?.stop();
      await queue.obliterate({ force: true });
      await queue.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90000);

  it('retries telemetry jobs while the database is read-only and stores every event once it is writable', async () => {
    const prefix = `tickrelay-retry-ro-${randomUUID().slice(0, 8)}`;
    const name = `tickrelay_test_readonly_${process.pid}`;
    const databaseUrl = withDatabaseName(TEST_DATABASE_URL, name);
    // Connected to the test database, never to the one made read-only (its sessions get cut).
    const admin = new Pool({ connectionString: TEST_DATABASE_URL, max: 1 });
    const queue = new Queue('telemetry', {
      connection: { url: TEST_REDIS_URL },
      prefix,
      defaultJobOptions: QUEUES.telemetry.jobOptions,
    });
    let worker: WorkerProcess | undefined;
    let pool: Pool | undefined;
    try {
      await dropDatabase(databaseUrl);
      await migrate(databaseUrl);
      // New sessions of the database start read-only, as on a standby during a failover: every
      // write answers 25006, which is not "Postgres unreachable".
      await admin.query(`alter database "${name}" set default_transaction_read_only = on`);
      worker = await startWorker({ ...RETRY_ENV, QUEUE_PREFIX: prefix, DATABASE_URL: databaseUrl });

      const jobs: TelemetryBatchJob[] = Array.from({ length: 5 }, () => ({
        receivedAt: new Date().toISOString(),
        events: sampleBatch(10).events,
      }));
      const ids = jobs.flatMap((job) => job.events.map((event) => event.event_id));
      const jobIds = jobs.map((_job, index) => `read-only-${index}`);
      await queue.addBulk(
        jobs.map((data, index) => ({ name: 'batch', data, opts: { jobId: jobIds[index] } })),
      );
      const running = worker;
      await waitFor(
        () =>
          Promise.resolve(
            jobIds.every((jobId) => retriesOf(running, jobId).length >= MANY_RETRIES)
              ? true
              : undefined,
          ),
        30000,
        `${MANY_RETRIES} transient retries of each telemetry job`,
      );
      for (const jobId of jobIds) {
        const job = await queue.getJob(jobId);
        expect([jobId, job?.attemptsMade]).toEqual([jobId, 0]);
        expectCappedGrowth(retriesOf(running, jobId).map((line) => line.delayMs ?? -1));
      }
      expect((await queue.getJobCounts('failed')).failed).toBe(0);

      // The condition clears: writable again, and the sessions opened read-only are cut (as a
      // failover would), so the worker's pool reconnects.
      await admin.query(`alter database "${name}" set default_transaction_read_only = off`);
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
        [name],
      );
      pool = new Pool({ connectionString: databaseUrl, max: 1 });
      const reader = pool;
      await waitFor(
        async () => ((await countRows(reader, ids)).rows === ids.length ? true : undefined),
        30000,
        'every event to land once the database is writable',
      );
      expect(await waitForQueueEmpty(queue, 15000)).toBe(0);
      expect(await countRows(reader, ids)).toEqual({ rows: ids.length, distinct: ids.length });
      const letters = await reader.query<{ n: number }>(
        'select count(*)::int as n from telemetry_dead_letters',
      );
      expect(letters.rows[0]?.n).toBe(0);
    } finally {
      await worker?.kill();
      await pool?.end();
      await queue.obliterate({ force: true });
      await queue.close();
      await admin.end();
      await dropDatabase(databaseUrl);
    }
  }, 120000);
});
