import { Injectable, Logger } from '@nestjs/common';

import {
  type RecaptchaSiteverify,
  recaptchaUnavailable,
  type SiteverifyAnswer,
} from '@/common/guards/recaptcha-siteverify.port';
import { AppConfig } from '@/config/app-config';

const VERIFY_TIMEOUT_MS = 5000;

/**
 * RECAPTCHA_PROVIDER=google: Google's siteverify (RECAPTCHA_VERIFY_URL, a local stub in tests)
 * with RECAPTCHA_SECRET_KEY. No secret, no answer, an HTTP error or an unreadable body: 503.
 */
@Injectable()
export class GoogleSiteverify implements RecaptchaSiteverify {
  private readonly logger = new Logger(GoogleSiteverify.name);

  constructor(private readonly config: AppConfig) {}

  ensureConfigured(): void {
    if (this.config.recaptcha.secretKey) return;
    this.logger.warn('RECAPTCHA_SECRET_KEY is not set: refusing a route that needs reCAPTCHA');
    throw recaptchaUnavailable();
  }

  async siteverify(token: string, remoteIp: string | null): Promise<SiteverifyAnswer> {
    const { verifyUrl, secretKey } = this.config.recaptcha;
    if (!secretKey) throw recaptchaUnavailable();
    const form = new URLSearchParams({ secret: secretKey, response: token });
    if (remoteIp) form.set('remoteip', remoteIp);
    let response: Response;
    try {
      response = await fetch(verifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
        signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
      });
    } catch (error) {
      this.logger.warn({ err: error }, 'reCAPTCHA verifier unreachable');
      throw recaptchaUnavailable(error);
    }
    if (!response.ok) {
      this.logger.warn({ status: response.status }, 'reCAPTCHA verifier answered an error');
      throw recaptchaUnavailable();
    }
    try {
      const body: unknown = await response.json();
      if (typeof body !== 'object' || body === null) throw new Error('not an object');
      return body;
    } catch (error) {
      throw recaptchaUnavailable(error);
    }
  }
}
