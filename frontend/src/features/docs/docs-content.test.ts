// The generated docs (content/docs rendered by `npm run build -w content`): both languages, real
// text, and the paths the prerender gets.
import { entries, loaders } from '@/generated/content/docs';

import { docsPrerenderPaths } from './docs-paths';
import { flattenDocPages } from './docs-resolver';

const pages = flattenDocPages();

describe('documentation content', () => {
  it.each(pages.filter((page) => !page.path.startsWith('errors/')).map((page) => [page.path]))(
    '%s exists in English and French with the same outline',
    async (path) => {
      const [en, fr] = await Promise.all([loaders[`en/${path}`]!(), loaders[`fr/${path}`]!()]);
      expect(en.html.length).toBeGreaterThan(500);
      expect(fr.html.length).toBeGreaterThan(500);
      expect(fr.headings.map((h) => h.depth)).toEqual(en.headings.map((h) => h.depth));
      for (const document of [en, fr]) {
        expect(document.meta.title.trim()).not.toBe('');
        expect(document.meta.description.length).toBeGreaterThan(20);
      }
    },
  );

  it('gives the prerender every page and group in both languages', () => {
    const paths = docsPrerenderPaths();
    expect(paths).toEqual(expect.arrayContaining(['/docs', '/fr/docs', '/docs/webhooks']));
    expect(paths).toContain('/fr/docs/webhooks/payload-format');
    expect(paths).toContain('/docs/errors/alert-stale');
    expect(paths).toHaveLength(2 * (1 + entries.length / 2));
    expect(new Set(paths).size).toBe(paths.length);
  });
});
