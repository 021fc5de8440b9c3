import { localizePath } from '@tickrelay/contracts/locale-path';
import type { Locale } from '@tickrelay/contracts/locales';

import type { BlogPostSummary, BlogTag } from './blog-post.types';
import { blogPosts, findPost, findPostAnyLocale, postsOf, postsTagged } from './blog-registry';
import { pageCount, parseBlogPath } from './blog-routes';

/** What a /blog/* URL shows in one language, with the posts it lists. */
export type BlogView =
  | { kind: 'post'; post: BlogPostSummary }
  | { kind: 'list'; page: number; posts: BlogPostSummary[] }
  | { kind: 'tag'; tag: BlogTag; page: number; posts: BlogPostSummary[] }
  /** A post that exists only in the other language: the blog list of this language instead. */
  | { kind: 'redirect'; to: string }
  | { kind: 'not-found' };

export function resolveBlogView(
  raw: string | undefined,
  locale: Locale,
  all: readonly BlogPostSummary[] = blogPosts,
): BlogView {
  const route = parseBlogPath(raw);
  switch (route.kind) {
    case 'post': {
      const post = findPost(locale, route.path, all);
      if (post) return { kind: 'post', post };
      return findPostAnyLocale(route.path, all)
        ? { kind: 'redirect', to: localizePath('/blog', locale) }
        : { kind: 'not-found' };
    }
    case 'list': {
      const posts = postsOf(locale, all);
      return route.page <= pageCount(posts.length)
        ? { kind: 'list', page: route.page, posts }
        : { kind: 'not-found' };
    }
    case 'tag': {
      const posts = postsTagged(locale, route.tag, all);
      return posts.length > 0 && route.page <= pageCount(posts.length)
        ? { kind: 'tag', tag: route.tag, page: route.page, posts }
        : { kind: 'not-found' };
    }
    case 'not-found':
      return { kind: 'not-found' };
  }
}
