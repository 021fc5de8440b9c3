import { Injectable, Logger } from '@nestjs/common';

import { AppConfig } from '@/config/app-config';
import { MailOutbox } from '@/modules/mail/mail-outbox.public';

import { BillingLinks } from './billing-links';
import { BillingRepository, type Db } from './billing.repository';
import type { SubscriptionRow } from './billing.tables';
import { graceEnd } from './subscription-state';

/**
 * The billing mails, written to the mail outbox in the transaction of the change they are about
 * (they leave only if it commits). Each has a stable job id, so an event delivered twice or a job
 * run twice mails once.
 */
@Injectable()
export class BillingMails {
  private readonly links: BillingLinks;
  private readonly logger = new Logger(BillingMails.name);

  constructor(
    private readonly config: AppConfig,
    private readonly repository: BillingRepository,
    private readonly outbox: MailOutbox,
  ) {
    this.links = new BillingLinks(config.publicUrl);
  }

  private async recipient(row: SubscriptionRow, trx: Db) {
    const customer = await this.repository.customerOf(row.user_id, row.provider, trx);
    if (!customer) this.logger.warn(`no billing customer for member ${row.user_id}: mail skipped`);
    return customer;
  }

  private async base(row: SubscriptionRow, trx: Db) {
    const customer = await this.recipient(row, trx);
    if (!customer) return undefined;
    return {
      to: customer.email,
      displayName: customer.display_name,
      locale: customer.locale,
      plan: row.plan,
      currency: row.currency,
      amount: row.amount,
    };
  }

  async receipt(
    row: SubscriptionRow,
    invoiceId: string,
    invoiceLink: string | null,
    paidAt: Date,
    trx: Db,
  ): Promise<void> {
    const base = await this.base(row, trx);
    if (!base) return;
    await this.outbox.add(
      'payment-receipt',
      {
        ...base,
        paidAt: paidAt.toISOString(),
        periodEnd: row.current_period_end?.toISOString() ?? null,
        invoiceLink,
        manageLink: this.links.subscription(base.locale),
      },
      `payment-receipt:${row.provider}:${invoiceId}`,
      trx,
    );
  }

  async paymentFailed(
    row: SubscriptionRow,
    invoiceId: string,
    fixUrl: string | null,
    trx: Db,
  ): Promise<void> {
    const base = await this.base(row, trx);
    if (!base) return;
    await this.outbox.add(
      'payment-failed',
      {
        ...base,
        graceEndsAt:
          graceEnd(row.past_due_since, this.config.billing.graceDays)?.toISOString() ?? null,
        fixLink: fixUrl ?? this.links.subscription(base.locale),
      },
      `payment-failed:${row.provider}:${invoiceId}`,
      trx,
    );
  }

  /** Once per trial end (the row remembers it), whether the provider or the daily job asks first. */
  async trialEnding(row: SubscriptionRow, trx: Db): Promise<void> {
    if (row.status !== 'trialing' || !row.trial_end) return;
    if (row.trial_reminder_sent_for?.getTime() === row.trial_end.getTime()) return;
    const base = await this.base(row, trx);
    if (!base) return;
    await this.outbox.add(
      'trial-ending',
      {
        ...base,
        trialEndsAt: row.trial_end.toISOString(),
        manageLink: this.links.subscription(base.locale),
      },
      `trial-ending:${row.provider_subscription_id}:${row.trial_end.getTime()}`,
      trx,
    );
    await this.repository.markTrialReminder(row.id, row.trial_end, trx);
  }

  async subscriptionEnded(row: SubscriptionRow, trx: Db): Promise<void> {
    const base = await this.base(row, trx);
    if (!base) return;
    await this.outbox.add(
      'subscription-ended',
      {
        ...base,
        endedAt: (row.ended_at ?? new Date()).toISOString(),
        renewLink: this.links.renew(base.locale),
      },
      `subscription-ended:${row.provider}:${row.provider_subscription_id}`,
      trx,
    );
  }
}
