// What a collection (docs, blog, pages, code) gives the build. A collection is a module
// src/collections/<name>.ts whose default export is a Collection; the build finds it by itself.
//
// Output for a collection named `blog` (frontend/src/generated/content/blog/):
//   <key>.json   one RenderedDocument { meta, html, headings } per document ('en/2026/x' → en/2026/x.json)
//   index.ts     `entries` (key + meta of every document, small) and `loaders` (key → () => import(json))
// plus any `files` the collection adds (paths relative to frontend/src/generated: 'static/…' for
// files served as they are, e.g. rss.xml, which the prerender copies into dist/).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

import type { ContentLocale, RenderedDocument } from './content-types';
import { CONTENT_LOCALES } from './content-types';
import { parseFrontMatter, type FrontMatterSchema } from './markdown/front-matter';
import { renderMarkdown } from './markdown/render-markdown';
import { repoRoot } from './paths';

export interface CollectionDocument<M> extends RenderedDocument<M> {
  /** Unique in the collection, '/'-separated, no extension: 'en/webhooks/payload-format'. */
  key: string;
}

export interface GeneratedFile {
  /** Relative to frontend/src/generated: 'static/rss.xml', 'content/docs/search.ts'. */
  path: string;
  contents: string;
}

export interface CollectionOutput<M> {
  documents: CollectionDocument<M>[];
  /** The TypeScript type of `meta`, written into the registry: '{ title: string; order: number }'. */
  metaType: string;
  files?: GeneratedFile[];
}

export interface Collection<M = unknown> {
  /** The folder name under frontend/src/generated/content/. */
  name: string;
  build(): Promise<CollectionOutput<M>>;
}

export interface MarkdownSource {
  locale: ContentLocale;
  /** Path under the locale folder, no extension: 'webhooks/payload-format'. */
  path: string;
  /** Relative to the repository, for error messages: 'content/docs/en/faq.md'. */
  file: string;
  source: string;
}

function walk(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = join(dir, name);
      return statSync(full).isDirectory() ? walk(full) : [full];
    });
}

/** Every `<dir>/{en,fr}/**.md` (dir relative to content/): the usual layout of a collection. */
export function readMarkdownSources(dir: string): MarkdownSource[] {
  return CONTENT_LOCALES.flatMap((locale) => {
    const base = join(repoRoot, 'content', dir, locale);
    let files: string[];
    try {
      files = walk(base);
    } catch {
      return [];
    }
    return files
      .filter((full) => full.endsWith('.md'))
      .map((full) => ({
        locale,
        path: relative(base, full).split(sep).join('/').replace(/\.md$/, ''),
        file: relative(repoRoot, full).split(sep).join('/'),
        source: readFileSync(full, 'utf8'),
      }));
  });
}

/** Front matter checked against `schema`, body rendered; `extra` adds computed meta fields. */
export async function renderSource<M>(
  source: MarkdownSource,
  schema: FrontMatterSchema,
): Promise<RenderedDocument<M> & { text: string }> {
  const { meta, body } = parseFrontMatter<M>(source.file, source.source, schema);
  const rendered = await renderMarkdown(body, { file: source.file, locale: source.locale });
  return { meta, ...rendered };
}
