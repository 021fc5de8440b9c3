import type { Locale } from '@tickrelay/contracts/locales';

import { entries, loaders } from '@/generated/content/blog';
import type { RenderedDocument } from '@/lib/content/content-types';

import { BLOG_TAGS, type BlogPostSummary, type BlogTag } from './blog-post.types';

/** Every post of every language, newest first (written by the content build from content/blog). */
// The build checked every tag against blog.json's tags (BLOG_TAGS): the cast only narrows them.
export const blogPosts: readonly BlogPostSummary[] = entries
  .map((entry) => entry.meta as BlogPostSummary)
  .sort((a, b) => b.date.localeCompare(a.date) || a.path.localeCompare(b.path));

/** The posts of one language, newest first. */
export function postsOf(locale: Locale, posts = blogPosts): BlogPostSummary[] {
  return posts.filter((post) => post.locale === locale);
}

export function postsTagged(locale: Locale, tag: BlogTag, posts = blogPosts): BlogPostSummary[] {
  return postsOf(locale, posts).filter((post) => post.tags.includes(tag));
}

export function findPost(
  locale: Locale,
  path: string,
  posts = blogPosts,
): BlogPostSummary | undefined {
  return posts.find((post) => post.locale === locale && post.path === path);
}

/** A post in any language at `path` (to tell "no such post" from "not in this language"). */
export function findPostAnyLocale(path: string, posts = blogPosts): BlogPostSummary | undefined {
  return posts.find((post) => post.path === path);
}

/** The tags used by at least one post of the language, in the order of BLOG_TAGS. */
export function usedTags(locale: Locale, posts = blogPosts): BlogTag[] {
  const used = new Set(postsOf(locale, posts).flatMap((post) => post.tags));
  return BLOG_TAGS.filter((tag) => used.has(tag));
}

/** The content cache key of a post body. */
export function blogBodyKey(locale: Locale, path: string): string {
  return `blog/${locale}/${path}`;
}

export function loadBlogBody(locale: Locale, path: string): Promise<RenderedDocument> {
  const load = loaders[`${locale}/${path}`];
  if (!load) return Promise.reject(new Error(`no blog post ${locale}/${path}`));
  return load();
}

/** Posts of the same language that share a tag with `post`, most shared first, for "read next". */
export function relatedPosts(
  post: BlogPostSummary,
  limit = 2,
  posts = blogPosts,
): BlogPostSummary[] {
  return postsOf(post.locale, posts)
    .filter((other) => other.path !== post.path)
    .map((other) => ({ other, shared: other.tags.filter((tag) => post.tags.includes(tag)).length }))
    .sort((a, b) => b.shared - a.shared || b.other.date.localeCompare(a.other.date))
    .slice(0, limit)
    .map(({ other }) => other);
}
