import type { ServerResponse } from 'node:http';

import { Injectable } from '@nestjs/common';
import {
  InjectThrottlerStorage,
  ThrottlerException,
  type ThrottlerStorage,
} from '@nestjs/throttler';
// The guard's own address normaliser (IPv6 grouped by /64), so both count the same client alike.
import { normalizeIp } from '@nestjs/throttler/dist/ip';

import { RATE_LIMITS, type RateLimitName } from '@/common/rate-limit/rate-limits';
import { rateLimitOf, throttleKey } from '@/common/rate-limit/throttler.options';
import { AppConfig } from '@/config/app-config';

/**
 * Named limits for the hot routes, which answer before Nest's guards run: the same Redis counters,
 * key and limit as @RateLimit(name) would use. Redis down → 503 (the storage).
 */
@Injectable()
export class HotRouteRateLimiter {
  private readonly limits: ReadonlyMap<RateLimitName, number>;

  constructor(
    @InjectThrottlerStorage() private readonly storage: ThrottlerStorage,
    private readonly config: AppConfig,
  ) {
    const names = Object.keys(RATE_LIMITS) as RateLimitName[];
    this.limits = new Map(names.map((name) => [name, rateLimitOf(name, config)]));
  }

  /** An address (IPv6 grouped by /64, as the guard does) or another key, e.g. a token. */
  static addressTracker(address: string): string {
    return normalizeIp(address);
  }

  /** 429 with Retry-After once `tracker` is over the named limit. */
  async consume(name: RateLimitName, tracker: string, response: ServerResponse): Promise<void> {
    const ttl = RATE_LIMITS[name].ttl;
    const { isBlocked, timeToBlockExpire } = await this.storage.increment(
      throttleKey(this.config, tracker),
      ttl,
      this.limits.get(name) ?? RATE_LIMITS[name].limit,
      ttl,
      name,
    );
    if (isBlocked) {
      response.setHeader('Retry-After', String(Math.max(1, Math.ceil(timeToBlockExpire))));
      throw new ThrottlerException();
    }
  }
}
