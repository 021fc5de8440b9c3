import assert from 'node:assert/strict';

import { parseFrontMatter } from './front-matter';
import { renderMarkdown } from './render-markdown';

const render = (markdown: string, locale: 'en' | 'fr' = 'en') =>
  renderMarkdown(markdown, { file: 'content/docs/en/test.md', locale });

describe('renderMarkdown', () => {
  it('renders a callout directive with its title and kind', async () => {
    const { html } = await render(
      ':::warning[Prove it on paper]\nOrders are **not** confirmed.\n:::',
    );
    assert.match(html, /<aside class="callout callout-warning" role="note">/);
    assert.match(html, /<p class="callout-title">Prove it on paper<\/p>/);
    assert.match(html, /<strong>not<\/strong>/);
  });

  it('gives an untitled callout the default title of its kind, in the page language', async () => {
    const { html } = await render(':::tip\nShort.\n:::', 'fr');
    assert.match(html, /<p class="callout-title">Astuce<\/p>/);
  });

  it('rejects an unknown callout kind, naming the file', async () => {
    await assert.rejects(
      render(':::note\nx\n:::'),
      /content\/docs\/en\/test\.md: unknown callout ":::note"/,
    );
  });

  it('keeps text that only looks like a directive', async () => {
    const { html } = await render('Ratio 1:2 and key:value stay.');
    assert.match(html, /key:value stay/);
  });

  it('renders GFM tables in a focusable scroll box', async () => {
    const { html } = await render('| Field | Type |\n|---|---|\n| `qty` | number |');
    assert.match(html, /<div class="table-scroll" tabindex="0"><table>/);
    assert.match(html, /<td><code>qty<\/code><\/td>/);
  });

  it('highlights JSON with both theme colours as CSS variables and a copy button', async () => {
    const { html } = await render('```json caption="One contract"\n{ "qty": 1 }\n```');
    assert.match(html, /<figure class="code-block" data-language="json">/);
    assert.match(html, /style="--shiki-light:#[0-9A-F]{6};--shiki-dark:#[0-9A-F]{6}"/);
    assert.match(html, /data-copy-code=""/);
    assert.match(html, /<figcaption>One contract<\/figcaption>/);
    assert.equal((html.match(/tabindex/g) ?? []).length, 1);
  });

  it('rejects a code block without a known language', async () => {
    await assert.rejects(render('```cobol\nx\n```'), /needs a known language, got "cobol"/);
  });

  it('localises internal links for French and marks them for client-side navigation', async () => {
    const fr = await render(
      '[URL](/docs/webhooks/webhook-url#rotate) and [site](https://example.com)',
      'fr',
    );
    assert.match(
      fr.html,
      /<a href="\/fr\/docs\/webhooks\/webhook-url#rotate" data-internal="">URL<\/a>/,
    );
    assert.match(fr.html, /<a href="https:\/\/example.com">site<\/a>/);
    const table = await render('| a |\n|---|\n| [FAQ](/docs/faq) |', 'fr');
    assert.match(table.html, /<td><a href="\/fr\/docs\/faq" data-internal="">FAQ<\/a><\/td>/);
    const en = await render('[URL](/docs/faq)');
    assert.match(en.html, /<a href="\/docs\/faq" data-internal="">/);
  });

  it('gives headings ids and lists h2/h3 for the table of contents', async () => {
    const { html, headings } = await render(
      '## Before you start\n\n### Créer une alerte\n\n## Clé d’API {#api-key}\n\n## Before you start\n\n#### deep',
    );
    assert.match(html, /<h2 id="before-you-start">/);
    assert.match(html, /<h2 id="api-key">Clé d’API<\/h2>/);
    assert.deepEqual(headings, [
      { depth: 2, id: 'before-you-start', text: 'Before you start' },
      { depth: 3, id: 'creer-une-alerte', text: 'Créer une alerte' },
      { depth: 2, id: 'api-key', text: 'Clé d’API' },
      { depth: 2, id: 'before-you-start-1', text: 'Before you start' },
    ]);
  });

  it('turns an image paragraph into a sized figure that opens the preview', async () => {
    const { html } = await render(
      '![Relay flow](/images/docs/relay-flow.svg "The path of an alert")',
    );
    assert.match(
      html,
      /<figure class="content-image"><button type="button" class="image-open" data-image-preview="" aria-label="Enlarge the image: Relay flow">/,
    );
    assert.match(html, /width="960" height="360" loading="lazy"/);
    assert.match(html, /<figcaption>The path of an alert<\/figcaption>/);
  });

  it('rejects a missing image and an image without alt text', async () => {
    await assert.rejects(render('![x](/images/none.png)'), /test\.md: image \/images\/none\.png/);
    await assert.rejects(render('![](/images/docs/relay-flow.svg)'), /needs an alt text/);
  });

  it('returns the prose text without code for the search index', async () => {
    const { text } = await render('Hello **world**.\n\n```json\n{"secret": 1}\n```\n\n- item');
    assert.equal(text, 'Hello world. item');
  });
});

describe('parseFrontMatter', () => {
  const schema = {
    title: { kind: 'string' },
    order: { kind: 'number' },
    date: { kind: 'date', optional: true },
  } as const;

  it('returns checked fields and the body', () => {
    const parsed = parseFrontMatter<{ title: string; order: number; date?: string }>(
      'content/docs/en/a.md',
      '---\ntitle: A\norder: 2\ndate: 2026-05-01\n---\nBody',
      schema,
    );
    assert.deepEqual(parsed.meta, { title: 'A', order: 2, date: '2026-05-01' });
    assert.equal(parsed.body.trim(), 'Body');
  });

  it('names the file and the field of an error', () => {
    assert.throws(
      () => parseFrontMatter('content/docs/fr/b.md', '---\ntitle: B\norder: two\n---\n', schema),
      /^ContentError: content\/docs\/fr\/b\.md: front matter "order" must be a number$/,
    );
    assert.throws(
      () => parseFrontMatter('content/docs/fr/c.md', '---\norder: 1\n---\n', schema),
      /content\/docs\/fr\/c\.md: front matter "title" is missing/,
    );
    assert.throws(
      () =>
        parseFrontMatter(
          'content/docs/fr/d.md',
          '---\ntitle: D\norder: 1\nsumary: x\n---\n',
          schema,
        ),
      /d\.md: front matter has unknown field\(s\): sumary/,
    );
  });
});
