// The real API with a private queue prefix (its own mail jobs and rate-limit counters), the
// worker's account-requests processor (password-reset and confirmation-resend requests; no other
// worker runs on that prefix), the mailbox reading the mail jobs they queue, and a database pool.
import { randomUUID } from 'node:crypto';

import { type AgentOptions, ApiAgent } from '@tickrelay/testing/http/api-agent';
import { mailQueueSource } from '@tickrelay/testing/mail/mail-sources';
import { Mailbox } from '@tickrelay/testing/mail/mailbox';
import { Pool } from 'pg';

import {
  type AccountRequestsConsumer,
  startAccountRequestsConsumer,
} from './account-requests-consumer';
import { type RunningApi, startApi } from './api-app';

export interface AuthTestApi {
  api: RunningApi;
  mail: Mailbox;
  db: Pool;
  agent(options?: AgentOptions): ApiAgent;
  close(): Promise<void>;
}

export interface AuthApiOptions {
  /** Run the account-requests processor (default true); false leaves those jobs queued. */
  accountRequests?: boolean;
}

export async function startAuthApi(
  env: NodeJS.ProcessEnv = {},
  options: AuthApiOptions = {},
): Promise<AuthTestApi> {
  const prefix = `tickrelay-auth-${randomUUID().slice(0, 8)}`;
  const api = await startApi({ QUEUE_PREFIX: prefix, ...env });
  let consumer: AccountRequestsConsumer | undefined;
  if (options.accountRequests ?? true) {
    consumer = await startAccountRequestsConsumer(api.config);
  }
  const mail = new Mailbox(mailQueueSource(api.config.redisUrl, prefix));
  const db = new Pool({ connectionString: api.config.databaseUrl, max: 2 });
  return {
    api,
    mail,
    db,
    agent: (options) => new ApiAgent(api.url, options),
    close: async () => {
      await consumer?.close();
      await mail.close();
      await db.end();
      await api.close();
    },
  };
}
