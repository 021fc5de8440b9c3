import { Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { PinoLogger } from 'nestjs-pino';

import { AppConfig } from '@/config/app-config';
import { JobProcessor, type JobHandlers, type QueueProcessor } from '@/queue/job-processor';

import type { AccountMailJobs, AccountMailName } from './account-mail.jobs';
import { renderAccountMail } from './account-mail.templates';
import type { BillingMailJobs, BillingMailName } from './billing-mail.jobs';
import { renderBillingMail } from './billing-mail.templates';
import { contactNotificationMail } from './contact-notification.mail';
import { renderDataExportReadyMail } from './data-export-mail.templates';
import { renderFailureNoticeMail } from './failure-notice-mail.templates';
import { withoutLinkSecrets } from './mail-job-redaction';
import { MailTransport } from './mail-transport';
import type { SecurityMailJobs, SecurityMailName } from './security-mail.jobs';
import { renderSecurityMail } from './security-mail.templates';

/** Consumes the `mail` queue: renders each job's mail and hands it to the transport. */
@Injectable()
@JobProcessor()
export class MailProcessor implements QueueProcessor<'mail'> {
  readonly queue = 'mail' as const;

  readonly handlers: JobHandlers<'mail'> = {
    'contact-notification': (job) =>
      this.transport.send(
        contactNotificationMail(job.data, {
          from: this.config.mailFrom,
          to: this.config.contactInboxEmail,
        }),
        { jobId: job.id, jobName: job.name },
      ),
    'account-confirmation': (job) => this.sendAccountMail(job),
    'password-recovery': (job) => this.sendAccountMail(job),
    'password-changed': (job) => this.sendAccountMail(job),
    'signup-attempt': (job) => this.sendAccountMail(job),
    'payment-receipt': (job) => this.sendBillingMail(job),
    'payment-failed': (job) => this.sendBillingMail(job),
    'trial-ending': (job) => this.sendBillingMail(job),
    'subscription-ended': (job) => this.sendBillingMail(job),
    // Failure notices carry no secret either: the failures' codes and links to the site.
    'failure-notice': (job) =>
      this.transport.send(
        { from: this.config.mailFrom, to: job.data.to, ...renderFailureNoticeMail(job.data) },
        { jobId: job.id, jobName: job.name },
      ),
    'security-notice': (job) => this.sendSecurityMail(job),
    'email-change-confirm': (job) => this.sendSecurityMail(job),
    'email-change-notice': (job) => this.sendSecurityMail(job),
    // Links to the profile page only: the file needs the member's session and a fresh link.
    'data-export-ready': (job) =>
      this.transport.send(
        { from: this.config.mailFrom, to: job.data.to, ...renderDataExportReadyMail(job.data) },
        { jobId: job.id, jobName: job.name },
      ),
  };

  constructor(
    private readonly config: AppConfig,
    private readonly transport: MailTransport,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(MailProcessor.name);
  }

  private async sendAccountMail<N extends AccountMailName>(
    job: Job<AccountMailJobs[N], unknown, N>,
  ): Promise<void> {
    const rendered = renderAccountMail(job.name, job.data);
    await this.transport.send(
      { from: this.config.mailFrom, to: job.data.to, ...rendered },
      { jobId: job.id, jobName: job.name },
    );
    await this.dropLinkSecrets(job);
  }

  /** Security mails carry single-use links ("this wasn't me", confirm, undo): dropped once sent. */
  private async sendSecurityMail<N extends SecurityMailName>(
    job: Job<SecurityMailJobs[N], unknown, N>,
  ): Promise<void> {
    const rendered = renderSecurityMail(job.name, job.data);
    await this.transport.send(
      { from: this.config.mailFrom, to: job.data.to, ...rendered },
      { jobId: job.id, jobName: job.name },
    );
    await this.dropLinkSecrets(job);
  }

  /** Billing mails carry no sign-in token (their links lead to pages behind sign-in or the provider). */
  private async sendBillingMail<N extends BillingMailName>(
    job: Job<BillingMailJobs[N], unknown, N>,
  ): Promise<void> {
    const rendered = renderBillingMail(job.name, job.data);
    await this.transport.send(
      { from: this.config.mailFrom, to: job.data.to, ...rendered },
      { jobId: job.id, jobName: job.name },
    );
  }

  /**
   * Once the mail has gone, the completed job (kept for days) must not hold its link's token.
   * Never throws: the mail is sent, and a failure here must not make the job send it again.
   */
  private async dropLinkSecrets<T extends object>(job: Job<T>): Promise<void> {
    const data = withoutLinkSecrets(job.data);
    if (!data) return;
    try {
      await job.updateData(data);
    } catch (error) {
      this.logger.warn(
        { event: 'mail.redact_failed', jobId: job.id, jobName: job.name, err: error },
        'the sent mail job still holds its link',
      );
    }
  }
}
