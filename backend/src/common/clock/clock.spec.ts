import { Redis } from 'ioredis';

import { RedisOffsetClock, SystemClock, testClockKey } from './clock';

const DAY = 24 * 3600 * 1000;

describe('SystemClock', () => {
  it('is the machine clock', async () => {
    const before = Date.now();
    const now = (await new SystemClock().now()).getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });
});

/** An in-memory stand-in of the two Redis commands the clock uses (unit test: no server). */
function fakeRedis(): Redis {
  const values = new Map<string, number>();
  return {
    get: (key: string) => Promise.resolve(values.has(key) ? String(values.get(key)) : null),
    incrby: (key: string, by: number) => {
      values.set(key, (values.get(key) ?? 0) + by);
      return Promise.resolve(values.get(key));
    },
  } as unknown as Redis;
}

describe('RedisOffsetClock', () => {
  it('runs ahead by the offset every process reads from the same key', async () => {
    const redis = fakeRedis();
    const api = new RedisOffsetClock(redis, testClockKey('p'));
    const worker = new RedisOffsetClock(redis, testClockKey('p'));
    await api.advance(3 * DAY);
    const ahead = (await worker.now()).getTime() - Date.now();
    expect(ahead).toBeGreaterThan(3 * DAY - 1000);
    expect(ahead).toBeLessThanOrEqual(3 * DAY);
    expect(await new RedisOffsetClock(redis, testClockKey('other')).offsetMs()).toBe(0);
  });

  it('never moves back', async () => {
    const clock = new RedisOffsetClock(fakeRedis(), 'k');
    await expect(clock.advance(-1)).rejects.toThrow(RangeError);
  });
});
