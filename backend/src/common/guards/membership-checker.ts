import type { MemberEntitlement } from '@/common/entitlement/entitlement-cache';

/**
 * What the access guard needs from the billing module for @Member() (provided there, under this
 * token): whether a member's subscription gives entitlement now; and, for the webhook
 * receiver's Redis copy, when each member's entitlement ends or ended.
 */
export interface MembershipChecker {
  isEntitled(userId: string): Promise<boolean>;
  entitlementsOf(userIds: readonly string[]): Promise<MemberEntitlement[]>;
}

export const MEMBERSHIP_CHECKER = Symbol('MEMBERSHIP_CHECKER');
