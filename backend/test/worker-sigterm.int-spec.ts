import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { smtpSinkSource } from '@tickrelay/testing/mail/mail-sources';
import { Mailbox } from '@tickrelay/testing/mail/mailbox';
import { type SmtpSink, startSmtpSink } from '@tickrelay/testing/mail/smtp-sink';
import { waitFor } from '@tickrelay/testing/processes/process.helpers';
import { Queue } from 'bullmq';
import type { Pool } from 'pg';
import request from 'supertest';

import { sampleBatch } from '../src/modules/telemetry/telemetry-sample';
import { QUEUES } from '../src/queue/queues';
import { type RunningApi, startApi } from './support/api-app';
import { startWorker, type WorkerProcess } from './support/worker-process';
import {
  countRows,
  poolFor,
  TEST_DATABASE_URL,
  TEST_REDIS_URL,
  telemetryQueue,
} from './telemetry-helpers';

/** Resolves when `resolve` is called: a gate a test opens. */
function gate(): { promise: Promise<void>; open: () => void } {
  let open: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

const SIGTERM_LOGGED = 'SIGTERM received, shutting down';

/**
 * SIGTERM in the middle of a job (a rollout, a scale-down): the worker stops taking jobs, finishes
 * the ones it holds and exits 0; the next worker takes the rest. Nothing is lost, nothing doubled.
 */
describe('worker SIGTERM mid-job', () => {
  it('finishes the mail it is sending, exits 0, and the next worker sends the rest: each mail once', async () => {
    const prefix = `tickrelay-sigterm-mail-${randomUUID().slice(0, 8)}`;
    const dir = mkdtempSync(join(tmpdir(), 'tickrelay-sigterm-mail-'));
    const inbox = new Mailbox(smtpSinkSource(dir));
    const queue = new Queue('mail', {
      connection: { url: TEST_REDIS_URL },
      prefix,
      defaultJobOptions: QUEUES.mail.jobOptions,
    });
    // The sink holds the first message's DATA reply until the test opens the gate.
    const midSend = gate();
    const release = gate();
    let held = false;
    let sink: SmtpSink | undefined;
    let first: WorkerProcess | undefined;
    let second: WorkerProcess | undefined;
    const workerEnv = {
      QUEUE_PREFIX: prefix,
      SMTP_HOST: '127.0.0.1',
      MAIL_FROM: 'TickRelay <no-reply@tickrelay.test>',
      // One mail at a time: one is mid-send, the others wait for the next worker.
      WORKER_CONCURRENCY: '1',
      SHUTDOWN_TIMEOUT_MS: '30000',
    };
    try {
      sink = await startSmtpSink({
        dir,
        delayAcceptance: () => {
          if (held) return Promise.resolve();
          held = true;
          midSend.open();
          return release.promise;
        },
      });
      first = await startWorker({ ...workerEnv, SMTP_PORT: String(sink.port) }, { until: 'ready' });
      const tag = randomUUID().slice(0, 8);
      const recipients = Array.from({ length: 4 }, (_v, i) => `sigterm-${tag}-${i}@example.com`);
      await queue.addBulk(
        recipients.map((to) => ({
          name: 'password-changed',
          data: {
            to,
            displayName: 'Ada',
            locale: 'en',
            changedAt: new Date().toISOString(),
            resetLink: 'https://tickrelay.test/passwordreset',
          },
          opts: { jobId: `sigterm-${to}` },
        })),
      );

      await midSend.promise;
      const [sending] = await queue.getActive();
      expect(sending).toBeDefined();
      const dying = first;
      const exited = dying.kill('SIGTERM');
      await waitFor(
        () => Promise.resolve(dying.logs().includes(SIGTERM_LOGGED) ? true : undefined),
        10000,
        'the worker to take the SIGTERM',
      );
      // Shutting down, and still sending: the job is held, not cut short.
      expect(dying.child.exitCode).toBeNull();
      expect(await queue.getJobState(sending?.id ?? '')).toBe('active');
      release.open();
      expect(await exited).toEqual({ code: 0, signal: null });
      expect(dying.logs()).toContain('shutdown complete');
      expect(await queue.getJobState(sending?.id ?? '')).toBe('completed');
      const counts = await queue.getJobCounts('active', 'failed', 'wait');
      expect(counts).toMatchObject({ active: 0, failed: 0 });
      expect(counts.wait).toBeGreaterThan(0);

      second = await startWorker({ ...workerEnv, SMTP_PORT: String(sink.port) });
      await waitFor(
        async () =>
          (await queue.getJobCounts('completed')).completed === recipients.length
            ? true
            : undefined,
        20000,
        'every mail job to complete on the next worker',
      );
      for (const to of recipients) {
        expect([to, (await inbox.mailsTo({ to })).length]).toEqual([to, 1]);
      }
      expect(await queue.getJobCounts('active', 'failed', 'wait', 'delayed')).toEqual({
        active: 0,
        failed: 0,
        wait: 0,
        delayed: 0,
      });
    } finally {
      release.open();
      await first?.kill();
      await second?.kill();
      await sink?.stop();
      await queue.obliterate({ force: true });
      await queue.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90000);

  it('stores every telemetry event once when the worker is stopped mid-stream and replaced', async () => {
    const prefix = `tickrelay-sigterm-tel-${randomUUID().slice(0, 8)}`;
    const pool: Pool = poolFor(TEST_DATABASE_URL);
    const queue = telemetryQueue(TEST_REDIS_URL, prefix);
    const workerEnv = { QUEUE_PREFIX: prefix, SHUTDOWN_TIMEOUT_MS: '30000' };
    let api: RunningApi | undefined;
    let first: WorkerProcess | undefined;
    let second: WorkerProcess | undefined;
    const accepted: string[] = [];
    let sent = 0;
    try {
      api = await startApi({ QUEUE_PREFIX: prefix, TELEMETRY_RATE_LIMIT_PER_MINUTE: '100000' });
      const url = api.url;
      first = await startWorker(workerEnv);
      const send = async () => {
        const batch = sampleBatch(5);
        sent++;
        const response = await request(url)
          .post('/api/telemetry/batch')
          .set('X-Forwarded-For', '192.0.2.71')
          .send(batch);
        expect(response.status).toBe(202);
        accepted.push(...batch.events.map((event) => event.event_id));
      };
      /** Three senders at once until `done` says stop (bounded by a count). */
      const stream = async (done: () => Promise<boolean>) => {
        for (let round = 0; round < 2000 && !(await done()); round++) {
          await Promise.all([send(), send(), send()]);
        }
      };

      // Mid-stream: the worker has stored some events and the api keeps sending while it stops.
      await stream(async () => (await countRows(pool, accepted)).rows >= 300);
      const dying = first;
      const exited = dying.kill('SIGTERM');
      let stopped: { code: number | null; signal: string | null } | undefined;
      void exited.then((result) => (stopped = result));
      await stream(() => Promise.resolve(stopped !== undefined));
      expect(stopped).toEqual({ code: 0, signal: null });
      expect(dying.logs()).toContain('shutdown complete');

      second = await startWorker(workerEnv);
      const sentBefore = sent;
      await stream(() => Promise.resolve(sent >= sentBefore + 150));
      await waitFor(
        async () => ((await countRows(pool, accepted)).rows >= accepted.length ? true : undefined),
        30000,
        `all ${accepted.length} accepted events to land`,
      );
      expect(await countRows(pool, accepted)).toEqual({
        rows: accepted.length,
        distinct: accepted.length,
      });
      expect(await queue.getJobCounts('active', 'failed')).toEqual({ active: 0, failed: 0 });
    } finally {
      await first?.kill();
      await second?.kill();
      await api?.close();
      await queue.obliterate({ force: true });
      await queue.close();
      await pool.end();
    }
  }, 120000);
});
