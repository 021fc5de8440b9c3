import { LOCALES } from '@tickrelay/contracts/locales';

import { contentMessages } from '@/test/mock-i18n';

import { blogPostingJsonLd, postAlternates } from './blog-json-ld';
import { SINGLE_LANGUAGE_POSTS } from './blog-languages';
import { BLOG_TAGS, type BlogPostSummary } from './blog-post.types';
import { blogPosts, loadBlogBody, postsOf, relatedPosts } from './blog-registry';
import { resolveBlogView } from './blog-resolve';

describe('blog registry (generated from content/blog)', () => {
  it('holds at least four posts per language with unique yyyy/slug paths, newest first', () => {
    for (const locale of LOCALES) {
      const posts = postsOf(locale);
      expect(posts.length).toBeGreaterThanOrEqual(4);
      const paths = posts.map((post) => post.path);
      expect(new Set(paths).size).toBe(paths.length);
      for (const path of paths) expect(path).toMatch(/^\d{4}\/[a-z0-9-]+$/);
      const dates = posts.map((post) => post.date);
      expect([...dates].sort().reverse()).toEqual(dates);
    }
  });

  it.each(blogPosts.map((post) => [`${post.locale}/${post.path}`, post] as const))(
    '%s has a real date in its folder year, known tags and its texts',
    (_key, post) => {
      const date = new Date(`${post.date}T00:00:00Z`);
      expect(date.toISOString().slice(0, 10)).toBe(post.date);
      expect(post.path.slice(0, 4)).toBe(post.date.slice(0, 4));
      expect(post.tags.length).toBeGreaterThan(0);
      for (const tag of post.tags) expect(BLOG_TAGS).toContain(tag);
      expect(post.title.trim()).not.toBe('');
      expect(post.summary.length).toBeGreaterThan(40);
      expect(post.authorRole.trim()).not.toBe('');
      expect(post.readingMinutes).toBeGreaterThanOrEqual(1);
    },
  );

  it('has every post in both languages unless it is listed as single-language', () => {
    const paths = new Set(blogPosts.map((post) => post.path));
    for (const path of paths) {
      const locales = blogPosts.filter((post) => post.path === path).map((post) => post.locale);
      if (SINGLE_LANGUAGE_POSTS.includes(path)) expect(locales).toHaveLength(1);
      else expect(locales.sort()).toEqual([...LOCALES].sort());
    }
    for (const post of blogPosts) expect(post.translations).toContain(post.locale);
  });

  it('has a label for every tag in both languages', () => {
    for (const locale of LOCALES) {
      const tags = (contentMessages[locale].blog as { tags: Record<string, string> }).tags;
      expect(Object.keys(tags).sort()).toEqual([...BLOG_TAGS].sort());
    }
  });

  it('loads the rendered body of a post in each language', async () => {
    const en = await loadBlogBody('en', '2026/webhook-security');
    const fr = await loadBlogBody('fr', '2026/webhook-security');
    expect(en.html).toContain('Where webhook URLs leak');
    expect(fr.headings.length).toBe(en.headings.length);
    await expect(loadBlogBody('fr', '2026/nothing')).rejects.toThrow('no blog post');
  });

  it('suggests posts of the same language sharing the most tags', () => {
    const make = (path: string, date: string, tags: BlogPostSummary['tags']): BlogPostSummary => ({
      ...blogPosts[0]!,
      locale: 'en',
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
      { ...make('2026/e', '2026-05-01', ['security', 'webhooks']), locale: 'fr' as const },
    ];
    expect(relatedPosts(current, 2, posts).map((post) => post.path)).toEqual(['2026/c', '2026/d']);
  });
});

describe('hreflang and structured data of a post', () => {
  const post = postsOf('fr').find((item) => item.path === '2026/webhook-security')!;

  it('links both translations, and drops the missing one', () => {
    expect(postAlternates(post)).toEqual({
      en: '/blog/2026/webhook-security',
      fr: '/blog/2026/webhook-security',
    });
    expect(postAlternates({ ...post, translations: ['fr'] })).toEqual({
      en: null,
      fr: '/blog/2026/webhook-security',
    });
  });

  it('describes the post as a BlogPosting at its localized URL', () => {
    expect(blogPostingJsonLd(post, 'https://tickrelay.invalid')).toMatchObject({
      '@type': 'BlogPosting',
      headline: post.title,
      datePublished: post.date,
      inLanguage: 'fr',
      url: 'https://tickrelay.invalid/fr/blog/2026/webhook-security',
    });
  });

  it('sends a post missing in a language to that language’s list, and unknown paths to 404', () => {
    expect(resolveBlogView('2026/webhook-security', 'fr')).toMatchObject({ kind: 'post' });
    expect(resolveBlogView('2026/nothing-here', 'fr')).toEqual({ kind: 'not-found' });
    expect(resolveBlogView('page/99', 'en')).toEqual({ kind: 'not-found' });
    expect(resolveBlogView('tags/security', 'en')).toMatchObject({ kind: 'tag', page: 1 });
    const englishOnly = [{ ...post, locale: 'en' as const, path: '2026/english-only' }];
    expect(resolveBlogView('2026/english-only', 'fr', englishOnly)).toEqual({
      kind: 'redirect',
      to: '/fr/blog',
    });
    expect(resolveBlogView('2026/english-only', 'en', englishOnly)).toMatchObject({
      kind: 'post',
    });
  });
});
