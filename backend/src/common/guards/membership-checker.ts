/**
 * What the access guard needs from the billing module for @Member() (provided there, under this
 * token): whether a member's subscription gives entitlement now.
 */
export interface MembershipChecker {
  isEntitled(userId: string): Promise<boolean>;
}

export const MEMBERSHIP_CHECKER = Symbol('MEMBERSHIP_CHECKER');
