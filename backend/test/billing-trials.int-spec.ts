// Issue 21: a free trial once per person. Before, each new account got a trial, so deleting the
// account and signing up again with the same address (any letter case) started another one.
// The grant is kept as a hash of the normalised address (migration 0016), so it outlives the
// account without keeping the address.
import type { CheckoutView, MembershipView } from '@tickrelay/contracts/billing/billing';
import { PASSWORD, signUpMember, uniqueEmail } from '@tickrelay/testing/accounts/member.fixture';
import type { ApiAgent } from '@tickrelay/testing/http/api-agent';
import { tokenOf } from '@tickrelay/testing/mail/mailbox';

import { trialKeyOf } from '../src/modules/billing/trial-grants';
import { type CheckoutSuite, postCheckout, startCheckoutSuite } from './billing-checkout-suite';
import { type BillingTestApi, signedEvent } from './billing-helpers';

let suite: CheckoutSuite;
let test: BillingTestApi;

beforeAll(async () => {
  suite = await startCheckoutSuite();
  test = suite.api;
});

afterAll(() => suite.close());

function checkout(agent: ApiAgent) {
  return postCheckout<{ checkout: CheckoutView; url: string }>(agent);
}

/** Starts a checkout, pays it at the provider and delivers checkout.completed. */
async function subscribe(agent: ApiAgent): Promise<CheckoutView> {
  const started = await checkout(agent);
  expect(started.status).toBe(201);
  const subscription = test.provider.pay(started.body.url.split('/').at(-1) ?? '');
  const delivered = await test.deliver(
    signedEvent({
      kind: 'checkout.completed',
      checkoutId: started.body.checkout.id,
      subscriptionId: subscription.id,
      customerId: subscription.customerId,
    }),
  );
  expect(delivered.status).toBe(200);
  return started.body.checkout;
}

const membership = async (agent: ApiAgent) =>
  (await agent.get<MembershipView>('/api/subscription')).body;

describe('free trials once per email address', () => {
  it('a new account with the address of a deleted one that had a trial gets none', async () => {
    const email = uniqueEmail('trial');
    const first = test.agent();
    await signUpMember(first, test.mail, { email });
    expect((await membership(first)).trialAvailable).toBe(true);
    expect((await subscribe(first)).trialDays).toBe(7);
    expect((await membership(first)).subscription?.status).toBe('trialing');

    const deleted = await first.request('DELETE', '/api/account', { password: PASSWORD });
    expect(deleted.status).toBe(204);
    // What is kept is a hash of the normalised address, never the address.
    const { rows } = await test.db.query<{ key_hash: Buffer }>(
      'select key_hash from trial_grants where key_hash = $1',
      [trialKeyOf(email)],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.key_hash.toString('utf8')).not.toContain(email);

    // The same person, the same address typed in capitals: a new account, no second trial.
    const again = test.agent();
    const signUp = await again.post('/api/auth/signup', {
      email: email.toUpperCase(),
      password: PASSWORD,
      displayName: 'Same Person',
      locale: 'en',
      acceptTerms: true,
    });
    expect(signUp.status).toBe(201);
    // The address's second confirmation mail (the first one's link was spent).
    const mail = await test.mail.waitFor({ to: email, kind: 'account-confirmation' }, { count: 2 });
    const token = tokenOf(mail.links[0] ?? '');
    expect((await again.post('/api/auth/confirm', { token, password: PASSWORD })).status).toBe(200);
    expect((await membership(again)).trialAvailable).toBe(false);
    const started = await checkout(again);
    expect([started.status, started.body.checkout.trialDays]).toEqual([201, 0]);
  });

  it('an address that never had a trial still gets one, and an abandoned checkout spends none', async () => {
    const agent = test.agent();
    await signUpMember(agent, test.mail);
    const abandoned = await checkout(agent);
    expect(abandoned.body.checkout.trialDays).toBe(7);
    // Not paid: the trial never started, so the next checkout still offers it.
    expect((await membership(agent)).trialAvailable).toBe(true);
    expect((await subscribe(agent)).trialDays).toBe(7);
  });
});
