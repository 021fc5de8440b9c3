// content/pages/{en,fr}/<name>.md (privacy, risk) → frontend/src/generated/content/pages/<locale>/
// <name>.json and the registry (index.ts). Every page exists in both languages.
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

import type { Collection, CollectionDocument } from '../collection';
import { CONTENT_LOCALES } from '../content-types';
import { ContentError, parseFrontMatter } from '../markdown/front-matter';
import { renderMarkdown } from '../markdown/render-markdown';
import { contentRoot, repoRoot } from '../paths';

export interface PageFrontMatter {
  title: string;
  description: string;
  /** YYYY-MM-DD: the "last updated" date the page shows. */
  updated: string;
}

const SCHEMA = {
  title: { kind: 'string' },
  description: { kind: 'string' },
  updated: { kind: 'date' },
} as const;

async function pageNames(locale: string): Promise<string[]> {
  const names = await readdir(join(contentRoot, 'pages', locale)).catch(() => []);
  return names
    .filter((name) => name.endsWith('.md'))
    .map((name) => name.slice(0, -3))
    .sort();
}

/** The legal pages: one document per page and language, key '<locale>/<name>'. */
const pages: Collection<PageFrontMatter> = {
  name: 'pages',
  async build() {
    const [first = [], ...others] = await Promise.all(CONTENT_LOCALES.map(pageNames));
    for (const [index, names] of others.entries())
      if (names.join() !== first.join())
        throw new ContentError(
          `content/pages/${CONTENT_LOCALES[index + 1]}`,
          `holds ${names.join(', ')} but content/pages/${CONTENT_LOCALES[0]} holds ${first.join(', ')}: every page exists in every language`,
        );
    const documents: CollectionDocument<PageFrontMatter>[] = [];
    for (const locale of CONTENT_LOCALES) {
      for (const name of first) {
        const absolute = join(contentRoot, 'pages', locale, `${name}.md`);
        const file = relative(repoRoot, absolute);
        const source = await readFile(absolute, 'utf8');
        const { meta, body } = parseFrontMatter<PageFrontMatter>(file, source, SCHEMA);
        const rendered = await renderMarkdown(body, { file, locale });
        documents.push({
          key: `${locale}/${name}`,
          meta,
          html: rendered.html,
          headings: rendered.headings,
        });
      }
    }
    return {
      documents,
      metaType: '{ title: string; description: string; updated: string }',
    };
  },
};

export default pages;
