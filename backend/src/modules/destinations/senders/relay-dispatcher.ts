// The RELAY_SENDER: picks the sender of the target's kind and keeps the port's promise that a
// send never throws (an unexpected error is a retryable DESTINATION_UNREACHABLE, logged).
import { performance } from 'node:perf_hooks';

import type { NetLogger } from '@/common/net/safe-http.types';

import type {
  RelayAttempt,
  RelayContext,
  RelayMessage,
  RelaySender,
  RelayTarget,
} from '../relay-sender.port';
import type { DiscordTarget } from './discord-relay.sender';
import type { HttpsTarget } from './https-relay.sender';
import { refusedTarget } from './refused-target';
import type { TelegramTarget } from './telegram-relay.sender';

interface KindSender<T extends RelayTarget> {
  send(target: T, message: RelayMessage, context?: RelayContext): Promise<RelayAttempt>;
}

export interface RelaySenders {
  https: KindSender<HttpsTarget>;
  discord: KindSender<DiscordTarget>;
  telegram: KindSender<TelegramTarget>;
}

export class RelayDispatcher implements RelaySender {
  constructor(
    private readonly senders: RelaySenders,
    private readonly logger: NetLogger & { error(fields: object, message: string): void },
  ) {}

  async send(
    target: RelayTarget,
    message: RelayMessage,
    context: RelayContext = {},
  ): Promise<RelayAttempt> {
    const started = performance.now();
    try {
      switch (target.kind) {
        case 'https':
          return await this.senders.https.send(target, message, context);
        case 'discord':
          return await this.senders.discord.send(target, message, context);
        case 'telegram':
          // Waiting for the bot to link its chat: nothing is sent, whoever asks.
          if (target.chatId === null) {
            const logContext = { ...context, deliveryId: message.deliveryId, kind: 'telegram' };
            return refusedTarget(this.logger, logContext, 'not-linked', 'DESTINATION_NOT_LINKED');
          }
          return await this.senders.telegram.send(
            { kind: 'telegram', chatId: target.chatId },
            message,
            context,
          );
      }
    } catch (error) {
      this.logger.error(
        {
          event: 'relay.transport',
          ...context,
          deliveryId: message.deliveryId,
          kind: target.kind,
          code: 'DESTINATION_UNREACHABLE',
          err: error,
        },
        'relay sender failed unexpectedly',
      );
      return {
        ok: false,
        code: 'DESTINATION_UNREACHABLE',
        httpStatus: null,
        retryable: true,
        retryAfterMs: null,
        durationMs: Math.round(performance.now() - started),
      };
    }
  }
}
