// Issue 8: scrypt at the configured cost (OWASP's N=2^17 outside tests, see the unit tests) with a
// transparent rehash at sign-in of hashes made with other parameters; password reset and
// confirmation resend answer before the address is even looked up, so they take the same time
// whether or not an account exists.
import { PASSWORD, signUpMember, uniqueEmail } from '@tickrelay/testing/accounts/member.fixture';

import { hashPassword, verifyPassword } from '../src/modules/auth/password/password-hasher';
import { type AuthTestApi, startAuthApi } from './support/auth-api';

let test: AuthTestApi;

beforeAll(async () => {
  test = await startAuthApi({ AUTH_SCRYPT_LOG2_N: '13' });
});

afterAll(async () => {
  await test.close();
});

async function storedHash(userId: string): Promise<string> {
  const { rows } = await test.db.query<{ password_hash: string }>(
    'select password_hash from users where id = $1',
    [userId],
  );
  return rows[0]?.password_hash ?? '';
}

describe('password hashes', () => {
  it('are made with the configured scrypt cost, its parameters stored with the hash', async () => {
    const { userId } = await signUpMember(test.agent(), test.mail);
    expect(await storedHash(userId)).toMatch(/^scrypt\$8192\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
  });

  it('are redone with today’s parameters at the next sign-in, transparently', async () => {
    const { email, userId } = await signUpMember(test.agent(), test.mail);
    const legacy = await hashPassword(PASSWORD, { N: 2 ** 10, r: 8, p: 1 });
    await test.db.query('update users set password_hash = $2 where id = $1', [userId, legacy]);

    // A wrong password changes nothing.
    expect(
      (await test.agent().post('/api/auth/signin', { email, password: 'nope nope' })).status,
    ).toBe(401);
    expect(await storedHash(userId)).toBe(legacy);

    expect(
      (await test.agent().post('/api/auth/signin', { email, password: PASSWORD })).status,
    ).toBe(200);
    const upgraded = await storedHash(userId);
    expect(upgraded).toMatch(/^scrypt\$8192\$8\$1\$/);
    expect(await verifyPassword(PASSWORD, upgraded)).toBe(true);
    expect(
      (await test.agent().post('/api/auth/signin', { email, password: PASSWORD })).status,
    ).toBe(200);
    expect(await storedHash(userId)).toBe(upgraded);
  });
});

describe('password reset and confirmation resend', () => {
  /**
   * Runs `requests` while the users table is locked against every reader. An api that looks the
   * address up before answering cannot answer until the lock goes; one whose answer does not
   * depend on the account answers at once, for known and unknown addresses alike.
   */
  async function whileUsersLocked<T>(requests: () => Promise<T>): Promise<T | 'still waiting'> {
    const client = await test.db.connect();
    try {
      await client.query('begin');
      await client.query('lock table users in access exclusive mode');
      const answered = requests();
      // Not a timing assertion: a generous bound that only ends the wait of an api that blocks.
      const bound = new Promise<'still waiting'>((resolve) =>
        setTimeout(() => resolve('still waiting'), 15_000).unref(),
      );
      const outcome = await Promise.race([answered, bound]);
      if (outcome !== 'still waiting') {
        // The work itself now queues behind the lock: the answer did not wait for it.
        let waiting = 0;
        for (let poll = 0; poll < 100 && waiting === 0; poll += 1) {
          const { rows } = await client.query<{ waiting: number }>(
            `select count(*)::int as waiting from pg_locks
              where relation = 'users'::regclass and not granted`,
          );
          waiting = rows[0]?.waiting ?? 0;
          if (waiting === 0) await new Promise((resolve) => setTimeout(resolve, 100));
        }
        expect(waiting).toBeGreaterThan(0);
      }
      await client.query('rollback');
      await answered.catch(() => undefined);
      return outcome;
    } finally {
      client.release();
    }
  }

  it('answer 202 without waiting on the account lookup, whether or not the account exists', async () => {
    const { email: member } = await signUpMember(test.agent(), test.mail);
    const unconfirmed = uniqueEmail('unconfirmed');
    await test.agent().post('/api/auth/signup', {
      email: unconfirmed,
      password: PASSWORD,
      displayName: 'Pending',
      locale: 'en',
      acceptTerms: true,
    });
    await test.mail.waitFor({ to: unconfirmed, kind: 'account-confirmation' });
    const since = Date.now();

    const answers = await whileUsersLocked(() =>
      Promise.all([
        test.agent().post('/api/auth/password-reset', { email: member, locale: 'en' }),
        test
          .agent()
          .post('/api/auth/password-reset', { email: uniqueEmail('nobody'), locale: 'en' }),
        test.agent().post('/api/auth/confirm/resend', { email: unconfirmed, locale: 'fr' }),
        test
          .agent()
          .post('/api/auth/confirm/resend', { email: uniqueEmail('ghost'), locale: 'fr' }),
      ]),
    );
    expect(answers).not.toBe('still waiting');
    if (answers === 'still waiting') return;
    expect(answers.map((answer) => [answer.status, answer.body])).toEqual([
      [202, { status: 'accepted' }],
      [202, { status: 'accepted' }],
      [202, { status: 'accepted' }],
      [202, { status: 'accepted' }],
    ]);

    // The work follows the answer: the existing accounts get their mail once the lock is gone.
    const recovery = await test.mail.waitFor({ to: member, kind: 'password-recovery', since });
    expect(recovery.links[0]).toMatch(/\/update-password\?token=/);
    const resent = await test.mail.waitFor({
      to: unconfirmed,
      kind: 'account-confirmation',
      since,
    });
    expect(resent.links[0]).toMatch(/\/fr\/confirm\?token=/);
  });
});
