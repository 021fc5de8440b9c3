// Where the platform's bot gets its updates: the Bot API's setWebhook, told the api's
// /api/telegram/updates and the secret Telegram must send back with each update
// (X-Telegram-Bot-Api-Secret-Token). Only message and channel_post updates are asked for: a start
// message is all the api reads. The local provider has no bot, so nothing is registered; updates
// then come from tests or a developer POSTing to the route with the secret.
import type { SafeHttpClient } from '@/common/net/safe-http-client';
import type { NetLogger } from '@/common/net/safe-http.types';

import { RELAY_USER_AGENT } from './https-relay.sender';
import { jsonBody } from './relay-attempt';

/** The updates the bot asks Telegram for (setWebhook's allowed_updates). */
export const TELEGRAM_ALLOWED_UPDATES = ['message', 'channel_post'] as const;

export interface TelegramWebhookTarget {
  /** The https URL of /api/telegram/updates. */
  url: string;
  /** TELEGRAM_WEBHOOK_SECRET. */
  secret: string;
}

/** The port: registers where the bot's updates go. Never throws; false when it did not take. */
export interface TelegramWebhookRegistrar {
  register(target: TelegramWebhookTarget): Promise<boolean>;
}

export class BotApiWebhookRegistrar implements TelegramWebhookRegistrar {
  private readonly apiOrigin: string;

  constructor(
    private readonly http: SafeHttpClient,
    apiOrigin: string,
    private readonly botToken: string,
    private readonly logger: NetLogger,
  ) {
    this.apiOrigin = new URL(apiOrigin).origin;
  }

  async register(target: TelegramWebhookTarget): Promise<boolean> {
    const result = await this.http.post({
      // The bot token is in the path: the client logs only the host.
      url: `${this.apiOrigin}/bot${this.botToken}/setWebhook`,
      headers: { 'content-type': 'application/json', 'user-agent': RELAY_USER_AGENT },
      body: JSON.stringify({
        url: target.url,
        secret_token: target.secret,
        allowed_updates: TELEGRAM_ALLOWED_UPDATES,
      }),
      operatorOrigin: true,
      context: { kind: 'telegram' },
    });
    const answer =
      result.kind === 'failed'
        ? undefined
        : (jsonBody(result.body) as { ok?: unknown; description?: unknown } | undefined);
    const ok = result.kind !== 'failed' && result.status === 200 && answer?.ok === true;
    const fields = {
      event: 'telegram.webhook',
      url: target.url,
      ok,
      status: result.kind === 'failed' ? null : result.status,
      description: typeof answer?.description === 'string' ? answer.description : undefined,
    };
    if (ok) this.logger.info(fields, 'telegram webhook registered');
    else this.logger.warn(fields, 'telegram webhook NOT registered: chats cannot be linked');
    return ok;
  }
}

/** TELEGRAM_PROVIDER=local: no bot to register. */
export class LocalWebhookRegistrar implements TelegramWebhookRegistrar {
  constructor(private readonly logger: NetLogger) {}

  register(target: TelegramWebhookTarget): Promise<boolean> {
    this.logger.info(
      { event: 'telegram.webhook', url: target.url, provider: 'local' },
      'telegram provider is local: no webhook registered; updates reach the route only when POSTed to it',
    );
    return Promise.resolve(false);
  }
}
