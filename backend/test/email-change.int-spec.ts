// Email change on the local adapter (issue 27), real api, Postgres and Redis: the old address
// signs in until the new one is confirmed; confirming moves the account and mails the old
// address an undo link; undo restores it, ends every session and mails a reset link; the
// refusals (wrong password, taken or same address, spent or old links) in English and French.
import { PASSWORD, signUpMember, uniqueEmail } from '@tickrelay/testing/accounts/member.fixture';
import type { ApiAgent } from '@tickrelay/testing/http/api-agent';
import { tokenOf } from '@tickrelay/testing/mail/mailbox';

import { type AuthTestApi, startAuthApi } from './support/auth-api';

let test: AuthTestApi;

beforeAll(async () => {
  test = await startAuthApi();
});

afterAll(async () => {
  await test.close();
});

const signIn = (agent: ApiAgent, email: string) =>
  agent.post('/api/auth/signin', { email, password: PASSWORD });

async function requestChange(agent: ApiAgent, newEmail: string, password = PASSWORD) {
  return agent.post('/api/account/email', { newEmail, password });
}

async function logKinds(memberId: string): Promise<string[]> {
  const { rows } = await test.db.query<{ kind: string }>(
    'select kind from security_log where member_id = $1 order by seq',
    [memberId],
  );
  return rows.map((row) => row.kind);
}

