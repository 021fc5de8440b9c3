import type { ServerResponse } from 'node:http';

import { Injectable } from '@nestjs/common';
import {
  InjectThrottlerStorage,
  ThrottlerException,
  type ThrottlerStorage,
} from '@nestjs/throttler';
// The guard's own address normaliser (IPv6 grouped by /64), so both count the same client alike.
import { normalizeIp } from '@nestjs/throttler/dist/ip';

import { RATE_LIMITS } from '@/common/rate-limit/rate-limits';
import { rateLimitOf, throttleKey } from '@/common/rate-limit/throttler.options';
import { AppConfig } from '@/config/app-config';

/**
 * The `telemetry` limit for the fast path, which answers before Nest's guards run: the same Redis
 * counters, key and limit as @RateLimit('telemetry') would use. Redis down → 503 (the storage).
 */
@Injectable()
export class TelemetryRateLimiter {
  private readonly limit: number;
  private readonly ttl = RATE_LIMITS.telemetry.ttl;

  constructor(
    @InjectThrottlerStorage() private readonly storage: ThrottlerStorage,
    private readonly config: AppConfig,
  ) {
    this.limit = rateLimitOf('telemetry', config);
  }

  /** `address`: the client as express would see it (req.ip, which honours TRUST_PROXY). */
  async consume(address: string, response: ServerResponse): Promise<void> {
    const tracker = normalizeIp(address);
    const { isBlocked, timeToBlockExpire } = await this.storage.increment(
      throttleKey(this.config, tracker),
      this.ttl,
      this.limit,
      this.ttl,
      'telemetry',
    );
    if (isBlocked) {
      response.setHeader('Retry-After', String(Math.max(1, Math.ceil(timeToBlockExpire))));
      throw new ThrottlerException();
    }
  }
}
