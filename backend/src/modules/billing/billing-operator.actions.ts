import { randomUUID } from 'node:crypto';

import { HttpStatus, Inject, Injectable } from '@nestjs/common';

import { Clock } from '@/common/clock/clock';
import { AppException } from '@/common/errors/app.exception';

import { BillingSettlement } from './billing-settlement.service';
import { BillingRepository } from './billing.repository';
import { viaProvider } from './billing.service';
import type { SubscriptionRow } from './billing.tables';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider.port';

const DAY_MS = 24 * 3600 * 1000;

export interface SubscriptionChange {
  before: SubscriptionRow;
  after: SubscriptionRow;
}

const notApplicable = () => new AppException(HttpStatus.CONFLICT, 'OPERATOR_ACTION_NOT_APPLICABLE');

/**
 * What an operator may do to a member's subscription, always through the payment provider (the
 * truth billing settles against), then stored like a member's own request: the row, its history
 * and the webhook receiver's entitlement copy in Redis follow in the same settlement.
 */
@Injectable()
export class BillingOperatorActions {
  constructor(
    private readonly repository: BillingRepository,
    private readonly settlement: BillingSettlement,
    private readonly clock: Clock,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  /**
   * `days` more without charge, counted from the trial's or period's end (from now when that is
   * past): a trial lasts longer, a paid period is followed by free time. 409
   * OPERATOR_ACTION_NOT_APPLICABLE without a live subscription at this provider (none, expired,
   * past_due: a failed payment is the member's to fix, not to paper over).
   */
  async extend(userId: string, days: number): Promise<SubscriptionChange> {
    const before = await this.repository.subscriptionOf(userId);
    if (!before || before.provider !== this.provider.name) throw notApplicable();
    if (before.status === 'expired' || before.status === 'past_due') throw notApplicable();
    const end = before.status === 'trialing' ? before.trial_end : before.current_period_end;
    const now = (await this.clock.now()).getTime();
    const until = new Date(Math.max(end?.getTime() ?? now, now) + days * DAY_MS);
    const state = await viaProvider(() =>
      this.provider.extendFreeUntil(before.provider_subscription_id, until),
    );
    await this.repository.transaction(async (trx) => {
      await this.repository.lock(`sub:${this.provider.name}:${state.id}`, trx);
      await this.settlement.apply(
        state,
        { id: `operator:${randomUUID()}`, type: 'operator-extend' },
        trx,
        userId,
      );
    });
    const after = await this.repository.subscriptionOf(userId);
    if (!after) throw notApplicable();
    return { before, after };
  }
}
