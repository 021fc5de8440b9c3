import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { routeTable } from '@tickrelay/contracts/routes';

const publicDir = join(__dirname, '..', '..', 'public');
const xml = new DOMParser().parseFromString(
  readFileSync(join(publicDir, 'sitemap.xml'), 'utf8'),
  'application/xml',
);
const XHTML = 'http://www.w3.org/1999/xhtml';

const entries = Array.from(xml.getElementsByTagName('url')).map((url) => ({
  loc: url.getElementsByTagName('loc')[0]?.textContent ?? '',
  alternates: Object.fromEntries(
    Array.from(url.getElementsByTagNameNS(XHTML, 'link')).map((link) => [
      link.getAttribute('hreflang') ?? '',
      link.getAttribute('href') ?? '',
    ]),
  ),
}));

const origin = new URL(entries[0]?.loc ?? 'https://invalid').origin;
const enPath = (pattern: string) => `/${pattern.replace(/\/\*$/, '')}`;
const frPath = (pattern: string) => (pattern === '' ? '/fr' : `/fr${enPath(pattern)}`);

describe('public/sitemap.xml', () => {
  it('is well-formed XML', () => {
    expect(xml.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(entries.length).toBeGreaterThan(0);
  });

  const indexable = routeTable.filter((route) => route.indexable);

  it.each(indexable.map((route) => route.pattern))(
    'lists /%s in both languages with en, fr and x-default alternates',
    (pattern) => {
      const expected = {
        en: `${origin}${enPath(pattern)}`,
        fr: `${origin}${frPath(pattern)}`,
        'x-default': `${origin}${enPath(pattern)}`,
      };
      for (const loc of [expected.en, expected.fr]) {
        const entry = entries.find((candidate) => candidate.loc === loc);
        expect(entry?.alternates).toEqual(expected);
      }
    },
  );

  it('lists nothing private and nothing twice', () => {
    const locs = entries.map((entry) => new URL(entry.loc).pathname);
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs.length).toBe(indexable.length * 2);
    for (const path of locs) expect(path).not.toMatch(/membership|error|confirm|renew/);
  });

  it('is announced by robots.txt', () => {
    const robots = readFileSync(join(publicDir, 'robots.txt'), 'utf8');
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});
