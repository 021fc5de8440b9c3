// Two-step sign-in and step-up in a real browser (issue 27), in English and in French: a member
// turns on TOTP on /membership/security (the test reads the key the page shows and computes the
// codes like an authenticator app), sees the recovery codes once, signs out and signs in again
// with the password then a code. A subscribed member whose session has no recent proof (its proof
// aged in the database, like a stolen cookie) connects a broker and gets the step-up prompt;
// the password there lets the connection through. axe on the new page and the prompt, light and
// dark.
import { randomInt, randomUUID } from 'node:crypto';

import { PASSWORD, signUpMember, uniqueEmail } from '@tickrelay/testing/accounts/member.fixture';
import { Secret, TOTP } from 'otpauth';
import { Pool } from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';

import { axeViolations, type ColorMode, describeViolations, useColorMode } from '../src/a11y-axe';
import { brokerLanguages } from '../src/broker-languages';
import { launchBrowser, newPage, useSession } from '../src/browser';
import { baseUrl, databaseUrl } from '../src/env';
import { agent, mailbox } from '../src/stack-clients';
import { subscribedMember } from '../src/subscribed-member';
import { demoTradovateStub, type TradovateStubClient } from '../src/tradovate-stub';

let browser: Browser;
let stub: TradovateStubClient;
let db: Pool;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  stub = await demoTradovateStub();
  db = new Pool({ connectionString: databaseUrl, max: 1 });
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});
afterAll(async () => {
  await browser?.close();
  await stub?.close();
  await db?.end();
});

/** The code an authenticator app shows `stepsAhead` 30-second steps from now. */
const codeOf = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });

async function open(locale: string, mode: ColorMode = 'light'): Promise<Page> {
  const session = await newPage(browser, { locale, colorScheme: mode });
  contexts.push(session.context);
  await useColorMode(session.context, mode);
  return session.page;
}

async function expectNoAxeViolations(page: Page, where: string) {
  expect(describeViolations(where, await axeViolations(page))).toEqual([]);
}

describe.each(brokerLanguages)('two-step sign-in ($locale)', (language) => {
  it('turns on TOTP from the shown key, then signs in with the password and a code', async () => {
    const member = agent({ language: language.locale });
    const email = uniqueEmail(`totp-${language.locale}`);
    await signUpMember(member, mailbox, { email, locale: language.locale });
    const page = await open(language.browserLocale);
    await useSession(page.context(), member);
    await page.goto(`${baseUrl}${language.prefix}/membership/security`);
    await page.getByTestId('totp-enable').click();
    const secret = (await page.getByTestId('totp-secret').innerText()).trim();
    await expectNoAxeViolations(page, `${language.locale} enrolment`);
    await page.getByTestId('totp-code').fill(codeOf(secret));
    await page.getByTestId('totp-confirm').click();
    await page.getByTestId('recovery-codes').waitFor();
    expect(await page.getByTestId('recovery-code').count()).toBe(10);
    await expectNoAxeViolations(page, `${language.locale} recovery codes`);
    await page.getByTestId('recovery-saved').click();
    await page.getByTestId('totp-disable').waitFor();

    await page.context().clearCookies();
    await page.goto(`${baseUrl}${language.prefix}/signin`);
    await page.locator('#email').fill(email);
    await page.locator('#password').fill(PASSWORD);
    await page.locator('form[data-testid="signin-form"] button[type="submit"]').click();
    await page.getByTestId('second-step-form').waitFor();
    await expectNoAxeViolations(page, `${language.locale} second step`);
    await page.getByTestId('second-step-code').fill(codeOf(secret, 1));
    await page.locator('form[data-testid="second-step-form"] button[type="submit"]').click();
    await page.waitForURL(`**${language.prefix}/membership/dashboard`);
  });
});

describe.each(brokerLanguages)('step-up before connecting a broker ($locale)', (language) => {
  it.each(['light', 'dark'] as const)(
    'asks for the password in a prompt, then connects (%s)',
    async (mode) => {
      const member = await subscribedMember({ locale: language.locale, currency: 'usd' });
      const session = await member.get<{ user: { id: string } }>('/api/auth/session');
      await db.query(
        `update session_proofs set proven_at = now() - interval '11 minutes' where member_id = $1`,
        [session.body.user.id],
      );
      const trader = {
        name: `e2e-${randomUUID().slice(0, 8)}`,
        password: `pw-${randomUUID()}`,
        cid: randomInt(1000, 99999),
        sec: `sec-${randomUUID()}`,
        accounts: [`DEMO${randomInt(100000, 999999)}`],
      };
      await stub.addUser(trader);
      const page = await open(language.browserLocale, mode);
      await useSession(page.context(), member);
      await page.goto(`${baseUrl}${language.prefix}/membership/webhook`);
      const form = page.getByTestId('tradovate-connect');
      const { labels } = language;
      await form.getByLabel(labels.demo, { exact: true }).check();
      await form.getByLabel(labels.username, { exact: true }).fill(trader.name);
      await form.getByLabel(labels.password, { exact: true }).fill(trader.password);
      await form.getByLabel(labels.appId, { exact: true }).fill('TickRelay');
      await form.getByLabel(labels.appVersion, { exact: true }).fill('1.0');
      await form.getByLabel(labels.cid, { exact: true }).fill(String(trader.cid));
      await form.getByLabel(labels.secret, { exact: true }).fill(trader.sec);
      await form.getByRole('button', { name: labels.submit, exact: true }).click();

      const prompt = page.getByTestId('step-up-dialog');
      await prompt.waitFor();
      await expectNoAxeViolations(page, `${language.locale} step-up prompt (${mode})`);
      await prompt.getByTestId('step-up-password').fill(PASSWORD);
      await prompt.getByTestId('step-up-confirm').click();
      await page.getByTestId('tradovate-connection').waitFor();
      expect(await prompt.count()).toBe(0);
    },
  );
});
