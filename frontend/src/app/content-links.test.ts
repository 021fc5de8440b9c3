// Every internal link of the site's long-form content leads somewhere, in both languages. The
// documents belong to several collections, so the check runs here in app/.
import * as blog from '@/generated/content/blog';
import * as docs from '@/generated/content/docs';
import * as pages from '@/generated/content/pages';

import { brokenLinkReason, brokenLinks } from './testing/content-links';

type Load = () => Promise<{ html: string }>;
const documents = [docs.loaders, blog.loaders, pages.loaders].flatMap(
  (loaders: Readonly<Record<string, Load>>) => Object.entries(loaders),
);

describe('links of the content', () => {
  it('covers every collection', () => {
    expect(documents.length).toBeGreaterThan(100);
  });

  it.each(documents)('%s links only to pages that exist', async (_key, load) => {
    expect(await brokenLinks((await load()).html)).toEqual([]);
  });

  it('detects broken links, so the checks above can fail', async () => {
    const ids = ['fields'];
    expect(await brokenLinkReason('/docs/webhooks/payload-format', ids)).toBeNull();
    expect(await brokenLinkReason('/fr/docs/brokers/tradovate#api-key', ids)).toBeNull();
    expect(await brokenLinkReason('/docs/brokers/tradovate#nothing', ids)).toBe(
      'no heading #nothing',
    );
    expect(await brokenLinkReason('/docs/webhooks/nothing', ids)).toBe('unknown doc');
    expect(await brokenLinkReason('/blog/2026/nothing', ids)).toBe('unknown post');
    expect(await brokenLinkReason('/code/nothing', ids)).toBe('unknown snippet');
    expect(await brokenLinkReason('/membership/webhook', ids)).toBeNull();
    expect(await brokenLinkReason('/nowhere', ids)).toBe('not a route of the app');
    expect(await brokenLinkReason('#fields', ids)).toBeNull();
    expect(await brokenLinkReason('#other', ids)).toBe('no heading with id #other');
    expect(await brokenLinkReason('http://example.com', ids)).toBe('external links must be https');
  });
});
