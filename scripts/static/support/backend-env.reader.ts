// The variables the backend validates at boot, read from its schema class (one property per
// variable, each with a default), so deployment files can be checked for misspelt names.
import { readRepoFile } from './repo.paths';

export function backendVariables(): string[] {
  const source = readRepoFile('backend/src/config/env.schema.ts');
  return [...source.matchAll(/^ {2}([A-Z][A-Z0-9_]*)(?::[^=\n]+)? = /gm)].map(
    (match) => match[1] ?? '',
  );
}

/** Set by compose and the Secret template for features whose config lands with later issues. */
export const upcomingVariables = [
  'SMTP_HOST',
  'SMTP_PORT',
  'SMTP_USER',
  'SMTP_PASSWORD',
  'RECAPTCHA_SECRET_KEY',
];
