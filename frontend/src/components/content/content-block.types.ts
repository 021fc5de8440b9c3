// Content is Markdown rendered at build time now (content/, lib/content); what remains here is the
// pair of types short bilingual texts in TypeScript still use (code snippets, downloads).
import type { ContentLocale } from '@/lib/content/content-types';

export type { ContentLocale } from '@/lib/content/content-types';

/** A short text (title, summary) in every content language. */
export type Localized = Readonly<Record<ContentLocale, string>>;
