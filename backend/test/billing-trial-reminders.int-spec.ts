// The "trial ends in 2 days" sweep (the billing queue's hourly `trial-reminders` job,
// BillingExpiry.remindTrials) against the real api, Postgres, Redis and the mail outbox: one mail
// per trial, in the member's language, whoever runs the sweep and however often.
import type { CheckoutView, MembershipView } from '@tickrelay/contracts/billing/billing';
import type { Locale } from '@tickrelay/contracts/locales';
import { RENEW_SUBSCRIPTION_ACTION } from '@tickrelay/contracts/recaptcha-actions';
import { signUpMember } from '@tickrelay/testing/accounts/member.fixture';
import { waitFor } from '@tickrelay/testing/processes/process.helpers';
import {
  recaptchaTestToken,
  type SiteverifyStub,
  startSiteverifyStub,
} from '@tickrelay/testing/stubs/siteverify.stub';

import { Clock, RedisOffsetClock } from '../src/common/clock/clock';
import { BillingExpiry } from '../src/modules/billing/billing-expiry.service';
import type { BillingMailJobs } from '../src/modules/mail/billing-mail.jobs';
import { renderBillingMail } from '../src/modules/mail/billing-mail.templates';
import { type BillingTestApi, signedEvent, startBillingApi } from './billing-helpers';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;
const TRIAL_DAYS = 7;

let siteverify: SiteverifyStub;
let test: BillingTestApi;
/** A second api instance: same database, Redis, queue prefix and provider (another replica). */
let other: BillingTestApi;

beforeAll(async () => {
  siteverify = await startSiteverifyStub({ secret: 'test-secret' });
  const env = {
    RECAPTCHA_PROVIDER: 'google',
    RECAPTCHA_SECRET_KEY: 'test-secret',
    RECAPTCHA_VERIFY_URL: siteverify.url,
    RECAPTCHA_EXPECTED_HOSTNAMES: 'localhost',
    BILLING_TEST_CLOCK: 'true',
  };
  test = await startBillingApi(env);
  other = await startBillingApi(env, { provider: test.provider, prefix: test.prefix });
});

afterAll(async () => {
  await other.close();
  await test.close();
  await siteverify.stop();
});

/**
 * A member who signed up in `locale` and started a 7-day trial that ends `endsIn` from now: the
 * provider's subscription began `7 days - endsIn` ago, and billing learnt of it from the signed
 * checkout.completed event, as it does in production.
 */
async function trialing(locale: Locale, endsIn: number) {
  const agent = test.agent({ language: locale });
  const { userId, email } = await signUpMember(agent, test.mail, { locale });
  const started = await agent.post<{ checkout: CheckoutView; url: string }>(
    '/api/subscription/checkout',
    {
      plan: 'monthly',
      currency: locale === 'fr' ? 'eur' : 'usd',
      recaptchaToken: recaptchaTestToken(RENEW_SUBSCRIPTION_ACTION, 'localhost'),
    },
  );
  expect(started.status).toBe(201);
  expect(started.body.checkout.trialDays).toBe(TRIAL_DAYS);
  const startedAt = new Date(Date.now() - (TRIAL_DAYS * DAY - endsIn));
  const subscription = test.provider.pay(started.body.url.split('/').at(-1) ?? '', startedAt);
  const delivered = await test.deliver(
    signedEvent({
      kind: 'checkout.completed',
      checkoutId: started.body.checkout.id,
      subscriptionId: subscription.id,
      customerId: subscription.customerId,
    }),
  );
  expect(delivered.status).toBe(200);
  const membership = await agent.get<MembershipView>('/api/subscription');
  expect(membership.body.subscription).toMatchObject({
    status: 'trialing',
    trialEndsAt: subscription.trialEnd?.toISOString(),
  });
  return { agent, userId, email, subscription };
}

/** Every mail the outbox holds has reached the mail queue (what the mailbox reads). */
async function outboxRelayed(): Promise<void> {
  await waitFor(
    async () => {
      const { rows } = await test.db.query<{ count: string }>('select count(*) from mail_outbox');
      return rows[0]?.count === '0' ? true : undefined;
    },
    20000,
    'the mail outbox to be relayed',
  );
}

