// Internal links of content bodies must lead somewhere: docs pages, blog posts, code snippets or
// routes. Lives in app/ because it reads several features' registries.
import { routeTable } from '@tickrelay/contracts/routes';

import type { ContentBlock, ContentBody } from '@/components/content/content-block.types';
import { isInternalHref, parseInline, slugify } from '@/components/content/inline-text';
import { resolveBlogPath } from '@/features/blog/blog-registry';
import { findCodeSnippet } from '@/features/code/code-snippets';
import { resolveDocPath } from '@/features/docs/docs-resolver';

function inlineTexts(block: ContentBlock): string[] {
  switch (block.type) {
    case 'paragraph':
    case 'heading':
    case 'callout':
      return [block.text];
    case 'list':
      return [...block.items];
    case 'table':
      return [...block.head, ...block.rows.flat()];
    default:
      return [];
  }
}

const staticRoutes = new Set(
  routeTable.filter((route) => !/[*:]/.test(route.pattern)).map((route) => `/${route.pattern}`),
);

/** Why an internal link of a body leads nowhere, or null when it resolves. */
export function brokenLinkReason(href: string, body: ContentBody): string | null {
  if (href.startsWith('#')) {
    const anchors = body
      .filter((block) => block.type === 'heading')
      .map((block) => block.id ?? slugify(block.text));
    return anchors.includes(href.slice(1)) ? null : `no heading with id ${href}`;
  }
  if (!isInternalHref(href))
    return /^https:\/\//.test(href) ? null : 'external links must be https';
  const path = href.replace(/[#?].*$/, '');
  if (path === '/docs' || path.startsWith('/docs/')) {
    return resolveDocPath(path.slice('/docs'.length)).kind === 'not-found' ? 'unknown doc' : null;
  }
  if (path.startsWith('/blog/')) {
    return resolveBlogPath(path.slice('/blog/'.length)).kind === 'post' ? null : 'unknown post';
  }
  if (path.startsWith('/code/')) {
    return findCodeSnippet(path.slice('/code/'.length)) ? null : 'unknown snippet';
  }
  return staticRoutes.has(path) ? null : 'not a route of the app';
}

export function brokenLinks(body: ContentBody): string[] {
  return body.flatMap(inlineTexts).flatMap((text) =>
    parseInline(text)
      .filter((token) => token.kind === 'link')
      .flatMap((token) => {
        const reason = token.kind === 'link' ? brokenLinkReason(token.href, body) : null;
        return reason && token.kind === 'link' ? [`${token.href}: ${reason}`] : [];
      }),
  );
}
