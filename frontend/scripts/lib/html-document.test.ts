import {
  APP_LOADER,
  fileForPath,
  pageDocument,
  SCRIPTS_META_NAME,
  shellDocument,
  splitHoisted,
} from './html-document';

const template = [
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>TickRelay</title>',
  '<script type="module" crossorigin src="/assets/index-1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-3.js"></head>',
  '<body><div id="root"></div></body></html>',
].join('');

describe('splitHoisted', () => {
  it('takes the title, meta and link elements React 19 writes before the markup', () => {
    const html =
      '<title>A · TickRelay</title><meta name="description" content="d"/><link rel="canonical" href="https://x/a"/><div><p>body</p><link rel="x" href="/y"/></div>';
    expect(splitHoisted(html)).toEqual({
      head: '<title>A · TickRelay</title><meta name="description" content="d"/><link rel="canonical" href="https://x/a"/>',
      body: '<div><p>body</p><link rel="x" href="/y"/></div>',
    });
  });
});

describe('pageDocument', () => {
  const document = pageDocument(template, {
    path: '/fr/about',
    lang: 'fr',
    html: '<title>À propos · TickRelay</title><meta name="description" content="d"/><main>Bonjour</main>',
    styles: '<style data-styled="true">.a{color:red}</style>',
    files: {
      js: ['assets/index-1.js', 'assets/react-3.js', 'assets/about-2.js'],
      css: ['assets/about-4.css'],
    },
  });

  it('sets <html lang>, the page head instead of the generic title, and styles', () => {
    expect(document).toContain('<html lang="fr">');
    expect(document.match(/<title>/g)).toHaveLength(1);
    const head = document.slice(0, document.indexOf('</head>'));
    expect(head).toContain('<title>À propos · TickRelay</title>');
    expect(head).toContain('<meta name="description" content="d"/>');
    expect(head).toContain('<style data-styled="true">');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/about-4.css">');
  });

  it('names its scripts, the entry first, for the app loader instead of loading them', () => {
    expect(document).not.toContain('<script type="module"');
    expect(document).not.toContain('modulepreload');
    expect(document).toContain(
      `<meta name="${SCRIPTS_META_NAME}" content="/assets/index-1.js /assets/react-3.js /assets/about-2.js">`,
    );
    expect(document).toContain(`<script defer src="${APP_LOADER}"></script>`);
  });

  it('puts the markup in #root, marked with the path it was rendered for', () => {
    expect(document).toContain(
      '<div id="root" data-prerendered="/fr/about"><main>Bonjour</main></div>',
    );
  });

  it('refuses a template that was already prerendered', () => {
    expect(() =>
      pageDocument(document, {
        path: '/',
        lang: 'en',
        html: '',
        styles: '',
        files: { js: [], css: [] },
      }),
    ).toThrow(/already prerendered/);
  });
});

describe('shellDocument', () => {
  it('is the empty SPA with the language and, for private pages, noindex', () => {
    const shell = shellDocument(template, 'fr', true);
    expect(shell).toContain('<html lang="fr">');
    expect(shell).toContain('<div id="root"></div>');
    expect(shell).toContain('<meta name="robots" content="noindex"></head>');
    expect(shellDocument(template, 'en', false)).toBe(template);
  });
});

describe('fileForPath', () => {
  it.each([
    ['/', 'index.html'],
    ['/fr', 'fr/index.html'],
    ['/fr/docs/webhooks/webhook-url', 'fr/docs/webhooks/webhook-url/index.html'],
    ['/blog/2026/x/', 'blog/2026/x/index.html'],
  ])('%s → %s', (path, file) => expect(fileForPath(path)).toBe(file));

  it.each(['docs', '/../etc/passwd', '/a?b', '/a#b'])('refuses %s', (path) => {
    expect(() => fileForPath(path)).toThrow(/not a site path/);
  });
});
