// "Your data" in a real browser, in English and French: a signed-in member presses the button on
// their profile, the card shows the copy being prepared, then ready (the worker built it), with no
// axe violation in light and dark mode; the download is a ZIP naming every section, and the mail
// that says it is ready links to the profile in the member's language, never to the file.
import { readFileSync } from 'node:fs';

import { localizePath } from '@tickrelay/contracts/locale-path';
import { signUpMember } from '@tickrelay/testing/accounts/member.fixture';
import { strFromU8, unzipSync } from 'fflate';
import type { Browser, BrowserContext } from 'playwright-core';

import { axeViolations, type ColorMode, describeViolations, useColorMode } from '../src/a11y-axe';
import { launchBrowser, newPage, useSession } from '../src/browser';
import { baseUrl } from '../src/env';
import { agent, mailbox } from '../src/stack-clients';

const SECTIONS = [
  'alert-templates.json',
  'brokers.json',
  'deliveries.json',
  'destinations.json',
  'profile.json',
  'security-log.json',
  'subscription.json',
  'webhooks.json',
];

const LANGUAGES = [
  {
    locale: 'en',
    request: 'Prepare a copy of my data',
    ready: 'Ready to download until',
    download: 'Download my data',
    subject: 'your data is ready',
  },
  {
    locale: 'fr',
    request: 'Préparer une copie de mes données',
    ready: 'Prête à télécharger jusqu’au',
    download: 'Télécharger mes données',
    subject: 'vos données sont prêtes',
  },
] as const;

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

describe.each(LANGUAGES)('your data, $locale', (language) => {
  it('is prepared by the worker, downloaded as a ZIP of every section, and mailed', async () => {
    const member = agent({ language: language.locale });
    const { email } = await signUpMember(member, mailbox, { locale: language.locale });
    const { context, page } = await newPage(browser);
    contexts.push(context);
    await useSession(context, member);
    const profile = `${baseUrl}${localizePath('/membership/profile', language.locale)}`;
    await page.goto(profile);
    const card = page.getByTestId('data-export-card');
    await card.getByRole('button', { name: language.request }).click();
    await card.locator('[data-testid="data-export-state"][data-status="preparing"]').waitFor();
    // The card polls while the copy is prepared; the worker builds it within seconds.
    const state = card.locator('[data-testid="data-export-state"][data-status="ready"]');
    await state.waitFor({ timeout: 60_000 });
    expect(await state.textContent()).toContain(language.ready);

    const button = card.getByRole('button', { name: language.download });
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(/^tickrelay-data-\d{4}-\d{2}-\d{2}\.zip$/);
    expect(download.url()).toMatch(
      /\/api\/account\/data-exports\/[0-9a-f-]{36}\/file\?expires=\d+&sig=[0-9a-f]{64}$/,
    );
    const files = unzipSync(new Uint8Array(readFileSync(await download.path())));
    expect(Object.keys(files).sort()).toEqual(['README.txt', 'manifest.json', ...SECTIONS].sort());
    const manifest = JSON.parse(strFromU8(files['manifest.json']!)) as { sections: string[] };
    expect(manifest.sections).toEqual(SECTIONS);
    const profileJson = JSON.parse(strFromU8(files['profile.json']!)) as {
      account: { email: string; locale: string };
    };
    expect(profileJson.account).toMatchObject({ email, locale: language.locale });

    // The same link in a browser without the member's session is refused.
    const { context: stranger } = await newPage(browser);
    contexts.push(stranger);
    expect((await stranger.request.get(download.url())).status()).toBe(401);

    const mail = await mailbox.waitFor({ to: email, subjectIncludes: language.subject });
    const profilePath = localizePath('/membership/profile', language.locale);
    expect(mail.links.map((link) => new URL(link).pathname)).toContain(profilePath);
    expect(mail.links.some((link) => link.includes('/api/'))).toBe(false);
  }, 120_000);

  it.each(['light', 'dark'] as ColorMode[])(
    'the card with a ready copy has no axe violation, %s mode',
    async (mode) => {
      const member = agent({ language: language.locale });
      await signUpMember(member, mailbox, { locale: language.locale });
      const requested = await member.post('/api/account/data-exports');
      expect(requested.status).toBe(202);
      const { context, page } = await newPage(browser, { colorScheme: mode });
      contexts.push(context);
      await useColorMode(context, mode);
      await useSession(context, member);
      await page.goto(`${baseUrl}${localizePath('/membership/profile', language.locale)}`);
      await page
        .getByTestId('data-export-card')
        .locator('[data-testid="data-export-state"][data-status="ready"]')
        .waitFor({ timeout: 60_000 });
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      const where = `${language.locale} profile, ${mode}`;
      expect(describeViolations(where, await axeViolations(page))).toEqual([]);
    },
    120_000,
  );
});
