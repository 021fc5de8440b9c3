// sitemap.xml and robots.txt from the prerendered pages: each indexable page with the hreflang
// alternates its own <head> declares, so the sitemap and the pages never disagree.

export interface SitemapEntry {
  loc: string;
  /** hreflang → absolute URL ('en', 'fr', 'x-default'). */
  alternates: Record<string, string>;
}

const attribute = (tag: string, name: string): string | undefined =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

/** What a page's head says about indexing: its canonical URL and hreflang alternates. */
export function headLinks(head: string): {
  canonical?: string;
  noindex: boolean;
  alternates: Record<string, string>;
} {
  const alternates: Record<string, string> = {};
  let canonical: string | undefined;
  for (const [tag] of head.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attribute(tag, 'rel');
    const href = attribute(tag, 'href');
    if (!href) continue;
    if (rel === 'canonical') canonical = href;
    const lang = attribute(tag, 'hrefLang') ?? attribute(tag, 'hreflang');
    if (rel === 'alternate' && lang) alternates[lang] = href;
  }
  const noindex = /<meta\b[^>]*name="robots"[^>]*content="[^"]*noindex/i.test(head);
  return { canonical, noindex, alternates };
}

export function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/**
 * The entry of a page the sitemap lists without its HTML telling (an SPA shell): the same bare
 * path in English and French, English as x-default (what PageMeta writes by default).
 */
export function shellSitemapEntry(origin: string, path: string): SitemapEntry {
  const bare = path.replace(/^\/fr(?=\/|$)/, '') || '/';
  const en = `${origin}${bare}`;
  const fr = `${origin}${bare === '/' ? '/fr' : `/fr${bare}`}`;
  return { loc: `${origin}${path}`, alternates: { en, fr, 'x-default': en } };
}

/** Entries in the given order, each URL once. */
export function sitemapXml(entries: SitemapEntry[]): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const entry of entries) {
    if (seen.has(entry.loc)) continue;
    seen.add(entry.loc);
    const links = Object.entries(entry.alternates).map(
      ([lang, href]) =>
        `    <xhtml:link rel="alternate" hreflang="${escapeXml(lang)}" href="${escapeXml(href)}"/>`,
    );
    urls.push(
      ['  <url>', `    <loc>${escapeXml(entry.loc)}</loc>`, ...links, '  </url>'].join('\n'),
    );
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * Everything may be crawled except the API and the pages that depend on who visits (members'
 * area, payment and email confirmations, renewal); the sitemap is announced.
 */
export function robotsTxt(origin: string): string {
  const privatePaths = ['/membership', '/confirm', '/renew-subscription'];
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    ...privatePaths.flatMap((path) => [`Disallow: ${path}`, `Disallow: /fr${path}`]),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
