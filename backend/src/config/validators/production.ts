import { ValidateBy } from 'class-validator';

import type { BaseVariables } from '../base.variables';

const inProduction = (object: unknown) =>
  (object as Partial<BaseVariables> | undefined)?.NODE_ENV === 'production';

/** An empty value is only allowed outside production. */
export function SetInProduction(message: string): PropertyDecorator {
  return ValidateBy({
    name: 'setInProduction',
    validator: {
      validate: (value: unknown, args) =>
        !inProduction(args?.object) || (typeof value === 'string' && value.trim() !== ''),
      defaultMessage: () => message,
    },
  });
}

/** "true" is only allowed outside production. */
export function NotTrueInProduction(message: string): PropertyDecorator {
  return ValidateBy({
    name: 'notTrueInProduction',
    validator: {
      validate: (value: unknown, args) => !inProduction(args?.object) || value !== 'true',
      defaultMessage: () => message,
    },
  });
}

/** A URL that must be https when NODE_ENV is production (http is for local stubs). */
export function HttpsInProduction(): PropertyDecorator {
  return ValidateBy({
    name: 'httpsInProduction',
    validator: {
      validate: (value: unknown, args) =>
        !inProduction(args?.object) || (typeof value === 'string' && value.startsWith('https://')),
      defaultMessage: () => 'must be an https:// URL when NODE_ENV is production',
    },
  });
}
