import { randomUUID } from 'node:crypto';

import { HttpStatus, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { receiveAlert } from '@tickrelay/contracts/endpoints/webhook.endpoints';
import { WEBHOOK_LIMITS } from '@tickrelay/contracts/webhooks/deliveries';

import { AppException } from '@/common/errors/app.exception';
import { HotRouteRateLimiter } from '@/common/hot-route/hot-route-rate-limiter';
import { HotRouteServer } from '@/common/hot-route/hot-route.server';
import type { HotRequest, HotResponse } from '@/common/hot-route/hot-route.types';
import type { AlertJob } from '@/queue/job-payloads';
import { QueueProducer } from '@/queue/queue-producer.service';
import { RedisService } from '@/redis/redis.service';

import { isTradingViewAddress } from './source-allowlist';
import { TEST_ALERT_HEADER, TestAlertSigner } from './test-alert-signature';
import { WEBHOOK_ACK_TTL_S, webhookAckKey } from './webhook-ack';
import { type ResolvedToken, WebhookTokenResolver } from './webhook-token.resolver';

const CONTENT_TYPE_MAX_CHARS = 255;

/**
 * POST /api/hooks/:token, what TradingView calls, on the hot-route kit. The token is resolved from
 * memory or Redis while the body arrives (never Postgres), counted per URL (per client address
 * for an unknown one), and the body, JSON or not, NUL or not, is queued as it came, up to 16 KB
 * (413 past it): the worker parses and judges it, and logs every alert that reached a real URL.
 * 202 {id} only once the job is in Redis; a wrong token is 404 and queues nothing.
 */
@Injectable()
export class WebhookReceiverRoute implements OnModuleInit {
  private readonly logger = new Logger(WebhookReceiverRoute.name);

  constructor(
    private readonly hotRoutes: HotRouteServer,
    private readonly resolver: WebhookTokenResolver,
    private readonly producer: QueueProducer,
    private readonly redis: RedisService,
    private readonly signer: TestAlertSigner,
  ) {}

  onModuleInit(): void {
    this.hotRoutes.register<string, ResolvedToken>({
      method: receiveAlert.method,
      path: receiveAlert.path,
      secretParams: ['token'],
      body: {
        limit: `${WEBHOOK_LIMITS.bodyMaxBytes}b`,
        mediaTypes: ['application/json', 'text/plain'],
        parse: 'text',
        // NUL and the like are the worker's to log (ALERT_INVALID_TEXT), never a 400 unlogged.
        refuseUnstorable: false,
      },
      resolve: ({ params }) => this.resolver.resolve(params.token ?? ''),
      rateLimit: {
        name: 'webhook',
        key: ({ clientAddress, context }) =>
          context.webhook
            ? `webhook:${context.hashHex}`
            : `webhook-unknown:${HotRouteRateLimiter.addressTracker(clientAddress)}`,
      },
      handle: (request) => this.receive(request),
    });
  }

  private async receive(request: HotRequest<string, ResolvedToken>): Promise<HotResponse> {
    const { webhook, hashHex, lapsed } = request.context;
    if (!webhook) throw new AppException(HttpStatus.NOT_FOUND, 'NOT_FOUND');
    // Lapsed past the grace: refused before the queue, so the URL stops growing the log.
    if (lapsed) throw new AppException(HttpStatus.FORBIDDEN, 'WEBHOOK_SUBSCRIPTION_LAPSED');
    // The api's own "Send a test alert" signs its request: it comes from the api, not TradingView,
    // so it skips the allowlist. Any request that carries the header at all is a test, signed or
    // not (a replica with other keys, a clock a minute off, a copy): whatever it is, it must never
    // trade at a broker; unsigned, it meets the allowlist like any other. (TradingView cannot
    // send headers of its own, so no real alert is ever taken for a test.)
    const testHeader = request.raw.headers[TEST_ALERT_HEADER];
    const signed = this.signer.verify(testHeader, hashHex, Date.now());
    const test = signed || testHeader !== undefined;
    const allowed = signed || !webhook.allowlist || isTradingViewAddress(request.clientAddress);
    // Suspended by an operator: logged as rejected (the member sees what arrived), never executed.
    const refusal = webhook.suspended
      ? 'WEBHOOK_MEMBER_SUSPENDED'
      : allowed
        ? null
        : 'SOURCE_NOT_ALLOWED';
    const deliveryId = randomUUID();
    const job: AlertJob = {
      deliveryId,
      memberId: webhook.memberId,
      webhookId: webhook.webhookId,
      receivedAt: new Date(request.receivedAtMs).toISOString(),
      receivedAtMs: request.receivedAtMs,
      sourceAddress: request.clientAddress,
      contentType: (request.raw.headers['content-type'] ?? '').slice(0, CONTENT_TYPE_MAX_CHARS),
      body: request.body,
      test,
      // Refused, yet logged for the member: they see who called their URL.
      refusal,
    };
    await this.producer.enqueue('alerts', 'alert', job, { jobId: deliveryId });
    const ackLatencyMs = performance.timeOrigin + performance.now() - request.receivedAtMs;
    this.redis.client
      .set(webhookAckKey(deliveryId), ackLatencyMs.toFixed(3), 'EX', WEBHOOK_ACK_TTL_S)
      .catch((error: Error) => this.logger.warn(`ack latency not recorded: ${error.message}`));
    if (refusal) throw new AppException(HttpStatus.FORBIDDEN, refusal);
    return {
      status: receiveAlert.status,
      body: { id: deliveryId },
      headers: { 'Cache-Control': 'no-store' },
    };
  }
}
