import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { LOCALES, type Locale } from '@tickrelay/contracts/locales';

import { SITE_ORIGIN_PLACEHOLDER } from '@/config/site-origin';

import { blogPrerenderPaths } from './blog-paths';
import { postsOf, postsTagged, usedTags } from './blog-registry';
import { BLOG_PAGE_SIZE } from './blog-routes';

const staticRoot = join(__dirname, '../../generated/static');

function feed(locale: Locale): Document {
  const file = join(staticRoot, locale === 'fr' ? 'fr/blog/rss.xml' : 'blog/rss.xml');
  return new DOMParser().parseFromString(readFileSync(file, 'utf8'), 'application/xml');
}

describe('RSS feeds (written by the content build)', () => {
  it.each(LOCALES)('%s: well-formed RSS 2.0 with one item per post of the language', (locale) => {
    const xml = feed(locale);
    expect(xml.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(xml.documentElement.tagName).toBe('rss');
    expect(xml.documentElement.getAttribute('version')).toBe('2.0');
    const prefix = `${SITE_ORIGIN_PLACEHOLDER}${locale === 'fr' ? '/fr' : ''}`;
    const channel = xml.getElementsByTagName('channel')[0]!;
    expect(channel.getElementsByTagName('link')[0]!.textContent).toBe(`${prefix}/blog`);
    expect(channel.getElementsByTagName('language')[0]!.textContent).toBe(locale);

    const items = [...xml.getElementsByTagName('item')];
    const posts = postsOf(locale);
    expect(items).toHaveLength(posts.length);
    items.forEach((item, index) => {
      const text = (name: string) => item.getElementsByTagName(name)[0]?.textContent ?? '';
      const post = posts[index]!;
      expect(text('title')).toBe(post.title);
      expect(text('link')).toBe(`${prefix}/blog/${post.path}`);
      expect(text('guid')).toBe(text('link'));
      expect(new Date(text('pubDate')).toISOString().slice(0, 10)).toBe(post.date);
      expect(text('description')).toBe(post.summary);
    });
  });
});

describe('blog prerender paths', () => {
  const paths = blogPrerenderPaths();

  it('lists every post, list page and tag page in the languages they exist in', () => {
    for (const locale of LOCALES) {
      const prefix = locale === 'fr' ? '/fr' : '';
      expect(paths).toContain(`${prefix}/blog`);
      for (const post of postsOf(locale)) expect(paths).toContain(`${prefix}/blog/${post.path}`);
      for (const tag of usedTags(locale)) {
        expect(paths).toContain(`${prefix}/blog/tags/${tag}`);
        const pages = Math.ceil(postsTagged(locale, tag).length / BLOG_PAGE_SIZE);
        if (pages > 1) expect(paths).toContain(`${prefix}/blog/tags/${tag}/page/${pages}`);
      }
    }
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.every((path) => !path.endsWith('/page/1'))).toBe(true);
  });
});
