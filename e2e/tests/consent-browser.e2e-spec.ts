// Consent in a real Chromium (GDPR, CNIL): with an analytics script, a tag manager and an ads
// conversion id configured, nothing third-party is requested before the visitor chooses; refusing
// keeps it that way across navigations and reloads; accepting loads them; the choice persists;
// "Cookie settings" in the footer reopens the banner; French labels under /fr; axe finds nothing.
//
// The stack under test configures no tag (other specs must not meet a banner), so each context here
// answers /runtime-config.js with the stack's own file plus the three settings, and fulfils the
// tag URLs itself while recording every request to them: nothing leaves the machine, and a request
// that the browser would have sent is seen. The URLs are ones the site's CSP allows (same-origin
// analytics, Google's gtag path), so "accepted → loaded" proves the real policy lets them through.
import { readFileSync } from 'node:fs';

import type { Browser, BrowserContext, Page, Request } from 'playwright-core';

import { AXE_TAGS, describeViolations, type AxeViolation } from '../src/a11y-axe';
import { launchBrowser, newPage } from '../src/browser';

const ANALYTICS_PATH = '/e2e-analytics/script.js';
const TAG_MANAGER_URL = 'https://www.googletagmanager.com/gtag/js?id=AW-987654321';
const ADS_CONVERSION_ID = 'AW-987654321/e2eLabel';
/** Anything a third-party tag would send or fetch. */
const THIRD_PARTY =
  /e2e-analytics|googletagmanager\.com|google-analytics\.com|analytics\.google\.com|googleadservices\.com|doubleclick\.net/;
/** How long marketing code could take to start: after load + an idle callback (3 s at most). */
const TAG_START_WINDOW_MS = 4500;

interface Session {
  context: BrowserContext;
  page: Page;
  /** Every third-party request the page tried, in order. */
  requests: string[];
}

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function consentSession(locale = 'en-US'): Promise<Session> {
  const { context, page } = await newPage(browser, { locale });
  const requests: string[] = [];
  await context.route('**/runtime-config.js', async (route) => {
    const response = await route.fetch();
    const settings = JSON.stringify({
      analyticsUrl: ANALYTICS_PATH,
      tagManagerUrl: TAG_MANAGER_URL,
      adsConversionId: ADS_CONVERSION_ID,
    });
    await route.fulfill({
      response,
      body: `${await response.text()}\nObject.assign(window.__RUNTIME_CONFIG__ = window.__RUNTIME_CONFIG__ || {}, ${settings});\n`,
    });
  });
  // Fulfilled here, so no tag request reaches the network; each one is counted.
  await context.route(THIRD_PARTY, async (route) => {
    const kind = route.request().url().includes('e2e-analytics') ? 'analytics' : 'tags';
    await route.fulfill({
      status: 200,
      contentType: 'text/javascript',
      body: `window.__e2eLoaded = (window.__e2eLoaded || []).concat('${kind}');`,
    });
  });
  context.on('request', (request: Request) => {
    if (THIRD_PARTY.test(request.url())) requests.push(request.url());
  });
  return { context, page, requests };
}

async function ready(page: Page): Promise<void> {
  await page.getByTestId('page-heading').first().waitFor({ state: 'visible', timeout: 20000 });
}

/** Long enough for consented tags to have started on this page. */
const tagWindow = (page: Page) => page.waitForTimeout(TAG_START_WINDOW_MS);

const storedChoice = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('tickrelay_consent') ?? 'null') as unknown);

const conversions = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((entry) => entry[0] === 'event' && entry[1] === 'conversion'),
  );

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe on the banner only: the pages themselves are the a11y spec's business (and run there without
 * a banner); here what matters is what the banner adds.
 */
async function bannerViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(
      { include: [['[data-testid="consent-banner"]']] },
      { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
    )) as {
      violations: Array<{
        id: string;
        impact: string | null;
        help: string;
        nodes: Array<{ target: unknown[] }>;
      }>;
    };
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
    }));
  }, AXE_TAGS);
}

/** describeViolations' lines, each with the start of the offending element's HTML. */
async function explain(page: Page, where: string, violations: AxeViolation[]): Promise<string[]> {
  const lines = describeViolations(where, violations);
  const targets = violations.flatMap((violation) => violation.targets);
  const html = await page.evaluate(
    (selectors) =>
      selectors.map((selector) => document.querySelector(selector)?.outerHTML.slice(0, 160) ?? ''),
    targets,
  );
  return lines.map((line, index) => `${line} :: ${html[index] ?? ''}`);
}

declare global {
  interface Window {
    dataLayer?: unknown[];
    __e2eLoaded?: string[];
  }
}

