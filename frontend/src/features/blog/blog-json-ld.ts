import { localizePath } from '@tickrelay/contracts/locale-path';
import { blogPostPath } from '@tickrelay/contracts/routes';

import type { BlogPostSummary } from './blog-post.types';

/** schema.org BlogPosting for a post (Google's article rich results read these fields). */
export function blogPostingJsonLd(post: BlogPostSummary, origin: string): object {
  const url = `${origin}${localizePath(blogPostPath(post.path), post.locale)}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.summary,
    datePublished: post.date,
    inLanguage: post.locale,
    author: { '@type': 'Organization', name: post.author },
    publisher: { '@type': 'Organization', name: 'TickRelay', url: origin },
    keywords: post.tags.join(', '),
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
  };
}

/**
 * PageMeta alternates of a post: the same path in each language it exists in, null for a
 * missing translation (no hreflang to a page that does not exist).
 */
export function postAlternates(post: BlogPostSummary): Partial<Record<'en' | 'fr', string | null>> {
  const path = blogPostPath(post.path);
  return {
    en: post.translations.includes('en') ? path : null,
    fr: post.translations.includes('fr') ? path : null,
  };
}
