import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { Redis } from 'ioredis';

import { withTimeout } from '@/common/async/with-timeout';
import { ServiceUnavailableError } from '@/common/errors/app.exception';

type Increment = ThrottlerStorage['increment'];

/**
 * Redis-backed counters shared by every replica. When Redis is unreachable the request fails fast
 * with 503 instead of hanging or silently going unlimited.
 */
export class ResilientThrottlerStorage implements ThrottlerStorage {
  private readonly inner: ThrottlerStorageRedisService;

  constructor(
    redis: Redis,
    private readonly timeoutMs = 1500,
  ) {
    this.inner = new ThrottlerStorageRedisService(redis);
  }

  async increment(...args: Parameters<Increment>): ReturnType<Increment> {
    try {
      return await withTimeout(this.inner.increment(...args), this.timeoutMs, 'rate-limit counter');
    } catch (error) {
      throw new ServiceUnavailableError(error);
    }
  }
}
