// DISCORD_PROVIDER=local / TELEGRAM_PROVIDER=local (the defaults): the message stays on this
// machine, in a capped Redis list per target plus a log line, and counts as sent, so a stack
// without Discord or Telegram credentials still runs end to end. The entry holds the body the
// real adapter would have sent.
import { performance } from 'node:perf_hooks';

import type { Redis } from 'ioredis';

import type { NetLogger } from '@/common/net/safe-http.types';

import type { RelayAttempt, RelayContext, RelayMessage } from '../relay-sender.port';
import { discordExecuteBody, type DiscordTarget } from './discord-relay.sender';
import { parseDiscordWebhookUrl } from './discord-webhook-url';
import { refusedTarget } from './refused-target';
import { isTelegramChatId } from './telegram-chat-id';
import { telegramSendMessageBody, type TelegramTarget } from './telegram-relay.sender';

/** Messages kept per target (the newest first). */
export const LOCAL_RELAY_KEEP = 100;
/** A target nobody relays to any more is forgotten after this. */
const LOCAL_RELAY_TTL_SECONDS = 30 * 24 * 60 * 60;

export type LocalRelayKind = 'discord' | 'telegram';

export interface LocalRelayEntry {
  at: string;
  event: RelayMessage['event'];
  deliveryId: string | null;
  /** What the real adapter would have POSTed (Execute Webhook or sendMessage body). */
  body: unknown;
}

/** The list of one target: a Discord webhook's id (never its token) or a Telegram chat id. */
export function localRelayKey(prefix: string, kind: LocalRelayKind, targetId: string): string {
  return `${prefix}:relays:local:${kind}:${targetId}`;
}

/** The messages kept for a target, newest first. */
export async function readLocalRelays(
  redis: Redis,
  prefix: string,
  kind: LocalRelayKind,
  targetId: string,
): Promise<LocalRelayEntry[]> {
  const raw = await redis.lrange(localRelayKey(prefix, kind, targetId), 0, -1);
  return raw.map((entry) => JSON.parse(entry) as LocalRelayEntry);
}

export class LocalRelaySender {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly logger: NetLogger,
  ) {}

  async send(
    target: DiscordTarget | TelegramTarget,
    message: RelayMessage,
    context: RelayContext = {},
  ): Promise<RelayAttempt> {
    const started = performance.now();
    const logContext = { ...context, deliveryId: message.deliveryId, kind: target.kind };
    let targetId: string;
    let body: unknown;
    if (target.kind === 'discord') {
      const webhook = parseDiscordWebhookUrl(target.url);
      if (webhook === null) return refusedTarget(this.logger, logContext, 'not-a-discord-webhook');
      targetId = webhook.id;
      body = discordExecuteBody(message.text);
    } else {
      if (!isTelegramChatId(target.chatId)) {
        return refusedTarget(this.logger, logContext, 'not-a-telegram-chat');
      }
      targetId = target.chatId;
      body = telegramSendMessageBody(target.chatId, message.text);
    }
    const entry: LocalRelayEntry = {
      at: new Date().toISOString(),
      event: message.event,
      deliveryId: message.deliveryId,
      body,
    };
    const key = localRelayKey(this.prefix, target.kind, targetId);
    const durationMs = () => Math.round(performance.now() - started);
    try {
      const results = await this.redis
        .multi()
        .lpush(key, JSON.stringify(entry))
        .ltrim(key, 0, LOCAL_RELAY_KEEP - 1)
        .expire(key, LOCAL_RELAY_TTL_SECONDS)
        .exec();
      const failed = results?.find(([error]) => error !== null)?.[0];
      if (results === null || failed) throw failed ?? new Error('transaction discarded');
    } catch (error) {
      this.logger.warn(
        {
          event: 'relay.local',
          ...logContext,
          code: 'DESTINATION_UNREACHABLE',
          cause: error instanceof Error ? error.message : String(error),
        },
        'local relay not kept (Redis)',
      );
      return {
        ok: false,
        code: 'DESTINATION_UNREACHABLE',
        httpStatus: null,
        retryable: true,
        retryAfterMs: null,
        durationMs: durationMs(),
      };
    }
    this.logger.info(
      { event: 'relay.local', ...logContext, target: targetId, text: message.text },
      `relay kept locally (${target.kind} provider: local)`,
    );
    return {
      ok: true,
      code: null,
      httpStatus: null,
      retryable: false,
      retryAfterMs: null,
      durationMs: durationMs(),
    };
  }
}
