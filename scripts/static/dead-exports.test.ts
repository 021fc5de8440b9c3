// No dead code hides in the tree: knip (knip.json at the root) finds files nothing imports, exports
// and exported types no other file uses, dependencies a package.json lists but never imports, and
// imports of packages it does not list. A hit names itself; fix it by deleting the dead code or
// the `export`, not by widening knip.json.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');

describe('dead exports (knip)', () => {
  it('finds no unused file, export, type or dependency', () => {
    const knip = spawnSync(
      process.execPath,
      [
        join(root, 'node_modules', 'knip', 'bin', 'knip.js'),
        '--no-progress',
        '--reporter',
        'compact',
      ],
      { cwd: root, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } },
    );
    const report = `${knip.stdout}${knip.stderr}`.trim();
    expect({ exitCode: knip.status, report }).toEqual({ exitCode: 0, report: '' });
  });
});
