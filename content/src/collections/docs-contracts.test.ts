import assert from 'node:assert/strict';

import { contractSpecs } from '@tickrelay/contracts/futures/contract-specs';

import { contractsDocuments, contractsMarkdown, usd } from './docs-contracts';

describe('supported contracts page', () => {
  it('lists every root of the catalogue with its figures, in both languages', () => {
    for (const locale of ['en', 'fr'] as const) {
      const markdown = contractsMarkdown(locale);
      for (const spec of contractSpecs()) {
        const row = markdown
          .split('\n')
          .find((line) => line.startsWith(`| \`${spec.root}\` | ${spec.name[locale]} |`));
        assert.ok(row, `${spec.root} (${locale})`);
        assert.ok(row.includes(usd(spec.tickValueUsd, locale)), `${spec.root} tick value`);
        assert.ok(row.includes(usd(spec.pointValueUsd, locale)), `${spec.root} point value`);
        assert.ok(
          markdown.includes(`| \`${spec.root}\` | ${spec.listedMonths[0]}`) ||
            markdown.includes(`| \`${spec.root}\` | [`),
          `${spec.root} months`,
        );
      }
    }
  });

  it('writes dollars as each language does', () => {
    assert.equal(usd('42000', 'en'), '$42,000');
    assert.equal(usd('15.625', 'en'), '$15.625');
    assert.equal(usd('12500000', 'fr'), '12\u202f500\u202f000 $');
    assert.equal(usd('0.05', 'fr'), '0,05 $');
  });

  it('renders /docs/contracts in English and French with the holiday calendar', async () => {
    const documents = await contractsDocuments();
    assert.deepEqual(documents.map((doc) => doc.key).sort(), ['en/contracts', 'fr/contracts']);
    const en = documents.find((doc) => doc.key === 'en/contracts')!;
    assert.ok(en.html.includes('2026-11-26'));
    assert.ok(en.headings.some((heading) => heading.id === 'rolls'));
    assert.equal(
      documents.find((doc) => doc.key === 'fr/contracts')!.meta.title,
      'Contrats pris en charge',
    );
  });
});
