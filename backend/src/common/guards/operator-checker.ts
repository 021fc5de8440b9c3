/**
 * What the access guard needs from the operator module for @Operator() (provided there, under
 * this token): whether a member holds the operator role (granted from the command line only),
 * and whether they have turned on the second factor every operator must have.
 */
export interface OperatorChecker {
  isOperator(userId: string): Promise<boolean>;
  /**
   * TOTP turned on. The session itself passed it: a session of a member with a second factor
   * is pending (401 SECOND_FACTOR_REQUIRED everywhere) until the sign-in's second step.
   */
  hasSecondFactor(userId: string): Promise<boolean>;
}

export const OPERATOR_CHECKER = Symbol('OPERATOR_CHECKER');
