// Webhook integration tests: the real api (AppModule, Postgres tickrelay_test, Redis db 3) on a
// spare port that is also its PUBLIC_URL (so "Send a test alert" goes through the public URL), a
// private queue prefix (alerts queue, token cache, rate limits, test clock), members entitled by
// a subscription row, and readers of the alerts queue. No worker runs on the prefix: every alert
// the receiver acknowledged stays queued for the test to read.
import { createHash, randomUUID } from 'node:crypto';

import type { NestExpressApplication } from '@nestjs/platform-express';
import type { WebhookView } from '@tickrelay/contracts/webhooks/deliveries';
import { signUpMember } from '@tickrelay/testing/accounts/member.fixture';
import { type AgentOptions, ApiAgent } from '@tickrelay/testing/http/api-agent';
import { mailQueueSource } from '@tickrelay/testing/mail/mail-sources';
import { Mailbox } from '@tickrelay/testing/mail/mailbox';
import { sparePort } from '@tickrelay/testing/processes/process.helpers';
import { type Job, Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { Pool } from 'pg';

import type { AppConfig } from '../src/config/app-config';
import { createApiApp } from '../src/create-api-app';
import type { AlertJob } from '../src/queue/job-payloads';
import { testConfig } from './support/api-app';

export interface WebhooksTestApi {
  app: NestExpressApplication;
  config: AppConfig;
  url: string;
  prefix: string;
  close(): Promise<void>;
}

/** The api on a spare port that is its own PUBLIC_URL; `prefix` shares another instance's Redis. */
export async function startWebhooksApi(
  env: NodeJS.ProcessEnv = {},
  prefix = `tickrelay-hooks-${randomUUID().slice(0, 8)}`,
): Promise<WebhooksTestApi> {
  const port = await sparePort();
  const url = `http://127.0.0.1:${port}`;
  const config = testConfig({
    QUEUE_PREFIX: prefix,
    PUBLIC_URL: url,
    BILLING_TEST_CLOCK: 'true',
    ...env,
  });
  const app = await createApiApp(config);
  await app.listen(port, '127.0.0.1');
  return { app, config, url, prefix, close: () => app.close() };
}

/** What a test reads besides the api: the database, Redis, the alerts queue and the mail. */
export class WebhooksWorld {
  readonly db: Pool;
  readonly redis: Redis;
  readonly alerts: Queue;
  readonly mail: Mailbox;

  constructor(readonly api: WebhooksTestApi) {
    this.db = new Pool({ connectionString: api.config.databaseUrl, max: 2 });
    this.redis = new Redis(api.config.redisUrl, { maxRetriesPerRequest: 1 });
    this.alerts = new Queue('alerts', {
      connection: { url: api.config.redisUrl },
      prefix: api.prefix,
    });
    this.mail = new Mailbox(mailQueueSource(api.config.redisUrl, api.prefix));
  }

  agent(options?: AgentOptions, api: { url: string } = this.api): ApiAgent {
    return new ApiAgent(api.url, options);
  }

  /** A signed-up member; `entitled` gives them an active subscription (the @Member() rule). */
  async member(
    options: { entitled?: boolean; language?: 'en' | 'fr' } = {},
  ): Promise<{ agent: ApiAgent; userId: string }> {
    const agent = this.agent({ language: options.language });
    const { userId } = await signUpMember(agent, this.mail, { locale: options.language ?? 'en' });
    if (options.entitled ?? true) {
      await this.db.query(
        `insert into subscriptions (user_id, provider, provider_subscription_id,
           provider_customer_id, status, plan, currency, amount, current_period_end)
         values ($1, 'sandbox', $2, $3, 'active', 'monthly', 'usd', 4900, now() + interval '400 days')`,
        [userId, `sub_${randomUUID()}`, `cus_${randomUUID()}`],
      );
    }
    return { agent, userId };
  }

  /** The member's webhook URL (created on this first read). */
  async webhookOf(agent: ApiAgent): Promise<WebhookView> {
    const response = await agent.get<WebhookView>('/api/webhook');
    if (response.status !== 200) throw new Error(`GET /api/webhook: ${response.status}`);
    return response.body;
  }

  async alertJob(id: string): Promise<AlertJob | undefined> {
    const job = (await this.alerts.getJob(id)) as Job<AlertJob> | undefined;
    return job?.data;
  }

  /** Every alert job queued on the prefix. */
  async alertJobs(): Promise<AlertJob[]> {
    const jobs = (await this.alerts.getJobs(['waiting', 'active', 'delayed'])) as Job<AlertJob>[];
    return jobs.map((job) => job.data);
  }

  async close(): Promise<void> {
    await this.alerts.close();
    await this.mail.close();
    this.redis.disconnect();
    await this.db.end();
  }
}

/** POSTs a body to a webhook URL (a full URL, or a path on `base`), like TradingView. */
export function sendAlert(
  url: string,
  body: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'text/plain; charset=utf-8', ...headers },
    body,
  });
}

/** The path of a webhook URL on another api instance of the same stack. */
export function onApi(api: { url: string }, webhookUrl: string): string {
  return `${api.url}${new URL(webhookUrl).pathname}`;
}

export function tokenOf(webhookUrl: string): string {
  return new URL(webhookUrl).pathname.split('/').at(-1) ?? '';
}

export function tokenHashHex(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
