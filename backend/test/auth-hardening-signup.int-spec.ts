// Issues 8 and 21: pre-account takeover. Whoever signs up first with someone else's address must
// leave no password behind once the owner signs up and confirms, whichever of the mailed links the
// owner clicks: the confirm page asks for the sign-up's password and applies the sign-up it
// belongs to. The used link voids its siblings; accounts nobody confirms are purged after
// AUTH_UNCONFIRMED_ACCOUNT_TTL_HOURS.
import { PASSWORD, uniqueEmail } from '@tickrelay/testing/accounts/member.fixture';
import { tokenOf } from '@tickrelay/testing/mail/mailbox';

import { type AuthTestApi, startAuthApi } from './support/auth-api';

const ATTACKER_PASSWORD = 'mallory owns this inbox now';

let test: AuthTestApi;

beforeAll(async () => {
  test = await startAuthApi({
    AUTH_UNCONFIRMED_ACCOUNT_TTL_HOURS: '48',
    AUTH_REENTRY_FAILURES_PER_ACCOUNT: '3',
  });
});

afterAll(async () => {
  await test.close();
});

interface UserBody {
  user: { id: string; email: string; displayName: string; locale: string };
  error?: string;
}

function signUp(email: string, password: string, displayName: string, locale: 'en' | 'fr') {
  return test
    .agent()
    .post('/api/auth/signup', { email, password, displayName, locale, acceptTerms: true });
}

/** The token of the `count`-th confirmation mail queued for `email`. */
async function confirmationToken(email: string, count: number): Promise<string> {
  const mail = await test.mail.waitFor({ to: email, kind: 'account-confirmation' }, { count });
  return tokenOf(mail.links[0] ?? '');
}

/** The confirm page's request: the link's token and the password typed there. */
function confirm(token: string, password = PASSWORD) {
  return test.agent().post<UserBody>('/api/auth/confirm', { token, password });
}

function signIn(email: string, password: string) {
  return test.agent().post('/api/auth/signin', { email, password });
}

