import { BLOG_TAGS, type BlogTag } from './blog-post.types';

/** Posts per list page (the first page shows the newest one larger). */
export const BLOG_PAGE_SIZE = 6;

/** What a path under /blog/ means: a post, a list page, a tag page, or nothing. */
export type BlogRoute =
  | { kind: 'post'; path: string }
  | { kind: 'list'; page: number }
  | { kind: 'tag'; tag: BlogTag; page: number }
  | { kind: 'not-found'; path: string };

/** `'/2026//webhook-security/'` → `'2026/webhook-security'`. */
export function normalizeBlogPath(raw: string | undefined): string {
  return (raw ?? '').split('/').filter(Boolean).join('/');
}

function isBlogTag(value: string): value is BlogTag {
  return (BLOG_TAGS as readonly string[]).includes(value);
}

/** `'2'` → 2; page 1 has no URL of its own (it is /blog or /blog/tags/<tag>), so it is not one. */
function pageNumber(segment: string | undefined): number | null {
  if (segment === undefined || !/^[1-9]\d{0,3}$/.test(segment)) return null;
  const page = Number(segment);
  return page >= 2 ? page : null;
}

/**
 * Reads the splat of the `blog/*` route. The shape only: whether the post exists or the page
 * number is within range is for the caller, which knows the posts of the language.
 */
export function parseBlogPath(raw: string | undefined): BlogRoute {
  const path = normalizeBlogPath(raw);
  const segments = path.split('/');
  const notFound: BlogRoute = { kind: 'not-found', path };
  const [first, second, third, fourth, ...rest] = segments;
  if (rest.length > 0 || first === undefined) return notFound;
  if (first === 'page' && third === undefined) {
    const page = pageNumber(second);
    return page ? { kind: 'list', page } : notFound;
  }
  if (first === 'tags' && second !== undefined && isBlogTag(second)) {
    if (third === undefined) return { kind: 'tag', tag: second, page: 1 };
    const page = third === 'page' && fourth !== undefined ? pageNumber(fourth) : null;
    return page ? { kind: 'tag', tag: second, page } : notFound;
  }
  if (/^\d{4}$/.test(first) && second && /^[a-z0-9-]+$/.test(second) && third === undefined)
    return { kind: 'post', path };
  return notFound;
}

export function pageCount(total: number, size = BLOG_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The items of page `page` (1-based); empty when the page is past the end. */
export function pageItems<T>(items: readonly T[], page: number, size = BLOG_PAGE_SIZE): T[] {
  return items.slice((page - 1) * size, page * size);
}

/** Bare (locale-less) path of a list page: /blog, /blog/page/2. */
export function blogListPath(page: number): string {
  return page <= 1 ? '/blog' : `/blog/page/${page}`;
}

/** Bare path of a tag page: /blog/tags/security, /blog/tags/security/page/2. */
export function blogTagPath(tag: BlogTag, page = 1): string {
  return page <= 1 ? `/blog/tags/${tag}` : `/blog/tags/${tag}/page/${page}`;
}
