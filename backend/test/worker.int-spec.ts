import { type ChildProcess, spawn } from 'node:child_process';

import { exitOf, sparePort, waitFor } from '@tickrelay/testing/processes/process.helpers';
import { Queue } from 'bullmq';
import request from 'supertest';

import { type RunningApi, startApi } from './support/api-app';
import { builtEntry } from './support/build';

interface LogLine {
  msg?: string;
  event?: string;
  jobId?: string;
  mail?: { to: string; replyTo: string; subject: string; text: string };
  [key: string]: unknown;
}

describe('worker process', () => {
  // A private queue prefix: no other consumer on this Redis db can take these jobs.
  const queuePrefix = `tickrelay-worker-test-${process.pid}`;
  let entry: string;
  let api: RunningApi;
  let worker: ChildProcess;
  let workerPort: number;
  const lines: LogLine[] = [];
  let stderr = '';

  beforeAll(async () => {
    entry = builtEntry('worker.js');
    workerPort = await sparePort();
    api = await startApi({ QUEUE_PREFIX: queuePrefix });
    worker = spawn(process.execPath, [entry], {
      env: {
        ...process.env,
        QUEUE_PREFIX: queuePrefix,
        WORKER_PORT: String(workerPort),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        CONTACT_INBOX_EMAIL: 'team@tickrelay.test',
        SHUTDOWN_TIMEOUT_MS: '5000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let buffer = '';
    worker.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const complete = buffer.split('\n');
      buffer = complete.pop() ?? '';
      for (const line of complete) {
        if (line.trim()) lines.push(JSON.parse(line) as LogLine);
      }
    });
    worker.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    await waitFor(
      async () => {
        if (worker.exitCode !== null) throw new Error(`worker exited early: ${stderr}`);
        const response = await request(`http://127.0.0.1:${workerPort}`).get('/health/ready');
        return response.status === 200 ? true : undefined;
      },
      20000,
      'worker readiness',
    );
  }, 180000);

  afterAll(async () => {
    if (worker && worker.exitCode === null) {
      worker.kill('SIGKILL');
      await exitOf(worker);
    }
    await api?.close();
  });

  it('serves its own health and metrics', async () => {
    const base = `http://127.0.0.1:${workerPort}`;
    await request(base).get('/health/live').expect(200, { status: 'ok' });
    const ready = await request(base).get('/health/ready').expect(200);
    expect(ready.body).toEqual({
      status: 'ok',
      checks: { postgres: { status: 'up' }, redis: { status: 'up' }, workers: { status: 'up' } },
    });
    const metrics = await request(base).get('/metrics').expect(200);
    expect(metrics.text).toContain('worker_jobs_total');
    expect(metrics.text).toContain('process_resident_memory_bytes');
    await request(base).get('/api/contact').expect(404);
  });

  it('consumes the contact notification queued by the API and logs the mail', async () => {
    const response = await request(api.url)
      .post('/api/contact')
      .set('X-Forwarded-For', '198.51.100.7')
      .send({
        name: 'Grace Hopper',
        email: 'grace@example.com',
        subject: 'Alert builder',
        message: 'Can the alert builder send bracket orders?',
        locale: 'en',
      })
      .expect(201);
    const { id } = response.body as { id: string };

    const logged = await waitFor(
      () => Promise.resolve(lines.find((line) => line.event === 'mail.sent' && line.jobId === id)),
      10000,
      'the mail log line',
    );
    expect(logged.mail).toMatchObject({
      to: 'team@tickrelay.test',
      replyTo: 'Grace Hopper <grace@example.com>',
      subject: '[TickRelay contact] Alert builder',
    });
    expect(logged.mail?.text).toContain('Can the alert builder send bracket orders?');

    const queue = new Queue('mail', {
      connection: { url: api.config.redisUrl },
      prefix: queuePrefix,
    });
    try {
      await waitFor(
        async () => ((await queue.getJobState(id)) === 'completed' ? true : undefined),
        5000,
        'job completed',
      );
      // An unknown job cannot succeed: it fails without retries and is kept for inspection.
      await queue.add(
        'no-such-mail',
        {},
        { jobId: `bogus-${id}`, attempts: 3, removeOnFail: false },
      );
      await waitFor(
        async () => ((await queue.getJobState(`bogus-${id}`)) === 'failed' ? true : undefined),
        5000,
        'unknown job to fail',
      );
      const failed = await queue.getJob(`bogus-${id}`);
      expect(failed?.attemptsMade).toBe(1);
    } finally {
      await queue.close();
    }

    const metrics = await request(`http://127.0.0.1:${workerPort}`).get('/metrics').expect(200);
    expect(metrics.text).toMatch(
      /worker_jobs_total\{queue="mail",name="contact-notification",status="completed"\} 1/,
    );
  });

  it('shuts down gracefully on SIGTERM with exit code 0', async () => {
    const exited = exitOf(worker);
    const started = Date.now();
    worker.kill('SIGTERM');
    const result = await exited;
    expect(result).toEqual({ code: 0, signal: null });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(lines.some((line) => line.msg === 'shutdown complete')).toBe(true);
  });
});
