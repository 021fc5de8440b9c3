import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { createTransport, type Transporter } from 'nodemailer';

import { AppConfig } from '@/config/app-config';

export interface OutgoingMail {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
}

export interface MailContext {
  jobId: string | undefined;
  jobName: string;
}

/**
 * SMTP through nodemailer when SMTP_HOST is set. Without it (local development) each mail is
 * written to the log as one structured line, links included, so nothing is lost.
 */
@Injectable()
export class MailTransport implements OnApplicationShutdown {
  private readonly smtp: Transporter | undefined;

  constructor(
    config: AppConfig,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(MailTransport.name);
    const { host, port, user, password, secure } = config.smtp;
    this.smtp = host
      ? createTransport({
          host,
          port,
          secure,
          auth: user ? { user, pass: password ?? '' } : undefined,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        })
      : undefined;
  }

  get kind(): 'smtp' | 'log' {
    return this.smtp ? 'smtp' : 'log';
  }

  /** Rejects on any SMTP failure, so the job is retried with backoff. */
  async send(mail: OutgoingMail, context: MailContext): Promise<void> {
    if (!this.smtp) {
      this.logger.info(
        { event: 'mail.sent', transport: 'log', ...context, mail },
        'mail (log transport)',
      );
      return;
    }
    const info = (await this.smtp.sendMail(mail)) as { messageId?: string };
    this.logger.info(
      { event: 'mail.sent', transport: 'smtp', ...context, to: mail.to, messageId: info.messageId },
      'mail sent',
    );
  }

  onApplicationShutdown(): void {
    this.smtp?.close();
  }
}
