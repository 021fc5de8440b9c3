// The sandbox payment provider under test: the real api (createApiApp, in process) serving its pages, the real
// worker host (in process) consuming its queue under a private prefix, and a webhook receiver
// standing where billing's POST /api/payments/webhook listens, keeping every delivery's raw bytes.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { sparePort } from '@tickrelay/testing/processes/process.helpers';

import type { AppConfig } from '../../src/config/app-config';
import { createApiApp } from '../../src/create-api-app';
import { WorkerModule } from '../../src/worker/worker.module';
import { testConfig } from './api-app';

export interface Delivery {
  raw: Buffer;
  headers: IncomingHttpHeaders;
  event: { id: string; type: string; data: { object: Record<string, unknown> } };
}

export class WebhookReceiver {
  private constructor(
    private readonly server: Server,
    readonly url: string,
    readonly deliveries: Delivery[],
  ) {}

  static async start(): Promise<WebhookReceiver> {
    const deliveries: Delivery[] = [];
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const raw = Buffer.concat(chunks);
        deliveries.push({
          raw,
          headers: request.headers,
          event: JSON.parse(raw.toString()) as Delivery['event'],
        });
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return new WebhookReceiver(server, `http://127.0.0.1:${port}/api/payments/webhook`, deliveries);
  }

  /** Deliveries about one object (its id, or its checkout's/subscription's). */
  about(id: string): Delivery[] {
    return this.deliveries.filter((delivery) =>
      Object.values(delivery.event.data.object).includes(id),
    );
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

export interface SandboxStack {
  api: NestExpressApplication;
  apiUrl: string;
  config: AppConfig;
  worker: INestApplicationContext | undefined;
  receiver: WebhookReceiver;
  close(): Promise<void>;
}

export async function startSandboxStack(
  env: NodeJS.ProcessEnv = {},
  options: { worker?: boolean } = {},
): Promise<SandboxStack> {
  const receiver = await WebhookReceiver.start();
  const config = testConfig({
    QUEUE_PREFIX: `tickrelay-sandbox-${randomUUID().slice(0, 8)}`,
    PUBLIC_URL: 'https://tickrelay.test',
    PAYMENT_PROVIDER: 'sandbox',
    BILLING_TEST_CLOCK: 'true',
    PAYMENT_SANDBOX_WEBHOOK_URL: receiver.url,
    WORKER_PORT: String(await sparePort()),
    ...env,
  });
  const api = await createApiApp(config);
  await api.listen(0, '127.0.0.1');
  const { port } = api.getHttpServer().address() as AddressInfo;
  let worker: INestApplicationContext | undefined;
  if (options.worker !== false) {
    worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), {
      logger: false,
      abortOnError: false,
    });
    await worker.init();
  }
  return {
    api,
    apiUrl: `http://127.0.0.1:${port}`,
    config,
    worker,
    receiver,
    close: async () => {
      await worker?.close();
      await api.close();
      await receiver.close();
    },
  };
}
