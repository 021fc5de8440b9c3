// The SPA's route guards in a real browser, in both languages: every guarded page × {visitor,
// member}. The member is created through the API (sign-up, emailed link, confirmation) and its
// session cookies are handed to the member's browser context.
import { fixedRoutes, type GuardName } from '@tickrelay/contracts/routes';
import { PASSWORD, signUpMember } from '@tickrelay/testing/accounts/member.fixture';
import type { Browser, BrowserContext, Page } from 'playwright-core';

import { launchBrowser, newPage, useSession } from '../src/browser';
import { baseUrl } from '../src/env';
import { agent, mailbox } from '../src/stack-clients';

/** The pages the SPA's route table (the one it is built from) puts behind each guard. */
const guardedBy = (guard: GuardName) =>
  fixedRoutes()
    .filter((route) => route.guard === guard)
    .map((route) => route.path);
const membershipPages = guardedBy('auth');
const guestPages = guardedBy('guest');
const prefixes = ['', '/fr'] as const;

let browser: Browser;
let visitor: BrowserContext;
let member: BrowserContext;
let memberEmail: string;

beforeAll(async () => {
  browser = await launchBrowser();
  visitor = (await newPage(browser)).context;
  member = (await newPage(browser)).context;
  const session = agent();
  memberEmail = (await signUpMember(session, mailbox)).email;
  await useSession(member, session);
  // reCAPTCHA v3 in the member's browser: a stand-in for Google's script whose tokens the
  // siteverify stub accepts (the API verifies them only when the renewal is sent).
  await member.route('https://www.google.com/recaptcha/api.js*', (route) =>
    route.fulfill({
      contentType: 'application/javascript',
      body: `window.grecaptcha = { ready: function (done) { done(); }, execute: function (key, o) {
        return Promise.resolve('test-ok:' + o.action + ':' + location.hostname + ':0.9:' + Math.random());
      } };`,
    }),
  );
});
afterAll(async () => {
  await visitor?.close();
  await member?.close();
  await browser.close();
});

const pathAndQuery = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

async function visit(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

describe.each(prefixes)('guards under "%s"', (prefix) => {
  it.each(membershipPages)(
    'visitor on %s goes to the localised sign-in page with the way back',
    async (path) => {
      const page = await visit(visitor, `${prefix}${path}`);
      try {
        await page.getByTestId('signin-form').waitFor();
        expect(pathAndQuery(page)).toBe(
          `${prefix}/signin?redirect=${encodeURIComponent(`${prefix}${path}`)}`,
        );
        expect(await page.locator('[data-layout="membership"]').count()).toBe(0);
      } finally {
        await page.close();
      }
    },
  );

  it.each(membershipPages)('member on %s sees the page in the membership layout', async (path) => {
    const page = await visit(member, `${prefix}${path}`);
    try {
      const heading = page.getByTestId('page-heading').first();
      await heading.waitFor();
      expect(new URL(page.url()).pathname).toBe(`${prefix}${path}`);
      expect(await page.locator('[data-layout="membership"]').count()).toBe(1);
      expect(await page.getByTestId('member-name').count()).toBeLessThanOrEqual(1);
    } finally {
      await page.close();
    }
  });

  it.each(guestPages)('visitor on %s sees the form', async (path) => {
    const page = await visit(visitor, `${prefix}${path}`);
    try {
      await page.locator(`form[data-testid="${path.slice(1)}-form"]`).waitFor();
      expect(new URL(page.url()).pathname).toBe(`${prefix}${path}`);
    } finally {
      await page.close();
    }
  });

  it.each(guestPages)('member on %s goes to the localised dashboard', async (path) => {
    const page = await visit(member, `${prefix}${path}`);
    try {
      await page.waitForURL(`**${prefix}/membership/dashboard`);
      await page.getByTestId('page-heading').first().waitFor();
    } finally {
      await page.close();
    }
  });

  it('visitor on /renew-subscription is asked to sign in; the action stays disabled', async () => {
    const page = await visit(visitor, `${prefix}/renew-subscription`);
    try {
      await page.getByTestId('renew-signin').waitFor();
      expect(await page.getByTestId('renew-submit').isDisabled()).toBe(true);
    } finally {
      await page.close();
    }
  });
});

describe('recaptcha guard for a member', () => {
  it.each(prefixes)('under "%s" the renewal is enabled once a token is ready', async (prefix) => {
    const page = await visit(member, `${prefix}/renew-subscription`);
    try {
      await page.waitForFunction(() => {
        const button = document.querySelector<HTMLButtonElement>('[data-testid="renew-submit"]');
        return button !== null && !button.disabled;
      });
      expect(await page.getByTestId('renew-signin').count()).toBe(0);
      expect(await page.locator('#recaptcha-v3-script').count()).toBe(1);
    } finally {
      await page.close();
    }
  });
});

describe('after signing in, the visitor is back where the guard stopped them', () => {
  it.each(prefixes)('under "%s"', async (prefix) => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto(`${prefix}/membership/webhook`);
      await page.getByTestId('signin-form').waitFor();
      await page.locator('#email').fill(memberEmail);
      await page.locator('#password').fill(PASSWORD);
      await page.locator('form[data-testid="signin-form"] button[type="submit"]').click();
      await page.waitForURL(`**${prefix}/membership/webhook`);
      await page.getByTestId('page-heading').first().waitFor();
    } finally {
      await context.close();
    }
  });

  it('an off-site ?redirect= is ignored', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto(`/signin?redirect=${encodeURIComponent('//evil.example/x')}`);
      await page.locator('#email').fill(memberEmail);
      await page.locator('#password').fill(PASSWORD);
      await page.locator('form[data-testid="signin-form"] button[type="submit"]').click();
      await page.waitForURL('**/membership/dashboard');
      expect(new URL(page.url()).origin).toBe(new URL(baseUrl).origin);
    } finally {
      await context.close();
    }
  });
});
