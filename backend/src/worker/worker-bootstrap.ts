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
    closeOnSignals(app, { timeoutMs: config.shutdownTimeoutMs, logger });
    await app.init();
    logger.log('worker started', 'Bootstrap');
  };
  run().catch((error: unknown) => {
    console.error('worker failed to start:', error);
    process.exit(1);
  });
}
