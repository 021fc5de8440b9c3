import assert from 'node:assert/strict';

import { RELAY_CODES } from '@tickrelay/contracts/destinations/destinations';
import { ERROR_CODES } from '@tickrelay/contracts/errors/error-codes';
import { DELIVERY_CODES } from '@tickrelay/contracts/webhooks/deliveries';
import MiniSearch from 'minisearch';

import { readMarkdownSources } from '../collection';
import { ERROR_REFERENCE } from '../errors/error-reference.data';
import { renderDocs, type DocDocument } from './docs';
import { errorPages, errorReferenceDocuments } from './docs-errors';
import { buildSearchIndex, foldTerm, SEARCH_OPTIONS } from './docs-search';

describe('docs collection', () => {
  let documents: DocDocument[];
  beforeAll(async () => {
    documents = [
      ...(await renderDocs(readMarkdownSources('docs'))),
      ...(await errorReferenceDocuments()),
    ];
  });

  it('renders every page of content/docs in both languages with its front matter', () => {
    const en = documents.filter((doc) => doc.meta.locale === 'en').map((doc) => doc.meta.path);
    const fr = documents.filter((doc) => doc.meta.locale === 'fr').map((doc) => doc.meta.path);
    assert.deepEqual([...fr].sort(), [...en].sort());
    assert.ok(en.includes('webhooks/payload-format'));
    const group = documents.find((doc) => doc.key === 'fr/webhooks');
    assert.equal(group?.meta.group, true);
    assert.equal(group?.meta.title, 'Webhooks');
  });

  it('refuses a page without its translation, naming the file', async () => {
    await assert.rejects(
      renderDocs([
        {
          locale: 'en',
          path: 'lonely',
          file: 'content/docs/en/lonely.md',
          source: '---\ntitle: L\ndescription: D\nsection: S\norder: 1\n---\nx',
        },
      ]),
      /content\/docs\/en\/lonely\.md: has no French translation/,
    );
  });

  it('keeps the anchors other pages link to', () => {
    const ids = (key: string) =>
      documents.find((doc) => doc.key === key)?.headings.map((h) => h.id) ?? [];
    for (const locale of ['en', 'fr'])
      assert.ok(ids(`${locale}/brokers/tradovate`).includes('api-key'), `${locale} #api-key`);
  });

  it('finds a French page with a French query, and an English one in English', () => {
    const fr = MiniSearch.loadJSON(JSON.stringify(buildSearchIndex(documents, 'fr')), {
      ...SEARCH_OPTIONS,
      fields: [...SEARCH_OPTIONS.fields],
      storeFields: [...SEARCH_OPTIONS.storeFields],
      processTerm: foldTerm,
    });
    const hits = fr.search('renouveler URL', { prefix: true, fuzzy: 0.2 });
    assert.ok(fr.search('echeance', { prefix: true }).length > 0, 'accents folded');
    assert.equal(hits[0]?.['path'], 'webhooks/webhook-url');
    assert.equal(hits[0]?.['title'], 'Votre URL de webhook');
    const en = buildSearchIndex(documents, 'en');
    assert.equal(
      en.search('rotate webhook URL', { prefix: true })[0]?.['title'],
      'Your webhook URL',
    );
  });
});

describe('error-code reference', () => {
  it('has texts in both languages for every code of the contracts', () => {
    for (const code of [...ERROR_CODES, ...DELIVERY_CODES, ...RELAY_CODES]) {
      const entry = ERROR_REFERENCE[code] as (typeof ERROR_REFERENCE)[typeof code] | undefined;
      assert.ok(entry, `${code} has no description in content/src/errors`);
      for (const locale of ['en', 'fr'] as const)
        for (const field of ['title', 'meaning', 'action'] as const)
          assert.ok(entry[field][locale].trim().length > 0, `${code} ${field} ${locale}`);
    }
  });

  it('generates one page per code slug in both languages, listed on /docs/errors', async () => {
    const documents = await errorReferenceDocuments();
    const pages = errorPages();
    const codes = new Set([...ERROR_CODES, ...DELIVERY_CODES, ...RELAY_CODES]);
    assert.equal(new Set(pages.map((page) => page.code)).size, codes.size);
    for (const locale of ['en', 'fr'] as const) {
      const index = documents.find((doc) => doc.key === `${locale}/errors`);
      assert.ok(index);
      for (const { code, slug } of pages) {
        const page = documents.find((doc) => doc.key === `${locale}/${slug}`);
        assert.ok(page, `${locale}/${slug}`);
        assert.ok(page.meta.title.startsWith(`${code}: `));
        const href = locale === 'fr' ? `/fr/docs/${slug}` : `/docs/${slug}`;
        assert.ok(index.html.includes(`href="${href}"`), `${code} listed in ${locale}`);
      }
    }
  });
});
