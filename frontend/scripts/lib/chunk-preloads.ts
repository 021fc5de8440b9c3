// Which built files a prerendered page runs: the entry, the chunks of its layout and page (and
// what they import), found through Vite's manifest. The page names them all at once (see
// html-document.ts): otherwise the browser discovers each only when the chunk importing it runs,
// one round trip after another.

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type ViteManifest = Record<string, ManifestChunk>;

export interface RouteModuleSources {
  pages: Record<string, string>;
  layouts: Record<string, string>;
}

const IMPORT_LINE = /^\s*(\w+): \(\) => import\('@\/([^']+)'\)/gm;
const NOT_FOUND = /notFoundModule = \(\) => import\('@\/([^']+)'\)/;

function entries(block: string): Record<string, string> {
  return Object.fromEntries(
    [...block.matchAll(IMPORT_LINE)].map(([, key = '', path = '']) => [key, `src/${path}`]),
  );
}

/**
 * The source module (without extension, relative to frontend/) of every page and layout, read
 * from app/page-modules.ts itself, so the list of pages is kept in one place. The not-found
 * route's page is under the key 'notFound'.
 */
export function parsePageModules(source: string): RouteModuleSources {
  const cut = source.indexOf('export const layoutModules');
  if (cut < 0) throw new Error('page-modules.ts: layoutModules not found');
  const pages = entries(source.slice(0, cut));
  const notFound = NOT_FOUND.exec(source)?.[1];
  if (notFound) pages.notFound = `src/${notFound}`;
  return { pages, layouts: entries(source.slice(cut)) };
}

/** The manifest key of a source module written without its extension. */
export function manifestKey(manifest: ViteManifest, module: string): string | undefined {
  return ['.tsx', '.ts', '.jsx', '.js']
    .map((ext) => `${module}${ext}`)
    .find((key) => manifest[key]);
}

/** A chunk's own file, its CSS and, recursively, the chunks it imports statically. */
export function chunkClosure(
  manifest: ViteManifest,
  keys: string[],
): {
  js: string[];
  css: string[];
} {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    js.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return { js: [...js], css: [...css] };
}

export function entryKey(manifest: ViteManifest): string {
  const key = Object.keys(manifest).find((name) => manifest[name]?.isEntry);
  if (!key) throw new Error('Vite manifest has no entry chunk');
  return key;
}

/**
 * Every script a prerendered page runs, the entry first: the entry chunk and its static imports,
 * then the chunks of its layout and page and `extraKeys` (manifest keys such as the page's
 * message files, where the manifest has them as chunks), with what they import. Plus the
 * stylesheets of all of those.
 */
export function pageFiles(
  manifest: ViteManifest,
  sources: RouteModuleSources,
  handles: { layout?: string; page?: string }[],
  extraKeys: string[] = [],
): { css: string[]; js: string[] } {
  const modules: string[] = [];
  for (const handle of handles) {
    if (handle.layout && sources.layouts[handle.layout])
      modules.push(sources.layouts[handle.layout]!);
    if (handle.page && sources.pages[handle.page]) modules.push(sources.pages[handle.page]!);
  }
  const keys = [...new Set(modules)].map((module) => {
    const key = manifestKey(manifest, module);
    if (!key) throw new Error(`Vite manifest has no chunk for ${module}`);
    return key;
  });
  keys.push(...extraKeys.filter((key) => manifest[key]));
  return chunkClosure(manifest, [entryKey(manifest), ...keys]);
}
