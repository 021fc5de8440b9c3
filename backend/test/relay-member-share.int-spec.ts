// A member's share of the relays consumer (RelayMemberSlots) against the real Redis: slots up to
// the share, the same job id taking its slot again, giving it back, the member's line, and slots
// and places that lapse when nobody gives them back.
import { randomUUID } from 'node:crypto';

import { sleep } from '@tickrelay/testing/processes/process.helpers';
import { Redis } from 'ioredis';

import { RelayMemberSlots } from '../src/modules/destinations/relay-member-share';

let redis: Redis;
const prefix = `share-test-${randomUUID()}`;

beforeAll(() => {
  redis = new Redis(process.env.REDIS_URL!);
});

afterAll(async () => {
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
});

const slots = (share: number, ttl: { slotTtlMs?: number; waiterTtlMs?: number } = {}) =>
  new RelayMemberSlots(redis, prefix, { share, ...ttl });

describe('RelayMemberSlots', () => {
  it('grants up to the share, then puts the member’s next jobs in line', async () => {
    const member = randomUUID();
    const share = slots(2);
    expect(await share.acquire(member, 'a')).toEqual({ granted: true });
    expect(await share.acquire(member, 'b')).toEqual({ granted: true });
    expect(await share.acquire(member, 'c')).toEqual({ granted: false, ahead: 0 });
    expect(await share.acquire(member, 'd')).toEqual({ granted: false, ahead: 1 });
    // Another member is not concerned.
    expect(await share.acquire(randomUUID(), 'e')).toEqual({ granted: true });
    expect(await redis.zcard(share.keys(member)[0])).toBe(2);
  });

  it('is idempotent for a job id: a job run again after a stall keeps its one slot', async () => {
    const member = randomUUID();
    const share = slots(2);
    expect(await share.acquire(member, 'a')).toEqual({ granted: true });
    expect(await share.acquire(member, 'a')).toEqual({ granted: true });
    expect(await redis.zcard(share.keys(member)[0])).toBe(1);
    expect(await share.acquire(member, 'b')).toEqual({ granted: true });
    expect(await share.acquire(member, 'c')).toEqual({ granted: false, ahead: 0 });
    // In line twice, still one place, the first one.
    expect(await share.acquire(member, 'd')).toEqual({ granted: false, ahead: 1 });
    expect(await share.acquire(member, 'd')).toEqual({ granted: false, ahead: 1 });
    expect(await redis.zcard(share.keys(member)[1])).toBe(2);
  });

  it('gives a slot back, names the first in line to wake, and keeps the line in order', async () => {
    const member = randomUUID();
    const share = slots(1);
    expect(await share.acquire(member, 'a')).toEqual({ granted: true });
    expect(await share.release(member, 'a')).toEqual([]);
    expect(await share.acquire(member, 'a')).toEqual({ granted: true });
    expect(await share.acquire(member, 'first')).toEqual({ granted: false, ahead: 0 });
    await sleep(5);
    expect(await share.acquire(member, 'second')).toEqual({ granted: false, ahead: 1 });
    expect(await share.release(member, 'a')).toEqual(['first']);
    // The free slot is the first in line's: a job that comes earlier waits behind it.
    expect(await share.acquire(member, 'second')).toEqual({ granted: false, ahead: 1 });
    expect(await share.acquire(member, 'newcomer')).toEqual({ granted: false, ahead: 2 });
    expect(await share.acquire(member, 'first')).toEqual({ granted: true });
    expect(await share.release(member, 'first')).toEqual(['second']);
    expect(await share.acquire(member, 'second')).toEqual({ granted: true });
    // Giving back a slot one does not hold changes nothing.
    expect(await share.release(member, 'unknown')).toEqual([]);
    expect(await share.acquire(member, 'newcomer')).toEqual({ granted: false, ahead: 0 });
  });

  it('lets a slot nobody gave back lapse (a killed worker), and a place nobody came back for', async () => {
    const member = randomUUID();
    const share = slots(1, { slotTtlMs: 150, waiterTtlMs: 150 });
    expect(await share.acquire(member, 'killed')).toEqual({ granted: true });
    expect(await share.acquire(member, 'gone')).toEqual({ granted: false, ahead: 0 });
    expect(await share.acquire(member, 'b')).toEqual({ granted: false, ahead: 1 });
    await sleep(300);
    // 'killed' lapsed, and so did 'gone' (removed meanwhile), which no longer counts ahead.
    expect(await share.acquire(member, 'b')).toEqual({ granted: true });
    // The keys themselves expire once nothing uses them.
    await sleep(300);
    expect(await redis.exists(...share.keys(member))).toBe(0);
  });

  it('names one job in line per free slot', async () => {
    const member = randomUUID();
    const share = slots(3);
    for (const id of ['a', 'b', 'c']) await share.acquire(member, id);
    for (const id of ['w1', 'w2', 'w3', 'w4']) await share.acquire(member, id);
    expect(await share.release(member, 'a')).toEqual(['w1']);
    expect(await share.release(member, 'b')).toEqual(['w1', 'w2']);
  });

  it('forgets a job that no longer exists', async () => {
    const member = randomUUID();
    const share = slots(1);
    await share.acquire(member, 'a');
    await share.acquire(member, 'gone');
    expect(await share.acquire(member, 'b')).toEqual({ granted: false, ahead: 1 });
    expect(await share.release(member, 'a')).toEqual(['gone']);
    await share.forget(member, 'gone');
    expect(await share.acquire(member, 'b')).toEqual({ granted: true });
  });

  it('holds the share when many jobs ask at once', async () => {
    const member = randomUUID();
    const share = slots(3);
    const decisions = await Promise.all(
      Array.from({ length: 40 }, (_, index) => share.acquire(member, `job-${index}`)),
    );
    expect(decisions.filter((decision) => decision.granted)).toHaveLength(3);
    expect(await redis.zcard(share.keys(member)[1])).toBe(37);
  });
});
