import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { telegramUpdates } from '@tickrelay/contracts/endpoints/destinations.endpoints';
import { type ResponseOf, routeOf } from '@tickrelay/contracts/endpoints/endpoint';
import type { Request } from 'express';

import { TELEGRAM_SECRET_HEADER, TelegramUpdatesService } from './telegram-updates.service';

/**
 * Where Telegram POSTs the platform bot's updates (setWebhook). No session: the secret header is
 * the proof. The body arrives as raw bytes (common/http/body-limits.ts): an Update has many
 * fields the api's DTO rules would refuse, and only a start message is read.
 */
@Controller()
export class TelegramUpdatesController {
  constructor(private readonly updates: TelegramUpdatesService) {}

  @Post(routeOf(telegramUpdates))
  @HttpCode(telegramUpdates.status)
  async receive(
    @Headers(TELEGRAM_SECRET_HEADER) secret: string | undefined,
    @Req() request: Request,
  ): Promise<ResponseOf<typeof telegramUpdates>> {
    this.updates.verify(secret);
    const body: unknown = request.body;
    await this.updates.receive(Buffer.isBuffer(body) ? body : Buffer.alloc(0));
    return { ok: true };
  }
}
