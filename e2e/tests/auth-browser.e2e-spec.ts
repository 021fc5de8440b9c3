// Accounts in a real browser, through nginx, with the emails captured by the SMTP sink and their
// links followed: sign-up → confirmation → sign-in → dashboard → sign-out (French and English),
// two tabs, password recovery, profile changes and the reCAPTCHA-protected checkout.
import { RENEW_SUBSCRIPTION_ACTION } from '@tickrelay/contracts/recaptcha-actions';
import { PASSWORD, uniqueEmail } from '@tickrelay/testing/accounts/member.fixture';
import { Pool } from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';

import { launchBrowser, newPage } from '../src/browser';
import { baseUrl, databaseUrl } from '../src/env';
import { confirmWithPassword } from '../src/page-helpers';
import { mailbox } from '../src/stack-clients';

const NEW_PASSWORD = 'copper meadow violin';
const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js*';

let browser: Browser;
const contexts: BrowserContext[] = [];
const pool = new Pool({ connectionString: databaseUrl, max: 2 });
beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});
afterAll(async () => {
  await browser.close();
  await pool.end();
});

async function open(options: { locale?: string } = {}) {
  const session = await newPage(browser, options);
  contexts.push(session.context);
  return session;
}

/** The emailed link (built on PUBLIC_URL) opened on the stack under test: path and query. */
async function emailedLink(to: string, linkIncludes: string, since?: number): Promise<string> {
  const url = new URL(await mailbox.link({ to, linkIncludes, since }, { timeoutMs: 30000 }));
  return `${url.pathname}${url.search}`;
}

const heading = (page: Page) => page.getByTestId('page-heading').first();
/** The page heading once it reads `text` (the route's chunk may still be loading after the URL changed). */
const headingIs = (page: Page, text: string) =>
  page
    .getByTestId('page-heading')
    .filter({ hasText: new RegExp(`^${text}$`) })
    .first()
    .waitFor();
const submitEnabled = (page: Page) =>
  page.waitForFunction(() => {
    const button = document.querySelector<HTMLButtonElement>('[data-testid="renew-submit"]');
    return button !== null && !button.disabled;
  });
const pathAndQuery = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

async function fillSignUp(page: Page, name: string, email: string, password = PASSWORD) {
  await page.locator('#displayName').fill(name);
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(password);
  await page.locator('#acceptTerms').check();
  await page.locator('form[data-testid="signup-form"] button[type="submit"]').click();
}

async function fillSignIn(page: Page, email: string, password: string) {
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(password);
  await page.locator('form[data-testid="signin-form"] button[type="submit"]').click();
}

/** A confirmed member signed in in `page` (sign-up form, emailed link). */
async function newMember(page: Page, tag: string, prefix = '') {
  const email = uniqueEmail(tag);
  const name = `Ada ${tag}`;
  await page.goto(`${prefix}/signup`);
  await fillSignUp(page, name, email);
  await page.getByTestId('signup-confirmation').waitFor();
  await page.goto(await emailedLink(email, '/confirm?token='));
  await confirmWithPassword(page, PASSWORD);
  await page.waitForURL(`**${prefix}/onboarding`);
  return { email, name };
}

/**
 * Telemetry event types stored for the browser's telemetry session (the page sends them by fetch
 * or, when it navigates away, by beacon; the worker writes them to Postgres).
 */
async function storedTelemetryTypes(page: Page): Promise<string[]> {
  const sessionId = await page.evaluate(() => localStorage.getItem('telemetry_session_id'));
  if (!sessionId) return [];
  const { rows } = await pool.query<{ event_type: string }>(
    'select distinct event_type from telemetry_events where session_id = $1',
    [sessionId],
  );
  return rows.map((row) => row.event_type);
}

/**
 * An emailed link's token never reaches telemetry: once the link page's view is stored (it is
 * sent by fetch or, when the page goes away, by beacon), no stored page_url or referrer holds it.
 */
async function expectTokenKeptOutOfTelemetry(page: Page, link: string) {
  const token = new URL(link, 'http://e2e.invalid').searchParams.get('token') ?? '';
  expect(token).not.toBe('');
  const path = new URL(link, 'http://e2e.invalid').pathname;
  const sessionId = await page.evaluate(() => localStorage.getItem('telemetry_session_id'));
  const linkPageViews = async () =>
    (
      await pool.query<{ page_url: string }>(
        `select page_url from telemetry_events
          where session_id = $1 and event_type = 'page_view' and page_path = $2`,
        [sessionId, path],
      )
    ).rows;
  await expectEventually(
    async () => (await linkPageViews()).length > 0,
    () => Promise.resolve(`a stored page view of ${path} expected for session ${sessionId}`),
  );
  const { rows } = await pool.query<{ page_url: string; referrer: string | null }>(
    `select page_url, referrer from telemetry_events
      where strpos(page_url, $1) > 0 or strpos(coalesce(referrer, ''), $1) > 0`,
    [token],
  );
  expect(rows).toEqual([]);
}

