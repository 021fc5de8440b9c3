import type { ThrottlerStorage } from '@nestjs/throttler';
import type { Redis } from 'ioredis';

import { withTimeout } from '@/common/async/with-timeout';
import { ServiceUnavailableError } from '@/common/errors/app.exception';

type Increment = ThrottlerStorage['increment'];
type ThrottlerRecord = Awaited<ReturnType<Increment>>;

/**
 * A fixed window per key: the first hit of a window sets the count to 1 with the window's TTL,
 * later hits increment it. PTTL is read *before* counting: @nest-lab/throttler-storage-redis
 * (whose keys and answer this keeps) counts first and, when the key is in its last millisecond
 * (PTTL 0, not yet expired), re-arms the TTL without resetting the count, so under sustained
 * traffic (about a request a millisecond on one key: bench/soak measured it) the window never
 * resets and the limit becomes a cap on the total; at lower rates a client landing in that
 * millisecond starts its minute with the previous count.
 */
const INCREMENT_SCRIPT = `
local hitKey = KEYS[1]
local blockKey = KEYS[2]
local ttl = tonumber(ARGV[1])
local limit = tonumber(ARGV[2])
local blockDuration = tonumber(ARGV[3])
local totalHits
local timeToExpire = redis.call('PTTL', hitKey)
if timeToExpire <= 0 then
  redis.call('SET', hitKey, 1, 'PX', ttl)
  totalHits = 1
  timeToExpire = ttl
else
  totalHits = redis.call('INCR', hitKey)
end
local isBlocked = 0
local timeToBlockExpire = redis.call('PTTL', blockKey)
if timeToBlockExpire > 0 then
  isBlocked = 1
elseif totalHits > limit then
  redis.call('SET', blockKey, 1, 'PX', blockDuration)
  isBlocked = 1
  timeToBlockExpire = blockDuration
else
  timeToBlockExpire = 0
end
return { totalHits, timeToExpire, isBlocked, timeToBlockExpire }
`;

/**
 * Redis-backed counters shared by every replica. When Redis is unreachable the request fails fast
 * with 503 instead of hanging or silently going unlimited.
 */
export class ResilientThrottlerStorage implements ThrottlerStorage {
  constructor(
    private readonly redis: Redis,
    private readonly timeoutMs = 1500,
  ) {}

  async increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerRecord> {
    try {
      return await withTimeout(
        this.count(key, ttl, limit, blockDuration, throttlerName),
        this.timeoutMs,
        'rate-limit counter',
      );
    } catch (error) {
      throw new ServiceUnavailableError(error);
    }
  }

  private async count(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerRecord> {
    // The keys @nest-lab/throttler-storage-redis used: counters survive a deploy of this change.
    const hitKey = `{${key}:${throttlerName}}:hits`;
    const blockKey = `{${key}:${throttlerName}}:blocked`;
    const result = await this.redis.eval(
      INCREMENT_SCRIPT,
      2,
      hitKey,
      blockKey,
      ttl,
      limit,
      blockDuration,
    );
    if (!Array.isArray(result) || result.length !== 4 || !result.every(Number.isInteger)) {
      throw new TypeError(`unexpected rate-limit counter answer: ${JSON.stringify(result)}`);
    }
    const [totalHits, timeToExpire, isBlocked, timeToBlockExpire] = result as number[];
    return {
      totalHits: totalHits ?? 0,
      timeToExpire: Math.ceil((timeToExpire ?? 0) / 1000),
      isBlocked: isBlocked === 1,
      timeToBlockExpire: Math.ceil((timeToBlockExpire ?? 0) / 1000),
    };
  }
}
