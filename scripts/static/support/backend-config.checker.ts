// Runs the backend's own boot-time validation (parseConfig) on an environment taken from a
// deployment file, so compose and Kubernetes settings are checked exactly as the api would check them.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { repoPath } from './repo.paths';

export type BackendConfigCheck =
  { ok: true; trustedProxies: string[] } | { ok: false; problems: string[] };

// Run by tsx with the backend's tsconfig (decorators), outside this project's type check.
const program = `
import { parseConfig } from ${JSON.stringify(repoPath('backend/src/config/app-config.ts'))};
const envs = JSON.parse(process.env.TICKRELAY_ENVS_TO_CHECK ?? '[]');
process.stdout.write(JSON.stringify(envs.map((env) => {
  const result = parseConfig(env);
  return result.ok ? { ok: true, trustedProxies: result.config.trustedProxies } : result;
})));
`;

/** parseConfig on each environment, in one process (tsx takes a second or two to start). */
export function checkBackendConfigs(envs: Record<string, string>[]): BackendConfigCheck[] {
  const scratch = mkdtempSync(join(tmpdir(), 'tickrelay-config-check-'));
  try {
    const script = join(scratch, 'check-config.ts');
    writeFileSync(script, program);
    const result = spawnSync(
      process.execPath,
      [
        repoPath('node_modules/tsx/dist/cli.mjs'),
        '--tsconfig',
        repoPath('backend/tsconfig.json'),
        script,
      ],
      {
        cwd: repoPath('backend'),
        encoding: 'utf8',
        env: {
          PATH: process.env.PATH ?? '/usr/bin:/bin',
          TICKRELAY_ENVS_TO_CHECK: JSON.stringify(envs),
        },
      },
    );
    if (result.status !== 0) throw new Error(`parseConfig could not run:\n${result.stderr}`);
    return JSON.parse(result.stdout) as BackendConfigCheck[];
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

export function checkBackendConfig(env: Record<string, string>): BackendConfigCheck {
  const [check] = checkBackendConfigs([env]);
  if (!check) throw new Error('parseConfig returned nothing');
  return check;
}