async function expectEventually(
  check: () => Promise<boolean>,
  message: () => Promise<string>,
  timeoutMs = 20000,
) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(await message());
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('sign up → confirm by the emailed link → sign in → dashboard → sign out', () => {
  it('in French', async () => {
    const { page, consoleErrors } = await open({ locale: 'fr-FR' });
    const email = uniqueEmail('fr');

    await page.goto('/fr/signup');
    await fillSignUp(page, 'Ada Lovelace', email);
    const sent = page.getByTestId('signup-confirmation');
    await sent.waitFor();
    expect(await sent.innerText()).toContain(email);
    expect(await heading(page).innerText()).toBe('Consultez vos e-mails');

    const link = await emailedLink(email, '/confirm?token=');
    expect(link.startsWith('/fr/confirm?token=')).toBe(true);
    await page.goto(link);
    await confirmWithPassword(page, PASSWORD);
    await page.waitForURL('**/fr/onboarding');
    expect(page.url()).not.toContain('token');
    expect(await page.getByTestId('onboarding-welcome').innerText()).toContain('Ada Lovelace');
    const stored = await page.evaluate(() => localStorage.getItem('supabase_session'));
    expect(stored).toContain('"userId"');
    expect(stored).not.toMatch(/token/i);

    await page.getByTestId('onboarding-done').click();
    await page.waitForURL('**/fr/membership/dashboard');
    await headingIs(page, 'Tableau de bord');
    expect(await page.locator('main').innerText()).toContain('Bon retour, Ada Lovelace');

    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.waitForURL((url) => url.pathname === '/fr');
    expect(await page.evaluate(() => localStorage.getItem('supabase_session'))).toBeNull();

    // Signed out for real: the members' area sends to the French sign-in page and back after it.
    await page.goto('/fr/membership/dashboard');
    await page.waitForURL('**/fr/signin?redirect=*');
    expect(pathAndQuery(page)).toBe('/fr/signin?redirect=%2Ffr%2Fmembership%2Fdashboard');
    await fillSignIn(page, email, 'not the password');
    const passwordError = page.getByTestId('password-error');
    await passwordError.waitFor();
    expect(await passwordError.innerText()).toBe('E-mail ou mot de passe incorrect.');
    await fillSignIn(page, email, PASSWORD);
    await page.waitForURL('**/fr/membership/dashboard');
    await headingIs(page, 'Tableau de bord');

    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.waitForURL((url) => url.pathname === '/fr');
    // Leaving the page flushes what is still queued (beacon).
    await page.goto('/fr/about');
    await expectEventually(
      async () => {
        const types = await storedTelemetryTypes(page);
        return types.includes('signup') && types.includes('login');
      },
      async () =>
        `signup and login events expected, got ${(await storedTelemetryTypes(page)).join()}`,
    );
    await expectTokenKeptOutOfTelemetry(page, link);
    expect(consoleErrors).toEqual([]);
  });

  it('in English, with an unconfirmed sign-in attempt and a resent link', async () => {
    const { page } = await open();
    const email = uniqueEmail('en');
    await page.goto('/signup');
    await fillSignUp(page, 'Grace Hopper', email);
    await page.getByTestId('signup-confirmation').waitFor();
    expect((await emailedLink(email, '/confirm?token=')).startsWith('/confirm?token=')).toBe(true);

    // Before confirming: the right password says "confirm first" next to the email, with resend.
    await page.goto('/signin');
    await fillSignIn(page, email, PASSWORD);
    const emailError = page.getByTestId('email-error');
    await emailError.waitFor();
    expect(await emailError.innerText()).toContain('Please confirm your email address first');
    const resentAfter = Date.now();
    await page.getByTestId('resend-confirmation').click();
    await page.getByText(`If ${email} has an account waiting for confirmation`).waitFor();
    const resentLink = await emailedLink(email, '/confirm?token=', resentAfter);
    expect(resentLink.startsWith('/confirm?token=')).toBe(true);

    await page.goto(resentLink);
    await confirmWithPassword(page, PASSWORD);
    await page.waitForURL('**/onboarding');
    await page.goto('/membership/dashboard');
    await headingIs(page, 'Dashboard');
    expect(await page.locator('main').innerText()).toContain('Welcome back, Grace Hopper');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    // A used link does not sign anyone in again.
    await page.goto(resentLink);
    await confirmWithPassword(page, PASSWORD);
    await page.getByTestId('confirm-error').waitFor();

    await page.goto('/signin');
    await fillSignIn(page, email, PASSWORD);
    await page.waitForURL('**/membership/dashboard');
  });
});

