// content/blog/{en,fr}/<yyyy>/<slug>.md → one JSON per post and language, an index of every post
// (frontend/src/generated/content/blog/index.ts) and an RSS 2.0 feed per language
// (frontend/src/generated/static/[fr/]blog/rss.xml). The same relative file in en and fr is one
// post in two languages; a post may exist in one language only.
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

import type { Collection, GeneratedFile } from '../collection';
import { CONTENT_LOCALES, type ContentLocale, type RenderedDocument } from '../content-types';
import { ContentError, parseFrontMatter } from '../markdown/front-matter';
import { renderMarkdown } from '../markdown/render-markdown';
import { contentRoot, repoRoot } from '../paths';
import { buildRssFeed, feedPath } from './blog-feed';

/** The same value as frontend/src/config/site-origin.ts (a frontend test checks the feeds carry it). */
export const SITE_ORIGIN_PLACEHOLDER = 'https://tickrelay.invalid';

/** Words per minute for the computed reading time (readingMinutes in front matter overrides it). */
const READING_WPM = 220;

interface BlogFrontMatter {
  title: string;
  summary: string;
  date: string;
  author: string;
  authorRole: string;
  tags: string[];
  readingMinutes?: number;
}

const SCHEMA = {
  title: { kind: 'string' },
  summary: { kind: 'string' },
  date: { kind: 'date' },
  author: { kind: 'string' },
  authorRole: { kind: 'string' },
  tags: { kind: 'string[]' },
  readingMinutes: { kind: 'number', optional: true },
} as const;

/** What the SPA lists (frontend/src/features/blog/blog-post.types.ts BlogPostSummary). */
export interface BlogPostSummary {
  path: string;
  locale: ContentLocale;
  title: string;
  summary: string;
  date: string;
  author: string;
  authorRole: string;
  tags: string[];
  readingMinutes: number;
  translations: ContentLocale[];
}

async function markdownFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

async function tagLabels(locale: ContentLocale): Promise<Record<string, string>> {
  const file = join(repoRoot, 'frontend', 'src', 'locales', locale, 'blog.json');
  const messages = JSON.parse(await readFile(file, 'utf8')) as { tags: Record<string, string> };
  return messages.tags;
}

async function feedTexts(locale: ContentLocale): Promise<{ title: string; description: string }> {
  const file = join(repoRoot, 'frontend', 'src', 'locales', locale, 'blog.json');
  const messages = JSON.parse(await readFile(file, 'utf8')) as {
    meta: { description: string };
    feed: { channel: string };
  };
  return { title: messages.feed.channel, description: messages.meta.description };
}

export async function readBlogPosts(): Promise<
  { summary: BlogPostSummary; document: RenderedDocument<BlogPostSummary> }[]
> {
  const posts: { summary: BlogPostSummary; document: RenderedDocument<BlogPostSummary> }[] = [];
  for (const locale of CONTENT_LOCALES) {
    const labels = await tagLabels(locale);
    const root = join(contentRoot, 'blog', locale);
    for (const absolute of await markdownFiles(root)) {
      const file = relative(repoRoot, absolute);
      const path = relative(root, absolute).replace(/\.md$/, '');
      if (!/^\d{4}\/[a-z0-9]+(-[a-z0-9]+)*$/.test(path))
        throw new ContentError(file, 'a post lives at <yyyy>/<slug>.md (slug: a-z, 0-9, dashes)');
      const source = await readFile(absolute, 'utf8');
      const { meta, body } = parseFrontMatter<BlogFrontMatter>(file, source, SCHEMA);
      if (!meta.date.startsWith(`${path.slice(0, 4)}-`))
        throw new ContentError(file, `date ${meta.date} is not in the folder's year`);
      if (Number.isNaN(new Date(`${meta.date}T00:00:00Z`).getTime()))
        throw new ContentError(file, `date ${meta.date} does not exist`);
      if (meta.tags.length === 0) throw new ContentError(file, 'a post has at least one tag');
      for (const tag of meta.tags)
        if (!(tag in labels))
          throw new ContentError(
            file,
            `unknown tag "${tag}" (tags are the keys of blog.json tags)`,
          );
      const rendered = await renderMarkdown(body, { file, locale });
      const words = rendered.text.split(/\s+/).filter(Boolean).length;
      const summary: BlogPostSummary = {
        path,
        locale,
        title: meta.title,
        summary: meta.summary,
        date: meta.date,
        author: meta.author,
        authorRole: meta.authorRole,
        tags: meta.tags,
        readingMinutes: meta.readingMinutes ?? Math.max(1, Math.ceil(words / READING_WPM)),
        translations: [],
      };
      posts.push({
        summary,
        document: { meta: summary, html: rendered.html, headings: rendered.headings },
      });
    }
  }
  for (const { summary } of posts)
    summary.translations = CONTENT_LOCALES.filter((locale) =>
      posts.some((other) => other.summary.path === summary.path && other.summary.locale === locale),
    );
  posts.sort((a, b) => b.summary.date.localeCompare(a.summary.date));
  return posts;
}

const META_TYPE = `{
  path: string;
  locale: 'en' | 'fr';
  title: string;
  summary: string;
  date: string;
  author: string;
  authorRole: string;
  tags: string[];
  readingMinutes: number;
  translations: ('en' | 'fr')[];
}`;

/** The blog: one document per post and language (key '<locale>/<yyyy>/<slug>'), feeds as files. */
const blog: Collection<BlogPostSummary> = {
  name: 'blog',
  async build() {
    const posts = await readBlogPosts();
    const files: GeneratedFile[] = [];
    for (const locale of CONTENT_LOCALES) {
      const texts = await feedTexts(locale);
      const labels = await tagLabels(locale);
      const contents = buildRssFeed({
        origin: SITE_ORIGIN_PLACEHOLDER,
        language: locale,
        ...texts,
        posts: posts
          .map(({ summary }) => summary)
          .filter((post) => post.locale === locale)
          .map((post) => ({
            ...post,
            path: `/blog/${post.path}`,
            tags: post.tags.map((tag) => labels[tag] ?? tag),
          })),
      });
      files.push({ path: `static${feedPath(locale)}`, contents });
    }
    return {
      documents: posts.map(({ summary, document }) => ({
        key: `${summary.locale}/${summary.path}`,
        ...document,
      })),
      metaType: META_TYPE,
      files,
    };
  },
};

export default blog;
