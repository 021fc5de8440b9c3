import { Injectable } from '@nestjs/common';
import {
  entitlementEnd,
  isEntitled,
  type SubscriptionView,
} from '@tickrelay/contracts/billing/billing';

import { Clock } from '@/common/clock/clock';
import type { MemberEntitlement } from '@/common/entitlement/entitlement-cache';
import type { MembershipChecker } from '@/common/guards/membership-checker';
import { AppConfig } from '@/config/app-config';

import { BillingRepository } from './billing.repository';
import type { SubscriptionRow } from './billing.tables';
import { subscriptionView } from './subscription-state';

/**
 * When a stored subscription's entitlement ends or ended, whatever the time now: the rule's end
 * while it is not expired, else when it expired. 0 for a member without one.
 */
export function entitlementOfRow(
  userId: string,
  row: SubscriptionRow | undefined,
  graceDays: number,
): MemberEntitlement {
  if (!row) return { memberId: userId, endMs: 0 };
  if (row.status === 'expired') return { memberId: userId, endMs: row.ended_at?.getTime() ?? 0 };
  const view = subscriptionView(row, graceDays, new Date(0));
  return { memberId: userId, endMs: entitlementEnd(view, Number.NEGATIVE_INFINITY) ?? 0 };
}

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

  async entitlementsOf(userIds: readonly string[]): Promise<MemberEntitlement[]> {
    const rows = await this.repository.subscriptionsOf(userIds);
    const byUser = new Map(rows.map((row) => [row.user_id, row]));
    return userIds.map((userId) =>
      entitlementOfRow(userId, byUser.get(userId), this.config.billing.graceDays),
    );
  }
}
