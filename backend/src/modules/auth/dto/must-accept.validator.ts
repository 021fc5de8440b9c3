import { ValidateBy, type ValidationOptions } from 'class-validator';

/** Constraint name `mustAccept` → detail code `must_accept`: the value must be exactly true. */
export function MustAccept(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'mustAccept',
      validator: {
        validate: (value: unknown) => value === true,
        defaultMessage: () => 'must be accepted',
      },
    },
    options,
  );
}
