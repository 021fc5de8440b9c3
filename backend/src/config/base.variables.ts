// Loaded before any variables class is decorated (class-transformer's @Type reads the metadata):
// every class extends BaseVariables, so importing it first is enough, whoever loads config.
import 'reflect-metadata';

export const NODE_ENVS = ['development', 'production', 'test'] as const;

/**
 * What every feature's variables class (`<feature>.config.ts`) extends: the variables its
 * cross-field checks read (production refusals, stand-ins). Undecorated here: CoreVariables
 * (config/core.config.ts) documents and validates them, once, so a bad NODE_ENV is one error and
 * not one per feature.
 */
export class BaseVariables {
  NODE_ENV: (typeof NODE_ENVS)[number] = 'development';
  ALLOW_LOCAL_STAND_INS = '';
}
