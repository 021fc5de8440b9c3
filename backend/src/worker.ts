import 'reflect-metadata';

import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';

import { closeOnSignals } from './common/lifecycle/graceful-shutdown';
import { loadConfigOrExit } from './config/app-config';
import { WorkerModule } from './worker/worker.module';

async function bootstrap(): Promise<void> {
  const config = loadConfigOrExit();
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), {
    bufferLogs: true,
  });
  const logger = app.get(Logger);
  app.useLogger(logger);
  closeOnSignals(app, { timeoutMs: config.shutdownTimeoutMs, logger });
  await app.init();
  logger.log('worker started', 'Bootstrap');
}

bootstrap().catch((error: unknown) => {
  console.error('worker failed to start:', error);
  process.exit(1);
});
