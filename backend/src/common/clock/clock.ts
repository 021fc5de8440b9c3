import type { Redis } from 'ioredis';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Business time for billing and the sandbox payment provider: trial ends, renewals, grace and
 * expiry are all read from here, never from Date.now(), so tests (and demos) can move
 * subscriptions through time like Stripe's test clocks. Asynchronous because the test clock's
 * offset lives in Redis, so the api and the worker always agree on what time it is.
 */
export abstract class Clock {
  abstract now(): Promise<Date>;
}

/** Production (and any run without BILLING_TEST_CLOCK): the machine's clock. */
export class SystemClock extends Clock {
  now(): Promise<Date> {
    return Promise.resolve(new Date());
  }
}

/** The Redis key of the test clock's offset, per queue prefix (tests run side by side). */
export function testClockKey(prefix: string): string {
  return `${prefix}:billing:test-clock-offset-ms`;
}

/**
 * BILLING_TEST_CLOCK=true (refused with NODE_ENV=production): the machine's clock plus an offset
 * kept in Redis, read on every call, which `advance` moves forward (never back: time that went
 * forward for a subscription must not run backwards).
 */
export class RedisOffsetClock extends Clock {
  constructor(
    private readonly redis: Redis,
    private readonly key: string,
  ) {
    super();
  }

  async offsetMs(): Promise<number> {
    const raw = await this.redis.get(this.key);
    const offset = raw === null ? 0 : Number(raw);
    return Number.isFinite(offset) ? offset : 0;
  }

  async now(): Promise<Date> {
    return new Date(Date.now() + (await this.offsetMs()));
  }

  /** Moves the clock forward by `ms` for every process; returns the new time. */
  async advance(ms: number): Promise<Date> {
    if (!Number.isInteger(ms) || ms < 0) throw new RangeError('the clock only moves forward');
    const offset = await this.redis.incrby(this.key, ms);
    return new Date(Date.now() + offset);
  }

  advanceDays(days: number): Promise<Date> {
    return this.advance(days * DAY_MS);
  }
}
