import { type JobRun, UNTIMED_RUN } from '@/queue/job-processor';

/**
 * One member's jobs, in the order this worker took them off the queue (BullMQ hands them over
 * in queue order): each starts once the one before it has settled. Without it, jobs started
 * together reach the member's lock in whatever order their connections come back, and an exit
 * could run before the buy it closes. (Across worker replicas the lock alone orders them.) The
 * wait is the job's queued time (JobRun.waitFor), never counted as a stall: only the job that
 * works can be stuck.
 */
export class MemberTurns {
  private readonly tails = new Map<string, Promise<unknown>>();

  /** Runs `work` after the member's previous job here has settled. */
  inTurn<T>(memberId: string, work: () => Promise<T>, run: JobRun = UNTIMED_RUN): Promise<T> {
    const previous = this.tails.get(memberId);
    const result = previous ? run.waitFor(previous).then(work) : work();
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(memberId, tail);
    void tail.then(() => {
      if (this.tails.get(memberId) === tail) this.tails.delete(memberId);
    });
    return result;
  }
}
