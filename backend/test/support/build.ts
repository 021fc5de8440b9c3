import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';

const BACKEND = path.resolve(__dirname, '..', '..');

/**
 * Compiles the backend exactly like `npm run build`, into a private directory, so process tests
 * run the same JavaScript Docker runs (tsx cannot emit the decorator metadata Nest needs).
 */
export function buildBackend(
  // Under node_modules: ignored by git, ESLint and Prettier, and the build still resolves packages.
  outDir = path.join(BACKEND, 'node_modules', '.cache', 'tickrelay-test-build'),
): string {
  fs.rmSync(outDir, { recursive: true, force: true });
  const node = process.execPath;
  const run = (script: string, args: string[]) =>
    execFileSync(node, [script, ...args], { cwd: BACKEND, stdio: 'pipe' });
  // The compiled backend loads @tickrelay/contracts from its own build, as `npm run build` makes it.
  run(require.resolve('typescript/bin/tsc'), [
    '-p',
    path.join(BACKEND, '../contracts/tsconfig.build.json'),
  ]);
  run(require.resolve('typescript/bin/tsc'), ['-p', 'tsconfig.build.json', '--outDir', outDir]);
  run(require.resolve('tsc-alias/dist/bin/index.js'), [
    '-p',
    'tsconfig.build.json',
    '--outDir',
    outDir,
  ]);
  run(path.join(BACKEND, 'scripts', 'copy-assets.cjs'), [path.relative(BACKEND, outDir)]);
  return outDir;
}

/** The build made by the integration global setup. */
export function builtEntry(file: string): string {
  const dir = process.env.TICKRELAY_TEST_BUILD;
  if (!dir)
    throw new Error('TICKRELAY_TEST_BUILD is not set; run through jest.integration.config.cjs');
  return path.join(dir, file);
}
