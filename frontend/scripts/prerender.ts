// Build step after `vite build` and the SSR build of src/entry-server.tsx (both run by
// vite.config.ts's prerender plugin): writes every public
// page in English and French as HTML (dist/<path>/index.html), an SPA shell for every page that
// depends on the visitor, the not-found documents nginx answers 404 with, sitemap.xml,
// robots.txt, and copies the content build's static files (RSS feeds) into dist/.
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { pageFiles, parsePageModules, type ViteManifest } from './lib/chunk-preloads';
import { fileForPath, pageDocument, shellDocument, splitHoisted } from './lib/html-document';
import {
  headLinks,
  robotsTxt,
  shellSitemapEntry,
  sitemapXml,
  type SitemapEntry,
} from './lib/sitemap';

type ServerEntry = typeof import('../src/entry-server');

const frontend = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// vite.config.ts runs this after `vite build` with the build's outDir.
const dist = resolve(process.env.PRERENDER_DIST ?? join(frontend, 'dist'));
const read = (file: string) => readFileSync(file, 'utf8');

function write(relative: string, content: string): void {
  const file = join(dist, relative);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** Paths that are not the not-found view: the path the not-found documents are rendered at. */
const NOT_FOUND_RENDER_PATH = '/__not-found__';

async function main(): Promise<void> {
  const started = Date.now();
  // React's production build renders, as in the browser (and without development warnings).
  process.env.NODE_ENV ??= 'production';
  const template = read(join(dist, 'index.html'));
  const manifest = JSON.parse(read(join(dist, '.vite', 'manifest.json'))) as ViteManifest;
  const sources = parsePageModules(read(join(frontend, 'src', 'app', 'page-modules.ts')));
  const server = (await import(
    pathToFileURL(join(frontend, 'dist-ssr', 'entry-server.js')).href
  )) as ServerEntry;
  const origin = server.SITE_ORIGIN_PLACEHOLDER;

  const { pages, shells } = server.routePaths();
  const paths = [...new Set([...pages, ...server.contentPaths()])];
  const sitemap: SitemapEntry[] = [];

  for (const path of paths) {
    const page = await server.renderPath(path);
    // A listed path must be a page: a 404 here is a broken path list or missing content.
    if (page.status !== 200) throw new Error(`prerender: ${path} rendered with ${page.status}`);
    const files = pageFiles(manifest, sources, page.handles, page.messageFiles);
    write(fileForPath(path), pageDocument(template, { ...page, lang: page.locale, files }));
    const head = headLinks(splitHoisted(page.html).head);
    if (!head.noindex && head.canonical) {
      sitemap.push({ loc: head.canonical, alternates: head.alternates });
    }
  }

  // nginx answers unknown paths 404 with these (error_page); the path shows once the app runs.
  for (const locale of ['en', 'fr'] as const) {
    const path = locale === 'en' ? NOT_FOUND_RENDER_PATH : `/fr${NOT_FOUND_RENDER_PATH}`;
    const page = await server.renderPath(path);
    const files = pageFiles(manifest, sources, page.handles, page.messageFiles);
    const document = pageDocument(template, { ...page, path: '', lang: locale, files });
    write(locale === 'en' ? '404.html' : 'fr/404.html', document);
  }

  const written = new Set(paths);
  for (const shell of shells) {
    if (written.has(shell.path)) continue;
    write(fileForPath(shell.path), shellDocument(template, shell.locale, !shell.indexable));
    if (shell.indexable) sitemap.push(shellSitemapEntry(origin, shell.path));
  }

  write('sitemap.xml', sitemapXml(sitemap));
  write('robots.txt', robotsTxt(origin));

  // The content build's static outputs (RSS feeds, search index) at their URL paths.
  const generated = join(frontend, 'src', 'generated', 'static');
  if (existsSync(generated)) cpSync(generated, dist, { recursive: true });

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `prerender: ${paths.length} pages, ${shells.length} shells, 2 not-found documents, ` +
      `sitemap with ${sitemap.length} URLs (${seconds} s)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
