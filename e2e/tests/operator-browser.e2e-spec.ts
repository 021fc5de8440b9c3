// The operator console in a real browser, in English and in French (issue 26): an operator (the
// role as `npm run operator -- grant` writes it) signs in, finds a member by address, extends
// their trial by 10 days through the sandbox provider, and the member's own subscription page
// shows the new end. A member without the role who opens /operator is told it is for operators;
// an operator without a second factor (403 OPERATOR_SECOND_FACTOR_REQUIRED) is told to turn one on.
// Both console pages pass axe in light and dark.
import type { MembershipView } from '@tickrelay/contracts/billing/billing';
import { getMembership } from '@tickrelay/contracts/endpoints/billing.endpoints';
import { signUpMember } from '@tickrelay/testing/accounts/member.fixture';
import type { ApiAgent } from '@tickrelay/testing/http/api-agent';
import { Secret, TOTP } from 'otpauth';
import { Pool } from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';

import {
  axeViolations,
  type ColorMode,
  describeViolations,
  settle,
  useColorMode,
} from '../src/a11y-axe';
import { launchBrowser, newPage, useSession } from '../src/browser';
import { databaseUrl } from '../src/env';
import { agent, mailbox } from '../src/stack-clients';
import { subscribedMember } from '../src/subscribed-member';

const DAY = 24 * 3600_000;
const languages = [
  { name: 'English', prefix: '', locale: 'en' as const, intl: 'en-US', currency: 'usd' },
  { name: 'French', prefix: '/fr', locale: 'fr' as const, intl: 'fr-FR', currency: 'eur' },
];

let browser: Browser;
const pool = new Pool({ connectionString: databaseUrl, max: 2 });
const contexts: BrowserContext[] = [];

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

async function signedIn(
  who: ApiAgent,
  locale: string,
  colorScheme: ColorMode = 'light',
): Promise<Page> {
  const { context, page } = await newPage(browser, { locale, colorScheme });
  contexts.push(context);
  await useColorMode(context, colorScheme);
  await useSession(context, who);
  return page;
}

/** Turns on TOTP for the signed-in agent, the code computed from the secret like an app would. */
async function enrolTotp(who: ApiAgent): Promise<void> {
  const started = await who.post<{ secret: string }>('/api/auth/second-factor/totp');
  if (started.status !== 201) throw new Error(`enrol answered ${started.status}: ${started.text}`);
  const totp = new TOTP({ secret: Secret.fromBase32(started.body.secret), digits: 6, period: 30 });
  const confirmed = await who.post('/api/auth/second-factor/totp/confirm', {
    code: totp.generate(),
  });
  if (confirmed.status !== 200) throw new Error(`confirm answered ${confirmed.status}`);
}

/**
 * A signed-in member holding the operator role (the row the CLI's grant writes), with the
 * second factor every operator must have unless `secondFactor` is false.
 */
async function operator(locale: 'en' | 'fr', secondFactor = true): Promise<ApiAgent> {
  const who = agent({ language: locale });
  const { userId } = await signUpMember(who, mailbox, { locale });
  await pool.query('insert into operators (user_id) values ($1) on conflict do nothing', [userId]);
  if (secondFactor) await enrolTotp(who);
  return who;
}

async function trialEnd(member: ApiAgent): Promise<string> {
  const membership = await member.get<MembershipView>(getMembership.path);
  const end =
    membership.body.subscription?.trialEndsAt ?? membership.body.subscription?.currentPeriodEnd;
  if (!end) throw new Error(`no trial or period end: ${JSON.stringify(membership.body)}`);
  return end;
}

describe.each(languages)('the operator console in $name', (language) => {
  it('finds a member, extends their trial, and the member sees it on their subscription page', async () => {
    const member = await subscribedMember({ locale: language.locale, currency: language.currency });
    const email = (await member.get<{ user: { email: string } }>('/api/auth/session')).body.user
      .email;
    const before = await trialEnd(member);
    const page = await signedIn(await operator(language.locale), language.intl);

    await page.goto(`${language.prefix}/operator`);
    await page.getByTestId('operator-search-input').fill(email);
    await page.getByTestId('operator-search-submit').click();
    await page.getByTestId('operator-open-member').click();
    await page.getByTestId('operator-member').waitFor();
    await page.getByTestId('operator-extend-days').fill('10');
    await page.getByTestId('operator-extend-reason').fill('e2e goodwill');
    await page.getByTestId('operator-extend-submit').click();
    const expected = new Date(Date.parse(before) + 10 * DAY).toISOString();
    const format = new Intl.DateTimeFormat(language.intl, { dateStyle: 'medium' });
    await page
      .getByTestId('operator-trial-end')
      .filter({ hasText: format.format(new Date(expected)) })
      .waitFor();
    await page.getByTestId('operator-audit').filter({ hasText: 'member.extend' }).waitFor();
    expect(await trialEnd(member)).toBe(expected);
    // The member's page with its actions, detail and audit rows, as the operator sees it.
    await settle(page);
    expect(
      describeViolations(`${language.prefix}/operator?member`, await axeViolations(page)),
    ).toEqual([]);

    const memberPage = await signedIn(member, language.intl);
    await memberPage.goto(`${language.prefix}/membership/subscription`);
    await memberPage
      .getByTestId('subscription-date')
      .filter({ hasText: format.format(new Date(expected)) })
      .waitFor();
  }, 120_000);

  it('tells a member without the role that the console is for operators', async () => {
    const who = agent({ language: language.locale });
    await signUpMember(who, mailbox, { locale: language.locale });
    const page = await signedIn(who, language.intl);
    await page.goto(`${language.prefix}/operator/money`);
    await page.getByTestId('operator-forbidden').waitFor();
  });

  it('tells an operator without a second factor to turn one on, linking to it', async () => {
    const page = await signedIn(await operator(language.locale, false), language.intl);
    await page.goto(`${language.prefix}/operator/money`);
    const notice = page.getByTestId('operator-second-factor-required');
    await notice.waitFor();
    const link = notice.getByRole('link');
    expect(await link.getAttribute('href')).toBe(`${language.prefix}/membership/security`);
    await link.click();
    await page.getByTestId('totp-enable').waitFor();
  });

  it.each(['light', 'dark'] as const)(
    'passes axe in %s',
    async (mode) => {
      const page = await signedIn(await operator(language.locale), language.intl, mode);
      for (const path of [
        '/operator',
        '/operator/money',
        '/operator/pipeline',
        '/operator/queues',
      ]) {
        await page.goto(`${language.prefix}${path}`);
        await page.getByTestId('page-heading').waitFor();
        await settle(page);
        const violations = await axeViolations(page);
        expect(describeViolations(`${language.prefix}${path} (${mode})`, violations)).toEqual([]);
      }
    },
    120_000,
  );
});
