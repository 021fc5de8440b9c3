import { RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';

import { AppModule } from './app.module';
import type { AppConfig } from './config/app-config';

export const API_PREFIX = 'api';

export const API_APP_OPTIONS = {
  // Replaced by BodyParserMiddleware, which applies a size limit per route.
  bodyParser: false,
  bufferLogs: true,
} as const;

/** Builds the API application (not yet listening); shared by main.ts and the integration tests. */
export async function createApiApp(config: AppConfig): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot(config),
    API_APP_OPTIONS,
  );
  configureApiApp(app, config);
  return app;
}

/** The api's settings, for an application built from AppModule (tests build one with overrides). */
export function configureApiApp(app: NestExpressApplication, config: AppConfig): void {
  app.useLogger(app.get(Logger));
  // Only the configured proxies' X-Forwarded-For counts (req.ip, rate limits, the hot-route kit,
  // which reads this same compiled setting); false makes every client its socket address.
  app.set('trust proxy', config.trustedProxies.length > 0 ? [...config.trustedProxies] : false);
  app.disable('x-powered-by');
  app.setGlobalPrefix(API_PREFIX, { exclude: [{ path: 'metrics', method: RequestMethod.GET }] });
}
