import { Injectable } from '@nestjs/common';
import { type Job, UnrecoverableError } from 'bullmq';

import { AppConfig } from '@/config/app-config';
import type { ContactNotificationJob, JobName, JobPayloads } from '@/queue/queues';
import type { QueueProcessor } from '@/worker/queue-processor';

import { ACCOUNT_MAIL_NAMES, type AccountMailName } from './account-mail.jobs';
import { renderAccountMail } from './account-mail.templates';
import { contactNotificationMail } from './contact-notification.mail';
import { MailTransport } from './mail-transport';

function isAccountMail(name: string): name is AccountMailName {
  return (ACCOUNT_MAIL_NAMES as readonly string[]).includes(name);
}

/** Consumes the `mail` queue: renders each job's mail and hands it to the transport. */
@Injectable()
export class MailProcessor implements QueueProcessor {
  readonly queue = 'mail' as const;

  constructor(
    private readonly config: AppConfig,
    private readonly transport: MailTransport,
  ) {}

  process(job: Job): Promise<void> {
    const name = job.name as JobName<'mail'>;
    const context = { jobId: job.id, jobName: job.name };
    if (name === 'contact-notification') {
      return this.transport.send(
        contactNotificationMail(job.data as ContactNotificationJob, {
          from: this.config.mailFrom,
          to: this.config.contactInboxEmail,
        }),
        context,
      );
    }
    if (isAccountMail(name)) {
      const data = job.data as JobPayloads['mail'][typeof name];
      const rendered = renderAccountMail(name, data);
      return this.transport.send({ from: this.config.mailFrom, to: data.to, ...rendered }, context);
    }
    return Promise.reject(new UnrecoverableError(`unknown mail job "${String(job.name)}"`));
  }
}
