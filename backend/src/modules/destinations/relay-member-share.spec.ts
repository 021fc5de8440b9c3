import type { AppConfig } from '@/config/app-config';

import { relayMemberShare } from './relay-member-share';

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