describe('session events across tabs', () => {
  it('signing out in one tab signs out the other', async () => {
    const { context, page } = await open();
    await newMember(page, 'tabs');
    const other = await context.newPage();
    await other.goto('/membership/profile');
    await headingIs(other, 'Profile');

    await page.goto('/membership/dashboard');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await other.waitForURL('**/signin?redirect=%2Fmembership%2Fprofile');
    await other.getByTestId('signin-form').waitFor();
  });
});

describe('password recovery by the emailed link', () => {
  it('sets a new password, signs in, and the old password stops working', async () => {
    const { context, page } = await open({ locale: 'fr-FR' });
    const { email } = await newMember(page, 'reset', '/fr');
    await page.getByRole('link', { name: 'Aller au tableau de bord' }).click();
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.waitForURL((url) => url.pathname === '/fr');

    const resetAfter = Date.now();
    await page.goto('/fr/passwordreset');
    await page.locator('#email').fill(email);
    await page.locator('form[data-testid="password-reset-form"] button[type="submit"]').click();
    const sent = page.getByTestId('password-reset-sent');
    await sent.waitFor();
    expect(await sent.innerText()).toContain(`Si un compte existe pour ${email}`);

    // An address without an account gets exactly the same answer.
    await page.getByTestId('password-reset-again').click();
    await page.locator('#email').fill(uniqueEmail('nobody'));
    await page.locator('form[data-testid="password-reset-form"] button[type="submit"]').click();
    await page.getByTestId('password-reset-sent').waitFor();

    const link = await emailedLink(email, '/update-password?token=', resetAfter);
    expect(link.startsWith('/fr/update-password?token=')).toBe(true);
    // Another tab of the same browser (left on the sign-in page) follows the recovery.
    const bystander = await context.newPage();
    await bystander.goto('/fr/signin');
    await bystander.getByTestId('signin-form').waitFor();
    // So does a public page, which as a visitor's does not load the session module until then.
    const reader = await context.newPage();
    const sessionChunks: string[] = [];
    reader.on('request', (request) => {
      if (/\/assets\/auth-store-/.test(request.url())) sessionChunks.push(request.url());
    });
    await reader.goto('/fr/blog');
    await reader.waitForSelector('html[data-app-ready]', { state: 'attached' });
    await reader.evaluate(
      () => new Promise((done) => requestIdleCallback(() => requestIdleCallback(done))),
    );
    expect(sessionChunks).toEqual([]);
    await page.goto(link);
    await bystander.waitForURL('**/fr/update-password?recovery=other-tab');
    await reader.waitForURL('**/fr/update-password?recovery=other-tab');
    expect(sessionChunks.length).toBeGreaterThan(0);
    // The token left the address bar before any telemetry or tag could read it.
    await page.getByTestId('new-password').waitFor();
    expect(pathAndQuery(page)).toBe('/fr/update-password');

    await page.getByTestId('new-password').fill(NEW_PASSWORD);
    await page.locator('form[data-testid="password-form"] button[type="submit"]').click();
    await page.getByTestId('update-password-done').waitFor();
    await page.getByRole('link', { name: 'Aller au tableau de bord' }).click();
    await page.waitForURL('**/fr/membership/dashboard');
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.waitForURL((url) => url.pathname === '/fr');

    // The link is single use.
    await page.goto(link);
    await page.getByTestId('new-password').fill('another fine passphrase');
    await page.locator('form[data-testid="password-form"] button[type="submit"]').click();
    await page.getByTestId('password-form-error').waitFor();
    await page.getByTestId('request-new-link').waitFor();

    await page.goto('/fr/signin');
    await fillSignIn(page, email, PASSWORD);
    await page.getByTestId('password-error').waitFor();
    await fillSignIn(page, email, NEW_PASSWORD);
    await page.waitForURL('**/fr/membership/dashboard');
    // Leaving the page flushes what is still queued (beacon).
    await page.goto('/fr/about');
    await expectTokenKeptOutOfTelemetry(page, link);
  });
});

