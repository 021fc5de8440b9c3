import type { AddressInfo } from 'node:net';

import type { NestExpressApplication } from '@nestjs/platform-express';

import { type AppConfig, parseConfig } from '../../src/config/app-config';
import { createApiApp } from '../../src/create-api-app';

export interface RunningApi {
  app: NestExpressApplication;
  config: AppConfig;
  url: string;
  close(): Promise<void>;
}

export function testConfig(overrides: NodeJS.ProcessEnv = {}): AppConfig {
  const result = parseConfig({ ...process.env, ...overrides });
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return result.config;
}

/** The real API (same factory as main.ts) listening on an ephemeral port. */
export async function startApi(overrides: NodeJS.ProcessEnv = {}): Promise<RunningApi> {
  const config = testConfig(overrides);
  const app = await createApiApp(config);
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  return { app, config, url: `http://127.0.0.1:${port}`, close: () => app.close() };
}
