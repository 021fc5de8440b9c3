import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const repoRoot = resolve(__dirname, '..', '..', '..');

export function repoPath(...parts: string[]): string {
  return join(repoRoot, ...parts);
}

export function readRepoFile(relativePath: string): string {
  const path = repoPath(relativePath);
  if (!existsSync(path)) throw new Error(`${relativePath} does not exist in the repository`);
  return readFileSync(path, 'utf8');
}
