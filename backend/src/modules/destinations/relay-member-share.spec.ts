import type { AppConfig } from '@/config/app-config';

import {
  FAIRNESS_DELAY_BASE_MS,
  FAIRNESS_DELAY_MAX_MS,
  fairnessDelayMs,
  relayMemberShare,
} from './relay-member-share';

const config = (workerConcurrency: number, memberConcurrency?: number) =>
  ({ workerConcurrency, relays: { memberConcurrency } }) as unknown as AppConfig;

describe('relayMemberShare', () => {
  it('is a quarter of one worker’s relays concurrency, at least 2, unless configured', () => {
    // max(8, WORKER_CONCURRENCY × 4) slots a worker.
    expect(relayMemberShare(config(1))).toBe(2);
    expect(relayMemberShare(config(5))).toBe(5);
    expect(relayMemberShare(config(100))).toBe(100);
    expect(relayMemberShare(config(5, 1))).toBe(1);
  });
});

describe('fairnessDelayMs', () => {
  it('grows with the jobs ahead per slot, up to the cap, less up to half at random', () => {
    expect(fairnessDelayMs(0, 2, () => 0)).toBe(FAIRNESS_DELAY_BASE_MS);
    expect(fairnessDelayMs(1, 2, () => 0)).toBe(FAIRNESS_DELAY_BASE_MS);
    expect(fairnessDelayMs(4, 2, () => 0)).toBe(3 * FAIRNESS_DELAY_BASE_MS);
    expect(fairnessDelayMs(10_000, 2, () => 0)).toBe(FAIRNESS_DELAY_MAX_MS);
    expect(fairnessDelayMs(0, 2, () => 0.999_999)).toBe(FAIRNESS_DELAY_BASE_MS / 2);
    expect(fairnessDelayMs(0, 0, () => 0)).toBe(FAIRNESS_DELAY_BASE_MS);
  });
});
