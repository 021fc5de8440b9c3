// Every route of the spec in both languages: heading, <html lang>, layout, guards, the 404 view.
import { localizePath } from '@tickrelay/contracts/locale-path';
import { LOCALES, type Locale } from '@tickrelay/contracts/locales';
import { fixedRoutes } from '@tickrelay/contracts/routes';
import type { Browser, Page } from 'playwright-core';

import { launchBrowser, newPage } from '../src/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function open(locale: Locale) {
  return newPage(browser, { locale: locale === 'fr' ? 'fr-FR' : 'en-US' });
}

async function heading(page: Page): Promise<string> {
  const h1 = page.getByTestId('page-heading').first();
  await h1.waitFor({ state: 'visible', timeout: 15000 });
  return (await h1.innerText()).trim();
}

async function layoutOf(page: Page): Promise<string | null> {
  return page.locator('[data-layout]').first().getAttribute('data-layout');
}

/** The first in-app link under `prefix` found on `listPath`, e.g. a blog post from the blog list. */
async function discover(page: Page, listPath: string, prefix: string): Promise<string> {
  await page.goto(listPath);
  await heading(page);
  const hrefs = await page
    .locator(`a[href^="${prefix}"]`)
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const match = hrefs.find((href) => href.length > prefix.length);
  if (!match) throw new Error(`no link starting with ${prefix} on ${listPath}`);
  return match;
}

describe.each(LOCALES)('routes in %s', (locale) => {
  it.each(fixedRoutes().filter((route) => route.guard !== 'auth'))(
    '$path has its heading and layout',
    async (route) => {
      const { context, page, consoleErrors } = await open(locale);
      try {
        await page.goto(localizePath(route.path, locale));
        expect(await heading(page)).not.toBe('');
        expect(await page.getAttribute('html', 'lang')).toBe(locale);
        expect(await layoutOf(page)).toBe(route.layout);
        expect(await page.title()).toMatch(/TickRelay/);
        expect(consoleErrors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it.each(fixedRoutes().filter((route) => route.guard === 'auth'))(
    '$path sends a visitor to the localised sign-in page and back afterwards',
    async (route) => {
      const { context, page } = await open(locale);
      try {
        const target = localizePath(route.path, locale);
        await page.goto(target);
        await page.waitForURL((url) => url.pathname === localizePath('/signin', locale));
        expect(new URL(page.url()).searchParams.get('redirect')).toBe(target);
        expect(await layoutOf(page)).toBe('default');
        expect(await page.getAttribute('html', 'lang')).toBe(locale);
      } finally {
        await context.close();
      }
    },
  );

  it.each([
    ['/blog/', '/blog'],
    ['/docs/', '/docs'],
  ])('a page under %s resolves and keeps the default layout', async (prefix, listPath) => {
    const { context, page } = await open(locale);
    try {
      const href = await discover(
        page,
        localizePath(listPath, locale),
        localizePath(prefix, locale),
      );
      await page.goto(href);
      expect(await heading(page)).not.toBe('');
      expect(await layoutOf(page)).toBe('default');
    } finally {
      await context.close();
    }
  });

  it('/docs accepts a path of any depth', async () => {
    const { context, page } = await open(locale);
    try {
      await page.goto(localizePath('/docs/a/b/c/d/e', locale));
      expect(await heading(page)).not.toBe('');
      expect(await layoutOf(page)).toBe('default');
    } finally {
      await context.close();
    }
  });

  it('/code/{id} renders without a layout', async () => {
    const { context, page } = await open(locale);
    try {
      const href = await discover(
        page,
        localizePath('/download', locale),
        localizePath('/code/', locale),
      ).catch(() => discover(page, localizePath('/docs', locale), localizePath('/code/', locale)));
      await page.goto(href);
      expect(await heading(page)).not.toBe('');
      expect(await layoutOf(page)).toBe('none');
    } finally {
      await context.close();
    }
  });

  it('an unknown path shows "Page not found: {full path}"', async () => {
    const { context, page } = await open(locale);
    try {
      const path = localizePath('/no/such/page?x=1', locale);
      await page.goto(path);
      await page.getByText(`Page not found: ${path}`).first().waitFor({ timeout: 15000 });
      expect(await page.getAttribute('html', 'lang')).toBe(locale);
    } finally {
      await context.close();
    }
  });
});

describe('English and French differ', () => {
  it.each(['/', '/about', '/contact', '/signin', '/tools/alert-builder'])('%s', async (path) => {
    const en = await open('en');
    const fr = await open('fr');
    try {
      await en.page.goto(localizePath(path, 'en'));
      await fr.page.goto(localizePath(path, 'fr'));
      expect(await heading(fr.page)).not.toBe(await heading(en.page));
    } finally {
      await en.context.close();
      await fr.context.close();
    }
  });
});
