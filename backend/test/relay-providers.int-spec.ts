import { randomUUID } from 'node:crypto';

import { Test } from '@nestjs/testing';
import { type DiscordStub, startDiscordStub } from '@tickrelay/testing/stubs/discord.stub';
import { startTelegramStub, type TelegramStub } from '@tickrelay/testing/stubs/telegram.stub';
import { Redis } from 'ioredis';
import { LoggerModule } from 'nestjs-pino';

import { ConfigModule } from '../src/config/config.module';
import { RELAY_SENDER, type RelaySender } from '../src/modules/destinations/relay-sender.port';
import {
  LOCAL_RELAY_KEEP,
  localRelayKey,
  readLocalRelays,
} from '../src/modules/destinations/senders/local-relay.sender';
import { RelaySendersModule } from '../src/modules/destinations/senders/relay-senders.module';
import { RedisModule } from '../src/redis/redis.module';
import { RedisService } from '../src/redis/redis.service';
import { alertMessage, capturedLogger, type LogLine } from './relay-helpers';
import { testConfig } from './support/api-app';

const WEBHOOK_ID = '1234567890123456789';
const WEBHOOK_URL = `https://discord.com/api/webhooks/${WEBHOOK_ID}/${'t0k3n_'.repeat(12)}`;

/**
 * RelaySendersModule as the app wires it (AppConfig, Redis, nestjs-pino): the local providers
 * (the default) keep each message in Redis and report it sent; the real ones reach the
 * configured origins; boot says which is active.
 */
