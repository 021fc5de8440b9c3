import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (content/src/paths.ts → ../..). */
export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const contentRoot = join(repoRoot, 'content');
/** Where the build writes what the SPA imports (gitignored). */
export const generatedRoot = join(repoRoot, 'frontend', 'src', 'generated');
