import { localizePath } from '@tickrelay/contracts/locale-path';
import { LOCALES } from '@tickrelay/contracts/locales';

import { postsOf, postsTagged, usedTags } from './blog-registry';
import { blogListPath, blogTagPath, pageCount } from './blog-routes';

/**
 * Every blog URL to prerender and list in sitemap.xml, localized: the list and its pages, each
 * post in the languages it exists in, each used tag and its pages.
 */
export function blogPrerenderPaths(): string[] {
  const paths: string[] = [];
  for (const locale of LOCALES) {
    const posts = postsOf(locale);
    const bare: string[] = [];
    for (let page = 1; page <= pageCount(posts.length); page += 1) bare.push(blogListPath(page));
    for (const post of posts) bare.push(`/blog/${post.path}`);
    for (const tag of usedTags(locale)) {
      const count = pageCount(postsTagged(locale, tag).length);
      for (let page = 1; page <= count; page += 1) bare.push(blogTagPath(tag, page));
    }
    paths.push(...bare.map((path) => localizePath(path, locale)));
  }
  return paths;
}
