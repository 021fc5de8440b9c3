// The backend's feature modules depend on each other one way: no two modules import each other
// and no chain of imports comes back to where it started (product code and tests alike, through
// `@/modules/<m>/…` or a relative `../<m>/…`). A shared need goes down into common/ or database/
// (backend/README.md, "Boundaries"). The checker is tried on a planted tree first.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import {
  cycles,
  describeEdges,
  type ModuleGraph,
  readModuleGraph,
  twoWayPairs,
} from './support/module-graph.reader';

/**
 * Ties left only by files another change is moving, each named with the files that make it. A tie
 * listed here is reported, not failed, while every import of its `via` side comes from `files`;
 * once it is gone the entry must go too.
 */
const PENDING: Array<{ modules: [string, string]; via: string; files: string[]; why: string }> = [];

const key = (modules: readonly string[]) => [...modules].sort().join(' ⇄ ');

function plantedGraph(files: Record<string, string>): ModuleGraph {
  const root = mkdtempSync(join(tmpdir(), 'module-graph-'));
  try {
    for (const [path, source] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), source);
    }
    return readModuleGraph(root);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

describe('the module graph checker, on a planted tree', () => {
  it('finds a two-way pair through `@/modules`, relative paths and tests', () => {
    const graph = plantedGraph({
      'a/a.service.ts': "import { B } from '@/modules/b/b.public';",
      'b/deep/b.spec.ts': "import { A } from '../../a/a.public';",
      'c/c.ts': "import { A } from '@/modules/a/a.module';\nimport { x } from './c-local';",
    });
    expect(twoWayPairs(graph)).toEqual([['a', 'b']]);
    expect(cycles(graph)).toEqual([['a', 'b']]);
    expect(describeEdges(graph, ['a', 'b'])).toContain('b → a: b/deep/b.spec.ts');
    expect([...graph.get('c')!.keys()]).toEqual(['a']);
  });

  it('finds a longer cycle that has no two-way pair, and dynamic imports and mocks', () => {
    const graph = plantedGraph({
      'a/a.ts': "export { B } from '@/modules/b/b.public';",
      'b/b.ts': "const c = await import('@/modules/c/c.public');",
      'c/c.spec.ts': "jest.mock('../a/a.public');",
      'd/d.ts': "import type { A } from '@/modules/a/a.types';",
    });
    expect(twoWayPairs(graph)).toEqual([]);
    expect(cycles(graph)).toEqual([['a', 'b', 'c']]);
  });

  it('passes an acyclic tree and ignores packages and the shared layers', () => {
    const graph = plantedGraph({
      'a/a.ts':
        "import { Injectable } from '@nestjs/common';\nimport { x } from '@/common/clock/clock';",
      'b/b.ts': "import { A } from '@/modules/a/a.module';\nimport '../../database/x';",
    });
    expect(cycles(graph)).toEqual([]);
  });
});

describe('backend/src/modules', () => {
  const graph = readModuleGraph();
  const pending = new Map(PENDING.map((entry) => [key(entry.modules), entry]));

  /** Whether a tie is only the pending one: its `via` side imports the other only from `files`. */
  const onlyPending = (component: readonly string[]): boolean => {
    const entry = pending.get(key(component));
    if (!entry) return false;
    const other = entry.modules.find((module) => module !== entry.via)!;
    const files = graph.get(entry.via)?.get(other) ?? [];
    return files.every((file) => entry.files.includes(file));
  };

  it('has no two-way pair and no cycle', () => {
    const ties = [
      ...twoWayPairs(graph).filter(
        (pair) => !cycles(graph).some((component) => key(component) === key(pair)),
      ),
      ...cycles(graph),
    ];
    const failing = ties.filter((tie) => !onlyPending(tie));
    const report = failing.map((tie) => `${key(tie)}\n${describeEdges(graph, tie)}`);
    expect(report).toEqual([]);
    for (const tie of ties.filter(onlyPending)) {
      const entry = pending.get(key(tie))!;
      console.warn(`pending two-way tie ${key(tie)} (${entry.why}):\n${describeEdges(graph, tie)}`);
    }
  });

  it('lists no pending tie that is gone (remove it from PENDING)', () => {
    const present = cycles(graph).map(key);
    expect(
      PENDING.map((entry) => key(entry.modules)).filter((tie) => !present.includes(tie)),
    ).toEqual([]);
  });
});
