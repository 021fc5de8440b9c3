// A prerendered page is on screen before its scripts run (public/load-app.js loads them after
// the first paint). What a visitor does in that window must not be lost: with the scripts held
// back by the test, a click on a button and Enter in a form happen before the app runs, and take
// effect once it does. A submission never goes out natively with the fields in the URL.
import { localizePath } from '@tickrelay/contracts/locale-path';
import { LOCALES } from '@tickrelay/contracts/locales';
import { routePaths } from '@tickrelay/contracts/routes';
import type { Browser, Page } from 'playwright-core';

import { launchBrowser, newPage, type PageSession } from '../src/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Holds every script of the build until `release` is called: the page shows, nothing runs. */
async function holdScripts(page: Page): Promise<{ release: () => void; held: () => number }> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = 0;
  await page.route('**/assets/*.js', async (route) => {
    held += 1;
    await gate;
    await route.continue();
  });
  return { release, held: () => held };
}

const appReady = (page: Page) =>
  page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));

describe.each(LOCALES)('before the app runs, in %s', (locale) => {
  let session: PageSession | undefined;
  afterEach(async () => {
    await session?.context.close();
    session = undefined;
  });

  it('Enter in the contact form is submitted to the app once it runs, not natively', async () => {
    session = await newPage(browser, { locale: locale === 'fr' ? 'fr-FR' : 'en-US' });
    const { page } = session;
    const scripts = await holdScripts(page);
    const path = localizePath(routePaths.contact, locale);
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    const form = page.getByTestId('contact-form');
    await form.locator('input, textarea').first().focus();
    // load-app.js asked for the scripts (after the first paint); none has run yet.
    await page.waitForFunction(() => document.querySelector('script[type="module"]') !== null);
    expect(scripts.held()).toBeGreaterThan(0);
    await page.keyboard.press('Enter');
    await page.waitForTimeout(300); // a native submission would have left by now
    expect(new URL(page.url()).search).toBe('');
    scripts.release();
    await appReady(page);
    await form.locator('[aria-invalid="true"]').first().waitFor({ timeout: 15000 });
    expect(new URL(page.url()).pathname).toBe(path);
    expect(new URL(page.url()).search).toBe('');
  });

  it('a click on a button is made again once the app runs', async () => {
    session = await newPage(browser, { locale: locale === 'fr' ? 'fr-FR' : 'en-US' });
    const { page } = session;
    const scripts = await holdScripts(page);
    await page.goto(localizePath(routePaths.alertBuilder, locale), {
      waitUntil: 'domcontentloaded',
    });
    await page.waitForFunction(() => document.querySelector('script[type="module"]') !== null);
    // The paste disclosure: its text area appears only through the button's handler.
    const toggle = page.locator('#ab-paste');
    expect(await toggle.isVisible()).toBe(false);
    const button = page.getByRole('button', {
      name: locale === 'fr' ? 'Coller un message existant' : 'Paste an existing message',
    });
    await button.click();
    expect(await toggle.isVisible()).toBe(false);
    scripts.release();
    await appReady(page);
    await toggle.waitFor({ state: 'visible', timeout: 15000 });
  });
});
