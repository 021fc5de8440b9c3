// The README promises Node.js 20 (the root package.json's engines): no package the lockfile installs
// may want a newer one, or `npm ci` warns on every install (as @supabase/supabase-js 2.110+ did,
// declaring node >= 22) and the code may use what Node 20 lacks.
import { minVersion, satisfies, validRange } from 'semver';

import { readRepoFile } from './support/repo.paths';

interface LockPackage {
  version?: string;
  engines?: { node?: string } | string[];
}

const root = JSON.parse(readRepoFile('package.json')) as { engines: { node: string } };
const lock = JSON.parse(readRepoFile('package-lock.json')) as {
  packages: Record<string, LockPackage>;
};

/** The oldest Node.js the root engines accept: what every package must accept too. */
const oldest = minVersion(root.engines.node)?.version ?? '';

/** Packages whose engines.node the oldest supported Node.js does not satisfy. */
function tooNew(packages: Record<string, LockPackage>): string[] {
  return Object.entries(packages).flatMap(([path, entry]) => {
    const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
    if (range === undefined || path === '') return [];
    // An unparsable range is reported too: npm would not know either.
    return validRange(range) !== null && satisfies(oldest, range)
      ? []
      : [`${path}@${entry.version ?? '?'}: node ${range}`];
  });
}

describe('Node.js versions of the installed packages', () => {
  it('supports Node.js 20 and says so in the README', () => {
    expect(oldest).toMatch(/^20\./);
    const readme = readRepoFile('README.md');
    expect(readme).toContain(`Node.js ${oldest.replace(/\.0$/, '')}+`);
  });

  it('installs no package whose engines want a newer Node.js than the oldest supported', () => {
    expect(tooNew(lock.packages)).toEqual([]);
  });

  it('would report one that does (the check can fail)', () => {
    expect(
      tooNew({
        'node_modules/@supabase/supabase-js': { version: '2.119.1', engines: { node: '>=22.0.0' } },
        'node_modules/fine': { version: '1.0.0', engines: { node: '>=18' } },
      }),
    ).toEqual(['node_modules/@supabase/supabase-js@2.119.1: node >=22.0.0']);
  });
});
