// Shared by the destinations, relays and failure-notice integration tests: the api and worker
// on one private queue prefix, real HTTPS receivers on 127.0.0.1 (trusted through
// RELAY_CA_FILE and allowed through RELAY_ALLOWED_PRIVATE_TARGETS, nothing else private is), the
// SMTP sink the worker mails to, members signed up through the api, and readers of what the
// tests check (relays in the log, failure notices, the local Discord/Telegram lists).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type {
  CreateDestinationRequest,
  CreatedDestination,
} from '@tickrelay/contracts/destinations/destinations';
import type { DeliveryView } from '@tickrelay/contracts/webhooks/deliveries';
import type { ApiAgent } from '@tickrelay/testing/http/api-agent';
import { smtpSinkSource } from '@tickrelay/testing/mail/mail-sources';
import { Mailbox } from '@tickrelay/testing/mail/mailbox';
import { type SmtpSink, startSmtpSink } from '@tickrelay/testing/mail/smtp-sink';
import { waitFor } from '@tickrelay/testing/processes/process.helpers';
import { Queue } from 'bullmq';

import {
  makeCertificate,
  type Receiver,
  type ReceiverHandler,
  startReceiver,
  type TestCertificate,
} from './relay-helpers';
import { startWorker, type WorkerProcess } from './support/worker-process';
import {
  sendAlert,
  startWebhooksApi,
  type WebhooksTestApi,
  WebhooksWorld,
} from './webhooks-helpers';

export interface TestMember {
  agent: ApiAgent;
  userId: string;
  email: string;
  /** The member's webhook URL. */
  url: string;
}

/**
 * Receivers first (their ports go into the allow-list), then the api. Members are signed up
 * before any worker starts: the worker would send their confirmation mails and drop the links
 * from the mail jobs the sign-up reads them from.
 */
export class RelaysStack {
  readonly certificate: TestCertificate;
  readonly mailDir = mkdtempSync(join(tmpdir(), 'tickrelay-notices-'));
  readonly inbox = new Mailbox(smtpSinkSource(this.mailDir));
  readonly receivers: Receiver[] = [];
  readonly workers: WorkerProcess[] = [];
  api!: WebhooksTestApi;
  world!: WebhooksWorld;
  sink!: SmtpSink;
  env: NodeJS.ProcessEnv = {};

  constructor() {
    this.certificate = makeCertificate();
  }

  /** An HTTPS receiver on 127.0.0.1; call before start(). */
  async receiver(handler?: ReceiverHandler): Promise<Receiver> {
    const receiver = await startReceiver({
      tls: { key: this.certificate.key, cert: this.certificate.cert },
      handler,
    });
    this.receivers.push(receiver);
    return receiver;
  }

  async start(env: NodeJS.ProcessEnv = {}): Promise<void> {
    this.sink = await startSmtpSink({ dir: this.mailDir });
    this.env = {
      RELAY_ALLOWED_PRIVATE_TARGETS: this.receivers
        .map((receiver) => `127.0.0.1:${receiver.port}`)
        .join(','),
      RELAY_CA_FILE: this.certificate.caFile,
      TELEGRAM_BOT_USERNAME: 'TickRelayTestBot',
      TELEGRAM_WEBHOOK_SECRET,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(this.sink.port),
      MAIL_FROM: 'TickRelay <no-reply@tickrelay.test>',
      WEBHOOK_RATE_LIMIT_PER_MINUTE: '10000',
      // The tests poll the log every 100 ms for a minute and more.
      RATE_LIMIT_DEFAULT_PER_MINUTE: '100000',
      ...env,
    };
    this.api = await startWebhooksApi(this.env);
    this.world = new WebhooksWorld(this.api);
  }

  /** A member with a subscription (or not) and a webhook URL; signed up through the api. */
  async member(options: { language?: 'en' | 'fr'; entitled?: boolean } = {}): Promise<TestMember> {
    const { agent, userId } = await this.world.member({
      entitled: true,
      language: options.language,
    });
    const { url } = await this.world.webhookOf(agent);
    const user = await this.world.db.query<{ email: string }>(
      'select email from users where id = $1',
      [userId],
    );
    if (options.entitled === false) {
      await this.world.db.query(
        `update subscriptions set status = 'expired', current_period_end = now() - interval '1 day',
           ended_at = now() - interval '1 day' where user_id = $1`,
        [userId],
      );
    }
    return { agent, userId, email: user.rows[0]!.email, url };
  }

  async startWorker(env: NodeJS.ProcessEnv = {}): Promise<WorkerProcess> {
    const worker = await startWorker(
      {
        QUEUE_PREFIX: this.api.prefix,
        PUBLIC_URL: this.api.url,
        LOG_LEVEL: 'warn',
        ...this.env,
        ...env,
      },
      { until: 'ready' },
    );
    this.workers.push(worker);
    return worker;
  }

