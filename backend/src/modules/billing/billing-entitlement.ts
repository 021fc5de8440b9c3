import { Injectable } from '@nestjs/common';
import { isEntitled, type SubscriptionView } from '@tickrelay/contracts/billing/billing';

import { Clock } from '@/common/clock/clock';
import type { MembershipChecker } from '@/common/guards/membership-checker';
import { AppConfig } from '@/config/app-config';

import { BillingRepository } from './billing.repository';
import { subscriptionView } from './subscription-state';

/** The one entitlement rule (contracts' isEntitled) on a member's stored subscription. */
@Injectable()
export class BillingEntitlement implements MembershipChecker {
  constructor(
    private readonly config: AppConfig,
    private readonly repository: BillingRepository,
    private readonly clock: Clock,
  ) {}

  /** The member's subscription as the API shows it, at the billing clock's now. */
  async current(userId: string): Promise<{ view: SubscriptionView | null; now: Date }> {
    const [row, now] = await Promise.all([
      this.repository.subscriptionOf(userId),
      this.clock.now(),
    ]);
    return {
      view: row ? subscriptionView(row, this.config.billing.graceDays, now) : null,
      now,
    };
  }

  async isEntitled(userId: string): Promise<boolean> {
    const { view, now } = await this.current(userId);
    return isEntitled(view, now.getTime());
  }
}
