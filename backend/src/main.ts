import 'reflect-metadata';

import { Logger } from 'nestjs-pino';

import { closeOnSignals } from './common/lifecycle/graceful-shutdown';
import { loadConfigOrExit } from './config/app-config';
import { createApiApp } from './create-api-app';

async function bootstrap(): Promise<void> {
  const config = loadConfigOrExit();
  const app = await createApiApp(config);
  const logger = app.get(Logger);
  closeOnSignals(app, { timeoutMs: config.shutdownTimeoutMs, logger });
  await app.listen(config.port, config.host);
  logger.log(`api listening on http://${config.host}:${config.port}`, 'Bootstrap');
}

bootstrap().catch((error: unknown) => {
  console.error('api failed to start:', error);
  process.exit(1);
});
