// The docs tree, built from the registry `npm run build -w content` writes: a folder of
// content/docs is a group, `order` in the front matter sorts siblings. Titles and summaries of
// both languages are in the registry, so the sidebar, breadcrumbs and pager need no page loaded.
import { entries, loaders, type DocsMeta } from '@/generated/content/docs';
import type { ContentLocale, RenderedDocument } from '@/lib/content/content-types';

export type Localized = Readonly<Record<ContentLocale, string>>;
export type DocDocument = RenderedDocument<DocsMeta>;

export interface DocTreeNode {
  /** One path segment: the URL of a node is its ancestors' segments joined by `/`. */
  segment: string;
  /** 'webhooks/payload-format'. */
  path: string;
  title: Localized;
  /** The front matter's description: meta description, cards and search. */
  summary: Localized;
  section: Localized;
  order: number;
  /** A folder's landing: lists the pages under it. */
  group: boolean;
  children: DocTreeNode[];
  /** false: the sidebar shows the node's own page only (the error reference's codes). */
  sidebarChildren?: false;
}

/** The cache and registry key of a page in one language: 'fr/webhooks/payload-format'. */
export const docKey = (locale: ContentLocale, path: string): string => `${locale}/${path}`;

export function loadDoc(locale: ContentLocale, path: string): Promise<DocDocument> {
  const load = loaders[docKey(locale, path)];
  if (!load) return Promise.reject(new Error(`No docs page ${docKey(locale, path)}`));
  return load();
}

function buildTree(all: readonly { key: string; meta: DocsMeta }[]): DocTreeNode[] {
  const fr = new Map(all.filter((e) => e.meta.locale === 'fr').map((e) => [e.meta.path, e.meta]));
  const nodes = new Map<string, DocTreeNode>();
  for (const { meta } of all.filter((entry) => entry.meta.locale === 'en')) {
    const french = fr.get(meta.path) ?? meta;
    nodes.set(meta.path, {
      segment: meta.path.split('/').at(-1)!,
      path: meta.path,
      title: { en: meta.title, fr: french.title },
      summary: { en: meta.description, fr: french.description },
      section: { en: meta.section, fr: french.section },
      order: meta.order,
      group: meta.group,
      children: [],
      ...(meta.sidebarChildren === false ? { sidebarChildren: false as const } : {}),
    });
  }
  const roots: DocTreeNode[] = [];
  for (const node of nodes.values()) {
    const parent = nodes.get(node.path.split('/').slice(0, -1).join('/'));
    (parent ? parent.children : roots).push(node);
  }
  const sort = (list: DocTreeNode[]): DocTreeNode[] => {
    list.sort((a, b) => a.order - b.order || a.path.localeCompare(b.path));
    list.forEach((node) => sort(node.children));
    return list;
  };
  return sort(roots);
}

export const docsTree: readonly DocTreeNode[] = buildTree(entries);
