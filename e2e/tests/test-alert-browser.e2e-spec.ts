// "Send a test alert" with Tradovate selected, in a real browser through the stack's nginx, in
// English and in French. The card names the Tradovate account the test will not reach; the test
// goes through the member's public URL (nginx, then the receiver, which must see the api's test
// header), arrives in the log marked "Test · paper account", executed on the paper account, and
// the Tradovate stub holds no order for the member's account. The stub is the stack's demo
// environment (e2e/README.md, "Tradovate"); without one the suite fails at once.
import { randomInt, randomUUID } from 'node:crypto';

import { sendTestAlert } from '@tickrelay/contracts/endpoints/webhook.endpoints';
import type { DeliveryView } from '@tickrelay/contracts/webhooks/deliveries';
import type { Browser, BrowserContext } from 'playwright-core';

import { launchBrowser, newPage, useSession } from '../src/browser';
import { baseUrl } from '../src/env';
import { live } from '../src/page-helpers';
import { subscribedMember } from '../src/subscribed-member';
import { demoTradovateStub, frontMonthName, type TradovateStubClient } from '../src/tradovate-stub';

/** Polling the page, not a timing: the test goes through the queue and the worker. */
const SEEN_WITHIN_MS = 20000;

const languages = [
  {
    name: 'English',
    prefix: '',
    locale: 'en' as const,
    browserLocale: 'en-US',
    currency: 'usd',
    target: (account: string) =>
      `Your alerts go to Tradovate (Demo, account ${account}). This test will not: nothing is sent to Tradovate.`,
    testOnPaper: 'Test · paper account',
  },
  {
    name: 'French',
    prefix: '/fr',
    locale: 'fr' as const,
    browserLocale: 'fr-FR',
    currency: 'eur',
    target: (account: string) =>
      `Vos alertes vont à Tradovate (Démo, compte ${account}). Ce test non : rien n’est envoyé à Tradovate.`,
    testOnPaper: 'Test · compte papier',
  },
];

let browser: Browser;
let stub: TradovateStubClient;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  stub = await demoTradovateStub();
  browser = await launchBrowser();
  await stub.setPrice(frontMonthName('MES'), 6012.5);
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});
afterAll(async () => {
  await browser?.close();
  await stub?.close();
});

describe.each(languages)('a test alert with Tradovate selected, in $name', (language) => {
  it('is executed on the paper account and places no order at Tradovate', async () => {
    const trader = {
      name: `e2e-test-${randomUUID().slice(0, 8)}`,
      password: `pw-${randomUUID()}`,
      cid: randomInt(1000, 99999),
      sec: `sec-${randomUUID()}`,
      accounts: [`DEMO${randomInt(100000, 999999)}`],
    };
    const { accounts } = await stub.addUser(trader);
    const account = accounts[0]!;
    const member = await subscribedMember({ locale: language.locale, currency: language.currency });
    const saved = await member.request('PUT', '/api/broker/connection', {
      environment: 'demo',
      username: trader.name,
      password: trader.password,
      appId: 'TickRelay',
      appVersion: '1.0',
      cid: trader.cid,
      secret: trader.sec,
    });
    expect(saved.status).toBe(200);
    expect(
      (await member.request('PATCH', '/api/broker', { executionTarget: 'tradovate' })).status,
    ).toBe(200);

    const { context, page } = await newPage(browser, { locale: language.browserLocale });
    contexts.push(context);
    await useSession(context, member);
    await page.goto(`${baseUrl}${language.prefix}/membership/webhook`);
    const card = page.getByTestId('webhook-test-card');
    const target = card.getByTestId('webhook-test-target');
    await target.waitFor({ timeout: 10000 });
    expect(await target.innerText()).toBe(language.target(account.name));
    await live(page);

    const [accepted] = await Promise.all([
      page.waitForResponse(
        (response) =>
          response.url().endsWith(sendTestAlert.path) && response.request().method() === 'POST',
      ),
      page.getByTestId('webhook-send-test').click(),
    ]);
    expect(accepted.status()).toBe(202);
    const { id } = (await accepted.json()) as { id: string };
    const row = page.locator(`[data-testid="delivery-row"][data-delivery-id="${id}"]`);
    await row
      .locator('[data-testid="delivery-status"][data-status="executed"]')
      .waitFor({ timeout: SEEN_WITHIN_MS });
    expect(await row.getByTestId('delivery-test').innerText()).toBe(language.testOnPaper);

    const stored = await member.get<DeliveryView>(`/api/webhook/deliveries/${id}`);
    expect(stored.body).toMatchObject({ test: true, status: 'executed', executedOn: 'paper' });
    const state = await stub.state();
    expect(state.orders.filter((order) => order.accountId === account.id)).toEqual([]);
  });
});
