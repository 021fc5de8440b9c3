// A keyboard walk in Chromium, in English and French: the header in Tab order (skip link first,
// the navigation, the language switcher, then the theme selector), each form submitted with Enter
// (sign in, sign up, contact, password reset), every control of the alert builder reached in DOM
// order, and the image preview (Enter opens it, ArrowLeft/ArrowRight, Escape closes it and gives
// focus back to the image). Every focused element must show a visible focus indicator.
import { localizePath } from '@tickrelay/contracts/locale-path';
import { LOCALES, type Locale } from '@tickrelay/contracts/locales';
import { routePaths } from '@tickrelay/contracts/routes';
import type { Browser, Page } from 'playwright-core';

import { settle } from '../src/a11y-axe';
import { launchBrowser, newPage, type PageSession } from '../src/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

interface Focused {
  tag: string;
  /** href (links), id, or the accessible text: enough to name it in a failure. */
  name: string;
  href: string | null;
  id: string;
  inMain: boolean;
  /** :focus-visible matches and an outline or a box shadow is drawn. */
  visible: boolean;
}

/** What has the focus, and whether its focus indicator can be seen. */
function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
    const box = el.getBoundingClientRect();
    return {
      tag: el.tagName.toLowerCase(),
      name:
        el.getAttribute('href') ??
        el.id ??
        (el.getAttribute('aria-label') || el.textContent || '').trim().slice(0, 40),
      href: el.getAttribute('href'),
      id: el.id,
      inMain: Boolean(el.closest('#main-content')),
      visible: el.matches(':focus-visible') && (outline || shadow) && box.width > 0,
    };
  });
}

async function tab(page: Page, shift = false): Promise<Focused> {
  await page.keyboard.press(shift ? 'Shift+Tab' : 'Tab');
  const now = await focused(page);
  if (!now) throw new Error('Tab left the focus on the body');
  if (!now.visible) throw new Error(`no visible focus on ${now.tag} ${now.name}`);
  return now;
}

async function open(locale: Locale, path: string): Promise<PageSession> {
  const session = await newPage(browser, { locale: locale === 'fr' ? 'fr-FR' : 'en-US' });
  await session.page.goto(localizePath(path, locale));
  await settle(session.page);
  return session;
}

