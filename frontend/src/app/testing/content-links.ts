// Internal links of the rendered content (docs, blog, pages: frontend/src/generated/content) must
// lead somewhere: a docs page (and its heading, for #anchors), a blog post, a code snippet or a
// route. Lives in app/ because it reads several collections.
import { stripLocale } from '@tickrelay/contracts/locale-path';
import { routeTable } from '@tickrelay/contracts/routes';

import { findCodeSnippet } from '@/features/code/code-snippets';
import { entries as blogEntries } from '@/generated/content/blog';
import { entries as docEntries, loaders as docLoaders } from '@/generated/content/docs';

const staticRoutes = new Set(
  routeTable.filter((route) => !/[*:]/.test(route.pattern)).map((route) => `/${route.pattern}`),
);
const docPaths = new Set(docEntries.map((entry) => `/docs/${entry.meta.path}`));
const blogPaths = new Set(
  blogEntries.map((entry) => `/blog/${entry.key.split('/').slice(1).join('/')}`),
);

export const hrefsOf = (html: string): string[] =>
  [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
export const idsOf = (html: string): string[] =>
  [...html.matchAll(/ id="([^"]*)"/g)].map((match) => match[1]!);

/** The ids of a docs page's headings, for links to /docs/x#anchor. */
async function docAnchors(path: string): Promise<string[]> {
  const load = docLoaders[`en${path.slice('/docs'.length)}`];
  return load ? idsOf((await load()).html) : [];
}

/** Why an internal link leads nowhere, or null when it resolves; `ownIds` for '#anchor' links. */
export async function brokenLinkReason(
  href: string,
  ownIds: readonly string[],
): Promise<string | null> {
  if (href.startsWith('#'))
    return ownIds.includes(href.slice(1)) ? null : `no heading with id ${href}`;
  if (!href.startsWith('/') || href.startsWith('//'))
    return /^(https:|mailto:)/.test(href) ? null : 'external links must be https';
  const [pathPart, anchor] = href.replace(/\?[^#]*/, '').split('#');
  const path = stripLocale(pathPart!);
  if (path === '/docs' || path.startsWith('/docs/')) {
    if (path !== '/docs' && !docPaths.has(path)) return 'unknown doc';
    if (anchor && !(await docAnchors(path)).includes(anchor)) return `no heading #${anchor}`;
    return null;
  }
  if (path.startsWith('/blog/')) return blogPaths.has(path) ? null : 'unknown post';
  if (path.startsWith('/code/'))
    return findCodeSnippet(path.slice('/code/'.length)) ? null : 'unknown snippet';
  return staticRoutes.has(path) ? null : 'not a route of the app';
}

export async function brokenLinks(html: string): Promise<string[]> {
  const ids = idsOf(html);
  const reasons = await Promise.all(
    hrefsOf(html).map(async (href) => {
      const reason = await brokenLinkReason(href, ids);
      return reason ? [`${href}: ${reason}`] : [];
    }),
  );
  return reasons.flat();
}
