import type { BlogPostMeta } from './blog-post.types';
import { bracketOrdersPost } from './posts/bracket-orders.meta';
import { positionSizingPost } from './posts/position-sizing.meta';
import { releaseNotesNovemberPost } from './posts/release-notes-2026-11.meta';
import { strategyAlertsToBrokerPost } from './posts/strategy-alerts-to-broker.meta';
import { webhookSecurityPost } from './posts/webhook-security.meta';

/** Every published post, newest first. */
export const blogPosts: readonly BlogPostMeta[] = [
  releaseNotesNovemberPost,
  positionSizingPost,
  webhookSecurityPost,
  strategyAlertsToBrokerPost,
  bracketOrdersPost,
].sort((a, b) => b.date.localeCompare(a.date));

export type BlogResolution =
  { kind: 'post'; post: BlogPostMeta } | { kind: 'not-found'; path: string };

/** `'/2026//webhook-security/'` → `'2026/webhook-security'`. */
export function normalizeBlogPath(raw: string | undefined): string {
  return (raw ?? '').split('/').filter(Boolean).join('/');
}

export function resolveBlogPath(
  raw: string | undefined,
  posts: readonly BlogPostMeta[] = blogPosts,
): BlogResolution {
  const path = normalizeBlogPath(raw);
  const post = posts.find((candidate) => candidate.path === path);
  return post ? { kind: 'post', post } : { kind: 'not-found', path };
}

/** Posts that share a tag with `post`, most recent first, for the "read next" links. */
export function relatedPosts(
  post: BlogPostMeta,
  limit = 2,
  posts: readonly BlogPostMeta[] = blogPosts,
): BlogPostMeta[] {
  return posts
    .filter((other) => other.path !== post.path)
    .map((other) => ({ other, shared: other.tags.filter((tag) => post.tags.includes(tag)).length }))
    .sort((a, b) => b.shared - a.shared || b.other.date.localeCompare(a.other.date))
    .slice(0, limit)
    .map(({ other }) => other);
}
