// The platform's bot writes to the member's chat: Bot API sendMessage on TELEGRAM_API_ORIGIN.
// Answers are {ok: true, result} or {ok: false, error_code, description, parameters?}; the HTTP
// status mirrors error_code, and a flood-control 429 carries parameters.retry_after (seconds).
import type { SafeHttpClient } from '@/common/net/safe-http-client';
import type { NetLogger } from '@/common/net/safe-http.types';

import type { RelayAttempt, RelayContext, RelayMessage } from '../relay-sender.port';
import { RELAY_USER_AGENT } from './https-relay.sender';
import { refusedTarget } from './refused-target';
import {
  jsonBody,
  retryAfterHeaderMs,
  secondsToMs,
  statusAttempt,
  transportAttempt,
  truncateText,
} from './relay-attempt';
import { isTelegramChatId, telegramChatIdParam } from './telegram-chat-id';

/** The Bot API's limit on a message's text (after entity parsing; we send plain text). */
export const TELEGRAM_TEXT_MAX = 4096;

/** A linked chat (RelayDispatcher refuses a target still waiting for its link). */
export type TelegramTarget = { kind: 'telegram'; chatId: string };

export interface TelegramSendMessageBody {
  chat_id: number | string;
  text: string;
  disable_web_page_preview: true;
}

interface BotApiAnswer {
  ok?: unknown;
  error_code?: unknown;
  parameters?: { retry_after?: unknown };
}

export function telegramSendMessageBody(chatId: string, text: string): TelegramSendMessageBody {
  return {
    chat_id: telegramChatIdParam(chatId),
    text: truncateText(text, TELEGRAM_TEXT_MAX),
    disable_web_page_preview: true,
  };
}

export class TelegramRelaySender {
  private readonly apiOrigin: string;

  constructor(
    private readonly http: SafeHttpClient,
    apiOrigin: string,
    private readonly botToken: string,
    private readonly logger: NetLogger,
  ) {
    this.apiOrigin = new URL(apiOrigin).origin;
  }

  async send(
    target: TelegramTarget,
    message: RelayMessage,
    context: RelayContext = {},
  ): Promise<RelayAttempt> {
    const logContext = { ...context, deliveryId: message.deliveryId, kind: 'telegram' };
    if (!isTelegramChatId(target.chatId)) {
      return refusedTarget(this.logger, logContext, 'not-a-telegram-chat');
    }
    const result = await this.http.post({
      // The bot token is in the path: the client logs only the host.
      url: `${this.apiOrigin}/bot${this.botToken}/sendMessage`,
      headers: { 'content-type': 'application/json', 'user-agent': RELAY_USER_AGENT },
      body: JSON.stringify(telegramSendMessageBody(target.chatId, message.text)),
      operatorOrigin: true,
      context: logContext,
    });
    if (result.kind === 'failed') return transportAttempt(result);

    const answer = jsonBody(result.body) as BotApiAnswer | undefined;
    const ok = result.status >= 200 && result.status < 300 && answer?.ok === true;
    if (ok) return statusAttempt(result.status, result.durationMs);
    // A 2xx without ok: true is no delivery; judge it by the error_code it gives (else retry).
    const errorCode = typeof answer?.error_code === 'number' ? answer.error_code : null;
    const judged = result.status >= 300 ? result.status : (errorCode ?? 502);
    const retryAfterMs =
      secondsToMs(answer?.parameters?.retry_after) ??
      retryAfterHeaderMs(result.headers['retry-after']);
    const attempt = statusAttempt(judged, result.durationMs, retryAfterMs);
    return { ...attempt, httpStatus: result.status };
  }
}
