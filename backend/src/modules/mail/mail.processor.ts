import { Injectable } from '@nestjs/common';
import { type Job, UnrecoverableError } from 'bullmq';
import { PinoLogger } from 'nestjs-pino';

import { AppConfig } from '@/config/app-config';
import type { ContactNotificationJob, JobName } from '@/queue/queues';
import type { QueueProcessor } from '@/worker/queue-processor';

import { contactNotificationMail, type OutgoingMail } from './contact-notification.mail';

/**
 * Consumes the `mail` queue. There is no SMTP transport yet (it arrives with the accounts issue):
 * for now each mail is written to the log as one structured line, which is what tests assert on.
 */
@Injectable()
export class MailProcessor implements QueueProcessor {
  readonly queue = 'mail' as const;

  constructor(
    private readonly config: AppConfig,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(MailProcessor.name);
  }

  process(job: Job): Promise<void> {
    const name = job.name as JobName<'mail'>;
    switch (name) {
      case 'contact-notification':
        return this.send(
          contactNotificationMail(job.data as ContactNotificationJob, {
            from: this.config.mailFrom,
            to: this.config.contactInboxEmail,
          }),
          job,
        );
      default:
        return Promise.reject(new UnrecoverableError(`unknown mail job "${String(job.name)}"`));
    }
  }

  private send(mail: OutgoingMail, job: Job): Promise<void> {
    this.logger.info(
      { event: 'mail.sent', transport: 'log', jobId: job.id, jobName: job.name, mail },
      'mail (log transport)',
    );
    return Promise.resolve();
  }
}
