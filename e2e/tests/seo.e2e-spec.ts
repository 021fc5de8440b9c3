// Found by search engines: prerendered pages as nginx serves them (raw HTML, no script run), real
// 404s with the not-found page, sitemap.xml and robots.txt, and hydration without a mismatch.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { localizePath } from '@tickrelay/contracts/locale-path';
import { LOCALES } from '@tickrelay/contracts/locales';
import { routeTable } from '@tickrelay/contracts/routes';
import type { Browser } from 'playwright-core';

import { launchBrowser, newPage } from '../src/browser';
import { baseUrl } from '../src/env';

const repoRoot = join(__dirname, '..', '..');

async function get(path: string): Promise<{ status: number; type: string; text: string }> {
  const response = await fetch(`${baseUrl}${path}`, { redirect: 'manual' });
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    text: await response.text(),
  };
}

const decode = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&');

/** The visible text of an HTML document (scripts and styles left out), whitespace collapsed. */
const textOf = (html: string) =>
  decode(
    html
      .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' '),
  );

const attributeOf = (html: string, pattern: RegExp) => decode(pattern.exec(html)?.[1] ?? '');

/** A French post that has an English translation, its title and a plain paragraph of its body. */
function frenchPost(): { path: string; title: string; sentence: string; hasEnglish: boolean } {
  const dir = join(repoRoot, 'content', 'blog', 'fr');
  for (const year of readdirSync(dir).sort()) {
    for (const file of readdirSync(join(dir, year)).sort()) {
      const source = readFileSync(join(dir, year, file), 'utf8');
      const title = /^title:\s*"?(.*?)"?\s*$/m.exec(source)?.[1];
      const body = source.replace(/^---[\s\S]*?\n---\n/, '');
      const paragraph = body
        .split('\n')
        .find((line) => /^[A-ZÀ-Ý]/.test(line) && !/[*_`[\]<>:]/.test(line) && line.length > 60);
      if (!title || !paragraph) continue;
      const slug = file.replace(/\.md$/, '');
      let hasEnglish = true;
      try {
        readFileSync(join(repoRoot, 'content', 'blog', 'en', year, file));
      } catch {
        hasEnglish = false;
      }
      const sentence = paragraph.slice(0, 80).replace(/\s+\S*$/, '');
      return { path: `/blog/${year}/${slug}`, title, sentence, hasEnglish };
    }
  }
  throw new Error('no French blog post with a plain paragraph in content/blog/fr');
}

describe('unknown paths', () => {
  it.each([
    ['/no-such-page', 'en'],
    ['/fr/docs/nope', 'fr'],
    ['/blog/2026/unknown', 'en'],
    ['/docs/a/b/c/d/e', 'en'],
  ])('%s answers 404 with the not-found page (%s)', async (path, lang) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(response.type).toMatch(/^text\/html/);
    expect(response.text).toContain(`<html lang="${lang}">`);
    expect(response.text).toContain('data-testid="error-view-404"');
    expect(response.text).toContain('Page Not Found');
    expect(response.text).toContain('<meta name="robots" content="noindex"');
  });

  it('keeps /api/ answered by the api', async () => {
    const response = await get('/api/health/ready');
    expect(response.status).toBe(200);
    expect(response.type).toMatch(/json/);
  });
});

describe('prerendered pages (raw HTML, before any script)', () => {
  const post = frenchPost();

  it('/fr/blog/<post> holds the French title and text, <html lang="fr">, canonical and hreflang', async () => {
    const path = localizePath(post.path, 'fr');
    const response = await get(path);
    expect(response.status).toBe(200);
    const html = response.text;
    expect(html).toContain('<html lang="fr">');
    expect(attributeOf(html, /<title>([^<]*)<\/title>/)).toBe(`${post.title} · TickRelay`);
    const root = html.slice(html.indexOf('<div id="root"'));
    expect(textOf(root)).toContain(post.title);
    expect(textOf(root)).toContain(post.sentence);
    expect(html).toContain(`<link rel="canonical" href="${baseUrl}${path}"/>`);
    expect(html).toContain(`<meta property="og:type" content="article"/>`);
    expect(html).not.toContain('tickrelay.invalid');
    if (post.hasEnglish) {
      expect(html).toContain(`hrefLang="fr" href="${baseUrl}${path}"`);
      expect(html).toMatch(new RegExp(`hrefLang="en" href="${baseUrl}/blog/`));
    }
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(jsonLd ?? 'null')).toMatchObject({ headline: post.title });
  });

  it.each(LOCALES)(
    'the home page in %s is prerendered with its language and styles',
    async (locale) => {
      const response = await get(localizePath('/', locale));
      expect(response.status).toBe(200);
      expect(response.text).toContain(`<html lang="${locale}">`);
      expect(response.text).toMatch(/<div id="root" data-prerendered="\/(fr)?">\s*<\S/);
      expect(response.text).toMatch(/<style data-styled="true"/);
      // Its scripts are named for public/load-app.js (after the first paint), the entry first.
      expect(response.text).toMatch(
        /<meta name="tickrelay-scripts" content="\/assets\/index-[^" ]+\.js [^"]*\/assets\/home-page-/,
      );
      expect(response.text).toContain('<script defer src="/load-app.js"></script>');
      expect(response.text).not.toContain('<script type="module"');
    },
  );

  it('serves guarded pages as the SPA shell, 200', async () => {
    const response = await get('/fr/membership/webhook');
    expect(response.status).toBe(200);
    expect(response.text).toContain('<html lang="fr">');
    expect(response.text).toContain('<div id="root"></div>');
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists every indexable route in both languages, the posts and the docs, with alternates', async () => {
    const response = await get('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.type).toMatch(/^application\/xml/);
    const locs = [...response.text.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) =>
      decode(match[1] ?? ''),
    );
    expect(new Set(locs).size).toBe(locs.length);
    // /about-us names /about as its canonical page, so only /about is listed.
    const duplicates = new Set(['about-us']);
    for (const route of routeTable.filter(
      (entry) => entry.indexable && !duplicates.has(entry.pattern),
    )) {
      const bare = `/${route.pattern.replace(/\/?\*$/, '')}`;
      for (const locale of LOCALES)
        expect(locs).toContain(`${baseUrl}${localizePath(bare, locale)}`);
    }
    expect(locs).not.toContain(`${baseUrl}/about-us`);
    expect(locs).toContain(`${baseUrl}${localizePath(frenchPost().path, 'fr')}`);
    expect(locs.filter((loc) => loc.startsWith(`${baseUrl}/fr/docs/`)).length).toBeGreaterThan(5);
    for (const loc of locs) {
      expect(new URL(loc).pathname).not.toMatch(
        /^(\/fr)?\/(membership|error|confirm|renew-subscription|onboarding|passwordreset|update-password)(\/|$)/,
      );
    }
    expect(response.text).toContain(
      `<xhtml:link rel="alternate" hreflang="fr" href="${baseUrl}/fr/about"/>`,
    );
  });

  it('robots.txt announces the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.text).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
    expect(response.text).toContain('Disallow: /api/');
  });
});

