import { HttpStatus } from '@nestjs/common';

import { AppException } from '@/common/errors/app.exception';

/** Google's siteverify answer; the local adapter answers in the same shape. */
export interface SiteverifyAnswer {
  success?: unknown;
  score?: unknown;
  action?: unknown;
  hostname?: unknown;
  challenge_ts?: unknown;
  'error-codes'?: unknown;
}

/**
 * The port behind @Recaptcha(): who vouches for a token (RECAPTCHA_PROVIDER). The guard's own
 * rules (single use, action, host name, score) apply to every adapter's answer alike, so a local
 * token fails exactly where a Google one would. Adapters live in modules/recaptcha.
 */
export interface RecaptchaSiteverify {
  /** Throws RECAPTCHA_UNAVAILABLE when the adapter cannot verify anything (e.g. no secret). */
  ensureConfigured(): void;
  /**
   * The verdict on a token, as siteverify gives it: `success: false` with error codes for a token
   * it does not vouch for; throws RECAPTCHA_UNAVAILABLE when it cannot answer.
   */
  siteverify(token: string, remoteIp: string | null): Promise<SiteverifyAnswer>;
}

export const RECAPTCHA_SITEVERIFY = Symbol('RECAPTCHA_SITEVERIFY');

/** 503: the verifier could not answer, so the protected route fails closed. */
export const recaptchaUnavailable = (cause?: unknown): AppException =>
  new AppException(HttpStatus.SERVICE_UNAVAILABLE, 'RECAPTCHA_UNAVAILABLE', undefined, { cause });
