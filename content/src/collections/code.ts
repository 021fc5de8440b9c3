// Code pages: content/code/<id>.json (titles and descriptions in en and fr, language, version,
// the related download, the alert builder's query for the snippet's message) beside the code
// file it names (<id>.pine, <id>.sh, <id>.message.json). Rendered to
// frontend/src/generated/content/code/<id>.json: the code highlighted at build time by the docs'
// highlighter, one `.line` span per line (the page numbers them), and the raw code for copying.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { Element, ElementContent, Root } from 'hast';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';

import type { Collection, CollectionDocument } from '../collection';
import { ContentError } from '../markdown/front-matter';
import { highlighter, highlightToHast } from '../markdown/highlight';
import { contentRoot } from '../paths';

export type CodeLanguage = 'pine' | 'json' | 'bash';
const LANGUAGE_LABELS: Record<CodeLanguage, string> = {
  pine: 'Pine Script v6',
  json: 'JSON',
  bash: 'Shell',
};

interface Localized {
  en: string;
  fr: string;
}

export interface CodeMeta {
  id: string;
  language: CodeLanguage;
  /** Shown as the language badge; names of languages are not translated. */
  languageLabel: string;
  /** The name the file is saved under (copy, download). */
  fileName: string;
  version: string;
  /** YYYY-MM-DD */
  updated: string;
  title: Localized;
  description: Localized;
  /** Id of the downloads page's item holding the same file. */
  download?: string;
  /** The snippet's alert message as the alert builder's share query (?ticker=…&action=…). */
  builder?: Record<string, string>;
  lineCount: number;
  /** The raw code, for the copy button (the page reads it from the loaded document). */
  code: string;
}

const META_TYPE = `{
  id: string;
  language: 'pine' | 'json' | 'bash';
  languageLabel: string;
  fileName: string;
  version: string;
  updated: string;
  title: { en: string; fr: string };
  description: { en: string; fr: string };
  download?: string;
  builder?: Record<string, string>;
  lineCount: number;
  code: string;
}`;

const ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const codeDir = join(contentRoot, 'code');

function localized(file: string, field: string, value: unknown): Localized {
  const record = value as Partial<Localized> | undefined;
  if (typeof record?.en !== 'string' || typeof record.fr !== 'string' || !record.en || !record.fr)
    throw new ContentError(file, `${field} needs an English and a French text`);
  return { en: record.en, fr: record.fr };
}

function text(file: string, field: string, value: unknown, pattern?: RegExp): string {
  if (typeof value !== 'string' || value === '' || (pattern && !pattern.test(value)))
    throw new ContentError(file, `${field} is missing or malformed`);
  return value;
}

/** Splits the highlighted <code> into one `.line` span per line when the grammar did not. */
function numberedLines(pre: Element): Element {
  const code = pre.children.find(
    (node): node is Element => node.type === 'element' && node.tagName === 'code',
  );
  if (!code) return pre;
  // Shiki writes each line as an element (class "line"); a plain block holds only text.
  const hasLines = code.children.some((node) => node.type === 'element');
  if (hasLines) return pre;
  const raw = code.children.map((node) => (node.type === 'text' ? node.value : '')).join('');
  const lines = raw.replace(/\n$/, '').split('\n');
  code.children = lines.flatMap((line, index): ElementContent[] => [
    {
      type: 'element',
      tagName: 'span',
      properties: { className: ['line'] },
      children: [{ type: 'text', value: line }],
    },
    ...(index < lines.length - 1 ? [{ type: 'text' as const, value: '\n' }] : []),
  ]);
  return pre;
}

async function readSnippet(name: string): Promise<CollectionDocument<CodeMeta>> {
  const id = name.slice(0, -'.json'.length);
  const file = `content/code/${name}`;
  const raw = JSON.parse(await readFile(join(codeDir, name), 'utf8')) as Record<string, unknown>;
  const language = raw['language'] as CodeLanguage;
  if (!(language in LANGUAGE_LABELS)) throw new ContentError(file, `unknown language ${language}`);
  const source = text(file, 'file', raw['file']);
  if (!source.startsWith(`${id}.`) || source === name)
    throw new ContentError(file, `file must be ${id}.<extension>, beside it`);
  const code = await readFile(join(codeDir, source), 'utf8');
  const builder = raw['builder'] as Record<string, string> | undefined;
  if (builder && Object.values(builder).some((value) => typeof value !== 'string'))
    throw new ContentError(file, 'builder holds the query values as strings');
  const pre = numberedLines(
    highlightToHast(await highlighter(), code.replace(/\n$/, ''), language),
  );
  const root: Root = { type: 'root', children: [pre] };
  const meta: CodeMeta = {
    id,
    language,
    languageLabel: LANGUAGE_LABELS[language],
    fileName: text(file, 'fileName', raw['fileName']),
    version: text(file, 'version', raw['version'], /^\d+\.\d+(\.\d+)?$/),
    updated: text(file, 'updated', raw['updated'], /^\d{4}-\d{2}-\d{2}$/),
    title: localized(file, 'title', raw['title']),
    description: localized(file, 'description', raw['description']),
    ...(typeof raw['download'] === 'string' ? { download: raw['download'] } : {}),
    ...(builder ? { builder } : {}),
    lineCount: code.replace(/\n$/, '').split('\n').length,
    code,
  };
  return { key: id, meta, html: unified().use(rehypeStringify).stringify(root), headings: [] };
}

const code: Collection<CodeMeta> = {
  name: 'code',
  async build() {
    const names = (await readdir(codeDir))
      .filter((name) => ID.test(name.replace(/\.json$/, '')) && name.endsWith('.json'))
      .sort();
    return { documents: await Promise.all(names.map(readSnippet)), metaType: META_TYPE };
  },
};

export default code;
