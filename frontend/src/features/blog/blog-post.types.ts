import type { Locale } from '@tickrelay/contracts/locales';

/** The tags a post may carry; each has a label in blog.json (`tags.<tag>`) in both languages. */
export const BLOG_TAGS = [
  'tradingview',
  'webhooks',
  'security',
  'pine-script',
  'risk',
  'release-notes',
] as const;
export type BlogTag = (typeof BLOG_TAGS)[number];

/**
 * One post in one language, as the content build lists it (frontend/src/generated/content/blog):
 * what the lists, tag pages and the post header need without the body's HTML.
 */
export interface BlogPostSummary {
  /** URL path under /blog, e.g. `2026/webhook-security` (the same in every language). */
  path: string;
  locale: Locale;
  title: string;
  summary: string;
  /** Publication date, `YYYY-MM-DD` (formatted with Intl in the page's language, in UTC). */
  date: string;
  author: string;
  authorRole: string;
  tags: readonly BlogTag[];
  readingMinutes: number;
  /** The languages this post exists in (always includes `locale`). */
  translations: readonly Locale[];
}
