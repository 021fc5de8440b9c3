// Membership with the sandbox payment provider in a real browser, in English and in French:
// sign-up → /renew-subscription → the sandbox's hosted checkout (Pay, with the first-subscription
// trial) → /confirm-payment follows the checkout live (SSE) to "trialing" → the subscription page
// → cancel at period end → still entitled → the test clock passes the trial's end (sandbox cycle
// and expiry job) → expired → the member-only API refuses with SUBSCRIPTION_REQUIRED. And
// /confirm-payment?status=success, with no checkout, shows no success.
import { getEntitlement } from '@tickrelay/contracts/endpoints/billing.endpoints';
import { advanceTestClock } from '@tickrelay/contracts/endpoints/payments-sandbox.endpoints';
import { PASSWORD, uniqueEmail } from '@tickrelay/testing/accounts/member.fixture';
import type { Browser, BrowserContext, Page } from 'playwright-core';

import { launchBrowser, newPage } from '../src/browser';
import { baseUrl } from '../src/env';
import { confirmWithPassword } from '../src/page-helpers';
import { agent, mailbox } from '../src/stack-clients';

/**
 * The site as the stack names itself (PUBLIC_URL): the provider's checkout, its return to
 * /confirm-payment and the mailed links are built on it, and the session cookie belongs to one
 * host, so the member's browser stays on it from sign-up on (scripts/e2e.ts: localhost).
 */
const site = (() => {
  if (process.env.E2E_PUBLIC_URL) return process.env.E2E_PUBLIC_URL.replace(/\/$/, '');
  const url = new URL(baseUrl);
  url.hostname = 'localhost';
  return url.origin;
})();
const at = (path: string) => `${site}${path}`;