describe('profile', () => {
  it('changes name, language and password, lists the sessions and deletes the account', async () => {
    const { page } = await open();
    const { email } = await newMember(page, 'profile');
    await page.goto('/membership/profile');
    await page.getByTestId('profile-form').waitFor();

    await page.locator('#displayName').fill('Countess Ada');
    await page.getByTestId('profile-save').click();
    await page.getByText('Your profile was updated.').waitFor();
    await page.goto('/membership/dashboard');
    await headingIs(page, 'Dashboard');
    expect(await page.locator('main').innerText()).toContain('Welcome back, Countess Ada');

    const rows = page.getByTestId('session-row');
    await page.goto('/membership/profile');
    await rows.first().waitFor();
    expect(await rows.first().getAttribute('data-current')).toBe('true');
    expect(await rows.first().innerText()).toContain('This device');

    await page.locator('#locale').selectOption('fr');
    await page.getByTestId('profile-save').click();
    await page.waitForURL('**/fr/membership/profile');
    await headingIs(page, 'Profil');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr');

    const passwordCard = page.getByTestId('change-password-card');
    await passwordCard.getByTestId('current-password').fill('wrong password here');
    await passwordCard.getByTestId('new-password').fill(NEW_PASSWORD);
    await passwordCard.locator('button[type="submit"]').click();
    await passwordCard.getByText('Ce mot de passe est incorrect.').waitFor();
    await passwordCard.getByTestId('current-password').fill(PASSWORD);
    await passwordCard.locator('button[type="submit"]').click();
    await page.getByText('Votre mot de passe a été changé.').first().waitFor();
    // Still signed in here after the change.
    await page.reload();
    await headingIs(page, 'Profil');

    await page.getByTestId('delete-account-open').click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('#delete-password').fill(PASSWORD);
    await page.getByTestId('delete-confirm').click();
    await dialog.getByText('Ce mot de passe est incorrect.').waitFor();
    await dialog.locator('#delete-password').fill(NEW_PASSWORD);
    await page.getByTestId('delete-confirm').click();
    await page.waitForURL((url) => url.pathname === '/fr');
    await page.goto('/signin');
    await fillSignIn(page, email, NEW_PASSWORD);
    await page.getByTestId('password-error').waitFor();
  });
});

describe('renew subscription behind reCAPTCHA v3', () => {
  /** A stand-in for Google's script: its tokens are ones the local siteverify stub accepts. */
  async function fakeRecaptcha(page: Page, score: number) {
    const hostname = process.env.E2E_RECAPTCHA_HOSTNAME ?? new URL(baseUrl).hostname;
    const executed: string[] = [];
    await page.exposeFunction('__recordRecaptchaAction', (action: string) => executed.push(action));
    await page.route(RECAPTCHA_SCRIPT, (route) =>
      route.fulfill({
        contentType: 'application/javascript',
        body: `window.grecaptcha = {
          ready: function (callback) { callback(); },
          execute: function (siteKey, options) {
            window.__recordRecaptchaAction(options.action);
            return Promise.resolve(['test-ok', options.action, ${JSON.stringify(hostname)},
              ${score}, Math.random().toString(36).slice(2)].join(':'));
          }
        };`,
      }),
    );
    return executed;
  }

  it('opens the checkout with a verified token, badge hidden and legal text shown', async () => {
    const { page } = await open();
    const executed = await fakeRecaptcha(page, 0.9);
    await newMember(page, 'renew');
    await page.goto('/renew-subscription');
    const submit = page.getByTestId('renew-submit');
    await submitEnabled(page);
    expect(await page.getByTestId('recaptcha-legal').innerText()).toContain(
      'protected by reCAPTCHA',
    );
    const script = await page.locator('#recaptcha-v3-script').getAttribute('src');
    expect(script).toMatch(/^https:\/\/www\.google\.com\/recaptcha\/api\.js\?render=.+/);
    await submit.click();
    // The API verified the token and opened a checkout: the browser is on the provider's page.
    await page.waitForURL(/\/api\/payments\/sandbox\/checkout\//);
    expect(executed.every((action) => action === RENEW_SUBSCRIPTION_ACTION)).toBe(true);
    expect(executed.length).toBeGreaterThanOrEqual(2);
  });

  it('a token the verifier rejects (low score) is refused and explained, in French', async () => {
    const { page } = await open({ locale: 'fr-FR' });
    await fakeRecaptcha(page, 0.1);
    await newMember(page, 'renewlow', '/fr');
    await page.goto('/fr/renew-subscription');
    await submitEnabled(page);
    await page.getByTestId('renew-submit').click();
    const error = page.getByTestId('renew-error');
    await error.waitFor();
    expect(await error.innerText()).toContain('La vérification humaine a échoué');
  });
});
