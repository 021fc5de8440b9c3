import type { AuthenticatedSession } from '@/common/session/authenticated-session';

/**
 * What the access guard needs for @StepUp(): whether the session proved its owner (password or
 * second factor) recently. Provided by the auth module under this token.
 */
export interface StepUpChecker {
  isFresh(session: AuthenticatedSession): Promise<boolean>;
}

export const STEP_UP_CHECKER = Symbol('STEP_UP_CHECKER');
