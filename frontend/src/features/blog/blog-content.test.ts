import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { LOCALES } from '@tickrelay/contracts/locales';

import { bodyShape } from '@/test/content-shape';

import { blogPosts } from './blog-registry';

const publicDir = join(__dirname, '../../../public');

describe('blog content', () => {
  it.each(blogPosts.map((post) => [post.path, post] as const))(
    '%s exists in English and French with the same structure',
    async (_path, post) => {
      const [en, fr] = await Promise.all([post.body.en(), post.body.fr()]);
      expect(en.default.length).toBeGreaterThan(4);
      expect(bodyShape(fr.default)).toEqual(bodyShape(en.default));
      for (const locale of LOCALES) {
        expect(post.title[locale].trim()).not.toBe('');
        expect(post.summary[locale].length).toBeGreaterThan(40);
        expect(post.author.role[locale].trim()).not.toBe('');
      }
      expect(post.title.fr).not.toBe(post.title.en);
      for (const block of en.default) {
        if (block.type === 'image') expect(existsSync(join(publicDir, block.src))).toBe(true);
      }
    },
  );
});
