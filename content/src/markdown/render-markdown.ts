// Markdown → HTML with unified: CommonMark + GFM, directives for callouts, heading ids, Shiki code.
// One call per document; every collection (docs, blog, pages, code) renders through here.
import { join } from 'node:path';

import type { Root as HastRoot, RootContent } from 'hast';
import rehypeStringify from 'rehype-stringify';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

import type { ContentHeading, ContentLocale } from '../content-types';
import { repoRoot } from '../paths';
import { rehypeHeadingIds } from './heading-ids';
import { highlighter } from './highlight';
import { RENDER_LABELS } from './labels';
import { createHandlers } from './mdast-handlers';
import { rehypeSite } from './rehype-site';

export interface RenderOptions {
  /** Named in every error: 'content/docs/en/faq.md'. */
  file: string;
  locale: ContentLocale;
  /** Where root-relative images are read for their size; frontend/public by default. */
  publicDir?: string;
}

export interface RenderedMarkdown {
  html: string;
  headings: ContentHeading[];
  /** The text without code, for the search index and reading time. */
  text: string;
}

/** The text of the prose only: code blocks and figures say little a reader searches for. */
function proseText(nodes: readonly RootContent[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'text') return node.value;
      if (node.type !== 'element') return '';
      if (node.tagName === 'figure' || node.tagName === 'pre') return ' ';
      const block = /^(p|h\d|li|td|th|tr|aside|div|ul|ol|table|blockquote)$/.test(node.tagName);
      return `${proseText(node.children)}${block ? ' ' : ''}`;
    })
    .join('');
}

export async function renderMarkdown(
  markdown: string,
  options: RenderOptions,
): Promise<RenderedMarkdown> {
  const engine = await highlighter();
  const labels = RENDER_LABELS[options.locale];
  const headings: ContentHeading[] = [];
  let plain = '';
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkDirective)
    .use(remarkRehype, { handlers: createHandlers(options.file, engine, labels) })
    .use(rehypeHeadingIds)
    .use(rehypeSite, {
      file: options.file,
      locale: options.locale,
      labels,
      publicDir: options.publicDir ?? join(repoRoot, 'frontend', 'public'),
      headings,
    })
    .use(() => (tree: HastRoot) => {
      plain = proseText(tree.children).replace(/\s+/g, ' ').trim();
    })
    .use(rehypeStringify);
  const html = String(await processor.process(markdown));
  return { html, headings, text: plain };
}
