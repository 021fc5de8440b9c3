import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import {
  fillPlaceholders,
  SAMPLE_ALERT,
  SAMPLE_FILLED_VALUES,
} from '@tickrelay/contracts/alert-payload/alert-payload.samples';
import { PLACEHOLDERS } from '@tickrelay/contracts/alert-payload/alert-payload.schema';
import type { AlertAccepted } from '@tickrelay/contracts/endpoints/webhook.endpoints';
import { WEBHOOK_PATH_PREFIX } from '@tickrelay/contracts/webhooks/deliveries';

import { AppException, ServiceUnavailableError } from '@/common/errors/app.exception';
import { AppConfig } from '@/config/app-config';

import { TEST_ALERT_HEADER, TestAlertSigner } from './test-alert-signature';
import { WebhooksService } from './webhooks.service';

const REQUEST_TIMEOUT_MS = 5000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** SAMPLE_ALERT as TradingView would fill it now: the sample's values, the time of sending. */
export function testAlertBody(now: Date): string {
  const time = now.toISOString();
  return JSON.stringify(
    fillPlaceholders(SAMPLE_ALERT, {
      ...SAMPLE_FILLED_VALUES,
      [PLACEHOLDERS.time]: time,
      [PLACEHOLDERS.timenow]: time,
    }),
  );
}

/**
 * "Send a test alert": the api POSTs the filled sample to the member's real public URL (PUBLIC_URL
 * + /api/hooks/{token}, through nginx or the ingress like TradingView's requests), signed so the
 * receiver logs it as a test, and answers with the delivery id the receiver gave.
 */
@Injectable()
export class WebhookTestAlertService {
  private readonly logger = new Logger(WebhookTestAlertService.name);

  constructor(
    private readonly webhooks: WebhooksService,
    private readonly signer: TestAlertSigner,
    private readonly config: AppConfig,
  ) {}

  async send(memberId: string): Promise<AlertAccepted> {
    const { token, hashHex } = await this.webhooks.current(memberId);
    let response: Response;
    try {
      response = await fetch(`${this.config.publicUrl}${WEBHOOK_PATH_PREFIX}${token}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [TEST_ALERT_HEADER]: this.signer.sign(hashHex, Date.now()),
        },
        body: testAlertBody(new Date()),
        redirect: 'error',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      // Never the URL: it holds the token.
      this.logger.warn(`test alert not delivered: ${(error as Error).message}`);
      throw new AppException(HttpStatus.BAD_GATEWAY, 'WEBHOOK_UNREACHABLE', undefined, {
        cause: error,
      });
    }
    const answer = (await response.json().catch(() => undefined)) as { id?: unknown } | undefined;
    if (response.status === 202 && typeof answer?.id === 'string' && UUID.test(answer.id)) {
      return { id: answer.id };
    }
    if (response.status === 429) {
      throw new AppException(HttpStatus.TOO_MANY_REQUESTS, 'TOO_MANY_REQUESTS');
    }
    if (response.status === 503) {
      const retryAfter = Number(response.headers.get('retry-after'));
      throw new ServiceUnavailableError(
        undefined,
        Number.isInteger(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
      );
    }
    this.logger.warn(`test alert answered ${response.status} by the public URL`);
    throw new AppException(HttpStatus.BAD_GATEWAY, 'WEBHOOK_UNREACHABLE');
  }
}
