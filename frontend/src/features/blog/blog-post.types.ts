import type {
  ContentBody,
  ContentLocale,
  Localized,
} from '@/components/content/content-block.types';

export type BlogTag =
  'tradingview' | 'webhooks' | 'security' | 'pine-script' | 'risk' | 'release-notes';

export type BlogBodyModule = { default: ContentBody };

/**
 * What the list needs to show a post without loading its body. The body of each language is a
 * separate module (`<slug>.en.ts`, `<slug>.fr.ts`) loaded on demand.
 */
export interface BlogPostMeta {
  /** URL path under /blog, e.g. `2026/webhook-security`. */
  path: string;
  /** Publication date, `YYYY-MM-DD` (formatted with Intl in the page's language, in UTC). */
  date: string;
  author: { name: string; role: Localized };
  tags: readonly BlogTag[];
  readingMinutes: number;
  title: Localized;
  summary: Localized;
  body: Readonly<Record<ContentLocale, () => Promise<BlogBodyModule>>>;
}
