// The member's webhook in a real browser, in English and in French: a member with an active
// subscription (sign-up and the mailed link through the API, a monthly plan paid on the sandbox
// provider's hosted page) opens /membership/webhook and /membership/dashboard in two tabs, sends a
// test alert, and sees it in the log and on the dashboard within a second, without a reload (the
// member's Server-Sent Events stream).
import {
  getEntitlement,
  startCheckout,
  type CheckoutStarted,
} from '@tickrelay/contracts/endpoints/billing.endpoints';
import {
  issueLocalRecaptchaToken,
  type LocalRecaptchaToken,
} from '@tickrelay/contracts/endpoints/recaptcha.endpoints';
import { sendTestAlert } from '@tickrelay/contracts/endpoints/webhook.endpoints';
import { RENEW_SUBSCRIPTION_ACTION } from '@tickrelay/contracts/recaptcha-actions';
import { signUpMember } from '@tickrelay/testing/accounts/member.fixture';
import type { ApiAgent } from '@tickrelay/testing/http/api-agent';
import { recaptchaTestToken } from '@tickrelay/testing/stubs/siteverify.stub';
import type { Browser, BrowserContext, Page } from 'playwright-core';

import { launchBrowser, newPage, useSession } from '../src/browser';
import { baseUrl } from '../src/env';
import { agent, mailbox } from '../src/stack-clients';

/** "Within a second" of the API accepting the test alert. */
const LIVE_WITHIN_MS = 1000;

const languages = [
  {
    name: 'English',
    prefix: '',
    locale: 'en' as const,
    browserLocale: 'en-US',
    currency: 'usd',
    logTitle: 'Deliveries log',
    executed: 'Executed',
    live: 'Live',
  },
  {
    name: 'French',
    prefix: '/fr',
    locale: 'fr' as const,
    browserLocale: 'fr-FR',
    currency: 'eur',
    logTitle: 'Journal des réceptions',
    executed: 'Exécutée',
    live: 'En direct',
  },
];

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

async function until<T>(
  what: string,
  read: () => Promise<T | undefined>,
  timeoutMs = 30000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * A reCAPTCHA token for the renewal: the siteverify stub's (scripts/e2e.ts sets SITEVERIFY_URL and
 * runs the google provider against it), else one the api's local provider issues (docker compose).
 */
async function renewalToken(member: ApiAgent): Promise<string> {
  if (process.env.SITEVERIFY_URL) {
    return recaptchaTestToken(RENEW_SUBSCRIPTION_ACTION, new URL(baseUrl).hostname);
  }
  const issued = await member.post<LocalRecaptchaToken>(issueLocalRecaptchaToken.path, {
    action: RENEW_SUBSCRIPTION_ACTION,
  });
  expect(issued.status).toBe(200);
  return issued.body.token;
}

/**
 * A member with an active subscription: signed up and confirmed through the API, a monthly plan
 * paid on the sandbox's hosted checkout (its own form and token), entitled once the provider's
 * event is applied.
 */
async function subscribedMember(language: (typeof languages)[number]): Promise<ApiAgent> {
  const member = agent({ language: language.locale });
  await signUpMember(member, mailbox, { locale: language.locale, displayName: 'Ada Webhook' });
  const started = await member.post<CheckoutStarted>(startCheckout.path, {
    plan: 'monthly',
    currency: language.currency,
    recaptchaToken: await renewalToken(member),
  });
  expect(started.status).toBe(201);
  const hosted = `${baseUrl}${new URL(started.body.url).pathname}`;
  const html = await (await fetch(hosted)).text();
  const token = /name="token" value="([^"]+)"/.exec(html)?.[1];
  expect(token).toBeDefined();
  const paid = await fetch(hosted, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action: 'pay', token: token ?? '' }).toString(),
  });
  expect(paid.status).toBe(303);
  await until('the entitlement', async () =>
    (await member.get(getEntitlement.path)).status === 200 ? true : undefined,
  );
  return member;
}

/** Sets a marker on the page's window: still there later means the page was not reloaded. */
const mark = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { __noReload?: boolean }).__noReload = true;
  });
const stillMarked = (page: Page) =>
  page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload === true);

const live = (page: Page) =>
  page
    .locator('[data-testid="live-indicator"][data-transport="live"]')
    .first()
    .waitFor({ timeout: 15000 });

describe.each(languages)('the webhook page and the dashboard, live, in $name', (language) => {
  const { prefix } = language;

  it('a test alert appears in the log and on the dashboard within a second, without a reload', async () => {
    const member = await subscribedMember(language);
    const { context, page: webhook } = await newPage(browser, {
      locale: language.browserLocale,
    });
    contexts.push(context);
    await useSession(context, member);
    const dashboard = await context.newPage();

    await dashboard.goto(`${baseUrl}${prefix}/membership/dashboard`);
    await webhook.goto(`${baseUrl}${prefix}/membership/webhook`);
    await webhook.getByTestId('webhook-url').waitFor();
    expect(await webhook.getByRole('heading', { name: language.logTitle }).count()).toBe(1);
    await Promise.all([live(webhook), live(dashboard)]);
    expect(await webhook.getByTestId('live-indicator').innerText()).toBe(language.live);
    const todayBefore = await until('the dashboard figures', async () => {
      const text = await dashboard.getByTestId('alerts-today').innerText();
      return text === '…' ? undefined : text;
    });
    await Promise.all([mark(webhook), mark(dashboard)]);

    // The test alert goes through the member's real public URL; its id is the delivery's.
    const [accepted] = await Promise.all([
      webhook.waitForResponse(
        (response) =>
          response.url().endsWith(sendTestAlert.path) && response.request().method() === 'POST',
      ),
      webhook.getByTestId('webhook-send-test').click(),
    ]);
    expect(accepted.status()).toBe(202);
    const { id } = (await accepted.json()) as { id: string };
    const acceptedAt = Date.now();

    const inLog = webhook.locator(`[data-testid="delivery-row"][data-delivery-id="${id}"]`);
    const onDashboard = dashboard.locator(
      `[data-testid="latest-table"] [data-testid="delivery-row"][data-delivery-id="${id}"]`,
    );
    await Promise.all([
      inLog.waitFor({ timeout: LIVE_WITHIN_MS }),
      onDashboard.waitFor({ timeout: LIVE_WITHIN_MS }),
    ]);
    const seenAfterMs = Date.now() - acceptedAt;
    expect(seenAfterMs).toBeLessThanOrEqual(LIVE_WITHIN_MS + 100);

    // Processed on the paper account, still without a reload.
    const executed = `[data-testid="delivery-status"][data-status="executed"]`;
    await inLog.locator(executed).waitFor({ timeout: 5000 });
    await onDashboard.locator(executed).waitFor({ timeout: 5000 });
    expect(await inLog.getByTestId('delivery-status').innerText()).toBe(language.executed);
    await dashboard.locator(`[data-testid="last-delivery"] ${executed}`).waitFor({ timeout: 5000 });
    expect(await dashboard.getByTestId('alerts-today').innerText()).not.toBe(todayBefore);
    expect(await stillMarked(webhook)).toBe(true);
    expect(await stillMarked(dashboard)).toBe(true);

    // The row opens on the raw body TickRelay received.
    await inLog.getByTestId('delivery-toggle').click();
    expect(await webhook.getByTestId('delivery-raw-body').innerText()).toContain('"ticker"');
  });
});
