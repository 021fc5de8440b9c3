import { ValidateBy, type ValidationOptions } from 'class-validator';

const IANA_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+){0,2}$/;

/** An IANA time zone name this runtime knows ('Europe/Paris', 'UTC'), at most 64 characters. */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 64 || !IANA_NAME.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Constraint `timeZone` → detail code `invalid` (validation-details.ts). */
export function IsTimeZone(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'timeZone',
      validator: {
        validate: (value: unknown) => isTimeZone(value),
        defaultMessage: () => 'not an IANA time zone',
      },
    },
    options,
  );
}