describe('sign-up and pre-account takeover (local adapter)', () => {
  it('the owner’s confirmed sign-up sets the owner’s password; the stranger’s earlier one is gone', async () => {
    const email = uniqueEmail('victim');
    expect((await signUp(email, ATTACKER_PASSWORD, 'Mallory', 'fr')).status).toBe(201);
    expect((await signUp(email, PASSWORD, 'Victoria', 'en')).status).toBe(201);
    const strangers = await confirmationToken(email, 1);
    const owners = await confirmationToken(email, 2);

    const confirmed = await confirm(owners);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.user).toMatchObject({ email, displayName: 'Victoria', locale: 'en' });

    const attacker = await signIn(email, ATTACKER_PASSWORD);
    expect([attacker.status, attacker.body.error]).toEqual([401, 'INVALID_CREDENTIALS']);
    expect((await signIn(email, PASSWORD)).status).toBe(200);

    // The used link voided its sibling: the stranger's link confirms nothing any more.
    const sibling = await confirm(strangers);
    expect([sibling.status, sibling.body.error]).toEqual([400, 'TOKEN_INVALID']);
    expect((await signIn(email, ATTACKER_PASSWORD)).status).toBe(401);
  });

  it.each(['older', 'newer'] as const)(
    'the owner clicks the %s link: only the password the owner typed opens the account',
    async (which) => {
      const email = uniqueEmail(`takeover-${which}`);
      expect((await signUp(email, ATTACKER_PASSWORD, 'Mallory', 'fr')).status).toBe(201);
      expect((await signUp(email, PASSWORD, 'Victoria', 'en')).status).toBe(201);
      const strangers = await confirmationToken(email, 1);
      const owners = await confirmationToken(email, 2);

      const confirmed = await confirm(which === 'older' ? strangers : owners, PASSWORD);
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.user).toMatchObject({ email, displayName: 'Victoria', locale: 'en' });

      const attacker = await signIn(email, ATTACKER_PASSWORD);
      expect([attacker.status, attacker.body.error]).toEqual([401, 'INVALID_CREDENTIALS']);
      expect((await signIn(email, PASSWORD)).status).toBe(200);
      const other = await confirm(which === 'older' ? owners : strangers, ATTACKER_PASSWORD);
      expect([other.status, other.body.error]).toEqual([400, 'TOKEN_INVALID']);
      expect((await signIn(email, ATTACKER_PASSWORD)).status).toBe(401);
    },
  );

  it('a wrong password is refused, localised, and leaves the link usable; guesses are limited', async () => {
    const email = uniqueEmail('typo');
    await signUp(email, PASSWORD, 'Owner', 'en');
    const link = await confirmationToken(email, 1);

    const typo = await test
      .agent()
      .post('/api/auth/confirm?lang=fr', { token: link, password: 'not the one I chose' });
    expect([typo.status, typo.body.error, typo.body.details]).toEqual([
      400,
      'VALIDATION_FAILED',
      { password: 'incorrect' },
    ]);
    expect(typo.body.message).toBe('Certains champs sont manquants ou invalides.');
    const { rows } = await test.db.query<{ confirmed: boolean }>(
      'select email_confirmed_at is not null as confirmed from users where email = $1',
      [email],
    );
    expect(rows).toEqual([{ confirmed: false }]);
    expect((await confirm(link, PASSWORD)).status).toBe(200);

    // Someone holding a link cannot guess its password: AUTH_REENTRY_FAILURES_PER_ACCOUNT (3 here)
    // wrong passwords per link, then 429 with Retry-After, even for the right one.
    const guessed = uniqueEmail('guess');
    await signUp(guessed, PASSWORD, 'Owner', 'en');
    const target = await confirmationToken(guessed, 1);
    for (const attempt of ['guess number one', 'guess number two', 'guess number three']) {
      expect((await confirm(target, attempt)).status).toBe(400);
    }
    const limited = await confirm(target, PASSWORD);
    expect([limited.status, limited.body.error]).toEqual([429, 'TOO_MANY_REQUESTS']);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('a link sets the credential of the sign-up that issued it, whichever came last', async () => {
    const email = uniqueEmail('order');
    await signUp(email, PASSWORD, 'Owner', 'en');
    await signUp(email, ATTACKER_PASSWORD, 'Mallory', 'fr');
    const owners = await confirmationToken(email, 1);
    await confirmationToken(email, 2);

    const confirmed = await confirm(owners);
    expect(confirmed.body.user).toMatchObject({ displayName: 'Owner', locale: 'en' });
    expect((await signIn(email, PASSWORD)).status).toBe(200);
    expect((await signIn(email, ATTACKER_PASSWORD)).status).toBe(401);
  });

  it('stores no password before confirmation; only the latest sign-up’s hears “confirm first”', async () => {
    const email = uniqueEmail('pending');
    await signUp(email, ATTACKER_PASSWORD, 'Mallory', 'en');
    await signUp(email, PASSWORD, 'Owner', 'en');
    await confirmationToken(email, 2);
    const { rows } = await test.db.query<{ password_hash: string | null }>(
      'select password_hash from users where email = $1',
      [email],
    );
    expect(rows).toEqual([{ password_hash: null }]);

    const latest = await signIn(email, PASSWORD);
    expect([latest.status, latest.body.error]).toEqual([403, 'EMAIL_NOT_CONFIRMED']);
    const earlier = await signIn(email, ATTACKER_PASSWORD);
    expect([earlier.status, earlier.body.error]).toEqual([401, 'INVALID_CREDENTIALS']);

    // A resend re-issues the latest sign-up, in the language asked for.
    expect(
      (await test.agent().post('/api/auth/confirm/resend', { email, locale: 'fr' })).status,
    ).toBe(202);
    const resent = await test.mail.waitFor(
      { to: email, kind: 'account-confirmation' },
      { count: 3 },
    );
    expect(resent.links[0]).toMatch(/\/fr\/confirm\?token=/);
    const confirmed = await confirm(tokenOf(resent.links[0] ?? ''));
    expect(confirmed.body.user).toMatchObject({ displayName: 'Owner' });
    expect((await signIn(email, PASSWORD)).status).toBe(200);
  });

  it('a recovery link confirms the address and voids every pending sign-up link', async () => {
    const email = uniqueEmail('recover');
    await signUp(email, ATTACKER_PASSWORD, 'Mallory', 'en');
    const strangers = await confirmationToken(email, 1);

    expect(
      (await test.agent().post('/api/auth/password-reset', { email, locale: 'en' })).status,
    ).toBe(202);
    const recovery = await test.mail.link({ to: email, linkIncludes: '/update-password?token=' });
    const recovered = await test.agent().post('/api/auth/update-password', {
      token: tokenOf(recovery),
      password: PASSWORD,
    });
    expect(recovered.status).toBe(200);

    const late = await confirm(strangers);
    expect([late.status, late.body.error]).toEqual([400, 'TOKEN_INVALID']);
    expect((await signIn(email, ATTACKER_PASSWORD)).status).toBe(401);
    expect((await signIn(email, PASSWORD)).status).toBe(200);
  });

  it('purges accounts still unconfirmed after AUTH_UNCONFIRMED_ACCOUNT_TTL_HOURS, with their links', async () => {
    const stale = uniqueEmail('stale');
    const young = uniqueEmail('young');
    await signUp(stale, ATTACKER_PASSWORD, 'Squatter', 'en');
    await signUp(young, PASSWORD, 'Young', 'en');
    const staleLink = await confirmationToken(stale, 1);
    await confirmationToken(young, 1);
    await test.db.query(
      `update users set created_at = now() - interval '49 hours' where email = $1`,
      [stale],
    );
    await test.db.query(
      `update users set created_at = now() - interval '47 hours' where email = $1`,
      [young],
    );

    // Any later sign-up runs the purge.
    expect((await signUp(uniqueEmail('trigger'), PASSWORD, 'Next', 'en')).status).toBe(201);
    const { rows } = await test.db.query<{ email: string }>(
      'select email from users where email = any($1) order by email',
      [[stale, young]],
    );
    expect(rows.map((row) => row.email)).toEqual([young]);
    const dead = await confirm(staleLink);
    expect([dead.status, dead.body.error]).toEqual([400, 'TOKEN_INVALID']);

    // The address is free again: its owner signs up and confirms as if nothing had happened.
    await signUp(stale, PASSWORD, 'Owner', 'en');
    const fresh = await confirmationToken(stale, 2);
    expect((await confirm(fresh)).status).toBe(200);
    expect((await signIn(stale, PASSWORD)).status).toBe(200);
  });
});
