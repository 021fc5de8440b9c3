import { createHash } from 'node:crypto';

import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';

import { withTimeout } from '@/common/async/with-timeout';
import { AppException } from '@/common/errors/app.exception';
import { AppConfig } from '@/config/app-config';
import { RedisService } from '@/redis/redis.service';

import type { RecaptchaOutcome } from '../decorators/request-auth';
import {
  RECAPTCHA_SITEVERIFY,
  type RecaptchaSiteverify,
  recaptchaUnavailable,
  type SiteverifyAnswer,
} from './recaptcha-siteverify.port';

/** Tokens (Google's and the local ones) live two minutes; a used one is remembered that long. */
const USED_TOKEN_TTL_MS = 2 * 60 * 1000;
const MAX_TOKEN_LENGTH = 4096;

export type RecaptchaRejection =
  'missing_token' | 'replayed' | 'not_successful' | 'wrong_action' | 'wrong_hostname' | 'low_score';

/** The checks on a siteverify answer; pure, so each rule is unit tested. */
export function judgeSiteverify(
  answer: SiteverifyAnswer,
  expected: { action: string; hostnames: readonly string[]; minScore: number },
): { ok: true; outcome: RecaptchaOutcome } | { ok: false; reason: RecaptchaRejection } {
  if (answer.success !== true) return { ok: false, reason: 'not_successful' };
  if (answer.action !== expected.action) return { ok: false, reason: 'wrong_action' };
  const hostname = typeof answer.hostname === 'string' ? answer.hostname.toLowerCase() : '';
  if (!expected.hostnames.includes(hostname)) return { ok: false, reason: 'wrong_hostname' };
  const score = typeof answer.score === 'number' ? answer.score : Number.NaN;
  if (!(score >= expected.minScore)) return { ok: false, reason: 'low_score' };
  return { ok: true, outcome: { action: expected.action, score, hostname } };
}

const failed = () => new AppException(HttpStatus.FORBIDDEN, 'RECAPTCHA_FAILED');

/**
 * reCAPTCHA v3 server-side check, whichever adapter vouches for the token (RECAPTCHA_PROVIDER).
 * Fails closed: an unconfigured or unreachable verifier or an unreadable answer is a 503, never a
 * pass.
 */
@Injectable()
export class RecaptchaVerifier {
  private readonly logger = new Logger(RecaptchaVerifier.name);

  constructor(
    private readonly config: AppConfig,
    private readonly redis: RedisService,
    @Inject(RECAPTCHA_SITEVERIFY) private readonly verifier: RecaptchaSiteverify,
  ) {}

  /** `client`: the protected request's address (sent to siteverify) and host name. */
  async verify(
    token: unknown,
    action: string,
    client: { ip: string | null; hostname: string | null },
  ): Promise<RecaptchaOutcome> {
    const settings = this.config.recaptcha;
    this.verifier.ensureConfigured();
    if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH) {
      this.reject('missing_token', action);
    }
    if (!(await this.firstUse(token))) this.reject('replayed', action);

    const answer = await this.verifier.siteverify(token, client.ip);
    const verdict = judgeSiteverify(answer, {
      action,
      hostnames: this.expectedHostnames(client.hostname),
      minScore: settings.minScore,
    });
    if (!verdict.ok) this.reject(verdict.reason, action, answer);
    return verdict.outcome;
  }

  /**
   * RECAPTCHA_EXPECTED_HOSTNAMES, else PUBLIC_URL's host; with the local provider and no explicit
   * list, also the protected request's own host, so a development stack browsed as 127.0.0.1 or
   * from another machine works while a token made on one host still fails on another.
   */
  private expectedHostnames(requestHostname: string | null): readonly string[] {
    const { provider, expectedHostnames, hostnamesFromPublicUrl } = this.config.recaptcha;
    if (provider !== 'local' || !hostnamesFromPublicUrl || !requestHostname) {
      return expectedHostnames;
    }
    return [...expectedHostnames, requestHostname.toLowerCase()];
  }

  private reject(reason: RecaptchaRejection, action: string, answer?: SiteverifyAnswer): never {
    this.logger.warn(
      {
        reason,
        action,
        provider: this.config.recaptcha.provider,
        errorCodes: answer?.['error-codes'],
      },
      'reCAPTCHA refused',
    );
    throw failed();
  }

  /** Single use: the token's hash is remembered; a replay never reaches the verifier. */
  private async firstUse(token: string): Promise<boolean> {
    const hash = createHash('sha256').update(token).digest('hex');
    const key = `${this.config.queuePrefix}:recaptcha:used:${hash}`;
    try {
      const reply = await withTimeout(
        this.redis.client.set(key, '1', 'PX', USED_TOKEN_TTL_MS, 'NX'),
        1500,
        'recaptcha replay check',
      );
      return reply === 'OK';
    } catch (error) {
      throw recaptchaUnavailable(error);
    }
  }
}