describe('RelaySendersModule: providers', () => {
  const prefix = `tickrelay-test-relays-${randomUUID().slice(0, 8)}`;
  const redis = new Redis(testConfig().redisUrl);
  const closers: Array<() => Promise<void>> = [];
  // One logger for the file: nestjs-pino keeps the first logger it is given for the process.
  const log = capturedLogger();

  async function relaySender(
    env: NodeJS.ProcessEnv = {},
  ): Promise<{ sender: RelaySender; lines: () => LogLine[] }> {
    const config = testConfig({ QUEUE_PREFIX: prefix, ...env });
    const start = log.lines.length;
    const moduleRef = await Test.createTestingModule({
      imports: [
        ConfigModule.forRoot(config),
        RedisModule,
        LoggerModule.forRoot({ pinoHttp: { logger: log.logger } }),
        RelaySendersModule,
      ],
    }).compile();
    await moduleRef.init();
    closers.push(() => moduleRef.close());
    // The first commands would fail fast while the connection is still opening (no offline queue).
    const { client } = moduleRef.get(RedisService);
    if (!env.REDIS_URL && client.status !== 'ready') {
      await new Promise((resolve) => client.once('ready', resolve));
    }
    return {
      sender: moduleRef.get<RelaySender>(RELAY_SENDER),
      lines: () => log.lines.slice(start),
    };
  }

  afterAll(async () => {
    for (const close of closers) await close();
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('keeps a Discord message in Redis by default and reports it sent', async () => {
    const { sender, lines } = await relaySender();
    expect(lines().find((line) => line.event === 'relay.providers')).toMatchObject({
      msg: 'relay providers: discord=local, telegram=local',
      discord: 'local',
      telegram: 'local',
    });

    const message = alertMessage({ text: '@everyone ES1! buy 1' });
    const attempt = await sender.send({ kind: 'discord', url: WEBHOOK_URL }, message, {
      memberId: 'mem_l',
      destinationId: 'dst_l',
    });

    expect(attempt).toMatchObject({ ok: true, code: null, httpStatus: null, retryable: false });
    const [kept] = await readLocalRelays(redis, prefix, 'discord', WEBHOOK_ID);
    expect(kept).toEqual({
      at: expect.any(String) as unknown,
      event: 'alert',
      deliveryId: 'dlv_0001',
      body: { content: '@everyone ES1! buy 1', allowed_mentions: { parse: [] } },
    });
    expect(lines().find((line) => line.event === 'relay.local')).toMatchObject({
      kind: 'discord',
      target: WEBHOOK_ID,
      memberId: 'mem_l',
      destinationId: 'dst_l',
    });
    // The list is named after the webhook's id: its token is nowhere in Redis's key space.
    expect(await redis.exists(localRelayKey(prefix, 'discord', WEBHOOK_ID))).toBe(1);
  });

  it('keeps a Telegram message in Redis by default, the last 100 per chat, newest first', async () => {
    const { sender } = await relaySender();
    for (let i = 1; i <= LOCAL_RELAY_KEEP + 5; i += 1) {
      const attempt = await sender.send(
        { kind: 'telegram', chatId: '-1001234567890' },
        alertMessage({ deliveryId: `dlv_${i}` }),
      );
      expect(attempt.ok).toBe(true);
    }
    const kept = await readLocalRelays(redis, prefix, 'telegram', '-1001234567890');
    expect(kept).toHaveLength(LOCAL_RELAY_KEEP);
    expect(kept[0]).toMatchObject({
      deliveryId: `dlv_${LOCAL_RELAY_KEEP + 5}`,
      body: { chat_id: -1001234567890, text: alertMessage().text, disable_web_page_preview: true },
    });
    expect(kept.at(-1)?.deliveryId).toBe('dlv_6');
  });

  it('refuses a target that fails its validator, as the real adapters do', async () => {
    const { sender } = await relaySender();
    const discord = await sender.send(
      { kind: 'discord', url: 'https://example.com/x' },
      alertMessage(),
    );
    const telegram = await sender.send({ kind: 'telegram', chatId: 'nobody' }, alertMessage());
    expect([discord.code, telegram.code]).toEqual([
      'DESTINATION_ADDRESS_REFUSED',
      'DESTINATION_ADDRESS_REFUSED',
    ]);
  });

  it('reports a local relay Redis could not keep as unreachable and retryable', async () => {
    const { sender } = await relaySender({ REDIS_URL: 'redis://127.0.0.1:1/0' });
    const attempt = await sender.send({ kind: 'telegram', chatId: '42' }, alertMessage());
    expect(attempt).toMatchObject({ ok: false, code: 'DESTINATION_UNREACHABLE', retryable: true });
  });

  describe('with the real providers', () => {
    let discord: DiscordStub;
    let telegram: TelegramStub;

    beforeAll(async () => {
      discord = await startDiscordStub();
      telegram = await startTelegramStub();
    });

    afterAll(async () => {
      await discord.stop();
      await telegram.stop();
    });

    it('sends to DISCORD_API_ORIGIN and TELEGRAM_API_ORIGIN, and says so at boot', async () => {
      const { sender, lines } = await relaySender({
        DISCORD_PROVIDER: 'discord',
        DISCORD_API_ORIGIN: discord.origin,
        TELEGRAM_PROVIDER: 'telegram',
        TELEGRAM_API_ORIGIN: telegram.origin,
        TELEGRAM_BOT_TOKEN: telegram.token,
        TELEGRAM_BOT_USERNAME: telegram.botUsername,
        TELEGRAM_WEBHOOK_SECRET: 'relay_providers_test_webhook_secret_0123456789',
      });
      expect(lines().find((line) => line.event === 'relay.providers')).toMatchObject({
        discord: 'discord',
        discordApiOrigin: discord.origin,
        telegram: 'telegram',
        telegramApiOrigin: telegram.origin,
      });
      const webhook = discord.addWebhook();
      telegram.addChat(777000111);
      const toDiscord = await sender.send({ kind: 'discord', url: webhook.url }, alertMessage());
      const toTelegram = await sender.send(
        { kind: 'telegram', chatId: '777000111' },
        alertMessage(),
      );
      expect([toDiscord.httpStatus, toTelegram.httpStatus]).toEqual([200, 200]);
      expect(discord.messages(webhook.id)).toHaveLength(1);
      expect(telegram.messages(777000111)).toHaveLength(1);
      expect(await redis.exists(localRelayKey(prefix, 'discord', webhook.id))).toBe(0);
    });
  });

  it('refuses to boot with TELEGRAM_PROVIDER=telegram and no bot token', () => {
    expect(() => testConfig({ TELEGRAM_PROVIDER: 'telegram' })).toThrow(
      /TELEGRAM_BOT_TOKEN: must be a bot token/,
    );
  });

  it('warns at boot while RELAY_ALLOWED_PRIVATE_TARGETS is set', async () => {
    const { lines } = await relaySender({ RELAY_ALLOWED_PRIVATE_TARGETS: '127.0.0.1:8443' });
    expect(
      lines().find((line) => line.level === 40 && line.event === 'relay.providers'),
    ).toMatchObject({
      allowedPrivateTargets: ['127.0.0.1:8443'],
    });
  });
});
