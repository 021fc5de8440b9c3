import { ValidateBy } from 'class-validator';

import type { BaseVariables } from '../base.variables';

/** scrypt cost as log2(N): OWASP's minimum everywhere but in tests, which may go lower for speed. */
export const SCRYPT_LOG2_N_MIN = 17;
export const SCRYPT_LOG2_N_TEST_MIN = 10;
export const SCRYPT_LOG2_N_MAX = 20;

const floorOf = (env: Partial<BaseVariables> | undefined) =>
  env?.NODE_ENV === 'test' ? SCRYPT_LOG2_N_TEST_MIN : SCRYPT_LOG2_N_MIN;

/** AUTH_SCRYPT_LOG2_N's lower bound, which depends on NODE_ENV. */
export function ScryptCostFloor(): PropertyDecorator {
  return ValidateBy({
    name: 'scryptCostFloor',
    validator: {
      validate: (value: unknown, args) =>
        typeof value === 'number' && value >= floorOf(args?.object),
      defaultMessage: (args) => {
        const floor = floorOf(args?.object);
        return `must be at least ${floor} (N=2^${floor}); below ${SCRYPT_LOG2_N_MIN} only with NODE_ENV=test`;
      },
    },
  });
}
