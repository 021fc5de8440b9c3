// The member's webhook in a real browser, in English and in French: a member with an active
// subscription (sign-up and the mailed link through the API, a monthly plan paid on the sandbox
// provider's hosted page) opens /membership/webhook and /membership/dashboard in two tabs, sends a
// test alert, and sees it in the log and on the dashboard within a second, without a reload (the
// member's Server-Sent Events stream).
import { sendTestAlert } from '@tickrelay/contracts/endpoints/webhook.endpoints';
import type { ApiAgent } from '@tickrelay/testing/http/api-agent';
import type { Browser, BrowserContext } from 'playwright-core';

import { launchBrowser, newPage, useSession } from '../src/browser';
import { baseUrl } from '../src/env';
import { live, mark, stillMarked } from '../src/page-helpers';
import { subscribedMember as subscribed, until } from '../src/subscribed-member';

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

/** A member with an active subscription, in the language of the case. */
const subscribedMember = (language: (typeof languages)[number]): Promise<ApiAgent> =>
  subscribed({ locale: language.locale, currency: language.currency });

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
