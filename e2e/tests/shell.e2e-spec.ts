// The root shell in a real browser: theme selector, colour modes, language switcher and cookie.
import type { Browser, Page } from 'playwright-core';

import { launchBrowser, newPage } from '../src/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);

/** The page is prerendered, so its heading shows before React hydrated: wait for the app too. */
async function ready(page: Page): Promise<void> {
  await page.getByTestId('page-heading').first().waitFor({ timeout: 15000 });
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 15000 });
}

describe('theme selector', () => {
  it('sits fixed at the bottom right with System, Light and Dark', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/');
      await ready(page);
      const selector = page.getByTestId('theme-selector');
      const options = await selector
        .locator('option')
        .evaluateAll((items) => items.map((item) => (item as HTMLOptionElement).value));
      expect(options).toEqual(['system', 'light', 'dark']);
      const labels = await selector.locator('option').allInnerTexts();
      expect(labels).toEqual(['System', 'Light', 'Dark']);
      const box = await selector.boundingBox();
      const viewport = page.viewportSize();
      expect(box && viewport).toBeTruthy();
      expect(box!.x + box!.width).toBeGreaterThan(viewport!.width - 120);
      expect(box!.y + box!.height).toBeGreaterThan(viewport!.height - 120);
      const fixed = await page.evaluate(() => {
        let node: HTMLElement | null = document.querySelector('[data-testid="theme-selector"]');
        while (node && getComputedStyle(node).position !== 'fixed') node = node.parentElement;
        return node !== null;
      });
      expect(fixed).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('keeps the chosen mode across a reload, stored under nuxt-color-mode', async () => {
    const { context, page } = await newPage(browser, { colorScheme: 'light' });
    try {
      await page.goto('/about');
      await ready(page);
      await page.getByTestId('theme-selector').selectOption('dark');
      expect(await theme(page)).toBe('dark');
      expect(await page.evaluate(() => localStorage.getItem('nuxt-color-mode'))).toBe('dark');
      await page.reload();
      await ready(page);
      expect(await theme(page)).toBe('dark');
      expect(await page.getByTestId('theme-selector').inputValue()).toBe('dark');
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background).not.toBe('rgb(255, 255, 255)');
    } finally {
      await context.close();
    }
  });

  it('follows the operating system live when set to System', async () => {
    const { context, page } = await newPage(browser, { colorScheme: 'dark' });
    try {
      await page.goto('/');
      await ready(page);
      await page.getByTestId('theme-selector').selectOption('system');
      expect(await theme(page)).toBe('dark');
      await page.emulateMedia({ colorScheme: 'light' });
      await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    } finally {
      await context.close();
    }
  });
});

describe('language', () => {
  it('switches to Français on the same page and remembers it in the lang cookie', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/about?ref=e2e');
      await ready(page);
      const switcher = page.getByTestId('language-switcher');
      expect(await switcher.innerText()).toMatch(/English[\s\S]*Français/);
      await page.getByTestId('language-option-fr').click();
      await page.waitForURL((url) => url.pathname === '/fr/about');
      expect(new URL(page.url()).search).toBe('?ref=e2e');
      await ready(page);
      expect(await page.getAttribute('html', 'lang')).toBe('fr');
      const cookie = (await context.cookies()).find((item) => item.name === 'lang');
      expect(cookie).toMatchObject({ value: 'fr', path: '/', sameSite: 'Lax' });
      const days = (cookie!.expires * 1000 - Date.now()) / 86400000;
      expect(days).toBeGreaterThan(364);
      expect(days).toBeLessThanOrEqual(365.01);

      await page.getByTestId('language-option-en').click();
      await page.waitForURL((url) => url.pathname === '/about');
      expect(await page.getAttribute('html', 'lang')).toBe('en');
    } finally {
      await context.close();
    }
  });

  it('sends a French browser from / to /fr on its first visit', async () => {
    const { context, page } = await newPage(browser, { locale: 'fr-FR' });
    try {
      await page.goto('/');
      await page.waitForURL((url) => url.pathname === '/fr');
      await ready(page);
      expect(await page.getAttribute('html', 'lang')).toBe('fr');
    } finally {
      await context.close();
    }
  });
});

describe('error page', () => {
  it('shows 500 Internal Server Error by default and Page Not Found for 404', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/error');
      await page.getByText('Internal Server Error').first().waitFor();
      expect(await page.locator('body').innerText()).toMatch(/500/);
      await page.goto('/error?status=404');
      await page.getByText('Page Not Found').first().waitFor();
    } finally {
      await context.close();
    }
  });
});
