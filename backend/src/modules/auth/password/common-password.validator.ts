import { ValidateBy, type ValidationOptions } from 'class-validator';

import { isCommonPassword } from './password-policy';

/** Constraint name `commonPassword` → detail code `common_password` (validation-details.ts). */
export function IsNotCommonPassword(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'commonPassword',
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || !isCommonPassword(value),
        defaultMessage: () => 'password is too common',
      },
    },
    options,
  );
}
