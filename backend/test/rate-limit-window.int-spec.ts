import { Redis } from 'ioredis';

import { ResilientThrottlerStorage } from '../src/common/rate-limit/resilient-throttler.storage';
import { testConfig } from './support/api-app';

/**
 * The rate-limit window resets (found by bench/soak: from one address at ~2000 req/s the limit
 * became a cap on the total, because @nest-lab/throttler-storage-redis re-armed an ending window
 * without resetting its count).
 */
describe('rate-limit counter windows', () => {
  const prefix = `tr-rate-window-${process.pid}`;
  let redis: Redis;
  let storage: ResilientThrottlerStorage;

  beforeAll(() => {
    redis = new Redis(testConfig().redisUrl, { maxRetriesPerRequest: 1 });
    storage = new ResilientThrottlerStorage(redis);
  });

  afterAll(async () => {
    const keys = await redis.keys(`{${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('starts a new window at 1 when the counter has no time left, whatever it counted', async () => {
    const key = `${prefix}:planted`;
    // A counter with no time left (the state the old script re-armed and kept counting from).
    await redis.set(`{${key}:telemetry}:hits`, 500);
    const record = await storage.increment(key, 60_000, 1000, 60_000, 'telemetry');
    expect(record.totalHits).toBe(1);
    expect(record.isBlocked).toBe(false);
    expect(await redis.pttl(`{${key}:telemetry}:hits`)).toBeGreaterThan(59_000);
  });

  it('counts within a window and blocks past the limit', async () => {
    const key = `${prefix}:counting`;
    const hits = [];
    for (let i = 0; i < 4; i++) hits.push(await storage.increment(key, 60_000, 3, 60_000, 'auth'));
    expect(hits.map((record) => record.totalHits)).toEqual([1, 2, 3, 4]);
    expect(hits.map((record) => record.isBlocked)).toEqual([false, false, false, true]);
    expect(hits[3]?.timeToBlockExpire).toBe(60);
  });

  it('keeps resetting under sustained traffic on one key', async () => {
    const key = `${prefix}:sustained`;
    const windowMs = 25;
    let calls = 0;
    let largest = 0;
    // Runs for a number of calls and a number of windows, whichever is reached last, so a slow
    // machine makes the run longer instead of the test weaker.
    const minimumCalls = 400;
    const minimumEnd = Date.now() + 30 * windowMs;
    const done = () => calls >= minimumCalls && Date.now() >= minimumEnd;
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (!done()) {
          const record = await storage.increment(key, windowMs, 1_000_000, windowMs, 'telemetry');
          calls++;
          largest = Math.max(largest, record.totalHits);
        }
      }),
    );
    // At least 30 windows went by: no count may carry from one into the next.
    expect(largest).toBeLessThan(calls / 4);
  });
});
