import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { pageModules } from '@/app/page-modules';

import { pageFiles, parsePageModules, type ViteManifest } from './chunk-preloads';

const source = readFileSync(join(__dirname, '..', '..', 'src', 'app', 'page-modules.ts'), 'utf8');

describe('parsePageModules', () => {
  const sources = parsePageModules(source);

  it('finds the module of every page, every layout and the not-found page', () => {
    expect(Object.keys(sources.pages).sort()).toEqual(
      [...Object.keys(pageModules), 'notFound'].sort(),
    );
    expect(sources.pages.home).toBe('src/app/pages/home/home-page');
    expect(sources.pages.notFound).toBe('src/app/pages/error/not-found-page');
    expect(sources.layouts).toEqual({
      default: 'src/layouts/default-layout',
      membership: 'src/layouts/membership-layout',
      dashboard: 'src/layouts/dashboard-layout',
      none: 'src/layouts/no-layout',
    });
  });
});

describe('pageFiles', () => {
  const manifest: ViteManifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react.js'] },
    '_react.js': { file: 'assets/react-2.js' },
    '_ui.js': { file: 'assets/ui-3.js', imports: ['_react.js'], css: ['assets/ui-4.css'] },
    'src/layouts/default-layout.tsx': { file: 'assets/default-layout-5.js', imports: ['_ui.js'] },
    'src/app/pages/about/about-page.tsx': { file: 'assets/about-6.js', imports: ['_ui.js'] },
  };
  const sources = {
    pages: { about: 'src/app/pages/about/about-page' },
    layouts: { default: 'src/layouts/default-layout' },
  };

  it('lists the entry first, then layout, page and what they import, each once', () => {
    expect(
      pageFiles(manifest, sources, [{ layout: 'default' }, { layout: 'default', page: 'about' }]),
    ).toEqual({
      js: [
        'assets/index-1.js',
        'assets/react-2.js',
        'assets/default-layout-5.js',
        'assets/ui-3.js',
        'assets/about-6.js',
      ],
      css: ['assets/ui-4.css'],
    });
  });

  it('adds message chunks the manifest has, and skips keys it does not', () => {
    const withMessages: ViteManifest = {
      ...manifest,
      'src/locales/fr/about.json': { file: 'assets/about-7.js' },
    };
    const files = pageFiles(
      withMessages,
      sources,
      [],
      ['src/locales/fr/about.json', 'src/locales/fr/missing.json'],
    );
    expect(files.js).toEqual(['assets/index-1.js', 'assets/react-2.js', 'assets/about-7.js']);
  });

  it('fails the build when a page has no chunk in the manifest', () => {
    expect(() =>
      pageFiles(manifest, { pages: { x: 'src/app/pages/x/x-page' }, layouts: {} }, [{ page: 'x' }]),
    ).toThrow(/no chunk for src\/app\/pages\/x\/x-page/);
  });
});
