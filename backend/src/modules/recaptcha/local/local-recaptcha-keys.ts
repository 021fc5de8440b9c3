import { randomBytes } from 'node:crypto';

import { Injectable } from '@nestjs/common';

import { withTimeout } from '@/common/async/with-timeout';
import { recaptchaUnavailable } from '@/common/guards/recaptcha-siteverify.port';
import { AppConfig } from '@/config/app-config';
import { RedisService } from '@/redis/redis.service';

const KEY_BYTES = 32;

/** Where the signing key lives, per queue prefix (tests run side by side). */
export function localRecaptchaKeyName(queuePrefix: string): string {
  return `${queuePrefix}:recaptcha:local:signing-key`;
}

/**
 * The local tokens' HMAC key: random, made by the first api replica that needs one and kept in
 * Redis, so every replica signs and verifies with the same key and no known secret exists
 * anywhere (in the source or a configuration). Read on every use, never cached: were Redis
 * emptied, every replica moves to the new key at once. Redis away: 503, as siteverify away.
 */
@Injectable()
export class LocalRecaptchaKeys {
  constructor(
    private readonly config: AppConfig,
    private readonly redis: RedisService,
  ) {}

  async current(): Promise<Buffer> {
    const candidate = randomBytes(KEY_BYTES).toString('base64');
    let stored: string | null;
    try {
      // SET NX GET: one round trip answers the key already there, or stores ours and answers nil.
      stored = await withTimeout(
        this.redis.client.set(
          localRecaptchaKeyName(this.config.queuePrefix),
          candidate,
          'NX',
          'GET',
        ),
        1500,
        'local recaptcha key',
      );
    } catch (error) {
      throw recaptchaUnavailable(error);
    }
    const key = Buffer.from(stored ?? candidate, 'base64');
    if (key.length !== KEY_BYTES) throw recaptchaUnavailable(new Error('malformed signing key'));
    return key;
  }
}
