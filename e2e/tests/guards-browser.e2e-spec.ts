// The SPA's route guards in a real browser, in both languages: every guarded page × {visitor,
// member}. The member is created through the API (sign-up, emailed link, confirmation), which
// leaves the session cookies in the browser context.
import type { Browser, BrowserContext, Page } from 'playwright-core';

import { launchBrowser, newPage } from '../src/browser';
import { baseUrl } from '../src/env';
import { waitForMail } from '../src/mail';

const PASSWORD = 'kestrel harbor lantern';
const membershipPages = [
  '/membership',
  '/membership/dashboard',
  '/membership/profile',
  '/membership/subscription',
  '/membership/webhook',
];
const guestPages = ['/signin', '/signup'];
const prefixes = ['', '/fr'] as const;

let browser: Browser;
let visitor: BrowserContext;
let member: BrowserContext;
let memberEmail: string;

/** Sign-up and confirmation through the API; the confirmation's cookies land in `context`. */
async function confirmedMember(context: BrowserContext): Promise<string> {
  const email = `fe-guards-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const headers = { Origin: baseUrl };
  const signup = await context.request.post(`${baseUrl}/api/auth/signup`, {
    headers,
    data: {
      email,
      password: PASSWORD,
      displayName: 'Guard Tester',
      locale: 'en',
      acceptTerms: true,
    },
  });
  expect(signup.status()).toBe(201);
  const mail = await waitForMail({ to: email, timeoutMs: 30000 });
  const link = mail.links.find((candidate) => candidate.includes('/confirm?token='));
  if (!link) throw new Error(`no confirmation link in the mail to ${email}`);
  const token = new URL(link).searchParams.get('token');
  const confirm = await context.request.post(`${baseUrl}/api/auth/confirm`, {
    headers,
    data: { token },
  });
  expect(confirm.status()).toBe(200);
  return email;
}

beforeAll(async () => {
  browser = await launchBrowser();
  visitor = (await newPage(browser)).context;
  member = (await newPage(browser)).context;
  memberEmail = await confirmedMember(member);
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
