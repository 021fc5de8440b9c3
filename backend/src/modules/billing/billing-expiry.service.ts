import { Inject, Injectable, Logger } from '@nestjs/common';

import { Clock } from '@/common/clock/clock';
import { AppConfig } from '@/config/app-config';

import { BillingMails } from './billing-mails';
import { BillingSettlement, type Cause } from './billing-settlement.service';
import { BillingRepository } from './billing.repository';
import {
  PAYMENT_PROVIDER,
  type PaymentProvider,
  PaymentProviderUnavailableError,
} from './payment-provider.port';
import { expiryAction } from './subscription-state';

const EXPIRY_JOB: Cause = { id: 'expiry-job', type: null };
const DAY_MS = 24 * 60 * 60 * 1000;
/** The trial reminder goes this long before the trial ends. */
export const TRIAL_REMINDER_DAYS = 2;

export interface ExpiryResult {
  expired: number;
  settled: number;
  /** Rows left for the next run: the provider could not be asked (or answered an error). */
  postponed: number;
}

/**
 * The daily sweeps (the billing queue's 'expire' and 'trial-reminders' jobs, also run at once by
 * the sandbox's test-clock route): each row in its own transaction, idempotent, at the billing
 * clock's now.
 */
@Injectable()
export class BillingExpiry {
  private readonly logger = new Logger(BillingExpiry.name);

  constructor(
    private readonly config: AppConfig,
    private readonly repository: BillingRepository,
    private readonly settlement: BillingSettlement,
    private readonly mails: BillingMails,
    private readonly clock: Clock,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  /**
   * Canceled past the period end → expired. Past_due past the grace (or a trial long over with
   * no word) → what the provider says if it was paid meanwhile, else expired.
   */
  async expire(): Promise<ExpiryResult> {
    const result: ExpiryResult = { expired: 0, settled: 0, postponed: 0 };
    const graceDays = this.config.billing.graceDays;
    for (const candidate of await this.repository.expiryCandidates()) {
      if (expiryAction(candidate, await this.clock.now(), graceDays) === 'none') continue;
      try {
        const outcome = await this.repository.transaction(async (trx) => {
          const key = `sub:${candidate.provider}:${candidate.provider_subscription_id}`;
          await this.repository.lock(key, trx);
          await this.repository.lock(`member:${candidate.user_id}`, trx);
          const row = await this.repository.subscriptionOf(candidate.user_id, trx);
          if (
            !row ||
            row.id !== candidate.id ||
            row.provider_subscription_id !== candidate.provider_subscription_id
          )
            return 'none';
          const action = expiryAction(row, await this.clock.now(), graceDays);
          if (action === 'none') return 'none';
          if (action === 'ask-provider' && row.provider === this.provider.name) {
            const state = await this.provider.getSubscription(row.provider_subscription_id);
            if (state.status === 'active' || state.status === 'trialing') {
              const settled = await this.settlement.apply(state, EXPIRY_JOB, trx, row.user_id);
              const now = await this.clock.now();
              if (settled.row && expiryAction(settled.row, now, graceDays) === 'none')
                return 'settled';
            }
          }
          const current = (await this.repository.subscriptionOf(row.user_id, trx)) ?? row;
          await this.settlement.expire(current, EXPIRY_JOB, trx);
          return 'expired';
        });
        if (outcome === 'expired') result.expired += 1;
        if (outcome === 'settled') result.settled += 1;
      } catch (error) {
        // One row the provider cannot answer about must not hold up the others' expiry.
        result.postponed += 1;
        if (!(error instanceof PaymentProviderUnavailableError)) {
          this.logger.error(
            `billing expiry of subscription ${candidate.id} failed: ${(error as Error).message}`,
          );
        }
      }
    }
    if (result.expired + result.settled + result.postponed > 0) {
      this.logger.log(`billing expiry: ${JSON.stringify(result)}`);
    }
    return result;
  }

  /** The "trial ends in 2 days" mail, once per trial, when the provider did not prompt it first. */
  async remindTrials(): Promise<number> {
    const now = await this.clock.now();
    const until = new Date(now.getTime() + TRIAL_REMINDER_DAYS * DAY_MS);
    let sent = 0;
    for (const candidate of await this.repository.trialsEndingBefore(now, until)) {
      await this.repository.transaction(async (trx) => {
        await this.repository.lock(`member:${candidate.user_id}`, trx);
        const row = await this.repository.subscriptionOf(candidate.user_id, trx);
        if (!row || row.id !== candidate.id) return;
        const before = row.trial_reminder_sent_for?.getTime();
        await this.mails.trialEnding(row, trx);
        if (before !== row.trial_end?.getTime()) sent += 1;
      });
    }
    return sent;
  }
}
