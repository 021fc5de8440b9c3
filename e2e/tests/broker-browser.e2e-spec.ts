// Live execution at Tradovate in a real browser, in English and in French, against the Tradovate
// stub the stack uses as its demo environment (e2e/README.md, "Tradovate", says which stub; without
// one the suite fails at once, it never skips). A subscribed member opens /membership/webhook,
// fills the Tradovate form by its labels (demo, the stub user's credentials), saves, sees the
// account and the connected status, sends alerts to Tradovate; an alert then arrives on the
// member's webhook URL and, without a reload, the log shows it executed at Tradovate with the
// stub's order id and fill, the broker activity shows the order sent and filled by that alert, and
// the stub saw exactly one order for it (the live environment's stub none). A wrong password
// shows the localised BROKER_AUTH_FAILED words in the form and saves nothing.
//
// E2E_SCREENSHOT_DIR, when set, receives e2e-broker-<en|fr>.png of the connected page; a failing
// case leaves screenshots/broker-<en|fr>-failure.png (kept by CI).
import { randomInt, randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

import type { BrokerSettingsView } from '@tickrelay/contracts/brokers/broker-connection';
import { getBrokerSettings } from '@tickrelay/contracts/endpoints/broker.endpoints';
import { getWebhook, type AlertAccepted } from '@tickrelay/contracts/endpoints/webhook.endpoints';
import type { DeliveryView, WebhookView } from '@tickrelay/contracts/webhooks/deliveries';
import type { ApiAgent } from '@tickrelay/testing/http/api-agent';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';

import {
  brokerLanguages as languages,
  type BrokerLanguage as Language,
} from '../src/broker-languages';
import { launchBrowser, newPage, useSession } from '../src/browser';
import { baseUrl } from '../src/env';
import { live, mark, stillMarked } from '../src/page-helpers';
import { subscribedMember } from '../src/subscribed-member';
import {
  demoTradovateStub,
  frontMonthName,
  liveTradovateStub,
  type StubUserInput,
  type TradovateStubClient,
} from '../src/tradovate-stub';

/** Where the stub fills market orders: not the alert's price, so the log's figure is Tradovate's. */
const FILL_PRICE = 21450.25;
const ALERT = { ticker: 'MNQ1!', action: 'buy', quantity: 1, orderType: 'market', price: 21449.5 };
/** Polling the page, not a timing: the alert goes through the queue, the worker and the stub. */
const SEEN_WITHIN_MS = 20000;

let browser: Browser;
let stub: TradovateStubClient;
const liveStub = liveTradovateStub();
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  stub = await demoTradovateStub();
  browser = await launchBrowser();
  await stub.setPrice(frontMonthName('MNQ'), FILL_PRICE);
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});
afterAll(async () => {
  await browser?.close();
  await stub?.close();
});

/** Spaces as the browser's Intl writes them (narrow and no-break) compared as plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').trim();

/** A Tradovate user of the stub with an API key and one demo account. */
async function stubTrader() {
  const input: StubUserInput = {
    name: `e2e-${randomUUID().slice(0, 8)}`,
    password: `pw-${randomUUID()}`,
    cid: randomInt(1000, 99999),
    sec: `sec-${randomUUID()}`,
    accounts: [`DEMO${randomInt(100000, 999999)}`],
  };
  const created = await stub.addUser(input);
  return { ...input, account: created.accounts[0]! };
}
type Trader = Awaited<ReturnType<typeof stubTrader>>;

async function openWebhookPage(language: Language, member: ApiAgent): Promise<Page> {
  const { context, page } = await newPage(browser, { locale: language.browserLocale });
  contexts.push(context);
  await useSession(context, member);
  await page.goto(`${baseUrl}${language.prefix}/membership/webhook`);
  await page.getByTestId('tradovate-connect').waitFor();
  await live(page);
  return page;
}

