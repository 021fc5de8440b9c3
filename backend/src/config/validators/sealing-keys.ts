import { ValidateBy } from 'class-validator';

import { parseSealingKeys } from '../../common/crypto/sealing-keys';
import type { SealingKey } from '../../common/crypto/secret-sealer';
import type { BaseVariables } from '../base.variables';

/** A list of sealing keys; in production, set and without the development key. */
export function IsSealingKeys(developmentKey: SealingKey, sealedWhat: string): PropertyDecorator {
  return ValidateBy({
    name: 'isSealingKeys',
    validator: {
      validate: (value: unknown, args) => {
        if (typeof value !== 'string' || typeof parseSealingKeys(value) === 'string') {
          return false;
        }
        const env = args?.object as Partial<BaseVariables> | undefined;
        if (env?.NODE_ENV !== 'production') return true;
        const keys = parseSealingKeys(value) as SealingKey[];
        return keys.length > 0 && keys.every((entry) => !entry.key.equals(developmentKey.key));
      },
      defaultMessage: (args) => {
        const value = args?.value as unknown;
        const problem = typeof value === 'string' ? parseSealingKeys(value) : undefined;
        return typeof problem === 'string'
          ? problem
          : `must be set to real keys when NODE_ENV is production: the development key, anyone can read it in the source, would seal ${sealedWhat}`;
      },
    },
  });
}