describe('hydration in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each([
    ['/', 'light'],
    [localizePath(frenchPost().path, 'fr'), 'light'],
    ['/fr/docs', 'dark'],
  ] as const)('%s (%s) hydrates the prerendered DOM without an error', async (path, scheme) => {
    const { context, page, consoleErrors } = await newPage(browser, {
      locale: path.startsWith('/fr') ? 'fr-FR' : 'en-US',
      colorScheme: scheme,
    });
    try {
      page.on('console', (message) => {
        if (message.type() === 'error' && /hydrat|Minified React error/i.test(message.text())) {
          consoleErrors.push(message.text());
        }
      });
      // Before any script: remember the prerendered heading, to see it is kept (hydrated, not
      // replaced by a client render).
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { __prerenderedH1: Element | null }).__prerenderedH1 =
            document.querySelector('#root h1');
        });
      });
      await page.goto(path);
      await page.getByTestId('page-heading').first().waitFor({ timeout: 15000 });
      await page.waitForLoadState('networkidle');
      const kept = await page.evaluate(() => {
        const saved = (window as unknown as { __prerenderedH1: Element | null }).__prerenderedH1;
        return saved !== null && saved.isConnected && saved === document.querySelector('#root h1');
      });
      expect(kept).toBe(true);
      expect(consoleErrors).toEqual([]);
      expect(await page.locator('head title').count()).toBe(1);
      expect(await page.locator('head link[rel="canonical"]').count()).toBe(1);
      // A dark-mode visitor gets the dark theme once the app runs (the HTML is built light).
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background).toBe(scheme === 'dark' ? 'rgb(3, 7, 18)' : 'rgb(255, 255, 255)');
    } finally {
      await context.close();
    }
  });

  it.each([
    ['/no-such/page?x=1', 'en'],
    ['/fr/blog/2026/unknown', 'fr'],
  ])('%s shows "Page not found: {full path}" once the app runs', async (path, lang) => {
    const { context, page, consoleErrors } = await newPage(browser);
    try {
      await page.goto(path);
      const message = page.getByTestId('not-found-message');
      await message.waitFor({ timeout: 15000 });
      expect(await message.innerText()).toBe(`Page not found: ${path}`);
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      expect(await page.locator('head title').count()).toBe(1);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