describe('email change', () => {
  it('keeps the old address until confirmed, then moves; undo restores it and ends sessions', async () => {
    const browser = test.agent();
    const member = await signUpMember(browser, test.mail, { locale: 'fr' });
    const newEmail = uniqueEmail('moved');
    const requested = await requestChange(browser, newEmail.toUpperCase());
    expect([requested.status, requested.body]).toEqual([202, { status: 'confirmation_sent' }]);

    // Not confirmed yet: the old address signs in, the new one does not.
    expect((await signIn(test.agent(), member.email)).status).toBe(200);
    expect((await signIn(test.agent(), newEmail)).status).toBe(401);

    const confirmMail = await test.mail.waitFor({ to: newEmail, kind: 'email-change-confirm' });
    expect(confirmMail.data?.locale).toBe('fr');
    expect(confirmMail.links[0]).toContain('/fr/email-change/confirm?token=');
    const other = test.agent();
    const confirmed = await other.post('/api/account/email/confirm', {
      token: tokenOf(confirmMail.links[0] ?? ''),
    });
    expect([confirmed.status, confirmed.body]).toEqual([200, { email: newEmail }]);
    expect((await signIn(test.agent(), newEmail)).status).toBe(200);
    expect((await signIn(test.agent(), member.email)).status).toBe(401);
    expect((await browser.get('/api/auth/session')).body).toMatchObject({
      user: { email: newEmail },
    });
    // The link works once.
    const again = await other.post('/api/account/email/confirm', {
      token: tokenOf(confirmMail.links[0] ?? ''),
    });
    expect([again.status, again.body.error]).toEqual([400, 'TOKEN_INVALID']);

    const notice = await test.mail.waitFor({ to: member.email, kind: 'email-change-notice' });
    expect(notice.data).toMatchObject({ newEmail, locale: 'fr', timeZone: 'UTC' });
    expect(notice.data?.notMeLink).toContain('/fr/not-me?token=');
    const undoLink = notice.links[0] ?? '';
    expect(undoLink).toContain('/fr/email-change/undo?token=');
    const expires = Date.parse(notice.data?.expiresAt ?? '');
    expect(expires - notice.receivedAt).toBeGreaterThan(71 * 3600_000);
    expect(expires - notice.receivedAt).toBeLessThan(73 * 3600_000);

    const undone = await test.agent().post('/api/account/email/undo', { token: tokenOf(undoLink) });
    expect([undone.status, undone.body]).toEqual([200, { email: member.email }]);
    expect((await browser.get('/api/auth/session')).status).toBe(401);
    expect((await signIn(test.agent(), member.email)).status).toBe(200);
    expect((await signIn(test.agent(), newEmail)).status).toBe(401);
    await test.mail.waitFor({ to: member.email, kind: 'password-recovery' });
    const twice = await test.agent().post('/api/account/email/undo', { token: tokenOf(undoLink) });
    expect([twice.status, twice.body.error]).toEqual([400, 'TOKEN_INVALID']);

    expect(await logKinds(member.userId)).toEqual([
      'email-change-requested',
      'sign-in',
      'email-change-confirmed',
      'sign-in',
      'email-change-undone',
      'sessions-ended',
      'sign-in',
    ]);
  });

  it('refuses a wrong password, the current address and a taken one (en and fr)', async () => {
    const browser = test.agent();
    const member = await signUpMember(browser, test.mail);
    const someone = await signUpMember(test.agent(), test.mail);

    const wrong = await requestChange(browser, uniqueEmail('x'), 'not my password at all');
    expect([wrong.status, wrong.body.details]).toEqual([400, { password: 'incorrect' }]);
    const same = await requestChange(browser, member.email);
    expect([same.status, same.body.details]).toEqual([400, { newEmail: 'invalid' }]);
    const taken = await browser.post('/api/account/email?lang=fr', {
      newEmail: someone.email,
      password: PASSWORD,
    });
    expect([taken.status, taken.body.error, taken.body.details]).toEqual([
      409,
      'CONFLICT',
      { newEmail: 'duplicate' },
    ]);
    const takenEn = await requestChange(browser, someone.email);
    expect(taken.body.message).not.toEqual(takenEn.body.message);
    const invalid = await requestChange(browser, 'not an address');
    expect([invalid.status, invalid.body.details]).toEqual([400, { newEmail: 'invalid_email' }]);
    expect((await test.agent().post('/api/account/email', {})).status).toBe(401);
    expect(await logKinds(member.userId)).toEqual([]);
  });

  it('answers TOKEN_EXPIRED for an old link, and only the newest request’s link works', async () => {
    const browser = test.agent();
    const member = await signUpMember(browser, test.mail);
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    expect((await requestChange(browser, first)).status).toBe(202);
    expect((await requestChange(browser, second)).status).toBe(202);
    const firstLink = await test.mail.link({ to: first, linkIncludes: '/email-change/confirm' });
    const secondLink = await test.mail.link({ to: second, linkIncludes: '/email-change/confirm' });
    const superseded = await test.agent().post('/api/account/email/confirm?lang=fr', {
      token: tokenOf(firstLink),
    });
    expect([superseded.status, superseded.body.error]).toEqual([400, 'TOKEN_INVALID']);

    await test.db.query(
      `update email_changes set confirm_expires_at = now() - interval '1 second' where user_id = $1`,
      [member.userId],
    );
    const expired = await test.agent().post('/api/account/email/confirm', {
      token: tokenOf(secondLink),
    });
    expect([expired.status, expired.body.error]).toEqual([400, 'TOKEN_EXPIRED']);
    expect((await signIn(test.agent(), member.email)).status).toBe(200);
  });

  it('answers TOKEN_EXPIRED for an undo link past 72 hours, and the change stands', async () => {
    const browser = test.agent();
    const member = await signUpMember(browser, test.mail);
    const newEmail = uniqueEmail('kept');
    await requestChange(browser, newEmail);
    const link = await test.mail.link({ to: newEmail, linkIncludes: '/email-change/confirm' });
    expect(
      (await test.agent().post('/api/account/email/confirm', { token: tokenOf(link) })).status,
    ).toBe(200);
    const notice = await test.mail.waitFor({ to: member.email, kind: 'email-change-notice' });
    await test.db.query(
      `update email_changes set undo_expires_at = now() - interval '1 second' where user_id = $1`,
      [member.userId],
    );
    const late = await test.agent().post('/api/account/email/undo', {
      token: tokenOf(notice.links[0] ?? ''),
    });
    expect([late.status, late.body.error]).toEqual([400, 'TOKEN_EXPIRED']);
    expect((await signIn(test.agent(), newEmail)).status).toBe(200);
  });
});
