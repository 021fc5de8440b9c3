// Finds the command-line tools the static checks drive and runs them. A missing tool is a failure
// with the command that installs it, never a skipped check.
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

import { repoPath } from './repo.paths';

export interface ToolSpec {
  name: string;
  /** Absolute paths tried before PATH (what scripts/setup installed for this repository). */
  preferred?: string[];
  /** Absolute paths tried after every PATH entry (sbin is often missing from PATH). */
  fallbacks?: string[];
  installHint: string;
}

export const nginxTool: ToolSpec = {
  name: 'nginx',
  fallbacks: ['/usr/sbin/nginx'],
  installHint: 'apt-get install -y nginx',
};

export const dockerComposeTool: ToolSpec = {
  name: 'docker-compose',
  fallbacks: ['/usr/bin/docker-compose'],
  installHint: "apt-get install -y docker-compose (Debian's docker-compose 1.29)",
};

export const kubectlTool: ToolSpec = {
  name: 'kubectl',
  preferred: [repoPath('.stack/tools/bin/kubectl')],
  fallbacks: ['/usr/bin/kubectl', '/usr/local/bin/kubectl'],
  installHint:
    'npx tsx scripts/setup/setup.cli.ts kubectl (kubectl 1.24 or newer, kustomize built in)',
};

export const promtoolTool: ToolSpec = {
  name: 'promtool',
  fallbacks: ['/usr/bin/promtool'],
  installHint: "npx tsx scripts/setup/setup.cli.ts promtool (Debian's prometheus package)",
};

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export function findTool(spec: ToolSpec): string {
  const pathEntries = (process.env.PATH ?? '').split(delimiter).filter(Boolean);
  const candidates = [
    ...(spec.preferred ?? []),
    ...pathEntries.map((entry) => join(entry, spec.name)),
    ...(spec.fallbacks ?? []),
  ];
  const found = candidates.find(isExecutable);
  if (!found) {
    throw new Error(
      `${spec.name} is required by the static checks but was not found ` +
        `(tried ${candidates.join(', ')}). Install it with: ${spec.installHint}`,
    );
  }
  return found;
}

export interface RunResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

export function runTool(
  command: string,
  args: string[],
  options: SpawnSyncOptions = {},
): RunResult {
  const result = spawnSync(command, args, { encoding: 'utf8', timeout: 50000, ...options });
  if (result.error) throw result.error;
  return {
    status: result.status,
    stdout: String(result.stdout),
    stderr: String(result.stderr),
  };
}

/** Runs a tool and throws with its output unless it exits 0. */
export function runToolOrThrow(
  command: string,
  args: string[],
  options: SpawnSyncOptions = {},
): string {
  const result = runTool(command, args, options);
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} exited with ${result.status}\n${result.stdout}\n${result.stderr}`,
    );
  }
  return result.stdout;
}