describe.each(LOCALES)('keyboard in %s', (locale) => {
  const at = (path: string) => localizePath(path, locale);
  let session: PageSession | undefined;
  afterEach(async () => {
    await session?.context.close();
    session = undefined;
  });

  it('the header: skip link first, then the navigation, the languages, and the theme selector', async () => {
    session = await open(locale, routePaths.home);
    const { page } = session;
    const first = await tab(page);
    expect(first.href).toBe('#main-content');

    const order: Focused[] = [];
    for (let i = 0; i < 30; i += 1) {
      const next = await tab(page);
      if (next.inMain) break;
      order.push(next);
    }
    const hrefs = order.map((item) => item.href);
    const nav = [routePaths.docs, routePaths.alertBuilder, routePaths.download, routePaths.blog];
    const navIndexes = nav.map((path) => hrefs.indexOf(at(path)));
    expect(navIndexes.every((index) => index >= 0)).toBe(true);
    expect([...navIndexes].sort((a, b) => a - b)).toEqual(navIndexes);
    // The logo links home too: the language links are the last links to '/' and '/fr'.
    const languages = [hrefs.lastIndexOf('/'), hrefs.lastIndexOf('/fr')];
    expect(languages.every((index) => index > navIndexes.at(-1)!)).toBe(true);
    expect(hrefs.indexOf(at(routePaths.signin))).toBeGreaterThan(Math.max(...languages));

    // The skip link moves the focus to the page itself.
    await page.keyboard.press('Shift+Tab');
    for (let i = 0; i < 40 && (await focused(page))?.href !== '#main-content'; i += 1) {
      await page.keyboard.press('Shift+Tab');
    }
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');

    // The theme selector sits after the page (fixed at the bottom right): reached by Tab, changed
    // with the arrow keys.
    let selector: Focused | null = null;
    for (let i = 0; i < 300 && !selector; i += 1) {
      const next = await tab(page);
      if (next.id === 'theme-selector') selector = next;
    }
    expect(selector).not.toBeNull();
    const before = await page.locator('#theme-selector').inputValue();
    await page.keyboard.press('ArrowDown');
    expect(await page.locator('#theme-selector').inputValue()).not.toBe(before);
  });

  it('sign in: typed and sent with Enter, the wrong password is refused on the page', async () => {
    session = await open(locale, routePaths.signin);
    const { page } = session;
    await page.locator('#email').focus();
    await page.keyboard.type('nobody-keyboard@example.com');
    // The "Forgot password?" link sits in the password's label row, before the field.
    let stops = 0;
    while ((await focused(page))?.id !== 'password' && stops < 3) {
      await tab(page);
      stops += 1;
    }
    expect((await focused(page))?.id).toBe('password');
    await page.keyboard.type('not the password at all');
    await page.keyboard.press('Enter');
    // INVALID_CREDENTIALS is shown under the password field.
    await page.getByTestId('password-error').waitFor({ timeout: 15000 });
  });

  it.each([
    [routePaths.signup, 'signup-form'],
    [routePaths.contact, 'contact-form'],
    [routePaths.passwordReset, 'password-reset-form'],
  ])(
    '%s: Enter in the first field submits the form, and its errors are shown',
    async (path, form) => {
      session = await open(locale, path);
      const { page } = session;
      const firstField = page.getByTestId(form).locator('input, textarea').first();
      await firstField.focus();
      await page.keyboard.press('Enter');
      const invalid = page.getByTestId(form).locator('[aria-invalid="true"]');
      await invalid.first().waitFor({ timeout: 15000 });
      // The focus goes to (or stays on) a field the visitor has to fix.
      const now = await focused(page);
      expect(now?.tag).toMatch(/input|textarea/);
    },
  );

  it('the alert builder: every control in DOM order, each with a visible focus', async () => {
    session = await open(locale, routePaths.alertBuilder);
    const { page } = session;
    // One tab stop per control; a radio group is one stop (its arrows move inside it).
    const stops = () =>
      page.evaluate(() => {
        const selector =
          'a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
        const radios = new Map<string, HTMLElement[]>();
        const controls = [...document.querySelectorAll<HTMLElement>(`#main-content ${selector}`)]
          // The fixed theme selector renders inside the dashboard layout's main element but after
          // the page; the header walk covers it.
          .filter((el) => el.getClientRects().length > 0 && el.tabIndex >= 0)
          .filter((el) => el.id !== 'theme-selector')
          .filter((el) => {
            if (!(el instanceof HTMLInputElement) || el.type !== 'radio') return true;
            const group = radios.get(el.name);
            radios.set(el.name, [...(group ?? []), el]);
            return !group;
          });
        // The controls no Tab reached (a radio group counts when any of its radios was reached).
        const missed = controls.filter((el) => {
          const group = el instanceof HTMLInputElement && el.type === 'radio';
          const members = group ? radios.get(el.name)! : [el];
          return !members.some((member) => member.hasAttribute('data-kb-seen'));
        });
        return { count: controls.length, missed: missed.map((el) => el.outerHTML.slice(0, 120)) };
      });
    const { count } = await stops();
    expect(count).toBeGreaterThan(5);
    await page.locator('#main-content').focus();
    const seen: Focused[] = [];
    for (let i = 0; i < count + 20; i += 1) {
      const next = await tab(page);
      if (!next.inMain || next.id === 'theme-selector') break;
      seen.push(next);
      await page.evaluate(() => document.activeElement?.setAttribute('data-kb-seen', ''));
    }
    expect((await stops()).missed).toEqual([]);
    // At least one stop per counted control; the walk may see one more when it reveals a control
    // (fr once saw 35 stops for 34 counted).
    const names = seen.map((item) => `${item.tag}:${item.name}`);
    expect(names.length).toBeGreaterThanOrEqual(count);
    // Shift+Tab walks the same way back.
    const last = seen.at(-1)!;
    // The walk stopped on the stop after the builder: Shift+Tab comes back to its last control.
    await tab(page, true);
    expect((await focused(page))?.name).toBe(last.name);
  });

  it('the image preview: Enter opens it, arrows browse, Escape closes it and gives the focus back', async () => {
    session = await open(locale, '/docs/getting-started');
    const { page } = session;
    const opener = page.locator('#main-content :is(button, a, [role="button"]):has(img)').first();
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.locator('[role="dialog"][aria-modal="true"]');
    await dialog.waitFor({ timeout: 15000 });
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    expect(await dialog.isVisible()).toBe(true);
    // Tab stays inside the dialog.
    for (let i = 0; i < 12; i += 1) {
      await tab(page);
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached', timeout: 5000 });
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
  });
});
