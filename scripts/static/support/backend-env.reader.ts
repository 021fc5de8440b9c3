// The variables the backend validates at boot, read from the source of its variables classes (one
// property per variable, each with a default), so deployment files can be checked for misspelt
// names: config/'s own (base.variables.ts, core.config.ts) and each feature's
// backend/src/modules/<feature>/*.config.ts, as config/environment.ts composes them.
import { readdirSync } from 'node:fs';

import { readRepoFile, repoPath } from './repo.paths';

const CONFIG_DIR = 'backend/src/config';
const MODULES_DIR = 'backend/src/modules';

/** The files holding a variables class, relative to the repository. */
export function backendVariableFiles(): string[] {
  const own = readdirSync(repoPath(CONFIG_DIR))
    .filter((file) => file === 'base.variables.ts' || file.endsWith('.config.ts'))
    .map((file) => `${CONFIG_DIR}/${file}`);
  const features = readdirSync(repoPath(MODULES_DIR), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) =>
      readdirSync(repoPath(MODULES_DIR, entry.name))
        .filter((file) => file.endsWith('.config.ts'))
        .map((file) => `${MODULES_DIR}/${entry.name}/${file}`),
    );
  return [...own, ...features];
}

export function backendVariables(): string[] {
  const names = backendVariableFiles().flatMap((file) =>
    [...readRepoFile(file).matchAll(/^ {2}(?:override )?([A-Z][A-Z0-9_]*)(?::[^=\n]+)? = /gm)].map(
      (match) => match[1] ?? '',
    ),
  );
  return [...new Set(names)];
}

/** Set by compose and the Secret template for features whose config lands with later issues. */
export const upcomingVariables = [
  'SMTP_HOST',
  'SMTP_PORT',
  'SMTP_USER',
  'SMTP_PASSWORD',
  'RECAPTCHA_SECRET_KEY',
];
