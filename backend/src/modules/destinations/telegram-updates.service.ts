import { timingSafeEqual } from 'node:crypto';

import { HttpStatus, Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';

import { AppException } from '@/common/errors/app.exception';
import { AppConfig } from '@/config/app-config';

import { DestinationsRepository } from './destinations.repository';
import { linkCodeHash, startMessageOf } from './telegram-links';

/** Telegram's header carrying setWebhook's secret_token on every update. */
export const TELEGRAM_SECRET_HEADER = 'x-telegram-bot-api-secret-token';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The platform bot's updates (POST /api/telegram/updates). Only Telegram knows
 * TELEGRAM_WEBHOOK_SECRET (it was given in setWebhook), so an update with it really comes from
 * the bot's chats; its `/start <code>` then proves the member who got the code opened it from that
 * chat, and the chat becomes the destination's. Nothing a member types names a chat. Codes are
 * looked up by hash, used once and expire; an unknown, used or expired code changes nothing.
 */
@Injectable()
export class TelegramUpdatesService {
  private readonly secret: string | undefined;

  constructor(
    private readonly destinations: DestinationsRepository,
    private readonly logger: PinoLogger,
    config: AppConfig,
  ) {
    this.logger.setContext('TelegramUpdates');
    this.secret = config.relays.telegram.webhookSecret;
  }

  /** 404 without a configured secret; 401 when the header is missing or wrong. */
  verify(header: string | undefined): void {
    if (this.secret === undefined) throw new AppException(HttpStatus.NOT_FOUND, 'NOT_FOUND');
    if (header === undefined || !sameSecret(header, this.secret)) {
      throw new AppException(HttpStatus.UNAUTHORIZED, 'UNAUTHORIZED');
    }
  }

  /** Handles one verified update; any other update than a start message is acknowledged only. */
  async receive(rawBody: Buffer): Promise<void> {
    let update: unknown;
    try {
      update = JSON.parse(rawBody.toString('utf8'));
    } catch (error) {
      throw new AppException(HttpStatus.BAD_REQUEST, 'INVALID_JSON', undefined, { cause: error });
    }
    const start = startMessageOf(update);
    if (!start) return;
    const linked = await this.destinations.linkByCode(
      linkCodeHash(start.code),
      start.chatId,
      new Date(),
    );
    // The chat id is no secret, but the code is: never logged.
    this.logger.info(
      {
        event: 'telegram.link',
        linked: linked !== undefined,
        destinationId: linked?.id,
        memberId: linked?.member_id,
      },
      linked ? 'telegram chat linked' : 'telegram start code unknown, used or expired',
    );
  }
}
