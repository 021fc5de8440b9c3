// The member's own HTTPS endpoint: the message's JSON, signed, through the SSRF-safe client.
import { RELAY_HEADERS } from '@tickrelay/contracts/destinations/destinations';

import type { SafeHttpClient } from '@/common/net/safe-http-client';
import type { NetLogger } from '@/common/net/safe-http.types';

import type { RelayAttempt, RelayContext, RelayMessage, RelayTarget } from '../relay-sender.port';
import { isAllowedHttpsPort } from './https-port';
import { refusedTarget } from './refused-target';
import { retryAfterHeaderMs, statusAttempt, transportAttempt } from './relay-attempt';
import { relaySignature } from './relay-signature';

export const RELAY_USER_AGENT = 'TickRelay-Relay/1';

export type HttpsTarget = Extract<RelayTarget, { kind: 'https' }>;

export class HttpsRelaySender {
  constructor(
    private readonly http: SafeHttpClient,
    /** The port rule (isAllowedHttpsPort); RelaySendersModule always gives it. */
    private readonly ports?: { allowedPrivateTargets: ReadonlySet<string>; logger: NetLogger },
    private readonly nowMs: () => number = Date.now,
  ) {}

  async send(
    target: HttpsTarget,
    message: RelayMessage,
    context: RelayContext = {},
  ): Promise<RelayAttempt> {
    // A row stored before the port rule (or past it somehow) is refused here, never tried.
    if (this.ports && !isAllowedHttpsPort(target.url, this.ports.allowedPrivateTargets)) {
      const logContext = { ...context, deliveryId: message.deliveryId, kind: 'https' };
      return refusedTarget(
        this.ports.logger,
        logContext,
        'port-not-443',
        'DESTINATION_PORT_REFUSED',
      );
    }
    // Signed exactly as sent: the receiver checks the raw bytes it got.
    const rawBody = JSON.stringify(message.json);
    const timestamp = String(Math.floor(this.nowMs() / 1000));
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'user-agent': RELAY_USER_AGENT,
      [RELAY_HEADERS.timestamp]: timestamp,
      [RELAY_HEADERS.signature]: relaySignature(target.signingSecret, timestamp, rawBody),
      [RELAY_HEADERS.event]: message.event,
    };
    // A failure notice is about no one delivery.
    if (message.deliveryId !== null) headers[RELAY_HEADERS.delivery] = message.deliveryId;
    const result = await this.http.post({
      url: target.url,
      headers,
      body: rawBody,
      context: { ...context, deliveryId: message.deliveryId, kind: 'https' },
    });
    if (result.kind === 'failed') return transportAttempt(result);
    return statusAttempt(
      result.status,
      result.durationMs,
      retryAfterHeaderMs(result.headers['retry-after']),
    );
  }
}
