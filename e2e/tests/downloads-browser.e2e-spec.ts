// Member-only downloads in a real browser: a visitor sees the lock and no way to the file; a
// member with an active subscription (sandbox provider) presses the button, the page asks the api
// for a signed link and the browser saves the file the api streams, byte for byte the one in
// backend/assets/downloads. The link then stops working for another file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Browser, BrowserContext } from 'playwright-core';

import { launchBrowser, newPage, useSession } from '../src/browser';
import { baseUrl } from '../src/env';
import { subscribedMember } from '../src/subscribed-member';

const FILE = 'tickrelay-strategy-template-advanced.pine';
const expected = readFileSync(join(__dirname, '../../backend/assets/downloads', FILE), 'utf8');

let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});
afterAll(async () => {
  await browser.close();
});

describe('member-only downloads in the browser', () => {
  it('shows a visitor the lock, in English and French, and the file route refuses without a link', async () => {
    const { context, page } = await newPage(browser);
    contexts.push(context);
    await page.goto(`${baseUrl}/download`);
    const item = page.getByRole('listitem', { name: 'Pine Script strategy template, advanced' });
    await item.getByTestId('download-locked').waitFor();
    expect(await item.getByTestId('download-locked').textContent()).toContain('Members only');
    expect(await item.getByRole('button').count()).toBe(0);
    expect(await item.getByRole('link', { name: 'Sign in to download' }).count()).toBe(1);

    await page.goto(`${baseUrl}/fr/download`);
    const french = page.getByRole('listitem', {
      name: 'Modèle de stratégie Pine Script, version avancée',
    });
    await french.getByText('Réservé aux membres').waitFor();

    const refused = await page.request.get(
      `${baseUrl}/api/downloads/strategy-template-advanced/file`,
    );
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toBe('DOWNLOAD_LINK_INVALID');
  });

  it('lets a member download the file through a signed link', async () => {
    const member = await subscribedMember({ locale: 'en', currency: 'usd' });
    const { context, page } = await newPage(browser);
    contexts.push(context);
    await useSession(context, member);
    await page.goto(`${baseUrl}/download`);
    const button = page.getByRole('button', {
      name: 'Download Pine Script strategy template, advanced',
    });
    await button.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe(FILE);
    expect(download.url()).toMatch(
      /\/api\/downloads\/strategy-template-advanced\/file\?expires=\d+&sig=[0-9a-f]{64}$/,
    );
    const saved = await download.path();
    expect(readFileSync(saved, 'utf8')).toBe(expected);

    // The same signature is worth nothing for another file.
    const other = download.url().replace('strategy-template-advanced', 'postman-environment');
    expect((await page.request.get(other)).status()).toBe(403);
  });
});
