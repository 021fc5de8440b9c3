// The backend's module graph as the code writes it: an edge from feature module A to B for each
// file under backend/src/modules/A (product code and tests) that imports B, through `@/modules/B/…`
// or a relative path that lands in modules/B. Used by backend-module-graph.test.ts.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

import { repoPath } from './repo.paths';

export const MODULES_DIR = 'backend/src/modules';

/** from → to → the files of `from` that import `to` (paths relative to backend/src/modules). */
export type ModuleGraph = Map<string, Map<string, string[]>>;

const IMPORT =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bjest\.(?:mock|requireActual)\s*\(\s*|\brequire\s*\(\s*)(['"])([^'"\n]+)\1/g;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The module a specifier imported from `file` lands in, if it is a feature module. */
export function targetModule(
  modulesRoot: string,
  file: string,
  specifier: string,
): string | undefined {
  let target: string;
  if (specifier.startsWith('@/modules/'))
    target = join(modulesRoot, specifier.slice('@/modules/'.length));
  else if (specifier.startsWith('.')) target = resolve(dirname(file), specifier);
  else return undefined;
  const inside = relative(modulesRoot, target);
  if (inside.startsWith('..') || inside === '') return undefined;
  return inside.split(sep)[0];
}

/** The specifiers a source imports (static, dynamic, re-exports, jest mocks). */
export function importsOf(source: string): string[] {
  return [...source.matchAll(IMPORT)].map((match) => match[2]!);
}

export function readModuleGraph(modulesDir = repoPath(MODULES_DIR)): ModuleGraph {
  const graph: ModuleGraph = new Map();
  const modules = readdirSync(modulesDir, { withFileTypes: true }).filter((entry) =>
    entry.isDirectory(),
  );
  for (const { name } of modules) {
    const edges = new Map<string, string[]>();
    graph.set(name, edges);
    for (const file of filesUnder(join(modulesDir, name))) {
      for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
        const to = targetModule(modulesDir, file, specifier);
        if (!to || to === name) continue;
        const files = edges.get(to) ?? [];
        const shown = relative(modulesDir, file);
        if (!files.includes(shown)) files.push(shown);
        edges.set(to, files);
      }
    }
  }
  return graph;
}

/** Pairs of modules that import each other, each once (alphabetical). */
export function twoWayPairs(graph: ModuleGraph): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const [from, edges] of graph) {
    for (const to of edges.keys()) {
      if (from < to && graph.get(to)?.has(from)) pairs.push([from, to]);
    }
  }
  return pairs.sort();
}

/** The strongly connected components of more than one module (Tarjan): every cycle is in one. */
export function cycles(graph: ModuleGraph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return found.sort();
}

/** "a → b (files…)" for every edge inside `component`, for the failure message. */
export function describeEdges(graph: ModuleGraph, component: readonly string[]): string {
  const lines: string[] = [];
  for (const from of component) {
    for (const [to, files] of graph.get(from) ?? []) {
      if (component.includes(to)) lines.push(`  ${from} → ${to}: ${files.join(', ')}`);
    }
  }
  return lines.join('\n');
}
