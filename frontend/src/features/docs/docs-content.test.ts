import { LOCALES } from '@tickrelay/contracts/locales';

import { bodyShape } from '@/test/content-shape';

import { flattenDocPages } from './docs-resolver';

const pages = flattenDocPages();

describe('documentation content', () => {
  it.each(pages.map((page) => [page.path, page] as const))(
    '%s exists in English and French with the same structure',
    async (_path, page) => {
      const [en, fr] = await Promise.all([page.body.en(), page.body.fr()]);
      expect(en.default.length).toBeGreaterThan(3);
      expect(bodyShape(fr.default)).toEqual(bodyShape(en.default));
      for (const locale of LOCALES) {
        expect(page.node.title[locale].trim()).not.toBe('');
        expect(page.node.summary[locale].length).toBeGreaterThan(20);
      }
    },
  );
});
