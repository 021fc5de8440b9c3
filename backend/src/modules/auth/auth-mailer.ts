import { randomUUID } from 'node:crypto';

import { Injectable } from '@nestjs/common';
import type { Locale } from '@tickrelay/contracts/locales';

import { AppConfig } from '@/config/app-config';
import { QueueProducer } from '@/queue/queue-producer.service';

import { localizedLink } from './auth.types';

interface Recipient {
  email: string;
  displayName: string;
  locale: Locale;
}

/**
 * Queues the account mails; the worker renders them in the member's language and sends them.
 * A producer never waits on SMTP: a failure to queue is a 503, a failure to send is retried.
 */
@Injectable()
export class AuthMailer {
  constructor(
    private readonly config: AppConfig,
    private readonly queue: QueueProducer,
  ) {}

  async confirmation(to: Recipient, token: string, expiresAt: Date, tokenId: string) {
    await this.queue.enqueue(
      'mail',
      'account-confirmation',
      {
        to: to.email,
        displayName: to.displayName,
        locale: to.locale,
        link: `${this.link(to.locale, '/confirm')}?token=${encodeURIComponent(token)}`,
        expiresAt: expiresAt.toISOString(),
      },
      { jobId: `account-confirmation-${tokenId}` },
    );
  }

  async recovery(to: Recipient, token: string, expiresAt: Date, tokenId: string) {
    await this.queue.enqueue(
      'mail',
      'password-recovery',
      {
        to: to.email,
        displayName: to.displayName,
        locale: to.locale,
        link: `${this.link(to.locale, '/update-password')}?token=${encodeURIComponent(token)}`,
        expiresAt: expiresAt.toISOString(),
      },
      { jobId: `password-recovery-${tokenId}` },
    );
  }

  async passwordChanged(to: Recipient, changedAt: Date) {
    await this.queue.enqueue(
      'mail',
      'password-changed',
      {
        to: to.email,
        displayName: to.displayName,
        locale: to.locale,
        changedAt: changedAt.toISOString(),
        resetLink: this.link(to.locale, '/passwordreset'),
      },
      { jobId: `password-changed-${randomUUID()}` },
    );
  }

  async signupAttempt(to: Recipient) {
    await this.queue.enqueue(
      'mail',
      'signup-attempt',
      {
        to: to.email,
        displayName: to.displayName,
        locale: to.locale,
        signInLink: this.link(to.locale, '/signin'),
        resetLink: this.link(to.locale, '/passwordreset'),
      },
      { jobId: `signup-attempt-${randomUUID()}` },
    );
  }

  private link(locale: Locale, path: string): string {
    return localizedLink(this.config.publicUrl, locale, path);
  }
}
