import { docsTree, type DocTreeNode } from './docs-tree';

export interface DocTrailItem {
  path: string;
  node: DocTreeNode;
}

export interface DocPageEntry {
  path: string;
  node: DocTreeNode;
}

export type DocResolution =
  | { kind: 'index' }
  | {
      kind: 'page';
      path: string;
      node: DocTreeNode;
      /** Ancestors then the page itself, for breadcrumbs. */
      trail: DocTrailItem[];
      previous?: DocPageEntry;
      next?: DocPageEntry;
    }
  | { kind: 'group'; path: string; node: DocTreeNode; trail: DocTrailItem[] }
  | { kind: 'not-found'; path: string };

/** `'/webhooks//payload-format/'` → `'webhooks/payload-format'`. */
export function normalizeDocPath(raw: string | undefined): string {
  return (raw ?? '').split('/').filter(Boolean).join('/');
}

/** Every page in reading order (depth first), which is also the previous / next order. */
export function flattenDocPages(tree: readonly DocTreeNode[] = docsTree): DocPageEntry[] {
  return tree.flatMap((node) => {
    const own: DocPageEntry[] = node.group ? [] : [{ path: node.path, node }];
    return [...own, ...flattenDocPages(node.children)];
  });
}

/** Every node, groups included: the paths the docs answer. */
export function flattenDocNodes(tree: readonly DocTreeNode[] = docsTree): DocTreeNode[] {
  return tree.flatMap((node) => [node, ...flattenDocNodes(node.children)]);
}

export function resolveDocPath(
  raw: string | undefined,
  tree: readonly DocTreeNode[] = docsTree,
): DocResolution {
  const path = normalizeDocPath(raw);
  if (path === '') return { kind: 'index' };

  const trail: DocTrailItem[] = [];
  let level: readonly DocTreeNode[] = tree;
  for (const segment of path.split('/')) {
    const node = level.find((candidate) => candidate.segment === segment);
    if (!node) return { kind: 'not-found', path };
    trail.push({ path: node.path, node });
    level = node.children;
  }

  const node = trail[trail.length - 1]!.node;
  if (node.group) return { kind: 'group', path, node, trail };

  const pages = flattenDocPages(tree);
  const position = pages.findIndex((page) => page.path === path);
  return {
    kind: 'page',
    path,
    node,
    trail,
    previous: pages[position - 1],
    next: pages[position + 1],
  };
}

/** The pages directly or indirectly under a group, for its landing view. */
export function pagesUnder(path: string, tree: readonly DocTreeNode[] = docsTree): DocPageEntry[] {
  return flattenDocPages(tree).filter((page) => page.path.startsWith(`${path}/`));
}
