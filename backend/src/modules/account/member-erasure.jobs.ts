import { Injectable } from '@nestjs/common';

import type { MemberErasureJob } from '@/queue/job-payloads';
import { QueueProducer } from '@/queue/queue-producer.service';

/**
 * The sweep pass runs this long after the deletion pass succeeded: past the longest a checkout
 * opened before the deletion can still be paid (Stripe's CHECKOUT_LIFETIME_S, an hour; the
 * sandbox's, half an hour) and the alerts already queued when the URLs were revoked. Whatever
 * those left behind (a subscription started from that checkout, a delivery row) it erases too.
 */
export const SWEEP_DELAY_MS = 90 * 60 * 1000;

/**
 * One deletion pass and one sweep per member: asking again while one is kept (queued, or
 * completed within the registry's keep) adds nothing. `run` makes an operator's rerun a job of
 * its own.
 */
export function erasureJobId(
  memberId: string,
  pass: MemberErasureJob['pass'],
  run?: string,
): string {
  return `erase-${pass}-${memberId}${run === undefined ? '' : `-${run}`}`;
}

/** The api's side: queues the erasure of a member whose account was just deleted. */
@Injectable()
export class MemberErasures {
  constructor(private readonly producer: QueueProducer) {}

  /** Resolves once Redis holds the job; throws (503) when it cannot be queued. */
  async request(memberId: string, run?: string): Promise<void> {
    await this.producer.enqueue(
      'member-erasure',
      'erase',
      { memberId, requestedAt: new Date().toISOString(), pass: 'deletion' },
      { jobId: erasureJobId(memberId, 'deletion', run) },
    );
  }
}
