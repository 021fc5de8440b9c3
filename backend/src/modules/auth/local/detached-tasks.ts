import { type BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';

/**
 * Work a request starts but does not wait for. Password-reset and confirmation-resend requests
 * answer 202 before looking the address up, so the answer takes the same time whether or not an
 * account exists; the lookup, the link and its mail follow here. Shutdown waits for what is
 * still running, before the database and Redis connections close.
 */
@Injectable()
export class DetachedTasks implements BeforeApplicationShutdown {
  private readonly logger = new Logger(DetachedTasks.name);
  private readonly running = new Set<Promise<void>>();

  run(name: string, work: () => Promise<void>): void {
    const task = Promise.resolve()
      .then(work)
      .catch((error: unknown) =>
        this.logger.error({ err: error, task: name }, 'detached task failed'),
      )
      .finally(() => this.running.delete(task));
    this.running.add(task);
  }

  /** Resolves once every task started so far has ended (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.settled();
  }
}
