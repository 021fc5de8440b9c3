import { SetMetadata } from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';

import { DEFAULT_RATE_LIMIT_NAME, RATE_LIMIT_NAMES, type RateLimitName } from './rate-limits';

export const RATE_LIMIT_KEY = 'tickrelay:rate-limit';

/** Applies the named limit of rate-limits.ts to a route or controller, on top of the global default. */
export const RateLimit = (name: RateLimitName) => SetMetadata(RATE_LIMIT_KEY, name);

/** For probes and scrapes only: the route is not rate limited at all (and never touches Redis for it). */
export const NoRateLimit = () =>
  SkipThrottle(
    Object.fromEntries([DEFAULT_RATE_LIMIT_NAME, ...RATE_LIMIT_NAMES].map((name) => [name, true])),
  );
