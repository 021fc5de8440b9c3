// Code blocks are highlighted at build time with Shiki (TextMate grammars from @shikijs/langs), so
// no highlighter ships to the browser. Every token carries both themes' colours as CSS variables
// (--shiki-light, --shiki-dark); the SPA's prose styles pick one by the colour mode.
import type { Element } from 'hast';
import { createHighlighter, type BundledLanguage, type Highlighter } from 'shiki';

import { pineGrammar } from './pine-grammar';

/** The fence languages of the Markdown dialect (plan interface 1) and Shiki's grammar for each. */
const LANGUAGES: Readonly<Record<string, BundledLanguage | 'pine' | null>> = {
  json: 'json',
  bash: 'bash',
  sh: 'bash',
  ts: 'typescript',
  typescript: 'typescript',
  js: 'javascript',
  javascript: 'javascript',
  python: 'python',
  http: 'http',
  text: null,
  // No published Pine Script grammar exists in the registry this project can reach: ours, run by
  // Shiki's engine (pine-grammar.ts).
  pine: 'pine',
  pinescript: 'pine',
};

// The high-contrast variants: every token colour is at least 4.5:1 on the code backgrounds (WCAG AA;
// axe flagged github-light's #d73a49 and github-dark's #6a737d comments).
export const THEMES = {
  light: 'github-light-high-contrast',
  dark: 'github-dark-high-contrast',
} as const;

let shared: Promise<Highlighter> | undefined;

export function highlighter(): Promise<Highlighter> {
  shared ??= createHighlighter({
    themes: Object.values(THEMES),
    langs: [
      ...new Set(
        Object.values(LANGUAGES).filter(
          (lang): lang is BundledLanguage => lang !== null && lang !== 'pine',
        ),
      ),
      pineGrammar,
    ],
  });
  return shared;
}

export function isKnownLanguage(language: string): boolean {
  return language in LANGUAGES;
}

/** The `<pre>` element of a highlighted block (or a plain one for text). */
export function highlightToHast(engine: Highlighter, code: string, language: string): Element {
  const grammar = LANGUAGES[language] ?? null;
  if (grammar === null) {
    return {
      type: 'element',
      tagName: 'pre',
      properties: { className: ['code-plain'] },
      children: [
        {
          type: 'element',
          tagName: 'code',
          properties: {},
          children: [{ type: 'text', value: code }],
        },
      ],
    };
  }
  const root = engine.codeToHast(code, {
    lang: grammar,
    themes: THEMES,
    // No default colour: every token has only the two variables, the theme chooses in CSS.
    defaultColor: false,
  });
  const pre = root.children.find((node): node is Element => node.type === 'element');
  if (!pre) throw new Error(`Shiki returned no <pre> for ${language}`);
  // Shiki's inline background colours are dropped: the site's code frame has its own.
  delete pre.properties['style'];
  return pre;
}
