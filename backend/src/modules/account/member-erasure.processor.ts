import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { Job } from 'bullmq';
import { PinoLogger } from 'nestjs-pino';

import type { MemberErasureJob } from '@/queue/job-payloads';
import { JobProcessor, type JobHandlers, type QueueProcessor } from '@/queue/job-processor';
import { QueueProducer } from '@/queue/queue-producer.service';

import { MemberEraser, type MemberDataEraser } from './member-eraser.port';
import { erasureJobId, SWEEP_DELAY_MS } from './member-erasure.jobs';
import { MemberErasureError, orderErasers, runErasers } from './member-erasure.runner';

/**
 * The `member-erasure` queue: runs every @MemberEraser() of the worker for a deleted account.
 * A pass in which an eraser fails throws MemberErasureError, and the job runs again (every
 * eraser, each idempotent) with the registry's backoff until all succeed; the last attempt's
 * failure is logged as an error naming what is left, for an operator to rerun
 * (member-erasure.cli.ts). A deletion pass that succeeds queues the sweep pass (SWEEP_DELAY_MS).
 */
@Injectable()
@JobProcessor()
export class MemberErasureProcessor implements QueueProcessor<'member-erasure'>, OnModuleInit {
  readonly queue = 'member-erasure' as const;
  readonly handlers: JobHandlers<'member-erasure'> = { erase: (job) => this.erase(job) };
  private erasers: MemberDataEraser[] = [];

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly producer: QueueProducer,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(MemberErasureProcessor.name);
  }

  /** Before the worker takes jobs: a malformed or doubled eraser stops it from starting. */
  onModuleInit(): void {
    const found = this.discovery
      .getProviders({ metadataKey: MemberEraser.KEY })
      .map((wrapper) => wrapper.instance as unknown)
      .filter((instance): instance is object => typeof instance === 'object' && instance !== null);
    this.erasers = orderErasers(found);
    this.logger.info(
      { erasers: this.erasers.map((eraser) => `${eraser.stage}:${eraser.name}`) },
      'member erasers',
    );
  }

  private async erase(job: Job<MemberErasureJob>): Promise<{ erased: string[] }> {
    const { memberId, pass } = job.data;
    const outcome = await runErasers(this.erasers, memberId);
    if (outcome.failed.length > 0) {
      const attempt = job.attemptsMade + 1;
      const lastAttempt = attempt >= (job.opts.attempts ?? 1);
      for (const { eraser, error } of outcome.failed) {
        this.logger.warn(
          { event: 'member-erasure.eraser-failed', memberId, pass, eraser, attempt, err: error },
          'member eraser failed: the pass runs again',
        );
      }
      const error = new MemberErasureError(memberId, outcome.failed);
      if (lastAttempt) {
        this.logger.error(
          {
            event: 'member-erasure.gave-up',
            memberId,
            pass,
            failed: outcome.failed.map((failure) => failure.eraser),
          },
          'member erasure gave up after its last attempt: fix the cause, then run ' +
            '`node dist/modules/account/member-erasure.cli.js <memberId>`',
        );
      }
      throw error;
    }
    if (pass === 'deletion') {
      // Queued only once everything is erased: a failed pass comes back through its own retries.
      await this.producer.enqueue(
        'member-erasure',
        'erase',
        { ...job.data, pass: 'sweep' },
        { jobId: erasureJobId(memberId, 'sweep'), delayMs: SWEEP_DELAY_MS },
      );
    }
    this.logger.info(
      { event: 'member-erasure.done', memberId, pass, erased: outcome.erased },
      'member data erased',
    );
    return { erased: outcome.erased };
  }
}
