import { flattenDocPages } from './docs-resolver';
import { bodyShape, brokenLinkReason, brokenLinks } from './testing/content-checks';

const pages = flattenDocPages();

describe('documentation content', () => {
  it.each(pages.map((page) => [page.path, page] as const))(
    '%s exists in English and French with the same structure and working links',
    async (_path, page) => {
      const [en, fr] = await Promise.all([page.body.en(), page.body.fr()]);
      expect(en.default.length).toBeGreaterThan(3);
      expect(bodyShape(fr.default)).toEqual(bodyShape(en.default));
      expect(brokenLinks(en.default)).toEqual([]);
      expect(brokenLinks(fr.default)).toEqual([]);
      for (const locale of ['en', 'fr'] as const) {
        expect(page.node.title[locale].trim()).not.toBe('');
        expect(page.node.summary[locale].length).toBeGreaterThan(20);
      }
    },
  );

  it('detects broken links, so the check above can fail', () => {
    const body = [{ type: 'heading' as const, level: 2 as const, text: 'Fields' }];
    expect(brokenLinkReason('/docs/webhooks/payload-format', body)).toBeNull();
    expect(brokenLinkReason('/docs/webhooks/nothing', body)).toBe('unknown doc');
    expect(brokenLinkReason('/blog/2026/nothing', body)).toBe('unknown post');
    expect(brokenLinkReason('/code/nothing', body)).toBe('unknown snippet');
    expect(brokenLinkReason('/membership/webhook', body)).toBeNull();
    expect(brokenLinkReason('/nowhere', body)).toBe('not a route of the app');
    expect(brokenLinkReason('#fields', body)).toBeNull();
    expect(brokenLinkReason('#other', body)).toBe('no heading with id #other');
    expect(brokenLinkReason('http://example.com', body)).toBe('external links must be https');
  });
});
