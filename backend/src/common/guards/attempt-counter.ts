import { Injectable } from '@nestjs/common';

import { withTimeout } from '@/common/async/with-timeout';
import { ServiceUnavailableError } from '@/common/errors/app.exception';
import { RedisService } from '@/redis/redis.service';

const REDIS_TIMEOUT_MS = 1500;

export type TakeResult = { ok: true } | { ok: false; retryAfterSeconds: number };

// Decrements only a counter that still exists: one that expired meanwhile must not come back
// as a key without expiry holding -1 (an attempt given back for ever).
const GIVE_BACK = `
if redis.call('exists', KEYS[1]) == 1 then return redis.call('decr', KEYS[1]) end
return 0`;

/**
 * Attempt counters in Redis, shared by every replica: a fixed window per key that starts with
 * the first attempt. An attempt is taken before the work it limits (so a burst of parallel
 * requests cannot overshoot) and given back when it turns out not to count (e.g. a correct
 * password), which makes "failures only" limits exact. Fails closed: 503 without Redis.
 */
@Injectable()
export class AttemptCounter {
  constructor(private readonly redis: RedisService) {}

  async take(key: string, limit: number, windowMs: number): Promise<TakeResult> {
    const replies = await this.call('attempt counter', () =>
      this.redis.client.multi().set(key, '0', 'PX', windowMs, 'NX').incr(key).pttl(key).exec(),
    );
    const count = Number(replies?.[1]?.[1]);
    const ttl = Number(replies?.[2]?.[1]);
    if (!Number.isFinite(count)) throw new ServiceUnavailableError(new Error('bad Redis reply'));
    if (count <= limit) return { ok: true };
    // A refused attempt did nothing: it takes no place in the window.
    await this.giveBack(key);
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)) };
  }

  async giveBack(key: string): Promise<void> {
    await this.call('attempt counter', () => this.redis.client.eval(GIVE_BACK, 1, key));
  }

  /** Sets a marker key for `ttlMs`. */
  async mark(key: string, ttlMs: number): Promise<void> {
    await this.call('marker', () => this.redis.client.set(key, '1', 'PX', ttlMs));
  }

  async isMarked(key: string): Promise<boolean> {
    return (await this.call('marker', () => this.redis.client.exists(key))) === 1;
  }

  private async call<T>(what: string, command: () => Promise<T>): Promise<T> {
    try {
      return await withTimeout(command(), REDIS_TIMEOUT_MS, what);
    } catch (error) {
      throw new ServiceUnavailableError(error);
    }
  }
}