describe('consent banner', () => {
  it('refused: no analytics, tag or ads request, across navigations and a reload', async () => {
    const { context, page, requests } = await consentSession();
    try {
      await page.goto('/');
      await ready(page);
      const banner = page.getByRole('region', { name: 'Your choice about cookies' });
      await banner.waitFor({ timeout: 15000 });
      // Nothing before a choice either.
      await tagWindow(page);
      expect(requests).toEqual([]);

      const accept = banner.getByRole('button', { name: 'Accept', exact: true });
      const refuse = banner.getByRole('button', { name: 'Refuse', exact: true });
      const [acceptBox, refuseBox] = [await accept.boundingBox(), await refuse.boundingBox()];
      expect(acceptBox && refuseBox).toBeTruthy();
      expect(refuseBox!.width).toBeCloseTo(acceptBox!.width, 0);
      expect(refuseBox!.height).toBeCloseTo(acceptBox!.height, 0);
      expect(refuseBox!.y).toBeCloseTo(acceptBox!.y, 0);
      const styles = await Promise.all(
        [accept, refuse].map((button) =>
          button.evaluate((element) => {
            const style = getComputedStyle(element);
            return [style.backgroundColor, style.color, style.fontSize, style.fontWeight];
          }),
        ),
      );
      expect(styles[1]).toEqual(styles[0]);
      // A fixed overlay: the page under it does not move.
      expect(await banner.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');

      expect(await explain(page, '/ with the banner', await bannerViolations(page))).toEqual([]);

      await refuse.click();
      await banner.waitFor({ state: 'detached' });
      expect(await storedChoice(page)).toMatchObject({ analytics: false, advertising: false });

      // Client-side navigation, a full load of another page, then a reload.
      await page.locator('footer a[href="/blog"]').first().click();
      await page.waitForURL('**/blog');
      await ready(page);
      await tagWindow(page);
      await page.goto('/docs');
      await ready(page);
      await page.reload();
      await ready(page);
      await tagWindow(page);
      expect(await page.getByTestId('consent-banner').count()).toBe(0);
      expect(requests).toEqual([]);
      expect(await conversions(page)).toEqual([]);
      expect(await page.evaluate(() => window.__e2eLoaded ?? [])).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('accepted: the tags load and the conversion is sent; the choice persists; the footer link reopens it and withdrawing stops them', async () => {
    const { context, page, requests } = await consentSession();
    try {
      await page.goto('/');
      await ready(page);
      const banner = page.getByRole('region', { name: 'Your choice about cookies' });
      await banner.getByRole('button', { name: 'Accept', exact: true }).click();
      await banner.waitFor({ state: 'detached' });
      await page.waitForFunction(() => (window.__e2eLoaded ?? []).length === 2, null, {
        timeout: 15000,
      });
      expect(requests.some((url) => url.endsWith(ANALYTICS_PATH))).toBe(true);
      expect(requests).toContain(TAG_MANAGER_URL);
      expect(await conversions(page)).toEqual([
        ['event', 'conversion', { send_to: ADS_CONVERSION_ID, value: 1, currency: 'USD' }],
      ]);

      // Persists: no banner after a reload, and the tags load again by themselves.
      requests.length = 0;
      await page.reload();
      await ready(page);
      await page.waitForFunction(() => (window.__e2eLoaded ?? []).length === 2, null, {
        timeout: 15000,
      });
      expect(await page.getByTestId('consent-banner').count()).toBe(0);
      expect(requests).toHaveLength(2);

      // Reopened from the footer, with the current choice; withdrawn.
      await page.getByRole('link', { name: 'Cookie settings' }).click();
      const reopened = page.getByRole('region', { name: 'Your choice about cookies' });
      await reopened.waitFor();
      await expect(reopened.textContent()).resolves.toContain(
        'analytics accepted, advertising accepted',
      );
      const reloaded = page.waitForEvent('load');
      requests.length = 0;
      await reopened.getByRole('button', { name: 'Refuse', exact: true }).click();
      await reloaded; // code that already ran can only be unloaded by a new page
      await ready(page);
      await tagWindow(page);
      expect(requests).toEqual([]);
      expect(await page.evaluate(() => window.__e2eLoaded ?? [])).toEqual([]);
      expect(await storedChoice(page)).toMatchObject({ analytics: false, advertising: false });
    } finally {
      await context.close();
    }
  });

  it('in French under /fr, with a per-purpose choice that loads only what was ticked', async () => {
    const { context, page, requests } = await consentSession('fr-FR');
    try {
      await page.goto('/fr');
      const banner = page.getByRole('region', { name: 'Votre choix sur les cookies' });
      await banner.waitFor({ timeout: 15000 });
      await expect(banner.getByRole('button', { name: 'Accepter' }).isVisible()).resolves.toBe(
        true,
      );
      await expect(banner.getByRole('button', { name: 'Refuser' }).isVisible()).resolves.toBe(true);
      await banner.getByRole('button', { name: 'Choisir' }).click();
      const analytics = banner.getByRole('checkbox', { name: /Mesure d’audience/ });
      const advertising = banner.getByRole('checkbox', { name: /Publicité/ });
      expect(await analytics.isChecked()).toBe(false);
      expect(await advertising.isChecked()).toBe(false);
      expect(await explain(page, '/fr with the purposes', await bannerViolations(page))).toEqual(
        [],
      );

      await analytics.check();
      await banner.getByRole('button', { name: 'Enregistrer mes choix' }).click();
      await page.waitForFunction(() => (window.__e2eLoaded ?? []).length === 1, null, {
        timeout: 15000,
      });
      await tagWindow(page);
      expect(await page.evaluate(() => window.__e2eLoaded)).toEqual(['analytics']);
      expect(requests.filter((url) => url.includes('googletagmanager'))).toEqual([]);
      expect(await conversions(page)).toEqual([]);
      await expect(
        page.getByRole('link', { name: 'Paramètres des cookies' }).getAttribute('href'),
      ).resolves.toBe('/fr/privacy#cookies-et-stockage-local');
    } finally {
      await context.close();
    }
  });
});
