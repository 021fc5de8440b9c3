// A Telegram destination in a real browser through the stack's nginx, in English and in French:
// the member adds it without any chat id, the page shows "waiting for link" with the bot's t.me
// link and the `/start <code>` command; the bot's update (POSTed through nginx with Telegram's
// X-Telegram-Bot-Api-Secret-Token, as Telegram does) links the chat that sent it, and the page
// shows that chat without a reload. A chat id typed into the API is refused, in the member's
// language. The stack runs the local Telegram provider (scripts/e2e.ts names the bot and secret).
import { randomInt } from 'node:crypto';

import type { Browser, BrowserContext } from 'playwright-core';

import { launchBrowser, newPage, useSession } from '../src/browser';
import { baseUrl } from '../src/env';
import { subscribedMember } from '../src/subscribed-member';

const BOT = process.env.TELEGRAM_BOT_USERNAME ?? '';
const SECRET = process.env.TELEGRAM_WEBHOOK_SECRET ?? '';
/** The page reads the list again every few seconds while a chat waits: polling, not a timing. */
const LINKED_WITHIN_MS = 20000;

const languages = [
  {
    name: 'English',
    prefix: '',
    locale: 'en' as const,
    browserLocale: 'en-US',
    currency: 'usd',
    kind: 'Telegram',
    label: 'Name',
    add: 'Add',
    waiting: 'Waiting for link',
    refused: 'A Telegram destination takes no chat id',
  },
  {
    name: 'French',
    prefix: '/fr',
    locale: 'fr' as const,
    browserLocale: 'fr-FR',
    currency: 'eur',
    kind: 'Telegram',
    label: 'Nom',
    add: 'Ajouter',
    waiting: 'En attente de liaison',
    refused: 'Une destination Telegram ne prend pas d’identifiant',
  },
];

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  if (!BOT || !SECRET) {
    throw new Error(
      'TELEGRAM_BOT_USERNAME and TELEGRAM_WEBHOOK_SECRET must be set (scripts/e2e.ts)',
    );
  }
  browser = await launchBrowser();
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});
afterAll(async () => {
  await browser?.close();
});

describe.each(languages)('a Telegram destination, in $name', (language) => {
  it('is linked through the bot, never by a typed chat id', async () => {
    const member = await subscribedMember({ locale: language.locale, currency: language.currency });
    const typed = await member.request('POST', '/api/destinations', {
      kind: 'telegram',
      label: 'Typed',
      chatId: '-1001234567890',
    });
    expect([typed.status, typed.body.error]).toEqual([400, 'DESTINATION_CHAT_ID_REFUSED']);
    expect(typed.body.message).toContain(language.refused);

    const { context, page } = await newPage(browser, { locale: language.browserLocale });
    contexts.push(context);
    await useSession(context, member);
    await page.goto(`${baseUrl}${language.prefix}/membership/webhook`);
    await page.getByTestId('destination-add').click();
    const form = page.getByTestId('destination-form');
    await form.getByLabel(language.kind, { exact: true }).check();
    await form.getByLabel(language.label, { exact: true }).fill('Signals');
    expect(await form.locator('#destination-chat-id').count()).toBe(0);
    await page.getByTestId('destination-submit').click();

    const panel = page.getByTestId('telegram-link');
    await panel.waitFor({ timeout: 10000 });
    expect(await panel.getByTestId('telegram-link-waiting').innerText()).toBe(language.waiting);
    const href = await panel.getByTestId('telegram-link-url').getAttribute('href');
    const code = new URL(href ?? '').searchParams.get('start') ?? '';
    expect(href).toBe(`https://t.me/${BOT}?start=${code}`);
    expect(await panel.getByTestId('telegram-link-command').innerText()).toBe(`/start ${code}`);

    // Telegram posts the chat's /start to the bot's webhook, through the public site.
    const chatId = -1000000000000 - randomInt(1, 1_000_000_000);
    const update = (secret: string) =>
      fetch(`${baseUrl}/api/telegram/updates`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': secret },
        body: JSON.stringify({
          update_id: randomInt(1, 1_000_000),
          message: {
            message_id: 1,
            date: Math.floor(Date.now() / 1000),
            chat: { id: chatId, type: 'supergroup' },
            text: `/start ${code}`,
          },
        }),
      });
    expect((await update('not-the-secret')).status).toBe(401);
    expect((await update(SECRET)).status).toBe(200);

    const row = page.getByTestId('destination');
    await row
      .getByTestId('destination-target')
      .filter({ hasText: `chat ${chatId}` })
      .waitFor({ timeout: LINKED_WITHIN_MS });
    expect(await page.getByTestId('telegram-link').count()).toBe(0);
  });
});
