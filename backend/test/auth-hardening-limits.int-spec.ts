// Issue 8: nobody locks the owner out. The per-account sign-in limit counts failures only, and
// strangers failing elsewhere never refuse the owner from an address the account signed in from
// before; password re-entry (change password, delete account) has its own strict limit.
import { PASSWORD, signUpMember } from '@tickrelay/testing/accounts/member.fixture';
import type { ApiAgent } from '@tickrelay/testing/http/api-agent';

import { type AuthTestApi, startAuthApi } from './support/auth-api';

let test: AuthTestApi;

beforeAll(async () => {
  // The per-address limit is raised so that only the per-account ones are under test.
  test = await startAuthApi({
    AUTH_RATE_LIMIT_PER_ADDRESS: '100',
    AUTH_RATE_LIMIT_PER_ACCOUNT: '10',
    AUTH_REENTRY_FAILURES_PER_ACCOUNT: '3',
  });
});

afterAll(async () => {
  await test.close();
});

async function failTimes(email: string, times: number, from?: ApiAgent): Promise<void> {
  for (let attempt = 0; attempt < times; attempt += 1) {
    const agent = from ?? test.agent();
    const guess = await agent.post('/api/auth/signin', { email, password: `guess ${attempt}` });
    expect(guess.status).toBe(401);
  }
}

/** The owner's browser again, signed out: the same client address as when they signed up. */
async function signedOut(agent: ApiAgent): Promise<ApiAgent> {
  expect((await agent.post('/api/auth/signout')).status).toBe(204);
  return agent;
}

describe('the per-account sign-in limit', () => {
  it('never refuses the owner from an address the account signed in from before', async () => {
    const owner = test.agent();
    const { email } = await signUpMember(owner, test.mail);
    await signedOut(owner);
    await failTimes(email, 10);

    // Strangers have used the account's budget: any new address is refused, right password or not.
    const newcomer = await test.agent().post('/api/auth/signin', { email, password: PASSWORD });
    expect([newcomer.status, newcomer.body.error]).toEqual([429, 'TOO_MANY_REQUESTS']);
    expect(Number(newcomer.headers.get('retry-after'))).toBeGreaterThan(800);

    const home = await owner.post('/api/auth/signin', { email, password: PASSWORD });
    expect(home.status).toBe(200);
  });

  it('counts failures only: correct sign-ins from any number of addresses use no budget', async () => {
    const { email } = await signUpMember(test.agent(), test.mail);
    for (let attempt = 0; attempt < 15; attempt += 1) {
      const signIn = await test.agent().post('/api/auth/signin', { email, password: PASSWORD });
      expect([attempt, signIn.status]).toEqual([attempt, 200]);
    }
    // …and failures still do, wherever they come from.
    await failTimes(email, 10);
    expect(
      (await test.agent().post('/api/auth/signin', { email, password: PASSWORD })).status,
    ).toBe(429);
  });

  it('gives a known address its own failure budget, which the owner’s typos cannot exceed', async () => {
    const owner = test.agent();
    const { email } = await signUpMember(owner, test.mail);
    await signedOut(owner);
    await failTimes(email, 10, owner);
    const typoed = await owner.post('/api/auth/signin', { email, password: PASSWORD });
    expect([typoed.status, typoed.body.error]).toEqual([429, 'TOO_MANY_REQUESTS']);
    // Those failures were the known address's own: everyone else still has the account's budget.
    expect(
      (await test.agent().post('/api/auth/signin', { email, password: PASSWORD })).status,
    ).toBe(200);
  });

  it('makes the address of a recovery-link sign-in known', async () => {
    const { email } = await signUpMember(test.agent(), test.mail);
    await failTimes(email, 10);
    const phone = test.agent();
    expect((await phone.post('/api/auth/signin', { email, password: PASSWORD })).status).toBe(429);

    expect((await phone.post('/api/auth/password-reset', { email, locale: 'en' })).status).toBe(
      202,
    );
    const link = await test.mail.link({ to: email, linkIncludes: '/update-password?token=' });
    const recovered = await phone.post('/api/auth/update-password', {
      token: new URL(link).searchParams.get('token'),
      password: 'a brand new passphrase',
    });
    expect(recovered.status).toBe(200);
    await signedOut(phone);
    expect(
      (await phone.post('/api/auth/signin', { email, password: 'a brand new passphrase' })).status,
    ).toBe(200);
  });
});

describe('password re-entry', () => {
  it('has its own strict per-account limit for change password and delete account', async () => {
    const browser = test.agent();
    const { email } = await signUpMember(browser, test.mail);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const wrong = await browser.post('/api/auth/update-password', {
        currentPassword: `not it ${attempt}`,
        password: 'saffron glacier piano',
      });
      expect([wrong.status, wrong.body.details]).toEqual([400, { currentPassword: 'incorrect' }]);
    }
    const right = await browser.post('/api/auth/update-password', {
      currentPassword: PASSWORD,
      password: 'saffron glacier piano',
    });
    expect([right.status, right.body.error]).toEqual([429, 'TOO_MANY_REQUESTS']);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(3000);
    const deletion = await browser.request('DELETE', '/api/account', { password: PASSWORD });
    expect(deletion.status).toBe(429);
    const { rowCount } = await test.db.query('select 1 from users where email = $1', [email]);
    expect(rowCount).toBe(1);

    // Sign-in has a separate budget: the member can still sign in elsewhere.
    expect(
      (await test.agent().post('/api/auth/signin', { email, password: PASSWORD })).status,
    ).toBe(200);
  });

  it('counts wrong passwords only', async () => {
    const browser = test.agent();
    await signUpMember(browser, test.mail);
    let current = PASSWORD;
    for (let change = 0; change < 5; change += 1) {
      const next = `violet canyon orchestra ${change}`;
      const changed = await browser.post('/api/auth/update-password', {
        currentPassword: current,
        password: next,
      });
      expect([change, changed.status]).toEqual([change, 200]);
      current = next;
    }
  });
});
