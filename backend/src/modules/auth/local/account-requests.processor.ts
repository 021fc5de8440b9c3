import { Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { PinoLogger } from 'nestjs-pino';

import { isDependencyUnavailable } from '@/common/errors/dependency-errors';
import { DatabaseService } from '@/database/database.service';
import type { AccountRequestJob } from '@/queue/job-payloads';
import {
  JobProcessor,
  type JobHandlers,
  PostponeQueue,
  type QueueProcessor,
} from '@/queue/job-processor';

import { LocalSignUp } from './local-signup';
import { OneTimeLinks } from './one-time-links';
import { UsersRepository } from './users.repository';

/** How long every worker stops taking account requests after Postgres was found unreachable. */
const POSTGRES_PAUSE_MS = 2000;

/**
 * Consumes the `account-requests` queue (local adapter): looks the address up and, when there is
 * an account to mail, issues the link and writes its mail to the outbox in one transaction. An
 * unknown address does nothing and logs nothing; the job ends the same way either way.
 *
 * - Postgres unreachable: the job waits without spending an attempt (PostponeQueue).
 * - A redelivered job (a worker killed after the commit) issues a second link and mail, both
 *   valid: the same as the member asking twice.
 */
@Injectable()
@JobProcessor()
export class AccountRequestsProcessor implements QueueProcessor<'account-requests'> {
  readonly queue = 'account-requests' as const;

  readonly handlers: JobHandlers<'account-requests'> = {
    'confirmation-resend': (job) =>
      this.run(job, (data) => this.signUps.resend(data.email, data.locale)),
    'password-reset': (job) => this.run(job, (data) => this.sendRecovery(data)),
  };

  constructor(
    private readonly database: DatabaseService,
    private readonly users: UsersRepository,
    private readonly links: OneTimeLinks,
    private readonly signUps: LocalSignUp,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(AccountRequestsProcessor.name);
  }

  private async run(
    job: Job<AccountRequestJob>,
    work: (data: AccountRequestJob) => Promise<void>,
  ): Promise<void> {
    if (job.data.email === '') return; // blanked after its work committed: already done
    try {
      await work(job.data);
    } catch (error) {
      if (isDependencyUnavailable(error)) throw new PostponeQueue(POSTGRES_PAUSE_MS, error);
      throw error;
    }
    await this.forgetAddress(job);
  }

  private async sendRecovery({ email, locale }: AccountRequestJob): Promise<void> {
    await this.database.db.transaction().execute(async (trx) => {
      const user = await this.users.findByEmail(email, trx);
      if (!user) return;
      const to = { userId: user.id, email: user.email, displayName: user.display_name, locale };
      await this.links.sendRecovery(to, trx);
    });
  }

  /**
   * The completed job is kept minutes for deduplication, and BullMQ trims it only when a later
   * one completes: its address is blanked now. Never throws: the work is done, and a failure here
   * must not make the job run again.
   */
  private async forgetAddress(job: Job<AccountRequestJob>): Promise<void> {
    try {
      await job.updateData({ ...job.data, email: '' });
    } catch (error) {
      this.logger.warn(
        { event: 'account_request.redact_failed', jobId: job.id, jobName: job.name, err: error },
        'the done account request still holds its address',
      );
    }
  }
}
