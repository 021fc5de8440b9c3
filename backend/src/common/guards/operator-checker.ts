import type { AuthenticatedSession } from '@/common/session/authenticated-session';

/**
 * What the access guard needs from the operator module for @Operator() (provided there, under
 * this token): whether a member holds the operator role (granted from the command line only).
 */
export interface OperatorChecker {
  isOperator(userId: string): Promise<boolean>;
}

export const OPERATOR_CHECKER = Symbol('OPERATOR_CHECKER');

/**
 * The hook for the second factor operators must have once members can have one (issue 27):
 * @Operator() refuses a session for which this answers false. It answers true until the second
 * factor exists; wire it to "this session proved a second factor" then.
 */
export function operatorSecondFactorSatisfied(_session: AuthenticatedSession): Promise<boolean> {
  return Promise.resolve(true);
}
