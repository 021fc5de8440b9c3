// The compiled worker process refuses to start when the job registry and the processors disagree.
import { spawn } from 'node:child_process';
import * as path from 'node:path';

import { exitOf, sparePort } from '@tickrelay/testing/processes/process.helpers';

import { builtEntry } from './support/build';

interface Outcome {
  code: number | null;
  stdout: string;
  stderr: string;
  /** Whether the health server ever answered. */
  served: boolean;
}

/**
 * Runs `script` (CommonJS, with `build` = the compiled backend) as the worker's main module, the
 * way `node dist/worker.js` runs, and waits for it to exit. With `stopOnceStarted`, sends SIGTERM
 * once the worker has served its health and logged that it started (its signal handlers are set).
 */
async function runWorker(script: string, stopOnceStarted = false): Promise<Outcome> {
  const build = path.dirname(builtEntry('worker.js'));
  const port = await sparePort();
  const child = spawn(process.execPath, ['-e', script], {
    cwd: build,
    env: {
      ...process.env,
      TICKRELAY_BUILD: build,
      QUEUE_PREFIX: `tickrelay-worker-registry-${process.pid}`,
      WORKER_PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  let served = false;
  let stopping = false;
  const poll = setInterval(() => {
    fetch(`http://127.0.0.1:${port}/health/ready`).then(
      (response) => {
        served = true;
        const started = response.status === 200 && stdout.includes('"msg":"worker started"');
        if (stopOnceStarted && started && !stopping) {
          stopping = true;
          child.kill('SIGTERM');
        }
      },
      () => undefined,
    );
  }, 50);
  const timeout = setTimeout(() => child.kill('SIGKILL'), 30_000);
  try {
    const { code } = await exitOf(child);
    return { code, stdout, stderr, served };
  } finally {
    clearInterval(poll);
    clearTimeout(timeout);
  }
}

describe('worker start-up check (the compiled worker process)', () => {
  it('refuses to start when a registered job has no handler', async () => {
    // The registry gains a job name, as a payload added to queues.ts without its handler would.
    const outcome = await runWorker(`
      const build = process.env.TICKRELAY_BUILD;
      const { QUEUES } = require(build + '/queue/queues.js');
      QUEUES.mail.jobs['welcome-gift'] = true;
      require(build + '/worker.js');
    `);
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain('worker failed to start');
    expect(outcome.stderr).toContain('mail/welcome-gift has no handler');
    // Nothing consumed, nothing served.
    expect(outcome.stdout).not.toContain('consuming queue');
    expect(outcome.served).toBe(false);
  });

  it('refuses to start when a job has two handlers', async () => {
    // A second feature module with its own processor for telemetry/batch.
    const outcome = await runWorker(`
      const build = process.env.TICKRELAY_BUILD;
      const { Injectable, Module } = require(require.resolve('@nestjs/common', { paths: [build] }));
      const { JobProcessor } = require(build + '/queue/job-processor.js');
      const { WORKER_FEATURES } = require(build + '/worker/worker.module.js');
      const { startWorker } = require(build + '/worker/worker-bootstrap.js');
      class BatchCopyProcessor {
        constructor() {
          this.queue = 'telemetry';
          this.handlers = { batch: async () => 0 };
        }
      }
      Injectable()(BatchCopyProcessor);
      JobProcessor()(BatchCopyProcessor);
      class BatchCopyModule {}
      Module({ providers: [BatchCopyProcessor] })(BatchCopyModule);
      startWorker({ features: [...WORKER_FEATURES, BatchCopyModule] });
    `);
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain(
      'telemetry/batch has 2 handlers: TelemetryIngestProcessor and BatchCopyProcessor',
    );
    expect(outcome.stdout).not.toContain('consuming queue');
    expect(outcome.served).toBe(false);
  });

  it('starts with the real registry and processors (the same script, unchanged)', async () => {
    // Once ready, it is stopped the way Kubernetes does (SIGTERM) and exits 0.
    const outcome = await runWorker(`require(process.env.TICKRELAY_BUILD + '/worker.js');`, true);
    expect(outcome.stderr).not.toContain('worker failed to start');
    expect(outcome.code).toBe(0);
    expect(outcome.stdout).toContain('consuming queue');
    expect(outcome.served).toBe(true);
  });
});
