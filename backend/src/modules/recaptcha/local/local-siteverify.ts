import { Injectable } from '@nestjs/common';

import type {
  RecaptchaSiteverify,
  SiteverifyAnswer,
} from '@/common/guards/recaptcha-siteverify.port';

import { LocalRecaptchaKeys } from './local-recaptcha-keys';
import { LOCAL_RECAPTCHA_SCORE, openLocalToken } from './local-recaptcha-token';

/**
 * RECAPTCHA_PROVIDER=local: the api vouches for the tokens it signed itself, answering as
 * siteverify does (Google's error codes: invalid-input-response for a token it did not sign,
 * timeout-or-duplicate for an expired one), so the guard judges them with the same rules.
 */
@Injectable()
export class LocalSiteverify implements RecaptchaSiteverify {
  constructor(private readonly keys: LocalRecaptchaKeys) {}

  ensureConfigured(): void {
    // Nothing to configure: the key is made on first use.
  }

  async siteverify(token: string): Promise<SiteverifyAnswer> {
    const opened = openLocalToken(token, await this.keys.current(), Date.now());
    if (!opened.ok) {
      const stale = opened.reason === 'expired' || opened.reason === 'not_yet_valid';
      return {
        success: false,
        'error-codes': [stale ? 'timeout-or-duplicate' : 'invalid-input-response'],
      };
    }
    const { action, hostname, issuedAtMs } = opened.claims;
    return {
      success: true,
      action,
      hostname,
      score: LOCAL_RECAPTCHA_SCORE,
      challenge_ts: new Date(issuedAtMs).toISOString(),
    };
  }
}