const languages = [
  {
    name: 'English',
    prefix: '',
    locale: 'en-US',
    currency: 'usd',
    trialTitle: 'Your free trial has started',
    noPayment: 'No payment to confirm',
  },
  {
    name: 'French',
    prefix: '/fr',
    locale: 'fr-FR',
    currency: 'eur',
    trialTitle: 'Votre essai gratuit a commencé',
    noPayment: 'Aucun paiement à confirmer',
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

/** A browser whose reCAPTCHA is a stand-in with tokens the stack's siteverify stub accepts. */
async function open(locale: string): Promise<Page> {
  const { context, page } = await newPage(browser, { locale });
  contexts.push(context);
  const hostname = new URL(site).hostname;
  await context.route('https://www.google.com/recaptcha/api.js*', (route) =>
    route.fulfill({
      contentType: 'application/javascript',
      body: `window.grecaptcha = { ready: function (done) { done(); }, execute: function (key, o) {
        return Promise.resolve(['test-ok', o.action, ${JSON.stringify(hostname)}, 0.9,
          Math.random().toString(36).slice(2)].join(':'));
      } };`,
    }),
  );
  return page;
}

/** Signs up with the form and follows the mailed confirmation link: signed in, on onboarding. */
async function signUp(page: Page, prefix: string): Promise<string> {
  const email = uniqueEmail(`billing${prefix.replace('/', '-')}`);
  await page.goto(at(`${prefix}/signup`));
  await page.locator('#displayName').fill('Ada Billing');
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(PASSWORD);
  await page.locator('#acceptTerms').check();
  await page.locator('form[data-testid="signup-form"] button[type="submit"]').click();
  await page.getByTestId('signup-confirmation').waitFor();
  const link = new URL(
    await mailbox.link({ to: email, linkIncludes: '/confirm?token=' }, { timeoutMs: 30000 }),
  );
  await page.goto(at(`${link.pathname}${link.search}`));
  await confirmWithPassword(page, PASSWORD);
  await page.waitForURL(`**${prefix}/onboarding`);
  return email;
}

const stateOf = (page: Page, state: string) =>
  page.locator(`[data-testid="payment-state"][data-state="${state}"]`).waitFor({ timeout: 30000 });
const statusBadge = (page: Page, status: string) =>
  page
    .locator(`[data-testid="subscription-status"][data-status="${status}"]`)
    .first()
    .waitFor({ timeout: 30000 });

/** The member-only API route, asked with the browser's own session. */
async function entitlement(page: Page): Promise<{ status: number; error?: string }> {
  const response = await page.request.get(at(getEntitlement.path));
  const body = (await response.json().catch(() => ({}))) as { error?: string };
  return { status: response.status(), error: body.error };
}

describe.each(languages)('membership with the sandbox, in $name', (language) => {
  const { prefix } = language;

  it('sign-up → trial → cancel → still entitled → expired → SUBSCRIPTION_REQUIRED', async () => {
    const page = await open(language.locale);
    await signUp(page, prefix);
    expect((await entitlement(page)).status).toBe(403);

    // Plans and currency from the API, the trial for a first subscription.
    await page.goto(at(`${prefix}/renew-subscription`));
    await page.waitForFunction(() => {
      const button = document.querySelector<HTMLButtonElement>('[data-testid="renew-submit"]');
      return button !== null && !button.disabled;
    });
    expect(await page.locator('#currency').inputValue()).toBe(language.currency);
    await page.getByTestId('renew-trial').waitFor();
    await page.getByTestId('renew-submit').click();

    // The provider's page (the sandbox's own), then back to /confirm-payment?checkout=<id>.
    await page.waitForURL(/\/api\/payments\/sandbox\/checkout\//);
    await page.getByTestId('sandbox-trial').waitFor();
    const streams: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/subscription\/checkouts\/[^/]+\/events$/.test(request.url())) {
        streams.push(request.url());
      }
    });
    await page.locator('button[name="action"][value="pay"]').click();
    await page.waitForURL(new RegExp(`${prefix}/confirm-payment\\?checkout=`));

    // What the API says, live: the checkout's event stream brings "paid", the page shows the trial.
    await stateOf(page, 'paid');
    expect(streams.length).toBeGreaterThanOrEqual(1);
    expect(await page.getByTestId('page-heading').innerText()).toBe(language.trialTitle);
    await statusBadge(page, 'trialing');
    expect(await entitlement(page)).toEqual({ status: 200, error: undefined });

    // The subscription page: cancel at period end (confirmed), still entitled until then.
    await page.goto(at(`${prefix}/membership/subscription`));
    await statusBadge(page, 'trialing');
    await page.getByTestId('subscription-cancel').click();
    await page.getByTestId('dialog-confirm').click();
    await page.getByTestId('subscription-ending').waitFor();
    await page.getByTestId('subscription-resume').waitFor();
    expect((await entitlement(page)).status).toBe(200);

    // Past the trial's end: the sandbox ends the cancelled subscription, the expiry job runs.
    const clock = await agent().post(advanceTestClock.path, { advanceDays: 8 });
    expect(clock.status).toBe(200);
    await page.reload();
    await statusBadge(page, 'expired');
    await page.getByTestId('subscribe-link').waitFor();
    expect(await entitlement(page)).toEqual({ status: 403, error: 'SUBSCRIPTION_REQUIRED' });

    await page.goto(at(`${prefix}/membership/dashboard`));
    await statusBadge(page, 'expired');
  });

  it('/confirm-payment?status=success with no checkout shows no success', async () => {
    const page = await open(language.locale);
    await page.goto(at(`${prefix}/confirm-payment?status=success&session_id=cs_forged`));
    await stateOf(page, 'missing');
    expect(await page.getByTestId('page-heading').innerText()).toBe(language.noPayment);

    await signUp(page, prefix);
    await page.goto(at(`${prefix}/confirm-payment?status=success`));
    await stateOf(page, 'missing');
    expect(await page.getByTestId('page-heading').innerText()).toBe(language.noPayment);
    expect(await page.locator('[data-state="paid"]').count()).toBe(0);
  });
});
