import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { ThrottlerModuleOptions } from '@nestjs/throttler';

import type { AppConfig } from '@/config/app-config';
import type { RedisService } from '@/redis/redis.service';

import { RATE_LIMIT_KEY } from './rate-limit.decorator';
import {
  DEFAULT_RATE_LIMIT_NAME,
  DEFAULT_RATE_LIMIT_TTL,
  RATE_LIMIT_NAMES,
  RATE_LIMITS,
  type RateLimitName,
} from './rate-limits';
import { ResilientThrottlerStorage } from './resilient-throttler.storage';

const reflector = new Reflector();

function declaredLimit(context: ExecutionContext): RateLimitName | undefined {
  return reflector.getAllAndOverride<RateLimitName | undefined>(RATE_LIMIT_KEY, [
    context.getHandler(),
    context.getClass(),
  ]);
}

/** A named limit, with the ones that are configurable read from the environment. */
export function rateLimitOf(name: RateLimitName, config: AppConfig): number {
  if (name === 'auth') return config.auth.rateLimitPerAddress;
  if (name === 'webhook') return config.webhooks.rateLimitPerMinute;
  return name === 'telemetry' ? config.telemetryRateLimitPerMinute : RATE_LIMITS[name].limit;
}

/** The Redis key (without the limit name) counting a client address; shared with the telemetry fast path. */
export function throttleKey(config: AppConfig, tracker: string): string {
  return `${config.queuePrefix}:throttle:${tracker}`;
}

export function throttlerOptions(config: AppConfig, redis: RedisService): ThrottlerModuleOptions {
  return {
    storage: new ResilientThrottlerStorage(redis.client),
    // One counter per client address (req.ip, which honours TRUSTED_PROXY_CIDRS) and limit name; the
    // storage appends the name itself: {tickrelay:throttle:<address>:<name>}:hits.
    generateKey: (_context, tracker) => throttleKey(config, tracker),
    throttlers: [
      {
        name: DEFAULT_RATE_LIMIT_NAME,
        limit: config.rateLimitDefaultPerMinute,
        ttl: DEFAULT_RATE_LIMIT_TTL,
      },
      ...RATE_LIMIT_NAMES.map((name) => ({
        name,
        limit: rateLimitOf(name, config),
        ttl: RATE_LIMITS[name].ttl,
        skipIf: (context: ExecutionContext) => declaredLimit(context) !== name,
      })),
    ],
  };
}
