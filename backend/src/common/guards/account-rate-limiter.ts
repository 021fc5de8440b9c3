import { createHash } from 'node:crypto';

import { Injectable } from '@nestjs/common';

import { withTimeout } from '@/common/async/with-timeout';
import { ServiceUnavailableError } from '@/common/errors/app.exception';
import { AppConfig } from '@/config/app-config';
import { RedisService } from '@/redis/redis.service';

import type { AccountLimitBucket } from '../decorators/access.decorators';

export const ACCOUNT_LIMIT_WINDOW_MS = 15 * 60 * 1000;

export type AccountLimitResult = { limited: false } | { limited: true; retryAfterSeconds: number };

/**
 * Counts auth requests per account (email address) in Redis, shared by every replica, so a
 * password guesser spreading over many addresses still hits a wall. Fails closed (503).
 */
@Injectable()
export class AccountRateLimiter {
  constructor(
    private readonly config: AppConfig,
    private readonly redis: RedisService,
  ) {}

  async hit(bucket: AccountLimitBucket, email: string): Promise<AccountLimitResult> {
    const account = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
    const key = `${this.config.queuePrefix}:account-limit:${bucket}:${account}`;
    let count: number;
    let ttl: number;
    try {
      const replies = await withTimeout(
        this.redis.client
          .multi()
          .set(key, '0', 'PX', ACCOUNT_LIMIT_WINDOW_MS, 'NX')
          .incr(key)
          .pttl(key)
          .exec(),
        1500,
        'account rate limit',
      );
      count = Number(replies?.[1]?.[1]);
      ttl = Number(replies?.[2]?.[1]);
    } catch (error) {
      throw new ServiceUnavailableError(error);
    }
    if (!Number.isFinite(count)) throw new ServiceUnavailableError(new Error('bad Redis reply'));
    if (count <= this.config.auth.rateLimitPerAccount) return { limited: false };
    return { limited: true, retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)) };
  }
}
