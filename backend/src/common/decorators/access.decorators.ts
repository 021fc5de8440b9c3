import { applyDecorators, SetMetadata } from '@nestjs/common';

import { RateLimit } from '@/common/rate-limit/rate-limit.decorator';

export const ACCESS_KEY = 'tickrelay:access';
export const RECAPTCHA_KEY = 'tickrelay:recaptcha';
export const ACCOUNT_LIMIT_KEY = 'tickrelay:account-limit';
export const MEMBER_KEY = 'tickrelay:member';
export const MEMBER_LIMIT_KEY = 'tickrelay:member-limit';
export const OPERATOR_KEY = 'tickrelay:operator';
export const STEP_UP_KEY = 'tickrelay:step-up';

export type Access = 'auth' | 'guest';
/**
 * Per-account counters shared by routes: requests that send a mail. (Sign-in counts failures
 * only, in the auth module: a guard cannot know whether a password was right.)
 */
export type AccountLimitBucket = 'mail';
/** Per-member counters shared by routes (see MEMBER_RATE_LIMITS in common/rate-limit). */
export type MemberLimitBucket = 'billing';

/** Signed-in members only: 401 without a valid session (TOKEN_EXPIRED when it just needs a refresh). */
export const Auth = () => SetMetadata(ACCESS_KEY, 'auth' satisfies Access);

/**
 * Members with a current entitlement only (implies @Auth()): 401 without a session, 403
 * SUBSCRIPTION_REQUIRED when the member's subscription gives no entitlement now (the one rule,
 * isEntitled in contracts/billing, read through the MembershipChecker the billing module provides).
 */
export const Member = () => applyDecorators(Auth(), SetMetadata(MEMBER_KEY, true));

/**
 * Operators only (implies @Auth()): 401 without a session, 403 OPERATOR_REQUIRED for a member
 * without the operator role (granted from the command line: `npm run operator -- grant <email>`),
 * then 403 OPERATOR_SECOND_FACTOR_REQUIRED for an operator without TOTP turned on (a TOTP
 * member's session has passed the sign-in's second step, or it would be pending).
 */
export const Operator = () => applyDecorators(Auth(), SetMetadata(OPERATOR_KEY, true));

/** Visitors only: 403 ALREADY_SIGNED_IN with a valid session. */
export const Guest = () => SetMetadata(ACCESS_KEY, 'guest' satisfies Access);

/**
 * Human verification: the body's `recaptchaToken` is checked with siteverify for this action
 * (403 RECAPTCHA_FAILED, 503 RECAPTCHA_UNAVAILABLE). Runs after @Auth().
 */
export const Recaptcha = (action: string) => SetMetadata(RECAPTCHA_KEY, action);

/**
 * The auth limits of mail-sending routes: the `auth` limit per client address, plus a counter per
 * account (the body's `email`) whatever the address, both answering 429 with Retry-After.
 */
export const AuthRateLimit = (bucket: AccountLimitBucket) =>
  applyDecorators(RateLimit('auth'), SetMetadata(ACCOUNT_LIMIT_KEY, bucket));

/**
 * A limit per signed-in member, whatever the client address (a member behind many addresses,
 * or many members behind one NAT, are each counted as who they are): 429 TOO_MANY_REQUESTS with
 * Retry-After past MEMBER_RATE_LIMITS[bucket]. Checked after @Auth() and @Recaptcha(), so only
 * a verified member's request counts. For routes that call a paid or rate-limited provider.
 */
export const MemberRateLimit = (bucket: MemberLimitBucket) => SetMetadata(MEMBER_LIMIT_KEY, bucket);

/**
 * A fresh proof (issue 27): what moves money or locks the owner out needs the session to have
 * proved its owner within SECOND_FACTOR_LIMITS.stepUpMinutes (signing in, POST /api/auth/step-up
 * with the password or a second-factor code): 403 STEP_UP_REQUIRED otherwise. Put it beside
 * @Auth() or @Member(); checked right after them.
 */
export const StepUp = () => SetMetadata(STEP_UP_KEY, true);
