// Every internal link of the site's long-form content leads somewhere. The bodies belong to
// several features and the check reads several features' registries, so it runs here in app/.
import type { ContentBody } from '@/components/content/content-block.types';
import { blogPosts } from '@/features/blog/blog-registry';
import { flattenDocPages } from '@/features/docs/docs-resolver';
import privacyEn from '@/features/privacy/content/privacy-policy.en';
import privacyFr from '@/features/privacy/content/privacy-policy.fr';
import riskEn from '@/features/risk/content/risk-disclosures.en';
import riskFr from '@/features/risk/content/risk-disclosures.fr';

import { brokenLinkReason, brokenLinks } from './testing/content-links';

type BodyLoaders = Record<'en' | 'fr', () => Promise<{ default: ContentBody }>>;

const lazyBodies: [string, BodyLoaders][] = [
  ...flattenDocPages().map((page): [string, BodyLoaders] => [`docs ${page.path}`, page.body]),
  ...blogPosts.map((post): [string, BodyLoaders] => [`blog ${post.path}`, post.body]),
];

describe('links of the content', () => {
  it.each(lazyBodies)(
    '%s links only to pages that exist, in both languages',
    async (_name, body) => {
      const [en, fr] = await Promise.all([body.en(), body.fr()]);
      expect(brokenLinks(en.default)).toEqual([]);
      expect(brokenLinks(fr.default)).toEqual([]);
    },
  );

  it.each([
    ['risk disclosures', riskEn, riskFr],
    ['privacy policy', privacyEn, privacyFr],
  ])('%s links only to pages that exist, in both languages', (_name, en, fr) => {
    expect(brokenLinks(en)).toEqual([]);
    expect(brokenLinks(fr)).toEqual([]);
  });

  it('detects broken links, so the checks above can fail', () => {
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
