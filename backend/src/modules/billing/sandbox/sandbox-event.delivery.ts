import { Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';

import { AppConfig } from '@/config/app-config';

import { SANDBOX_SIGNATURE_HEADER, signSandboxPayload } from './sandbox-signature';
import { SandboxRepository } from './sandbox.repository';

const DELIVERY_TIMEOUT_MS = 10_000;

/** The receiver did not take the event: the job fails and BullMQ tries again with backoff. */
export class SandboxDeliveryError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'SandboxDeliveryError';
  }
}

/**
 * Delivers one event like a provider's webhook: POSTs its JSON, signed afresh with the delivery's
 * time, to PAYMENT_SANDBOX_WEBHOOK_URL; any 2xx is success, anything else (or no answer within
 * 10 s) fails the attempt, retried by the queue (`deliver-event` job options).
 */
@Injectable()
export class SandboxEventDelivery {
  constructor(
    private readonly config: AppConfig,
    private readonly repository: SandboxRepository,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(SandboxEventDelivery.name);
  }

  async deliver(eventId: string): Promise<{ status: number } | { skipped: string }> {
    const event = await this.repository.findEvent(eventId);
    if (!event) return { skipped: 'unknown event' };
    if (event.delivered_at !== null) return { skipped: 'already delivered' };
    const { webhookUrl, webhookSecret } = this.config.billing.sandbox;
    let status: number;
    try {
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'TickRelay-Sandbox/1.0',
          [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(webhookSecret, event.body),
        },
        body: event.body,
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
        redirect: 'manual',
      });
      status = response.status;
      await response.body?.cancel().catch(() => undefined);
    } catch (error) {
      await this.repository.recordDelivery(eventId, `no answer: ${(error as Error).message}`);
      throw new SandboxDeliveryError(
        `sandbox event ${eventId}: no answer from ${webhookUrl}`,
        error,
      );
    }
    if (status < 200 || status >= 300) {
      await this.repository.recordDelivery(eventId, `HTTP ${status}`);
      throw new SandboxDeliveryError(`sandbox event ${eventId}: ${webhookUrl} answered ${status}`);
    }
    await this.repository.recordDelivery(eventId, null);
    this.logger.info(
      { event: 'sandbox.delivered', eventId, type: event.type, status },
      'sandbox event delivered',
    );
    return { status };
  }
}
