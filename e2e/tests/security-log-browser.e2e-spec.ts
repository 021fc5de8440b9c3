// Email change and the security log in a real browser, through nginx, in English and French: the
// member asks for a new address on the profile page, opens the emailed link, confirms it with a
// click, and finds the change in the security log (in their language and time zone).
import { localizePath } from '@tickrelay/contracts/locale-path';
import { LOCALES, type Locale } from '@tickrelay/contracts/locales';
import { PASSWORD, signUpMember, uniqueEmail } from '@tickrelay/testing/accounts/member.fixture';
import type { Browser, BrowserContext } from 'playwright-core';

import {
  axeViolations,
  type ColorMode,
  describeViolations,
  settle,
  useColorMode,
} from '../src/a11y-axe';
import { launchBrowser, newPage, useSession } from '../src/browser';
import { agent, mailbox } from '../src/stack-clients';

const KIND_TEXT: Record<Locale, { confirmed: string; requested: string }> = {
  en: { confirmed: 'Email address changed', requested: 'Email change requested' },
  fr: { confirmed: 'Adresse e-mail modifiée', requested: 'Changement d’adresse e-mail demandé' },
};

let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});
afterAll(() => browser.close());

describe.each(LOCALES)('email change and security log (%s)', (locale) => {
  it('changes the address from the profile, confirms it by the link, shows it in the log', async () => {
    const member = agent({ language: locale });
    const { email } = await signUpMember(member, mailbox, { locale });
    const session = await newPage(browser, {
      locale: locale === 'fr' ? 'fr-FR' : 'en-US',
      timezoneId: 'Europe/Paris',
    });
    contexts.push(session.context);
    const { page } = session;
    await useSession(session.context, member);
    const at = (path: string) => localizePath(path, locale);

    await page.goto(at('/membership/profile'));
    const newEmail = uniqueEmail(`moved-${locale}`);
    await page.locator('#newEmail').fill(newEmail);
    await page.locator('#email-change-password').fill(PASSWORD);
    await page.getByTestId('email-change-submit').click();
    await page.getByTestId('email-change-sent').waitFor();

    const link = new URL(
      await mailbox.link(
        { to: newEmail, linkIncludes: '/email-change/confirm?token=' },
        { timeoutMs: 30000 },
      ),
    );
    expect(link.pathname).toBe(at('/email-change/confirm'));
    await page.goto(`${link.pathname}${link.search}`);
    // The token leaves the address bar before anything can read it.
    await page.getByTestId('email-confirm-submit').waitFor();
    expect(new URL(page.url()).search).toBe('');
    await page.getByTestId('email-confirm-submit').click();
    await page.getByTestId('email-confirm-done').getByText(newEmail).waitFor();

    await page.goto(at('/membership/security-log'));
    const confirmed = page.locator(
      '[data-testid="security-log-row"][data-kind="email-change-confirmed"]',
    );
    await confirmed.waitFor();
    expect(await confirmed.innerText()).toContain(KIND_TEXT[locale].confirmed);
    const requested = page.locator(
      '[data-testid="security-log-row"][data-kind="email-change-requested"]',
    );
    expect(await requested.innerText()).toContain(KIND_TEXT[locale].requested);
    // The browser's zone became the member's (first visit), and the log says so.
    expect(await page.getByTestId('security-log-zone').innerText()).toContain('Europe/Paris');
    // The old address got the notice with its undo link.
    await mailbox.waitFor(
      { to: email, linkIncludes: '/email-change/undo?token=' },
      { timeoutMs: 30000 },
    );
  }, 90000);

  it.each<ColorMode>(['light', 'dark'])(
    'has no axe violation on the new pages, %s mode',
    async (mode) => {
      const member = agent({ language: locale });
      await signUpMember(member, mailbox, { locale });
      const session = await newPage(browser, {
        locale: locale === 'fr' ? 'fr-FR' : 'en-US',
        colorScheme: mode,
      });
      contexts.push(session.context);
      await useColorMode(session.context, mode);
      await useSession(session.context, member);
      const problems: string[] = [];
      const paths = [
        '/membership/security-log',
        '/membership/profile',
        '/not-me?token=unused-token',
        '/email-change/confirm?token=unused-token',
        '/email-change/undo',
      ].map((path) => localizePath(path, locale));
      for (const path of paths) {
        await session.page.goto(path);
        await settle(session.page);
        problems.push(
          ...describeViolations(`${path} [${mode}]`, await axeViolations(session.page)),
        );
      }
      expect(problems).toEqual([]);
    },
    90000,
  );
});
