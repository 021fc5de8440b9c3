// axe-core in Chromium on every route of the route table (contracts/src/routes.ts), in English and
// French, light and dark: the public pages, a docs page, a blog post, a code page, the alert
// builder, sign in/up, and the member pages signed in as a member with an active subscription. No
// violation of WCAG 2.0/2.1 A and AA or axe's best practices; each one is reported with its target.
import { localizePath } from '@tickrelay/contracts/locale-path';
import { LOCALES, type Locale } from '@tickrelay/contracts/locales';
import { fixedRoutes } from '@tickrelay/contracts/routes';
import type { ApiAgent } from '@tickrelay/testing/http/api-agent';
import type { Browser, Page } from 'playwright-core';

import {
  axeViolations,
  describeViolations,
  settle,
  useColorMode,
  type ColorMode,
} from '../src/a11y-axe';
import { launchBrowser, newPage, useSession, type PageSession } from '../src/browser';
import { subscribedMember } from '../src/subscribed-member';

const MODES: ColorMode[] = ['light', 'dark'];
const browserLocale = (locale: Locale) => (locale === 'fr' ? 'fr-FR' : 'en-US');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function open(locale: Locale, mode: ColorMode, member?: ApiAgent): Promise<PageSession> {
  const session = await newPage(browser, { locale: browserLocale(locale), colorScheme: mode });
  await useColorMode(session.context, mode);
  if (member) await useSession(session.context, member);
  return session;
}

/** Visits each path in one tab and collects every violation (all pages checked before failing). */
async function audit(session: PageSession, paths: string[], mode: ColorMode): Promise<string[]> {
  const problems: string[] = [];
  for (const path of paths) {
    await session.page.goto(path);
    await settle(session.page);
    // A page may force its own mode (use-forced-color-mode): the report names the one shown.
    const shown = await session.page.evaluate(() => document.documentElement.dataset.theme);
    const where = `${path} [${mode}, shown ${shown ?? '?'}]`;
    problems.push(...describeViolations(where, await axeViolations(session.page)));
  }
  return problems;
}

/** The first in-app link under `prefix` on `listPath` (a post from the blog, a code page...). */
async function discover(page: Page, listPath: string, prefix: string): Promise<string> {
  await page.goto(listPath);
  await settle(page);
  const hrefs = await page
    .locator(`a[href^="${prefix}"]`)
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const match = hrefs.find((href) => href.length > prefix.length);
  if (!match) throw new Error(`no link starting with ${prefix} on ${listPath}`);
  return match;
}

async function contentPaths(session: PageSession, locale: Locale): Promise<string[]> {
  const at = (path: string) => localizePath(path, locale);
  const post = await discover(session.page, at('/blog'), at('/blog/'));
  const docs = await discover(session.page, at('/docs'), at('/docs/'));
  const code = await discover(session.page, at('/download'), at('/code/')).catch(() =>
    discover(session.page, at('/docs'), at('/code/')),
  );
  // /docs/contracts: the generated table of every supported contract (wide tables).
  return [post, docs, code, at('/docs/contracts')];
}

describe.each(LOCALES)('accessibility in %s', (locale) => {
  const visitorPaths = fixedRoutes()
    .filter((route) => route.guard !== 'auth')
    .map((route) => localizePath(route.path, locale));
  const memberPaths = fixedRoutes()
    .filter((route) => route.guard === 'auth')
    .map((route) => localizePath(route.path, locale));

  it.each(MODES)(
    'every public page, %s mode',
    async (mode) => {
      const session = await open(locale, mode);
      try {
        const paths = [...visitorPaths, ...(await contentPaths(session, locale))];
        expect(await audit(session, paths, mode)).toEqual([]);
      } finally {
        await session.context.close();
      }
    },
    240000,
  );

  describe('signed in with an active subscription', () => {
    let member: ApiAgent;
    beforeAll(async () => {
      member = await subscribedMember({ locale, currency: locale === 'fr' ? 'eur' : 'usd' });
    }, 60000);

    it.each(MODES)(
      'every member page and the alert builder, %s mode',
      async (mode) => {
        const session = await open(locale, mode, member);
        try {
          const paths = [...memberPaths, localizePath('/tools/alert-builder', locale)];
          expect(await audit(session, paths, mode)).toEqual([]);
        } finally {
          await session.context.close();
        }
      },
      180000,
    );
  });
});
