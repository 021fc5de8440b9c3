import { ValidateBy, type ValidationOptions } from 'class-validator';

import type { BaseVariables } from '../base.variables';

/** A URL whose scheme is one of `protocols` ('https:', 'postgres:'…). */
export function IsUrlWithProtocol(
  protocols: string[],
  options?: ValidationOptions,
): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isUrlWithProtocol',
      validator: {
        validate: (value: unknown) => {
          if (typeof value !== 'string') return false;
          try {
            return protocols.includes(new URL(value).protocol);
          } catch {
            return false;
          }
        },
        defaultMessage: () =>
          `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
      },
    },
    options,
  );
}

/** An operator-configured API origin: scheme, host and port only; https in production. */
export function IsApiOrigin(): PropertyDecorator {
  return ValidateBy({
    name: 'isApiOrigin',
    validator: {
      validate: (value: unknown, args) => {
        if (typeof value !== 'string') return false;
        let url: URL;
        try {
          url = new URL(value);
        } catch {
          return false;
        }
        const production =
          (args?.object as Partial<BaseVariables> | undefined)?.NODE_ENV === 'production';
        return (
          (url.protocol === 'https:' || (url.protocol === 'http:' && !production)) &&
          url.username === '' &&
          url.password === '' &&
          url.pathname === '/' &&
          url.search === '' &&
          url.hash === ''
        );
      },
      defaultMessage: () =>
        'must be an origin such as https://api.example.com (no path, query or credentials); http only outside production',
    },
  });
}
