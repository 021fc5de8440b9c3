/**
 * sitemap.xml and robots.txt are generated at build time (scripts/prerender.ts) from the pages it
 * renders: these tests hold the generator and the route split it starts from. The built file
 * itself is checked over HTTP by e2e/tests/seo.e2e-spec.ts.
 */
import { routeTable } from '@tickrelay/contracts/routes';

import {
  headLinks,
  robotsTxt,
  shellSitemapEntry,
  sitemapXml,
  type SitemapEntry,
} from '../../scripts/lib/sitemap';
import { routePaths } from './prerender-routes';
import { SITE_ORIGIN_PLACEHOLDER } from './site-origin';

const origin = SITE_ORIGIN_PLACEHOLDER;
const XHTML = 'http://www.w3.org/1999/xhtml';
const enPath = (pattern: string) => `/${pattern.replace(/\/?\*$/, '')}`;
const frPath = (pattern: string) => (pattern === '' ? '/fr' : `/fr${enPath(pattern)}`);

function parse(xml: string) {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  const entries = Array.from(document.getElementsByTagName('url')).map((url) => ({
    loc: url.getElementsByTagName('loc')[0]?.textContent ?? '',
    alternates: Object.fromEntries(
      Array.from(url.getElementsByTagNameNS(XHTML, 'link')).map((link) => [
        link.getAttribute('hreflang') ?? '',
        link.getAttribute('href') ?? '',
      ]),
    ),
  }));
  return { document, entries };
}

describe('the route split for the prerender', () => {
  const { pages, shells } = routePaths();
  const indexable = routeTable.filter((route) => route.indexable);

  it.each(indexable.map((route) => route.pattern))(
    '/%s is prerendered or an indexable shell, in both languages',
    (pattern) => {
      for (const path of [enPath(pattern), frPath(pattern)]) {
        const shell = shells.find((candidate) => candidate.path === path);
        expect({ path, listed: pages.includes(path) || shell?.indexable === true }).toEqual({
          path,
          listed: true,
        });
      }
    },
  );

  it('keeps guarded and private pages out of the prerender, each path once', () => {
    for (const path of pages) expect(path).not.toMatch(/membership|error|confirm|renew|sign/);
    const all = [...pages, ...shells.map((shell) => shell.path)];
    expect(new Set(all).size).toBe(all.length);
    expect(shells.find((shell) => shell.path === '/fr/membership/webhook')).toEqual({
      path: '/fr/membership/webhook',
      locale: 'fr',
      indexable: false,
    });
  });
});

describe('sitemap generator', () => {
  const head =
    '<title>À propos · TickRelay</title><meta name="description" content="x"/>' +
    `<link rel="canonical" href="${origin}/fr/about"/>` +
    `<link rel="alternate" hrefLang="en" href="${origin}/about"/>` +
    `<link rel="alternate" hrefLang="fr" href="${origin}/fr/about"/>` +
    `<link rel="alternate" hrefLang="x-default" href="${origin}/about"/>`;

  it('reads canonical and hreflang alternates from a rendered head', () => {
    expect(headLinks(head)).toEqual({
      canonical: `${origin}/fr/about`,
      noindex: false,
      alternates: {
        en: `${origin}/about`,
        fr: `${origin}/fr/about`,
        'x-default': `${origin}/about`,
      },
    });
    expect(headLinks('<meta name="robots" content="noindex"/>').noindex).toBe(true);
  });

  it('writes well-formed XML with xhtml:link alternates, each URL once, escaped', () => {
    const entries: SitemapEntry[] = [
      { loc: `${origin}/fr/about`, alternates: headLinks(head).alternates },
      { loc: `${origin}/fr/about`, alternates: {} },
      shellSitemapEntry(origin, '/fr/signin'),
      { loc: `${origin}/blog/tags/a&b`, alternates: {} },
    ];
    const { document, entries: parsed } = parse(sitemapXml(entries));
    expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(parsed.map((entry) => entry.loc)).toEqual([
      `${origin}/fr/about`,
      `${origin}/fr/signin`,
      `${origin}/blog/tags/a&b`,
    ]);
    expect(parsed[0]?.alternates).toEqual(headLinks(head).alternates);
    expect(parsed[1]?.alternates).toEqual({
      en: `${origin}/signin`,
      fr: `${origin}/fr/signin`,
      'x-default': `${origin}/signin`,
    });
  });

  it('gives the home page of each language the other as alternate', () => {
    expect(shellSitemapEntry(origin, '/fr').alternates).toEqual({
      en: `${origin}/`,
      fr: `${origin}/fr`,
      'x-default': `${origin}/`,
    });
  });

  it('announces the sitemap in robots.txt and keeps private areas out', () => {
    const robots = robotsTxt(origin);
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
    for (const path of [
      '/api/',
      '/membership',
      '/fr/membership',
      '/confirm',
      '/renew-subscription',
    ])
      expect(robots).toContain(`Disallow: ${path}\n`);
  });
});