  queue(name: string): Queue {
    return new Queue(name, {
      connection: { url: this.api.config.redisUrl },
      prefix: this.api.prefix,
    });
  }

  async stop(): Promise<void> {
    for (const worker of this.workers) await worker.kill('SIGTERM');
    await this.world?.close();
    await this.api?.close();
    for (const receiver of this.receivers) await receiver.stop();
    await this.sink?.stop();
    this.certificate.remove();
    rmSync(this.mailDir, { recursive: true, force: true });
  }
}

/** What the stack's api expects in X-Telegram-Bot-Api-Secret-Token (as setWebhook gave it). */
export const TELEGRAM_WEBHOOK_SECRET = 'test_telegram_webhook_secret_0123456789abcdef';

/** POSTs a Bot API Update to the api's updates route, as Telegram does for the bot. */
export function sendTelegramUpdate(
  apiUrl: string,
  update: unknown,
  secret: string | null = TELEGRAM_WEBHOOK_SECRET,
): Promise<Response> {
  return fetch(`${apiUrl}/api/telegram/updates`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(secret === null ? {} : { 'x-telegram-bot-api-secret-token': secret }),
    },
    body: JSON.stringify(update),
  });
}

let updateId = 1000;

/** The update Telegram sends when a chat opens the deep link (or types `/start <code>`). */
export function startUpdate(chatId: number, code: string): unknown {
  updateId += 1;
  return {
    update_id: updateId,
    message: {
      message_id: updateId,
      date: Math.floor(Date.now() / 1000),
      chat: { id: chatId, type: chatId < 0 ? 'supergroup' : 'private' },
      from: { id: Math.abs(chatId), is_bot: false, first_name: 'Member' },
      text: `/start ${code}`,
      entities: [{ offset: 0, length: 6, type: 'bot_command' }],
    },
  };
}

/** A Telegram destination created through the api, then linked to `chatId` by the bot's update. */
export async function createLinkedTelegram(
  apiUrl: string,
  agent: ApiAgent,
  body: { label: string; chatId: number; notifyFailures?: boolean },
): Promise<CreatedDestination> {
  const created = await createDestination(agent, {
    kind: 'telegram',
    label: body.label,
    ...(body.notifyFailures === undefined ? {} : { notifyFailures: body.notifyFailures }),
  });
  const code = created.telegramLink?.code;
  if (!code) throw new Error('a telegram destination was created without a start code');
  const response = await sendTelegramUpdate(apiUrl, startUpdate(body.chatId, code));
  if (response.status !== 200) throw new Error(`telegram update answered ${response.status}`);
  return created;
}

export async function createDestination(
  agent: ApiAgent,
  body: CreateDestinationRequest,
): Promise<CreatedDestination> {
  const response = await agent.post<CreatedDestination>('/api/destinations', body);
  if (response.status !== 201) {
    throw new Error(`create destination answered ${response.status}: ${response.text}`);
  }
  return response.body;
}

/** A valid alert with an id of its own (the same body twice within a minute is a duplicate). */
export function marketBuy(id: string): string {
  return JSON.stringify({
    ticker: 'MES1!',
    action: 'buy',
    quantity: 1,
    orderType: 'market',
    price: 6012.5,
    id,
  });
}

/** Sends an alert to the member's URL like TradingView; returns the delivery id. */
export async function deliver(member: TestMember, body: string): Promise<string> {
  const response = await sendAlert(member.url, body, { 'content-type': 'application/json' });
  if (response.status !== 202) throw new Error(`webhook answered ${response.status}`);
  return ((await response.json()) as { id: string }).id;
}

/** The delivery as the log shows it, once `accept` holds. */
export async function deliveryWhen(
  member: TestMember,
  deliveryId: string,
  accept: (view: DeliveryView) => boolean,
  timeoutMs = 20_000,
): Promise<DeliveryView> {
  let last: unknown;
  try {
    return await waitFor(
      async () => {
        const response = await member.agent.get<DeliveryView>(
          `/api/webhook/deliveries/${deliveryId}`,
        );
        last = response.body;
        return response.status === 200 && accept(response.body) ? response.body : undefined;
      },
      timeoutMs,
      `delivery ${deliveryId} as expected`,
    );
  } catch (error) {
    throw new Error(`${(error as Error).message}; last seen: ${JSON.stringify(last)}`);
  }
}

/** Every relay of the delivery is final (sent or failed). */
export const relaysSettled = (view: DeliveryView, count = 1): boolean =>
  view.relays.length === count &&
  view.relays.every((relay) => relay.status === 'sent' || relay.status === 'failed');
