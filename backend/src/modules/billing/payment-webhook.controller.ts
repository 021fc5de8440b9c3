import { Controller, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import { paymentWebhook } from '@tickrelay/contracts/endpoints/billing.endpoints';
import { routeOf, type ResponseOf } from '@tickrelay/contracts/endpoints/endpoint';
import type { Request } from 'express';

import { AppException } from '@/common/errors/app.exception';

import { PaymentProviderUnavailableError, PaymentSignatureError } from './payment-provider.port';
import { PaymentWebhookService } from './payment-webhook.service';

function headersOf(request: Request): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(request.headers).map(([name, value]) => [
      name.toLowerCase(),
      Array.isArray(value) ? value.join(',') : value,
    ]),
  );
}

/**
 * The payment provider's events. The body arrives as raw bytes (common/http/body-limits.ts) so
 * the signature is checked on exactly what was signed. No session: the signature is the proof.
 */
@Controller()
export class PaymentWebhookController {
  constructor(private readonly webhook: PaymentWebhookService) {}

  @Post(routeOf(paymentWebhook))
  @HttpCode(paymentWebhook.status)
  async receive(@Req() request: Request): Promise<ResponseOf<typeof paymentWebhook>> {
    const body: unknown = request.body;
    const raw = Buffer.isBuffer(body) ? body : Buffer.alloc(0);
    try {
      await this.webhook.receive(raw, headersOf(request));
    } catch (error) {
      if (error instanceof PaymentSignatureError) {
        throw new AppException(HttpStatus.BAD_REQUEST, 'PAYMENT_SIGNATURE_INVALID', undefined, {
          cause: error,
        });
      }
      // The provider delivers the event again later.
      if (error instanceof PaymentProviderUnavailableError) {
        throw new AppException(
          HttpStatus.SERVICE_UNAVAILABLE,
          'PAYMENT_PROVIDER_UNAVAILABLE',
          undefined,
          { cause: error },
        );
      }
      throw error;
    }
    return { received: true };
  }
}
