import type { BlogPostMeta } from './blog-post.types';
import { blogPosts, normalizeBlogPath, relatedPosts, resolveBlogPath } from './blog-registry';

describe('blog registry', () => {
  it('holds at least four posts with unique nested paths, newest first', () => {
    expect(blogPosts.length).toBeGreaterThanOrEqual(4);
    const paths = blogPosts.map((post) => post.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\d{4}\/[a-z0-9-]+$/);
    const dates = blogPosts.map((post) => post.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const date of dates)
      expect(new Date(`${date}T00:00:00Z`).toString()).not.toBe('Invalid Date');
  });

  it('resolves nested paths from the splat parameter', () => {
    expect(resolveBlogPath('2026/webhook-security')).toMatchObject({
      kind: 'post',
      post: { path: '2026/webhook-security' },
    });
    expect(resolveBlogPath('/2026//webhook-security/')).toMatchObject({ kind: 'post' });
    expect(normalizeBlogPath('/a//b/')).toBe('a/b');
  });

  it.each(['', 'webhook-security', '2025/webhook-security', '2026/webhook-security/extra', '2026'])(
    'reports %p as not found',
    (path) => {
      expect(resolveBlogPath(path)).toEqual({ kind: 'not-found', path: normalizeBlogPath(path) });
    },
  );

  it('suggests the posts sharing the most tags', () => {
    const make = (path: string, date: string, tags: BlogPostMeta['tags']): BlogPostMeta => ({
      ...blogPosts[0]!,
      path,
      date,
      tags,
    });
    const current = make('2026/a', '2026-01-01', ['security', 'webhooks']);
    const posts = [
      current,
      make('2026/b', '2026-03-01', ['release-notes']),
      make('2026/c', '2026-02-01', ['security', 'webhooks']),
      make('2026/d', '2026-04-01', ['webhooks']),
    ];
    expect(relatedPosts(current, 2, posts).map((post) => post.path)).toEqual(['2026/c', '2026/d']);
  });
});
