import { Module } from '@nestjs/common';
import { DESTINATION_LIMITS } from '@tickrelay/contracts/destinations/destinations';
import { PinoLogger } from 'nestjs-pino';

import { loadCaBundle } from '@/common/net/ca-bundle';
import { describePrivateTargets } from '@/common/net/private-targets';
import { SafeHttpClient } from '@/common/net/safe-http-client';
import type { NetLogger } from '@/common/net/safe-http.types';
import { AppConfig } from '@/config/app-config';
import { RedisService } from '@/redis/redis.service';

import { RELAY_SENDER, type RelaySender } from '../relay-sender.port';
import { DiscordRelaySender } from './discord-relay.sender';
import { HttpsRelaySender } from './https-relay.sender';
import { LocalRelaySender } from './local-relay.sender';
import { RelayDispatcher } from './relay-dispatcher';
import { TelegramRelaySender } from './telegram-relay.sender';
import {
  BotApiWebhookRegistrar,
  LocalWebhookRegistrar,
  type TelegramWebhookRegistrar,
} from './telegram-webhook.registrar';

/** The SSRF-safe client the senders share, configured from AppConfig.relays. */
export function relayHttpClient(config: AppConfig, logger: NetLogger): SafeHttpClient {
  const { relays } = config;
  return new SafeHttpClient({
    timeoutMs: DESTINATION_LIMITS.timeoutMs,
    responseMaxBytes: DESTINATION_LIMITS.responseMaxBytes,
    allowedPrivateTargets: relays.allowedPrivateTargets,
    trustedOrigins: new Set([relays.discord.apiOrigin, relays.telegram.apiOrigin]),
    extraCa: relays.caFile === undefined ? undefined : loadCaBundle(relays.caFile),
    logger,
  });
}

/** Validation requires the token with TELEGRAM_PROVIDER=telegram; never fall back silently. */
function botToken(token: string | undefined): string {
  if (token === undefined)
    throw new Error('TELEGRAM_BOT_TOKEN: must be set when TELEGRAM_PROVIDER is telegram');
  return token;
}

/** Where the bot's updates are registered: the Bot API's setWebhook, or nothing (local). */
export function telegramWebhookRegistrar(
  config: AppConfig,
  logger: NetLogger,
): TelegramWebhookRegistrar {
  const { telegram } = config.relays;
  return telegram.provider === 'telegram'
    ? new BotApiWebhookRegistrar(
        relayHttpClient(config, logger),
        telegram.apiOrigin,
        botToken(telegram.botToken),
        logger,
      )
    : new LocalWebhookRegistrar(logger);
}

/** The RELAY_SENDER for this configuration; logs which providers are active. */
export function relaySender(
  config: AppConfig,
  redis: RedisService,
  logger: PinoLogger,
): RelaySender {
  logger.setContext('RelaySenders');
  const http = relayHttpClient(config, logger);
  const { discord, telegram, allowedPrivateTargets, caFile } = config.relays;
  const local = new LocalRelaySender(redis.client, config.queuePrefix, logger);
  const sender = new RelayDispatcher(
    {
      https: new HttpsRelaySender(http, { allowedPrivateTargets, logger }),
      discord:
        discord.provider === 'discord'
          ? new DiscordRelaySender(http, discord.apiOrigin, logger)
          : local,
      telegram:
        telegram.provider === 'telegram'
          ? new TelegramRelaySender(http, telegram.apiOrigin, botToken(telegram.botToken), logger)
          : local,
    },
    logger,
  );
  logger.info(
    {
      event: 'relay.providers',
      discord: discord.provider,
      discordApiOrigin: discord.provider === 'discord' ? discord.apiOrigin : undefined,
      telegram: telegram.provider,
      telegramApiOrigin: telegram.provider === 'telegram' ? telegram.apiOrigin : undefined,
      extraCa: caFile !== undefined,
    },
    `relay providers: discord=${discord.provider}, telegram=${telegram.provider}`,
  );
  if (allowedPrivateTargets.size > 0) {
    logger.warn(
      {
        event: 'relay.providers',
        allowedPrivateTargets: describePrivateTargets(allowedPrivateTargets),
      },
      'RELAY_ALLOWED_PRIVATE_TARGETS is set: relays may reach these private addresses (tests and local development only)',
    );
  }
  return sender;
}

/**
 * Provides RELAY_SENDER (https, discord and telegram, each a real adapter or the local one as
 * configured). Import it where relays are sent (the worker's relays processor, the API's "send
 * a test").
 */
@Module({
  providers: [
    {
      provide: RELAY_SENDER,
      inject: [AppConfig, RedisService, PinoLogger],
      useFactory: relaySender,
    },
  ],
  exports: [RELAY_SENDER],
})
export class RelaySendersModule {}
