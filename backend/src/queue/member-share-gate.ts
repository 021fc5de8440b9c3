import { DelayedError, type Job } from 'bullmq';
import type { PinoLogger } from 'nestjs-pino';

import {
  fairnessDelayMs,
  type MemberSlots,
  type SlotDecision,
} from '@/common/fair-share/member-slots';

import { PostponeQueue } from './job-processor';
import type { QueueProducer } from './queue-producer.service';
import type { QueueName } from './queues';

/** How long the queue pauses when Redis cannot say whether the member has a slot. */
export const SHARE_REDIS_PAUSE_MS = 2000;

/**
 * Runs a job within its member's share of a consumer (MemberSlots): the run takes one of the
 * member's slots first, so one member whose broker or destinations hang holds at most `share`
 * of the consumer's slots, never all of them. At the share, the job goes back to delayed
 * (jittered, in the member's line) and DelayedError tells BullMQ it moved: no attempt made or
 * spent, not a failure. When the run ends its slot is given back and the member's first jobs in
 * line (one per free slot) are woken at once, so the line moves as fast as the slots free.
 * Redis away while asking: PostponeQueue (the queue pauses, the job waits, nothing spent).
 */
export interface MemberShareGateOptions {
  /** How long a deferred job waits before it asks again (default fairnessDelayMs). */
  deferMs?: (ahead: number, share: number) => number;
  /**
   * Count each deferral in the job's data (`shareDeferrals`), for a handler that reads
   * `attemptsStarted` to know whether an earlier run may have acted (every move to active
   * counts there, a deferral's too).
   */
  countDeferrals?: boolean;
}

export class MemberShareGate {
  constructor(
    private readonly queue: QueueName,
    readonly slots: MemberSlots,
    private readonly producer: Pick<QueueProducer, 'wake'>,
    private readonly logger: PinoLogger,
    private readonly options: MemberShareGateOptions = {},
  ) {}

  async run<T>(job: Job, memberId: string, jobId: string, work: () => Promise<T>): Promise<T> {
    const slot = await this.take(memberId, jobId);
    if (!slot.granted && job.token) {
      if (this.options.countDeferrals) {
        const data = job.data as { shareDeferrals?: number };
        await job.updateData({ ...data, shareDeferrals: (data.shareDeferrals ?? 0) + 1 });
      }
      const deferMs = this.options.deferMs ?? fairnessDelayMs;
      await job.moveToDelayed(Date.now() + deferMs(slot.ahead, this.slots.share), job.token);
      throw new DelayedError();
    }
    try {
      return await work();
    } finally {
      if (slot.granted) await this.giveBack(memberId, jobId);
    }
  }

  private async take(memberId: string, jobId: string): Promise<SlotDecision> {
    try {
      return await this.slots.acquire(memberId, jobId);
    } catch (error) {
      throw new PostponeQueue(SHARE_REDIS_PAUSE_MS, error);
    }
  }

  /** Never fails the job: a slot not given back lapses by itself (the pool's slot lifetime). */
  private async giveBack(memberId: string, jobId: string): Promise<void> {
    try {
      for (const next of await this.slots.release(memberId, jobId)) {
        if (!(await this.producer.wake(this.queue, next))) await this.slots.forget(memberId, next);
      }
    } catch (error) {
      this.logger.warn(
        { err: error, queue: this.queue, memberId, jobId },
        'member slot not given back (it lapses)',
      );
    }
  }
}
