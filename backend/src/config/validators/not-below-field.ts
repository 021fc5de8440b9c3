import { ValidateBy } from 'class-validator';

/**
 * The value must not be smaller than another (numeric) variable's of the same class; name the
 * class as the type argument so a misspelt variable fails the type check.
 */
export function NotBelowField<Variables extends object>(
  other: keyof Variables & string,
): PropertyDecorator {
  return ValidateBy({
    name: 'notBelowField',
    validator: {
      validate: (value: unknown, args) => {
        const bound = (args?.object as Record<string, unknown> | undefined)?.[other];
        return typeof value !== 'number' || typeof bound !== 'number' || value >= bound;
      },
      defaultMessage: () => `must not be smaller than ${other}`,
    },
  });
}
