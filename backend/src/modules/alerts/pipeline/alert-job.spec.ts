import type { Job } from 'bullmq';

import type { AlertJob } from '@/queue/job-payloads';

import { startedBefore } from './alert-job';

const job = (attemptsStarted: number, attemptsMade: number, shareDeferrals?: number) =>
  ({ attemptsStarted, attemptsMade, data: { shareDeferrals } }) as unknown as Job<AlertJob>;

describe('startedBefore', () => {
  it('is false on a first run, and after runs that were only deferred for the member’s share', () => {
    expect(startedBefore(job(1, 0))).toBe(false);
    expect(startedBefore(job(4, 0, 3))).toBe(false);
  });

  it('is true when an earlier run may have acted: taken again, or an attempt failed', () => {
    expect(startedBefore(job(2, 0))).toBe(true);
    expect(startedBefore(job(5, 0, 3))).toBe(true);
    expect(startedBefore(job(1, 1))).toBe(true);
  });
});