const reminders = (email: string) => test.mail.mailsTo({ to: email, kind: 'trial-ending' });

describe('trial reminders (the billing queue’s trial-reminders sweep)', () => {
  it('mails a member whose trial ends within 2 days once, in their language, and no one else', async () => {
    const en = await trialing('en', 36 * HOUR);
    const fr = await trialing('fr', 20 * HOUR);
    // Just past the window: reminded by a later sweep, not this one.
    const later = await trialing('en', 2 * DAY + 2 * HOUR);
    // Cancelled during the trial: the mail ("nothing to do to keep it") would be wrong.
    const leaving = await trialing('en', 30 * HOUR);
    expect((await leaving.agent.post('/api/subscription/cancel')).status).toBe(200);

    // Two replicas' workers sweeping at the same moment: one mail per trial all the same.
    const sent = await Promise.all([
      test.app.get(BillingExpiry).remindTrials(),
      other.app.get(BillingExpiry).remindTrials(),
    ]);
    expect(sent[0] + sent[1]).toBe(2);
    await outboxRelayed();

    for (const [who, subject, manageLink] of [
      [en, 'Your TickRelay trial ends in 2 days', 'http://localhost:8080/membership/subscription'],
      [
        fr,
        'Votre essai TickRelay se termine dans 2 jours',
        'http://localhost:8080/fr/membership/subscription',
      ],
    ] as const) {
      const mails = await reminders(who.email);
      expect(mails).toHaveLength(1);
      const data = mails[0]?.data as unknown as BillingMailJobs['trial-ending'];
      expect(data).toMatchObject({
        locale: who === fr ? 'fr' : 'en',
        trialEndsAt: who.subscription.trialEnd?.toISOString(),
        manageLink,
      });
      const rendered = renderBillingMail('trial-ending', data);
      expect(rendered.subject).toBe(subject);
      expect(rendered.text).toContain(manageLink);
    }
    expect(await reminders(later.email)).toEqual([]);
    expect(await reminders(leaving.email)).toEqual([]);

    // The next sweeps (the job runs hourly): nothing more for anyone.
    expect(await test.app.get(BillingExpiry).remindTrials()).toBe(0);
    expect(await other.app.get(BillingExpiry).remindTrials()).toBe(0);
    await outboxRelayed();
    expect(await reminders(en.email)).toHaveLength(1);
    expect(await reminders(fr.email)).toHaveLength(1);
    expect(await reminders(later.email)).toEqual([]);
    const { rows } = await test.db.query<{ user_id: string; reminded: boolean }>(
      `select user_id, coalesce(trial_reminder_sent_for = trial_end, false) as reminded
         from subscriptions where user_id = any($1)`,
      [[en.userId, fr.userId, later.userId]],
    );
    expect(new Map(rows.map((row) => [row.user_id, row.reminded]))).toEqual(
      new Map([
        [en.userId, true],
        [fr.userId, true],
        [later.userId, false],
      ]),
    );

    // A day later (test clock) the later trial is within 2 days: its one mail; still one each
    // for the others, whose trials have not ended yet.
    const clock = test.app.get(Clock);
    if (!(clock instanceof RedisOffsetClock)) throw new Error('BILLING_TEST_CLOCK is on');
    await clock.advanceDays(1);
    expect(await test.app.get(BillingExpiry).remindTrials()).toBe(1);
    expect(await test.app.get(BillingExpiry).remindTrials()).toBe(0);
    await outboxRelayed();
    const laterMails = await reminders(later.email);
    expect(laterMails).toHaveLength(1);
    expect(laterMails[0]?.data).toMatchObject({
      locale: 'en',
      trialEndsAt: later.subscription.trialEnd?.toISOString(),
    });
    expect(await reminders(en.email)).toHaveLength(1);
    expect(await reminders(fr.email)).toHaveLength(1);
    expect(await reminders(leaving.email)).toEqual([]);
  });
});
