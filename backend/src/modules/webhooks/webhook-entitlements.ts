import { HttpStatus, Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';

import { EntitlementCache } from '@/common/entitlement/entitlement-cache';
import { AppException } from '@/common/errors/app.exception';
import { MEMBERSHIP_CHECKER, type MembershipChecker } from '@/common/guards/membership-checker';

/**
 * Billing's entitlement rule as the webhooks module needs it: who may read, rotate or revoke a
 * URL (an entitled member; a lapsed one only for the URL they already have), and the receiver's
 * Redis copy of each member's entitlement end, filled wherever a URL's entry is written.
 */
@Injectable()
export class WebhookEntitlements {
  private checker: MembershipChecker | undefined;

  constructor(
    private readonly moduleRef: ModuleRef,
    private readonly cache: EntitlementCache,
  ) {}

  /**
   * 403 SUBSCRIPTION_REQUIRED unless the member is entitled or already has a URL: a lapsed
   * member keeps the means to rotate or revoke a URL that may have leaked, but never gets a new
   * one by reading the page.
   */
  async assertMayManage(memberId: string, hasUrl: () => Promise<boolean>): Promise<void> {
    if (await this.membership().isEntitled(memberId)) return;
    if (await hasUrl()) return;
    throw new AppException(HttpStatus.FORBIDDEN, 'SUBSCRIPTION_REQUIRED');
  }

  /** The Redis copy for these members where it is missing (billing's writes are never replaced). */
  async fill(memberIds: readonly string[]): Promise<void> {
    const unique = [...new Set(memberIds)];
    if (unique.length === 0) return;
    await this.cache.fill(await this.membership().entitlementsOf(unique));
  }

  /** Billing provides the checker; found across modules on first use, as the access guard does. */
  private membership(): MembershipChecker {
    this.checker ??= this.moduleRef.get<MembershipChecker>(MEMBERSHIP_CHECKER, { strict: false });
    return this.checker;
  }
}
