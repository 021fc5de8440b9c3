import { randomUUID } from 'node:crypto';

import { Injectable } from '@nestjs/common';
import { DESTINATION_LIMITS } from '@tickrelay/contracts/destinations/destinations';

import { QueueProducer } from '@/queue/queue-producer.service';

import { type FailureEvent, FailureNoticesRepository } from './failure-notices.repository';

/** At most one notice per member in this window (DESTINATION_LIMITS.noticeDigestMinutes). */
export const NOTICE_WINDOW_MS = DESTINATION_LIMITS.noticeDigestMinutes * 60_000;

/**
 * Records the failures a member is told about (every plan: a member whose subscription lapsed
 * still hears of what failed before) and schedules the digest that tells them: at once for the
 * first failure after a quiet window, else at the end of the window (last notice + 15 min), when
 * everything recorded meanwhile goes out in one notice. The digest job decides under the
 * member's locked state row, so however many jobs and workers, one notice per window.
 */
@Injectable()
export class FailureNotices {
  constructor(
    private readonly repository: FailureNoticesRepository,
    private readonly producer: QueueProducer,
  ) {}

  async record(memberId: string, event: FailureEvent): Promise<void> {
    await this.repository.insert(memberId, event);
    // Also when it was recorded already: the run that recorded it may have died before this.
    await this.schedule(memberId);
  }

  /**
   * Queues the member's next digest: at the end of the current window (one job per window end,
   * by id), or at once with an id of its own (an immediate job may be running already, past the
   * point where it read the failures: a second one then finds the window taken and defers).
   */
  async schedule(memberId: string, now = Date.now(), avoidJobId?: string): Promise<void> {
    const lastSent = await this.repository.lastSentAt(memberId);
    const due = lastSent ? lastSent.getTime() + NOTICE_WINDOW_MS : 0;
    if (due > now) {
      const jobId = `digest.${memberId}.${due}`;
      await this.producer.enqueue(
        'notices',
        'failure-digest',
        { memberId },
        // A job woken a moment early must not find its own id taken.
        { jobId: jobId === avoidJobId ? `${jobId}.${now}` : jobId, delayMs: due - now },
      );
      return;
    }
    await this.producer.enqueue(
      'notices',
      'failure-digest',
      { memberId },
      { jobId: `digest.${memberId}.now.${randomUUID()}` },
    );
  }
}
