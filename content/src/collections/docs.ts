// The docs: content/docs/{en,fr}/<path>.md → /docs/<path>. A folder is a group of the sidebar,
// described by its index.md; `order` sorts siblings, `section` names the part of the docs a page
// belongs to (shown in search results). Every page exists in both languages. The error-code
// reference (/docs/errors/…) and the supported contracts (/docs/contracts, docs-contracts.ts) are
// generated from the contracts workspace (docs-errors.ts) and the search
// index per language is built here (docs-search.ts).
import type { CollectionDocument, CollectionOutput, MarkdownSource } from '../collection';
import { readMarkdownSources, renderSource, type Collection } from '../collection';
import type { ContentLocale } from '../content-types';
import { ContentError, type FrontMatterSchema } from '../markdown/front-matter';
import { contractsDocuments } from './docs-contracts';
import { errorReferenceDocuments } from './docs-errors';
import { searchIndexFiles } from './docs-search';

export interface DocMeta {
  /** URL path under /docs/: 'webhooks/payload-format'. */
  path: string;
  locale: ContentLocale;
  title: string;
  description: string;
  section: string;
  order: number;
  /** A folder's index.md: the group lists its pages. */
  group: boolean;
  /** false: the sidebar does not list this page's children (the error reference's codes). */
  sidebarChildren?: false;
}

export const DOC_META_TYPE = `{
  path: string;
  locale: 'en' | 'fr';
  title: string;
  description: string;
  section: string;
  order: number;
  group: boolean;
  sidebarChildren?: false;
}`;

export const DOCS_SCHEMA: FrontMatterSchema = {
  title: { kind: 'string' },
  description: { kind: 'string' },
  section: { kind: 'string' },
  order: { kind: 'number' },
};

export type DocDocument = CollectionDocument<DocMeta> & { text: string };

const docPath = (source: MarkdownSource): { path: string; group: boolean } =>
  source.path === 'index' || source.path.endsWith('/index')
    ? { path: source.path.replace(/\/?index$/, ''), group: true }
    : { path: source.path, group: false };

function checkTranslations(sources: readonly MarkdownSource[]): void {
  const byLocale = (locale: ContentLocale) =>
    new Set(sources.filter((source) => source.locale === locale).map((source) => source.path));
  const en = byLocale('en');
  const fr = byLocale('fr');
  for (const source of sources) {
    const other = source.locale === 'en' ? fr : en;
    if (!other.has(source.path))
      throw new ContentError(
        source.file,
        `has no ${source.locale === 'en' ? 'French' : 'English'} translation (content/docs/${source.locale === 'en' ? 'fr' : 'en'}/${source.path}.md)`,
      );
  }
}

export async function renderDocs(sources: readonly MarkdownSource[]): Promise<DocDocument[]> {
  checkTranslations(sources);
  return Promise.all(
    sources.map(async (source) => {
      const rendered = await renderSource<Omit<DocMeta, 'path' | 'locale' | 'group'>>(
        source,
        DOCS_SCHEMA,
      );
      const { path, group } = docPath(source);
      if (path === '') throw new ContentError(source.file, 'the docs index is the SPA’s own page');
      return {
        key: `${source.locale}/${path}`,
        ...rendered,
        meta: { ...rendered.meta, path, locale: source.locale, group },
      };
    }),
  );
}

const docs: Collection<DocMeta> = {
  name: 'docs',
  async build(): Promise<CollectionOutput<DocMeta>> {
    const pages = await renderDocs(readMarkdownSources('docs'));
    const documents = [
      ...pages,
      ...(await errorReferenceDocuments()),
      ...(await contractsDocuments()),
    ];
    return {
      documents: documents.map(({ key, meta, html, headings }) => ({ key, meta, html, headings })),
      metaType: DOC_META_TYPE,
      files: searchIndexFiles(documents),
    };
  },
};

export default docs;
