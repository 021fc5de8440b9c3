import { Injectable } from '@nestjs/common';

import { MEMBER_RATE_LIMITS } from '@/common/rate-limit/rate-limits';
import { AppConfig } from '@/config/app-config';

import type { MemberLimitBucket } from '../decorators/access.decorators';
import type { AccountLimitResult } from './account-rate-limiter';
import { AttemptCounter } from './attempt-counter';

/**
 * Counts a signed-in member's requests to @MemberRateLimit(bucket) routes in Redis, a fixed
 * window per member whatever the client address (per-address limits alone let one member
 * behind many addresses through, and hold back many members behind one). Fails closed (503).
 */
@Injectable()
export class MemberRateLimiter {
  constructor(
    private readonly config: AppConfig,
    private readonly counter: AttemptCounter,
  ) {}

  async hit(bucket: MemberLimitBucket, memberId: string): Promise<AccountLimitResult> {
    const { limit, ttl } = MEMBER_RATE_LIMITS[bucket];
    const key = `${this.config.queuePrefix}:member-limit:${bucket}:${memberId}`;
    const result = await this.counter.take(key, limit, ttl);
    return result.ok
      ? { limited: false }
      : { limited: true, retryAfterSeconds: result.retryAfterSeconds };
  }
}
