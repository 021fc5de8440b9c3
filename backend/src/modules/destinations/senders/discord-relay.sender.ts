// Discord's Execute Webhook (POST /api/webhooks/{id}/{token}?wait=true) on DISCORD_API_ORIGIN.
// The member's URL gives only the webhook's id and token; the origin is the operator's.
import type { SafeHttpClient } from '@/common/net/safe-http-client';
import type { NetLogger } from '@/common/net/safe-http.types';

import type { RelayAttempt, RelayContext, RelayMessage, RelayTarget } from '../relay-sender.port';
import { parseDiscordWebhookUrl } from './discord-webhook-url';
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

/** Discord's limit on a message's content. */
export const DISCORD_CONTENT_MAX = 2000;

export type DiscordTarget = Extract<RelayTarget, { kind: 'discord' }>;

export interface DiscordExecuteBody {
  content: string;
  /** Empty: no @everyone, @here, user or role mention in the text pings anyone. */
  allowed_mentions: { parse: [] };
}

export function discordExecuteBody(text: string): DiscordExecuteBody {
  return { content: truncateText(text, DISCORD_CONTENT_MAX), allowed_mentions: { parse: [] } };
}

export class DiscordRelaySender {
  private readonly apiOrigin: string;

  constructor(
    private readonly http: SafeHttpClient,
    apiOrigin: string,
    private readonly logger: NetLogger,
  ) {
    this.apiOrigin = new URL(apiOrigin).origin;
  }

  async send(
    target: DiscordTarget,
    message: RelayMessage,
    context: RelayContext = {},
  ): Promise<RelayAttempt> {
    const logContext = { ...context, deliveryId: message.deliveryId, kind: 'discord' };
    const webhook = parseDiscordWebhookUrl(target.url);
    if (webhook === null) return refusedTarget(this.logger, logContext, 'not-a-discord-webhook');
    const result = await this.http.post({
      url: `${this.apiOrigin}/api/webhooks/${webhook.id}/${webhook.token}?wait=true`,
      headers: { 'content-type': 'application/json', 'user-agent': RELAY_USER_AGENT },
      body: JSON.stringify(discordExecuteBody(message.text)),
      operatorOrigin: true,
      context: logContext,
    });
    if (result.kind === 'failed') return transportAttempt(result);
    let retryAfterMs = retryAfterHeaderMs(result.headers['retry-after']);
    if (result.status === 429) {
      // The body's retry_after has sub-second precision; the header is rounded up.
      const answer = jsonBody(result.body) as { retry_after?: unknown } | undefined;
      retryAfterMs = secondsToMs(answer?.retry_after) ?? retryAfterMs;
    }
    return statusAttempt(result.status, result.durationMs, retryAfterMs);
  }
}
