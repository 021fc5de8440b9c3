// Puts a rendered page into the built index.html: <html lang>, the page's head elements, its
// styles and preloads in <head>, its markup in #root. Plain string work on Vite's own output.

/** The attribute main.tsx reads: the path this HTML was rendered for (hydrate only there). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

const ROOT = '<div id="root"></div>';
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)/;

/**
 * React 19's renderToString writes the tree's <title>, <meta> and <link> elements before the
 * markup (it cannot reach <head> from inside #root): split them off so they can go into <head>.
 */
export function splitHoisted(html: string): { head: string; body: string } {
  let rest = html;
  let head = '';
  for (let match = HOISTED.exec(rest); match; match = HOISTED.exec(rest)) {
    head += match[0];
    rest = rest.slice(match[0].length);
  }
  return { head, body: rest };
}

export function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

function withLang(template: string, lang: string): string {
  if (!/<html lang="[^"]*">/.test(template)) throw new Error('index.html: no <html lang="…">');
  return template.replace(/<html lang="[^"]*">/, `<html lang="${escapeAttribute(lang)}">`);
}

function intoHead(document: string, elements: string): string {
  if (!document.includes('</head>')) throw new Error('index.html: no </head>');
  return document.replace('</head>', `${elements}</head>`);
}

export interface PageParts {
  path: string;
  lang: string;
  /** Rendered markup with the hoisted head elements first (see splitHoisted). */
  html: string;
  styles: string;
  /** Built files the page runs (pageFiles in chunk-preloads.ts), the entry script first. */
  files: { css: string[]; js: string[] };
}

/** The <meta> public/load-app.js reads: the page's scripts, the entry first, space-separated. */
export const SCRIPTS_META_NAME = 'tickrelay-scripts';
/** Loads the app once the prerendered page has been painted (frontend/public). */
export const APP_LOADER = '/load-app.js';

// What Vite writes into index.html to load the entry: <script type="module" …> and a
// <link rel="modulepreload"> per static import.
const VITE_SCRIPTS = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;

/**
 * A prerendered page does not load its scripts from <head>: it names them in a <meta> that the
 * deferred public/load-app.js reads once the document is parsed and painted. The scripts then
 * neither compete with the page's first paint nor hold it while they are evaluated (they would
 * when they arrive before the first frame); the page is readable and its links work meanwhile.
 */
export function appLoaderElements(template: string, files: PageParts['files']): string {
  const entry = /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(template)?.[1];
  if (!entry) throw new Error('index.html: no <script type="module" src="…">');
  const scripts = [entry, ...files.js.map((file) => `/${file}`).filter((file) => file !== entry)];
  return [
    ...files.css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    `<meta name="${SCRIPTS_META_NAME}" content="${escapeAttribute(scripts.join(' '))}">`,
    `<script defer src="${APP_LOADER}"></script>`,
  ].join('');
}

/** The prerendered document of one page. */
export function pageDocument(template: string, parts: PageParts): string {
  if (!template.includes(ROOT)) {
    throw new Error(`index.html: no ${ROOT} (already prerendered? run vite build first)`);
  }
  const { head, body } = splitHoisted(parts.html);
  const loader = appLoaderElements(template, parts.files);
  let document = withLang(template, parts.lang).replace(VITE_SCRIPTS, '');
  // The page's own title replaces the generic one (two <title>s: browsers take the first).
  if (head.includes('<title>')) document = document.replace(/<title>[^<]*<\/title>/, '');
  document = intoHead(document, `${head}${loader}${parts.styles}`);
  const root = `<div id="root" ${PRERENDERED_ATTRIBUTE}="${escapeAttribute(parts.path)}">`;
  return document.replace(ROOT, () => `${root}${body}</div>`);
}

/** The empty SPA document of a page rendered in the browser only (guarded, private). */
export function shellDocument(template: string, lang: string, noindex: boolean): string {
  const document = withLang(template, lang);
  return noindex ? intoHead(document, '<meta name="robots" content="noindex">') : document;
}

/** dist-relative file of a path: '/' → index.html, '/fr/docs/x' → fr/docs/x/index.html. */
export function fileForPath(path: string): string {
  if (!path.startsWith('/') || path.includes('..') || /[?#\\]/.test(path)) {
    throw new Error(`prerender: not a site path: ${path}`);
  }
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed ? `${trimmed}/index.html` : 'index.html';
}
