// The alert builder in a real browser, in English and in French: a visitor pastes a message the
// webhook would refuse and is taken to the faulty field; a member (active subscription through
// the sandbox provider) saves the message as a template, reloads the page, and loads it back.
import type { ApiAgent } from '@tickrelay/testing/http/api-agent';
import type { Browser, BrowserContext } from 'playwright-core';

import { launchBrowser, newPage, useSession } from '../src/browser';
import { baseUrl } from '../src/env';
import { subscribedMember } from '../src/subscribed-member';

const INVALID = JSON.stringify({
  ticker: 'MES1!',
  action: 'buy',
  quantity: 1,
  takeProfit: { ticks: 0 },
});

const languages = [
  {
    name: 'English',
    prefix: '',
    locale: 'en' as const,
    browserLocale: 'en-US',
    currency: 'usd',
    paste: 'Paste an existing message',
    check: 'Check and load',
    issuesTitle: '1 problem: your webhook would refuse this message',
    takeProfit: 'Take-profit',
    templateName: 'Template name',
    save: 'Save the message',
    load: (name: string) => `Load ${name}`,
    signIn: 'Sign in',
    shortPreset: 'Simple short',
  },
  {
    name: 'French',
    prefix: '/fr',
    locale: 'fr' as const,
    browserLocale: 'fr-FR',
    currency: 'eur',
    paste: 'Coller un message existant',
    check: 'Vérifier et charger',
    issuesTitle: '1 problème : votre webhook refuserait ce message',
    takeProfit: 'Take-profit',
    templateName: 'Nom du modèle',
    save: 'Enregistrer le message',
    load: (name: string) => `Charger ${name}`,
    signIn: 'Se connecter',
    shortPreset: 'Vente simple',
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

describe.each(languages)('the alert builder in $name', (language) => {
  const url = `${baseUrl}${language.prefix}/tools/alert-builder`;

  it('points a pasted invalid message at its field', async () => {
    const { context, page } = await newPage(browser, { locale: language.browserLocale });
    contexts.push(context);
    await page.goto(url);
    await page.getByRole('button', { name: language.paste }).click();
    await page.locator('#ab-paste').fill(INVALID);
    await page.getByRole('button', { name: language.check }).click();
    const issues = page.getByTestId('paste-issues');
    await issues.getByText(language.issuesTitle).waitFor();
    await issues.getByRole('button', { name: /takeProfit\.ticks/ }).click();
    const takeProfit = page.locator('#ab-takeProfit');
    await page.waitForFunction(() => document.activeElement?.id === 'ab-takeProfit');
    expect(await takeProfit.inputValue()).toBe('0');
    expect(await takeProfit.getAttribute('aria-invalid')).toBe('true');
    // Visitors are asked to sign in for templates.
    await page.getByTestId('templates-signin').getByText(language.signIn).waitFor();
  });

  it('a member saves a template, reloads the page and loads it', async () => {
    const member: ApiAgent = await subscribedMember({
      locale: language.locale,
      currency: language.currency,
    });
    const { context, page } = await newPage(browser, { locale: language.browserLocale });
    contexts.push(context);
    await useSession(context, member);
    await page.goto(url);
    const name = `E2E ${language.locale} ${Date.now()}`;
    await page.getByLabel(language.templateName).fill(name);
    await page.getByRole('button', { name: language.save }).click();
    await page.getByTestId('template-item').getByText(name).waitFor();
    const saved = JSON.parse((await page.getByTestId('alert-json').textContent()) ?? '{}') as {
      action?: string;
    };

    await page.reload();
    await page.getByRole('button', { name: language.shortPreset }).click();
    const shown = async () =>
      JSON.parse((await page.getByTestId('alert-json').textContent()) ?? '{}') as {
        action?: string;
      };
    expect((await shown()).action).toBe('sell');
    await page.getByRole('button', { name: language.load(name) }).click();
    await page.waitForFunction(
      (action) =>
        document
          .querySelector('[data-testid="alert-json"]')
          ?.textContent?.includes(`"action": "${action}"`),
      saved.action,
    );
    expect(await shown()).toEqual(saved);
  });
});
