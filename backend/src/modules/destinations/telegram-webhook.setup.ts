import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { telegramUpdates } from '@tickrelay/contracts/endpoints/destinations.endpoints';
import { PinoLogger } from 'nestjs-pino';

import { AppConfig } from '@/config/app-config';

import { telegramWebhookRegistrar } from './senders/relay-senders.module';

/**
 * At the api's start, tells Telegram where the platform bot's updates go (setWebhook with
 * TELEGRAM_WEBHOOK_SECRET), so the `/start <code>` of a member's chat reaches
 * /api/telegram/updates. Every replica does it (the same URL and secret: idempotent); it never
 * holds the boot, and a failure is logged loudly (members could not link chats) and tried again at
 * the next start.
 */
@Injectable()
export class TelegramWebhookSetup implements OnApplicationBootstrap {
  constructor(
    private readonly config: AppConfig,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext('TelegramWebhook');
  }

  onApplicationBootstrap(): void {
    const secret = this.config.relays.telegram.webhookSecret;
    if (this.config.relays.telegram.provider !== 'telegram' || secret === undefined) return;
    const registrar = telegramWebhookRegistrar(this.config, this.logger);
    const url = `${this.config.publicUrl}${telegramUpdates.path}`;
    void registrar.register({ url, secret });
  }
}
