import 'reflect-metadata';

import type { ModuleMetadata } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';

import { closeOnSignals } from '@/common/lifecycle/graceful-shutdown';
import { loadConfigOrExit } from '@/config/app-config';

import { WORKER_FEATURES, WorkerModule } from './worker.module';

export interface WorkerStartOptions {
  /** The feature modules to run; WORKER_FEATURES unless a test composes its own. */
  features?: NonNullable<ModuleMetadata['imports']>;
}

/**
 * Starts the worker process, or exits 1 with the reason: a bad environment, or a job registry
 * that the processors do not cover exactly (a job name with no handler, or with two).
 */
export function startWorker(options: WorkerStartOptions = {}): void {
  const run = async () => {
    const config = loadConfigOrExit();
    const app = await NestFactory.createApplicationContext(
      WorkerModule.forRoot(config, options.features ?? WORKER_FEATURES),
      { bufferLogs: true, abortOnError: false },
    );
    const logger = app.get(Logger);
    app.useLogger(logger);
    // SIGTERM: the consumers take no new job and the held ones finish (WorkerHost), then exit 0.
    // A job that outlives the grace is cut short, never lost: after SHUTDOWN_TIMEOUT_MS the
    // process exits 1 (and the kubelet SIGKILLs it terminationGracePeriodSeconds after the
    // SIGTERM) with the job still active under its lock; once the lock lapses (lockDuration: 30 s
    // for mail, 10 s for telemetry) another worker's stalled check puts it back (for mail 30-90 s
    // after the cut: seen at about 60 s) and it runs again, counted as a stall (maxStalledCount, 1
    // for mail: a job cut short twice fails). Harmless for telemetry (the table's key keeps one
    // row per event); a mail the SMTP server had accepted before the cut goes twice. Hence the
    // rule: the longest job (a mail to a slow server: SMTP connection 10 s + greeting 10 s + up
    // to 30 s idle socket, see MailTransport) < SHUTDOWN_TIMEOUT_MS < terminationGracePeriodSeconds
    // (less any preStop pause).
    closeOnSignals(app, { timeoutMs: config.shutdownTimeoutMs, logger });
    await app.init();
    logger.log('worker started', 'Bootstrap');
  };
  run().catch((error: unknown) => {
    console.error('worker failed to start:', error);
    process.exit(1);
  });
}
