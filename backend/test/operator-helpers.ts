// The operator console's integration world: the real api (AppModule, Postgres, Redis, HTTP) on its
// own queue prefix and a spare port that is its PUBLIC_URL (webhook URLs point at it), with the
// test payment provider behind the port (an operator's extension goes through the provider), and
// the compiled operator CLI run as operators run it.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';

import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import { sparePort } from '@tickrelay/testing/processes/process.helpers';

import { AppModule } from '../src/app.module';
import type { AppConfig } from '../src/config/app-config';
import { API_APP_OPTIONS, configureApiApp } from '../src/create-api-app';
import { PAYMENT_PROVIDER } from '../src/modules/billing/payment-provider.port';
import { TestPaymentProvider } from './billing-helpers';
import { testConfig } from './support/api-app';
import { builtEntry } from './support/build';
import type { WebhooksTestApi } from './webhooks-helpers';

export interface OperatorTestApi extends WebhooksTestApi {
  provider: TestPaymentProvider;
}

export async function startOperatorApi(): Promise<OperatorTestApi> {
  const prefix = `tickrelay-operator-${randomUUID().slice(0, 8)}`;
  const port = await sparePort();
  const url = `http://127.0.0.1:${port}`;
  const config = testConfig({ QUEUE_PREFIX: prefix, PUBLIC_URL: url });
  const provider = new TestPaymentProvider();
  const moduleRef = await Test.createTestingModule({ imports: [AppModule.forRoot(config)] })
    .overrideProvider(PAYMENT_PROVIDER)
    .useValue(provider)
    .compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>(API_APP_OPTIONS);
  configureApiApp(app, config);
  await app.listen(port, '127.0.0.1');
  return { app, config, url, prefix, provider, close: () => app.close() };
}

/** `node dist/modules/operator/operator.cli.js …` from the suite's build, on the test database. */
export async function operatorCli(
  config: AppConfig,
  args: string[],
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [builtEntry('modules/operator/operator.cli.js'), ...args],
      { env: { ...process.env, DATABASE_URL: config.databaseUrl, REDIS_URL: config.redisUrl } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}
