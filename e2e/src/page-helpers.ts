// Small checks the browser specs share about a page that stays open.
import type { Page } from 'playwright-core';

/** Sets a marker on the page's window: still there later means the page was not reloaded. */
export const mark = (page: Page): Promise<void> =>
  page.evaluate(() => {
    (window as unknown as { __noReload?: boolean }).__noReload = true;
  });

export const stillMarked = (page: Page): Promise<boolean> =>
  page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload === true);

/** Resolves once the page's live indicator says its member event stream is connected. */
export const live = (page: Page): Promise<void> =>
  page
    .locator('[data-testid="live-indicator"][data-transport="live"]')
    .first()
    .waitFor({ timeout: 15000 });

/**
 * The confirm page of an emailed link (already open in `page`): types the password chosen at
 * sign-up and submits, which confirms the address and signs in (issue 21).
 */
export async function confirmWithPassword(page: Page, password: string): Promise<void> {
  const form = page.locator('form[data-testid="confirm-form"]');
  await form.locator('#password').fill(password);
  await form.locator('button[type="submit"]').click();
}
