// The code snippets, rendered at build time from content/code/ (content/src/collections/code.ts):
// the registry's entries for ids, titles and the raw code; each snippet's document (the
// highlighted HTML) is loaded before the page renders.
import { routePaths } from '@tickrelay/contracts/routes';

import { entries, loaders, type CodeMeta } from '@/generated/content/code';
import type { RenderedDocument } from '@/lib/content/content-types';

export type CodeSnippet = CodeMeta;
export type CodeDocument = RenderedDocument<CodeMeta>;

export const codeSnippets: readonly CodeSnippet[] = entries.map((entry) => entry.meta);

export function findCodeSnippet(id: string | undefined): CodeSnippet | undefined {
  if (!id) return undefined;
  return codeSnippets.find((snippet) => snippet.id === id);
}

/** The content cache's key of a snippet's document. */
export const codeKey = (id: string): string => `code/${id}`;

export function loadCodeDocument(id: string): Promise<CodeDocument> {
  const load = loaders[id];
  if (!load) return Promise.reject(new Error(`No code snippet ${id}`));
  return load();
}

/** The public file of the downloads page holding the same code (same file name). */
export function snippetDownloadHref(snippet: CodeSnippet): string | undefined {
  return snippet.download ? `/downloads/${snippet.fileName}` : undefined;
}

/**
 * The alert builder with the snippet's message filled in, through the builder's own share query
 * (features/alert-builder/alert-builder-share.ts: ticker, action, qty, type, tp, sl, …). Bare
 * path: the page localises it.
 */
export function builderPath(snippet: CodeSnippet): string | undefined {
  if (!snippet.builder) return undefined;
  return `${routePaths.alertBuilder}?${new URLSearchParams(snippet.builder).toString()}`;
}
