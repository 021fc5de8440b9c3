// Loads the docs search index of one language (built by `npm run build -w content` with
// MiniSearch) on first use: the index and the library stay out of the page's first load.
import type MiniSearch from 'minisearch';

import type { ContentLocale } from '@/lib/content/content-types';

export interface DocSearchHit {
  path: string;
  title: string;
  section: string;
}

/** The same folding as content/src/collections/docs-search.ts used when indexing. */
const foldTerm = (term: string): string =>
  term
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const indexes = new Map<ContentLocale, Promise<MiniSearch>>();

export function loadSearchIndex(locale: ContentLocale): Promise<MiniSearch> {
  let index = indexes.get(locale);
  if (!index) {
    index = Promise.all([import('minisearch'), import('@/generated/content/docs-search')]).then(
      async ([{ default: MiniSearchClass }, generated]) =>
        MiniSearchClass.loadJSON(await generated.searchIndexLoaders[locale](), {
          ...generated.SEARCH_OPTIONS,
          fields: [...generated.SEARCH_OPTIONS.fields],
          storeFields: [...generated.SEARCH_OPTIONS.storeFields],
          processTerm: foldTerm,
        }),
    );
    // A failed load (offline) is tried again on the next focus.
    index.catch(() => indexes.delete(locale));
    indexes.set(locale, index);
  }
  return index;
}

export const MAX_HITS = 8;

export function searchDocs(index: MiniSearch, query: string): DocSearchHit[] {
  if (query.trim().length < 2) return [];
  return index
    .search(query, { prefix: true, fuzzy: 0.2, boost: { title: 3, headings: 2 } })
    .slice(0, MAX_HITS)
    .map((hit) => ({
      path: String(hit['path']),
      title: String(hit['title']),
      section: String(hit['section']),
    }));
}