/** Types the credentials in the Tradovate form, found by its labels in the page's language. */
async function fillConnectForm(
  form: Locator,
  language: Language,
  trader: Trader,
  password: string,
) {
  const { labels } = language;
  await form.getByLabel(labels.demo, { exact: true }).check();
  await form.getByLabel(labels.username, { exact: true }).fill(trader.name);
  await form.getByLabel(labels.password, { exact: true }).fill(password);
  await form.getByLabel(labels.appId, { exact: true }).fill('TickRelay');
  await form.getByLabel(labels.appVersion, { exact: true }).fill('1.0');
  await form.getByLabel(labels.cid, { exact: true }).fill(String(trader.cid));
  await form.getByLabel(labels.secret, { exact: true }).fill(trader.sec);
}

async function screenshotOnFailure<T>(
  page: Page | undefined,
  name: string,
  body: () => Promise<T>,
) {
  try {
    return await body();
  } catch (error) {
    if (page) {
      const dir = resolve(__dirname, '../../screenshots');
      mkdirSync(dir, { recursive: true });
      await page
        .screenshot({ path: join(dir, `${name}-failure.png`), fullPage: true })
        .catch(() => {});
    }
    throw error;
  }
}

/** The member's webhook URL, on the stack under test (the URL names the public origin). */
async function postAlert(member: ApiAgent, alert: unknown): Promise<string> {
  const webhook = await member.get<WebhookView>(getWebhook.path);
  expect(webhook.status).toBe(200);
  const response = await fetch(`${baseUrl}${new URL(webhook.body.url).pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(alert),
  });
  expect(response.status).toBe(202);
  return ((await response.json()) as AlertAccepted).id;
}

describe.each(languages)('Tradovate from the webhook page, in $name', (language) => {
  it('a wrong password: the form shows BROKER_AUTH_FAILED in the page’s language, nothing is saved', async () => {
    const trader = await stubTrader();
    const member = await subscribedMember({ locale: language.locale, currency: language.currency });
    const page = await openWebhookPage(language, member);
    await screenshotOnFailure(page, `broker-${language.locale}-auth`, async () => {
      const form = page.getByTestId('tradovate-connect');
      await fillConnectForm(form, language, trader, `${trader.password}-typo`);
      await form.getByRole('button', { name: language.labels.submit, exact: true }).click();
      const error = form.getByTestId('tradovate-connect-error');
      await error.waitFor({ timeout: 10000 });
      expect(plain(await error.innerText())).toBe(plain(language.authFailed));
      expect(await page.getByTestId('tradovate-connection').count()).toBe(0);
      const settings = await member.get<BrokerSettingsView>(getBrokerSettings.path);
      expect(settings.body).toMatchObject({ executionTarget: 'paper', connection: null });
    });
  });

  it('connects a demo account, sends alerts there and shows the order’s result live in the log and the activity', async () => {
    const trader = await stubTrader();
    const member = await subscribedMember({ locale: language.locale, currency: language.currency });
    const page = await openWebhookPage(language, member);
    await screenshotOnFailure(page, `broker-${language.locale}`, async () => {
      await mark(page);

      // Connect: checked at the stub, then the saved connection (never its secrets) in place of the form.
      const form = page.getByTestId('tradovate-connect');
      await fillConnectForm(form, language, trader, trader.password);
      await form.getByRole('button', { name: language.labels.submit, exact: true }).click();
      const connection = page.getByTestId('tradovate-connection');
      await Promise.race([
        connection.waitFor({ timeout: 15000 }),
        form
          .getByTestId('tradovate-connect-error')
          .waitFor({ timeout: 15000 })
          .then(async () => {
            const words = await form.getByTestId('tradovate-connect-error').innerText();
            throw new Error(
              `the connection was refused ("${words}"): is the stack's TRADOVATE_DEMO_URL the stub at ${stub.baseUrl}?`,
            );
          }),
      ]);
      const status = connection.getByTestId('broker-status');
      expect(await status.getAttribute('data-status')).toBe('connected');
      expect(await status.innerText()).toBe(language.connected);
      expect(await connection.getByTestId('broker-environment').innerText()).toBe(language.demo);
      expect(await connection.getByTestId('broker-username').innerText()).toBe(trader.name);
      const account = connection.getByTestId('broker-account');
      expect(await account.inputValue()).toBe(String(trader.account.id));
      expect(await account.locator('option:checked').innerText()).toBe(trader.account.name);
      const text = await page.locator('body').innerText();
      expect(text).not.toContain(trader.password);
      expect(text).not.toContain(trader.sec);

      // Alerts go to Tradovate: the choice is saved (PATCH /api/broker) and stays chosen.
      const target = page
        .getByTestId('execution-target')
        .getByLabel(language.labels.tradovate, { exact: true });
      const [saved] = await Promise.all([
        page.waitForResponse(
          (response) =>
            new URL(response.url()).pathname === getBrokerSettings.path &&
            response.request().method() === 'PATCH',
        ),
        target.check(),
      ]);
      expect(saved.status()).toBe(200);
      expect(await target.isChecked()).toBe(true);

      // An alert arrives on the member's URL; the page, never reloaded, follows it to Tradovate.
      const deliveryId = await postAlert(member, ALERT);
      const row = page.locator(`[data-testid="delivery-row"][data-delivery-id="${deliveryId}"]`);
      await row
        .locator('[data-testid="delivery-status"][data-status="executed"]')
        .waitFor({ timeout: SEEN_WITHIN_MS });
      expect(await row.getByTestId('delivery-status').innerText()).toBe(language.executed);
      expect(await row.getByTestId('delivery-on').innerText()).toBe(language.onTradovate);

      const stored = await member.get<DeliveryView>(`/api/webhook/deliveries/${deliveryId}`);
      expect(stored.body).toMatchObject({
        status: 'executed',
        executedOn: 'tradovate',
        brokerResult: {
          broker: 'tradovate',
          environment: 'demo',
          accountName: trader.account.name,
        },
      });
      const fill = stored.body.brokerResult!.events.find((event) => event.kind === 'fill');
      expect(fill).toMatchObject({ side: 'buy', quantity: 1, orderType: 'market' });
      expect(Number(fill!.price)).toBe(FILL_PRICE);
      const orderId = fill!.orderId!;
      const decimals = fill!.price!.split('.')[1]?.length ?? 0;
      const price = new Intl.NumberFormat(language.locale, {
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      }).format(FILL_PRICE);

      // Its details: Tradovate, demo, the account, and the stub's order id and fill.
      await row.getByTestId('delivery-toggle').click();
      const details = page.getByTestId('delivery-details');
      expect(await details.getByTestId('broker-name').innerText()).toBe('Tradovate');
      expect(await details.getByTestId('broker-result-environment').innerText()).toBe(
        language.demo,
      );
      expect(await details.getByTestId('broker-result-account').innerText()).toBe(
        trader.account.name,
      );
      expect(plain(await details.getByTestId('broker-events').innerText())).toContain(
        plain(language.fill(orderId, price)),
      );

      // The broker activity: the order sent and filled, each caused by that alert.
      for (const action of ['order_sent', 'order_filled'] as const) {
        const entry = page
          .locator(`[data-testid="audit-row"][data-action="${action}"]`)
          .filter({ hasText: orderId });
        await entry.waitFor({ timeout: SEEN_WITHIN_MS });
        const cells = await entry.locator('td').allInnerTexts();
        expect(cells[1]).toBe(language.actions[action]);
        expect(await entry.getByTestId('audit-delivery').innerText()).toBe(language.trigger);
      }
      expect(await stillMarked(page)).toBe(true);

      // At the stub: exactly one order for this delivery, on the member's account, the one logged.
      const state = await stub.state();
      const orders = state.orders.filter((order) => order.accountId === trader.account.id);
      expect(orders.map((order) => String(order.id))).toEqual([orderId]);
      const placed = state.commands.filter(
        (command) => command.orderId === orders[0]!.id && command.commandType === 'New',
      );
      expect(placed).toHaveLength(1);
      expect(placed[0]!.clOrdId).toContain(deliveryId);
      expect(await stub.ordersWithClOrdId(placed[0]!.clOrdId!)).toBe(1);
      if (liveStub) {
        const elsewhere = await liveStub.state();
        expect(elsewhere.orders).toEqual([]);
        expect(elsewhere.counts.tokenRequests).toBe(0);
      }

      const screenshots = process.env.E2E_SCREENSHOT_DIR;
      if (screenshots) {
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({
          path: join(screenshots, `e2e-broker-${language.locale}.png`),
          fullPage: true,
        });
      }
    });
  });
});
